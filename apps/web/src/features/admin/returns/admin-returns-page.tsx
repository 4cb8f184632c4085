import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  AdminReturnsQuery,
  type AdminReturnsStatus,
  DecideReturnBody,
  type ReturnResponse,
} from '@tecnobazar/shared';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router';
import { useDecideReturnMutation, useGetAdminReturnsQuery } from '@/api/returns';
import { EmptyTable } from '@/components/data-table';
import { OrderConversation } from '@/components/order/order-conversation';
import { Pager } from '@/components/pager';
import { ReasonDialog } from '@/components/reason-dialog';
import { RETURN_KIND, RETURN_STATUS_FILTERS } from '@/components/returns/return-labels';
import { ReturnLines } from '@/components/returns/return-lines';
import { ReturnPhotos } from '@/components/returns/return-photos';
import { ReturnStatusChip } from '@/components/returns/return-status-chip';
import { ReturnTimeline } from '@/components/returns/return-timeline';
import { SelectField } from '@/components/select-field';
import { type Notify, Toast, useToast } from '@/components/toast';
import { pastLastPage, usePageParam } from '@/components/use-page-param';
import { errorMessage } from '@/lib/errors';

const STATUS_PARAM = 'estado';

type Decision = DecideReturnBody['decision'];

/**
 * /admin/returns ('Devoluciones'): the requests buyers escalated after the seller rejected them (or the seller
 * never answered), ten a page; each accepted (it goes on) or closed, with a reason the buyer and seller read.
 */
export function AdminReturnsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The escalated ones unless the address asks for another status, or all ('Todas').
  const parsed = AdminReturnsQuery.shape.status.safeParse(searchParams.get(STATUS_PARAM) ?? undefined);
  const status = parsed.success ? parsed.data : 'ESCALATED';
  const { page, setPage } = usePageParam();
  const { notify, toastProps } = useToast();
  const [deciding, setDeciding] = useState<{ decision: Decision; request: ReturnResponse } | null>(null);
  const { currentData, error, isError } = useGetAdminReturnsQuery({ status, page });

  const setStatus = (value: AdminReturnsStatus) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value === 'ESCALATED') next.delete(STATUS_PARAM);
      else next.set(STATUS_PARAM, value);
      next.delete('page');
      return next;
    });

  // Answering or deciding the last item of the last page empties it: go to the page that now is last.
  const lastPageAddress = pastLastPage(currentData, page, searchParams);
  if (lastPageAddress !== undefined) return <Navigate to={{ search: lastPageAddress }} replace />;

  let content: ReactNode;
  if (isError) {
    content = <Alert severity="error">{errorMessage(error, 'No se pudieron cargar las solicitudes')}</Alert>;
  } else if (!currentData) {
    content = <Typography aria-live="polite">Cargando...</Typography>;
  } else if (currentData.content.length === 0) {
    content = (
      <EmptyTable>
        {status === 'ESCALATED'
          ? 'No hay devoluciones por revisar.'
          : status === 'ALL'
            ? 'No hay solicitudes de devolución.'
            : 'No hay solicitudes en este estado.'}
      </EmptyTable>
    );
  } else {
    content = (
      <Stack spacing={2}>
        <Stack component="ul" aria-label="Solicitudes de devolución" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {currentData.content.map((request) => (
            <ReturnCard
              key={request.id}
              request={request}
              onDecide={(decision) => setDeciding({ decision, request })}
            />
          ))}
        </Stack>
        {currentData.totalPages > 1 && (
          <Pager
            label="Páginas de devoluciones"
            page={page}
            pageCount={currentData.totalPages}
            onChange={setPage}
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="h5" component="h1">
          Devoluciones
        </Typography>
        <SelectField
          label="Estado"
          size="small"
          value={status}
          options={RETURN_STATUS_FILTERS}
          onChange={setStatus}
          sx={{ minWidth: 200 }}
        />
      </Stack>
      {content}
      {deciding && (
        <DecideDialog
          decision={deciding.decision}
          request={deciding.request}
          notify={notify}
          onClose={() => setDeciding(null)}
        />
      )}
      <Toast {...toastProps} />
    </Stack>
  );
}

function Said({ who, children }: { who: string; children: string }) {
  return (
    <Stack spacing={0.25} sx={{ pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {who}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** What buyer and shop wrote about the order, read-only, in a dialog (the whole screen on a phone). */
function ConversationButton({ request }: { request: ReturnResponse }) {
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <>
      <Button variant="text" sx={{ alignSelf: 'flex-start' }} onClick={() => setOpen(true)}>
        Ver conversación del pedido
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={phone}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{`Conversación del pedido #${request.orderId}`}</DialogTitle>
        <DialogContent dividers>
          {open && (
            <OrderConversation
              audience="admin"
              orderId={request.orderId}
              otherName={request.shop.name}
              emptyText="El comprador y la tienda no se escribieron sobre este pedido."
              maxHeight={phone ? 'none' : 480}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function ReturnCard({
  request,
  onDecide,
}: {
  request: ReturnResponse;
  onDecide: (decision: Decision) => void;
}) {
  const titleId = useId();
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <div>
            <Typography id={titleId} sx={{ fontWeight: 600 }}>
              {`${RETURN_KIND[request.kind]} #${request.id}`}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`Pedido #${request.orderId} · ${request.shop.name} · Comprador: ${request.buyer.fullName}`}
            </Typography>
          </div>
          <ReturnStatusChip status={request.status} />
        </Stack>
        {/* Escalated once: the order's conversation is open to the administrators who decide. */}
        {request.timeline.escalatedAt && <ConversationButton request={request} />}
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
          <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
            <ReturnLines lines={request.lines} />
            <Said who={`Motivo del comprador: ${request.reasonLabel}`}>
              {request.description || 'Sin descripción'}
            </Said>
            <ReturnPhotos photos={request.photos} />
          </Stack>
          <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
            {request.rejectionReason && <Said who="Rechazo del vendedor">{request.rejectionReason}</Said>}
            {request.escalationComment && (
              <Said who="Comentario del comprador">{request.escalationComment}</Said>
            )}
            {request.decision && (
              <Said
                who={
                  request.decision.decision === 'ACCEPT'
                    ? 'Aceptada por TecnoBazar'
                    : 'Cerrada por TecnoBazar'
                }
              >
                {request.decision.reason}
              </Said>
            )}
            <ReturnTimeline request={request} />
          </Stack>
        </Stack>
        {request.status === 'ESCALATED' && (
          <>
            <Divider />
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'flex-end', alignItems: { xs: 'stretch', sm: 'center' } }}
            >
              <Button variant="outlined" color="error" onClick={() => onDecide('CLOSE')}>
                Cerrar solicitud
              </Button>
              <Button variant="contained" onClick={() => onDecide('ACCEPT')}>
                Aceptar devolución
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}

const DECISION_TEXT = {
  ACCEPT: {
    title: 'Aceptar devolución',
    text: 'La solicitud sigue: el comprador podrá enviar el producto y recibirá el reembolso cuando el vendedor lo reciba.',
    done: 'Devolución aceptada.',
  },
  CLOSE: {
    title: 'Cerrar solicitud',
    text: 'La solicitud termina sin devolución. El comprador y el vendedor verán el motivo.',
    done: 'Solicitud cerrada.',
  },
} as const;

interface DecideDialogProps {
  decision: Decision;
  request: ReturnResponse;
  notify: Notify;
  onClose: () => void;
}

function DecideDialog({ decision, request, notify, onClose }: DecideDialogProps) {
  const [decide, { isLoading }] = useDecideReturnMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(DecideReturnBody), defaultValues: { decision, reason: '' } });
  const text = DECISION_TEXT[decision];
  const submit = handleSubmit(async (body) => {
    try {
      await decide({ id: request.id, ...body }).unwrap();
      notify('success', text.done);
      onClose();
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo guardar la decisión'));
    }
  });
  return (
    <ReasonDialog
      title={`${text.title} #${request.id}`}
      text={text.text}
      fieldLabel="Motivo de la decisión"
      field={register('reason')}
      error={errors.reason?.message}
      minRows={3}
      cancelLabel="Volver"
      submitLabel={text.title}
      submitColor={decision === 'CLOSE' ? 'error' : 'primary'}
      busy={isLoading}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
