import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EscalateReturnBody, type ReturnResponse, ReturnSentBody } from '@tecnobazar/shared';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useEscalateReturnMutation, useMarkReturnSentMutation } from '@/api/returns';
import { TrackingFields } from '@/components/order/tracking-fields';
import { ReasonDialog } from '@/components/reason-dialog';
import { REFUND_STATUS, RETURN_KIND } from '@/components/returns/return-labels';
import { ReturnLines } from '@/components/returns/return-lines';
import { ReturnPhotos } from '@/components/returns/return-photos';
import { ReturnStatusChip } from '@/components/returns/return-status-chip';
import { ReturnTimeline } from '@/components/returns/return-timeline';
import type { Notify } from '@/components/toast';
import { errorMessage } from '@/lib/errors';
import { formatPrice } from '@/lib/format-price';

/** One of the buyer's requests: what goes back and why, how far it got, what the seller said, the refund. */
export function ReturnRequestCard({ request, notify }: { request: ReturnResponse; notify: Notify }) {
  const titleId = useId();
  const refund = REFUND_STATUS[request.refund.status];
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <Typography id={titleId} sx={{ fontWeight: 600 }}>
            {`${RETURN_KIND[request.kind]} #${request.id}`}
          </Typography>
          <ReturnStatusChip status={request.status} />
        </Stack>
        <ReturnLines lines={request.lines} />
        <Typography variant="body2">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Motivo:{' '}
          </Box>
          {request.reasonLabel}
        </Typography>
        {request.description && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {request.description}
          </Typography>
        )}
        <ReturnPhotos photos={request.photos} />
        <ReturnTimeline request={request} />
        <Answer request={request} />
        {request.refund.amount !== null && (
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {refund ?? 'Reembolso'}
            </Typography>
            <Typography
              variant="body2"
              sx={{
                fontWeight: 700,
                color: request.refund.status === 'DONE' ? 'success.main' : 'warning.dark',
              }}
            >
              {formatPrice(request.refund.amount)}
            </Typography>
          </Stack>
        )}
        <Actions request={request} notify={notify} />
      </Stack>
    </Box>
  );
}

/** What the seller or TecnoBazar answered, and what the buyer sent. */
function Answer({ request }: { request: ReturnResponse }) {
  const notes: ReactNode[] = [];
  if (request.instructions)
    notes.push(
      <Alert key="instructions" severity="info" icon={false}>
        <strong>Instrucciones para devolverlo: </strong>
        {request.instructions}
      </Alert>,
    );
  if (request.rejectionReason)
    notes.push(
      <Alert key="rejected" severity="error" icon={false}>
        <strong>El vendedor la rechazó: </strong>
        {request.rejectionReason}
      </Alert>,
    );
  if (request.status === 'ESCALATED')
    notes.push(
      <Alert key="review" severity="warning" icon={false}>
        TecnoBazar está revisando tu solicitud. Te escribiremos cuando decidamos.
      </Alert>,
    );
  if (request.decision)
    notes.push(
      <Alert
        key="decision"
        severity={request.decision.decision === 'ACCEPT' ? 'success' : 'warning'}
        icon={false}
      >
        <strong>
          {request.decision.decision === 'ACCEPT'
            ? 'TecnoBazar aceptó tu solicitud: '
            : 'TecnoBazar cerró tu solicitud: '}
        </strong>
        {request.decision.reason}
      </Alert>,
    );
  if (request.trackingNumber)
    notes.push(
      <Typography key="sent" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {`Enviado con ${request.carrier ?? '—'}, guía ${request.trackingNumber}`}
      </Typography>,
    );
  if (notes.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } }}>
      {notes}
    </Stack>
  );
}

function Actions({ request, notify }: { request: ReturnResponse; notify: Notify }) {
  const [open, setOpen] = useState(false);
  if (request.status !== 'ACCEPTED' && request.status !== 'REJECTED') return null;
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Button
        variant={request.status === 'ACCEPTED' ? 'contained' : 'outlined'}
        onClick={() => setOpen(true)}
      >
        {request.status === 'ACCEPTED' ? 'Marcar como enviado' : 'Pedir revisión a TecnoBazar'}
      </Button>
      {open && request.status === 'ACCEPTED' && (
        <SentDialog id={request.id} notify={notify} onClose={() => setOpen(false)} />
      )}
      {open && request.status === 'REJECTED' && (
        <EscalateDialog id={request.id} notify={notify} onClose={() => setOpen(false)} />
      )}
    </Stack>
  );
}

interface MoveDialogProps {
  id: number;
  notify: Notify;
  onClose: () => void;
}

function SentDialog({ id, notify, onClose }: MoveDialogProps) {
  const titleId = useId();
  const [markSent, { isLoading }] = useMarkReturnSentMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ReturnSentBody), defaultValues: { carrier: '', trackingNumber: '' } });
  const submit = handleSubmit(async (body) => {
    try {
      await markSent({ id, ...body }).unwrap();
      notify('success', 'Listo: le avisamos al vendedor que el producto va en camino.');
      onClose();
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo marcar como enviado'));
    }
  });
  return (
    <Dialog
      open
      onClose={isLoading ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', onSubmit: submit, ...({ noValidate: true } as object) } }}
    >
      <DialogTitle id={titleId}>{`Enviar la solicitud #${id}`}</DialogTitle>
      <DialogContent>
        <TrackingFields register={register} errors={errors} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isLoading}>
          Volver
        </Button>
        <Button type="submit" variant="contained" loading={isLoading}>
          Marcar como enviado
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function EscalateDialog({ id, notify, onClose }: MoveDialogProps) {
  const [escalate, { isLoading }] = useEscalateReturnMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(EscalateReturnBody), defaultValues: { comment: '' } });
  const submit = handleSubmit(async ({ comment }) => {
    try {
      await escalate({ id, comment }).unwrap();
      notify('success', 'Enviamos tu solicitud a TecnoBazar para que la revise.');
      onClose();
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo pedir la revisión'));
    }
  });
  return (
    <ReasonDialog
      title="Pedir revisión a TecnoBazar"
      text="Un administrador de TecnoBazar revisará la solicitud y la respuesta del vendedor, y decidirá."
      fieldLabel="Tu comentario"
      field={register('comment')}
      error={errors.comment?.message}
      minRows={3}
      cancelLabel="Volver"
      submitLabel="Pedir revisión"
      busy={isLoading}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
