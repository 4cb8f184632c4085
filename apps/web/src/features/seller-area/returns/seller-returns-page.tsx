import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AcceptReturnBody, RejectReturnBody, type ReturnResponse, ReturnStatus } from '@tecnobazar/shared';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router';
import {
  useAcceptReturnMutation,
  useGetSellerReturnsQuery,
  useMarkReturnReceivedMutation,
  useRejectReturnMutation,
} from '@/api/returns';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, EmptyTable } from '@/components/data-table';
import { Pager } from '@/components/pager';
import { ReasonDialog } from '@/components/reason-dialog';
import { REFUND_STATUS, RETURN_KIND, RETURN_STATUS_FILTERS } from '@/components/returns/return-labels';
import { ReturnLines } from '@/components/returns/return-lines';
import { ReturnPhotos } from '@/components/returns/return-photos';
import { ReturnStatusChip } from '@/components/returns/return-status-chip';
import { ReturnTimeline } from '@/components/returns/return-timeline';
import { SelectField } from '@/components/select-field';
import { type Notify, Toast, useToast } from '@/components/toast';
import { pastLastPage, usePageParam } from '@/components/use-page-param';
import { errorMessage } from '@/lib/errors';
import { formatPrice } from '@/lib/format-price';

const STATUS_PARAM = 'estado';
const COLUMNS = ['Solicitud', 'Productos', 'Motivo y fotos', 'Estado', 'Acciones'];

type Move = 'accept' | 'reject' | 'received';

/**
 * /seller/returns ('Devoluciones'): the return and warranty requests of the shop's orders, newest first, ten
 * a page, filtered by status in the address; each answered (accepted with instructions or rejected with a
 * reason) and, once the units are back, marked received, which sends the refund.
 */
export function SellerReturnsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = ReturnStatus.safeParse(searchParams.get(STATUS_PARAM));
  const status = parsed.success ? parsed.data : undefined;
  const { page, setPage } = usePageParam();
  const { notify, toastProps } = useToast();
  // A phone shows cards: the table's five columns would need sideways scrolling there.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [target, setTarget] = useState<{ move: Move; request: ReturnResponse } | null>(null);
  // currentData: this page's answer only, so a page or filter change shows 'Cargando...', not the old rows.
  const { currentData, error, isError } = useGetSellerReturnsQuery({ status, page });

  const setStatus = (value: ReturnStatus | 'ALL') =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value === 'ALL') next.delete(STATUS_PARAM);
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
        {status ? 'No hay solicitudes en este estado.' : 'No tienes solicitudes de devolución.'}
      </EmptyTable>
    );
  } else {
    const pager = currentData.totalPages > 1 && (
      <Pager
        label="Páginas de devoluciones"
        page={page}
        pageCount={currentData.totalPages}
        onChange={setPage}
      />
    );
    const onMove = (request: ReturnResponse) => (move: Move) => setTarget({ move, request });
    content = phone ? (
      <Stack spacing={2}>
        <Stack component="ul" aria-label="Solicitudes de devolución" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {currentData.content.map((request) => (
            <ReturnCard key={request.id} request={request} onMove={onMove(request)} />
          ))}
        </Stack>
        {pager}
      </Stack>
    ) : (
      <DataTable
        label="Solicitudes de devolución"
        columns={COLUMNS}
        minWidth={880}
        stickyEnd={1}
        footer={pager}
      >
        {currentData.content.map((request) => (
          <ReturnRow key={request.id} request={request} onMove={onMove(request)} />
        ))}
      </DataTable>
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
          value={status ?? 'ALL'}
          options={RETURN_STATUS_FILTERS}
          onChange={setStatus}
          sx={{ minWidth: 200 }}
        />
      </Stack>
      {content}
      {target?.move === 'accept' && (
        <AcceptDialog request={target.request} notify={notify} onClose={() => setTarget(null)} />
      )}
      {target?.move === 'reject' && (
        <RejectDialog request={target.request} notify={notify} onClose={() => setTarget(null)} />
      )}
      {target?.move === 'received' && (
        <ReceivedDialog request={target.request} notify={notify} onClose={() => setTarget(null)} />
      )}
      <Toast {...toastProps} />
    </Stack>
  );
}

const muted = { color: 'text.secondary' } as const;

interface RequestProps {
  request: ReturnResponse;
  onMove: (move: Move) => void;
}

function ReturnRow({ request, onMove }: RequestProps) {
  return (
    <TableRow aria-label={`Solicitud #${request.id}`} sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Identity request={request} />
      </TableCell>
      <TableCell sx={{ minWidth: 170 }}>
        <ReturnLines lines={request.lines} dense />
      </TableCell>
      <TableCell sx={{ minWidth: 180, maxWidth: 300 }}>
        <Reason request={request} />
      </TableCell>
      <TableCell sx={{ minWidth: 240 }}>
        <Status request={request} />
      </TableCell>
      <TableCell>
        <Stack spacing={1} sx={{ minWidth: 120 }}>
          <Moves request={request} onMove={onMove} />
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** On a phone, a request is a card: the table's columns one under another. */
function ReturnCard({ request, onMove }: RequestProps) {
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`Solicitud #${request.id}`}
      sx={{ listStyle: 'none', p: 2 }}
    >
      <Stack spacing={1.5}>
        <Identity request={request} />
        <ReturnLines lines={request.lines} dense />
        <Reason request={request} />
        <Status request={request} />
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Moves request={request} onMove={onMove} />
        </Stack>
      </Stack>
    </Paper>
  );
}

function Identity({ request }: { request: ReturnResponse }) {
  return (
    <div>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>{`#${request.id}`}</Typography>
      <Typography variant="body2">{`Pedido #${request.orderId}`}</Typography>
      <Typography variant="body2">{request.buyer.fullName}</Typography>
      <Typography variant="body2" sx={muted}>
        {RETURN_KIND[request.kind]}
      </Typography>
    </div>
  );
}

function Reason({ request }: { request: ReturnResponse }) {
  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {request.reasonLabel}
      </Typography>
      {request.description && (
        <Typography variant="body2" sx={{ ...muted, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {request.description}
        </Typography>
      )}
      <ReturnPhotos photos={request.photos} size={48} />
    </Stack>
  );
}

function Status({ request }: { request: ReturnResponse }) {
  const refund = REFUND_STATUS[request.refund.status];
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <ReturnStatusChip status={request.status} />
      <ReturnTimeline request={request} dense />
      <Answer request={request} />
      {request.refund.amount !== null && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {`${refund ?? 'Reembolso'}: ${formatPrice(request.refund.amount)}`}
        </Typography>
      )}
    </Stack>
  );
}

function Moves({ request, onMove }: RequestProps) {
  if (request.status === 'REQUESTED')
    return (
      <>
        <Button variant="contained" size="small" onClick={() => onMove('accept')}>
          Aceptar
        </Button>
        <Button color="error" size="small" onClick={() => onMove('reject')}>
          Rechazar
        </Button>
      </>
    );
  if (request.status === 'SENT')
    return (
      <Button variant="contained" size="small" onClick={() => onMove('received')}>
        Marcar como recibido
      </Button>
    );
  return null;
}

/** What was said about the request since: instructions, rejection, the buyer's comment, the shipment. */
function Answer({ request }: { request: ReturnResponse }) {
  const lines = [
    request.instructions && `Instrucciones: ${request.instructions}`,
    request.rejectionReason && `Rechazada: ${request.rejectionReason}`,
    request.escalationComment && `Comentario del comprador: ${request.escalationComment}`,
    request.decision &&
      `${request.decision.decision === 'ACCEPT' ? 'TecnoBazar la aceptó' : 'TecnoBazar la cerró'}: ${request.decision.reason}`,
    request.trackingNumber && `Enviada con ${request.carrier ?? '—'}, guía ${request.trackingNumber}`,
  ].filter((line): line is string => Boolean(line));
  return lines.map((line) => (
    <Box key={line} component="p" sx={{ m: 0, typography: 'body2', overflowWrap: 'anywhere' }}>
      {line}
    </Box>
  ));
}

interface MoveDialogProps {
  request: ReturnResponse;
  notify: Notify;
  onClose: () => void;
}

function AcceptDialog({ request, notify, onClose }: MoveDialogProps) {
  const [accept, { isLoading }] = useAcceptReturnMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(AcceptReturnBody), defaultValues: { instructions: '' } });
  const submit = handleSubmit(async ({ instructions }) => {
    try {
      await accept({ id: request.id, instructions }).unwrap();
      notify('success', 'Solicitud aceptada. Le enviamos tus instrucciones al comprador.');
      onClose();
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo aceptar la solicitud'));
    }
  });
  return (
    <ReasonDialog
      title={`Aceptar la solicitud #${request.id}`}
      text="Dile al comprador cómo y a dónde enviar el producto."
      fieldLabel="Instrucciones de devolución"
      field={register('instructions')}
      error={errors.instructions?.message}
      minRows={3}
      cancelLabel="Volver"
      submitLabel="Aceptar"
      busy={isLoading}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}

function RejectDialog({ request, notify, onClose }: MoveDialogProps) {
  const [reject, { isLoading }] = useRejectReturnMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(RejectReturnBody), defaultValues: { reason: '' } });
  const submit = handleSubmit(async ({ reason }) => {
    try {
      await reject({ id: request.id, reason }).unwrap();
      notify('success', 'Solicitud rechazada.');
      onClose();
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo rechazar la solicitud'));
    }
  });
  return (
    <ReasonDialog
      title={`Rechazar la solicitud #${request.id}`}
      text="El comprador verá el motivo y podrá pedir que TecnoBazar lo revise."
      fieldLabel="Motivo del rechazo"
      field={register('reason')}
      error={errors.reason?.message}
      minRows={3}
      cancelLabel="Volver"
      submitLabel="Rechazar"
      submitColor="error"
      busy={isLoading}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}

function ReceivedDialog({ request, notify, onClose }: MoveDialogProps) {
  const [received, { isLoading }] = useMarkReturnReceivedMutation();
  const confirm = async () => {
    try {
      await received(request.id).unwrap();
      notify('success', 'Producto recibido. Enviamos el reembolso al comprador.');
      onClose();
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo marcar como recibido'));
    }
  };
  return (
    <ConfirmDialog
      open
      title="¿Recibiste el producto?"
      text={`Al confirmar, se enviará al comprador el reembolso de las unidades de la solicitud #${request.id} y se descontará de tus ventas.`}
      confirmLabel="Marcar como recibido"
      busy={isLoading}
      stayWhileBusy
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
