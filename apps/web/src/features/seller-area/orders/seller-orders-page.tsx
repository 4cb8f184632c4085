import { zodResolver } from '@hookform/resolvers/zod';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  OrderStatus,
  type SellerOrderResponse,
  UpdateOrderStatusBody,
  type UpdateOrderStatusBody as UpdateOrderStatusBodyType,
} from '@tecnobazar/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { documentPaths } from '@/api/documents';
import { useUnreadMessages } from '@/api/messages';
import { useGetSellerOrdersQuery, useUpdateSellerOrderStatusMutation } from '@/api/seller-orders';
import { DownloadButton } from '@/components/download-button';
import { OrderLines } from '@/components/order/order-lines';
import { TrackingFields } from '@/components/order/tracking-fields';
import { type Notify, Toast, useToast } from '@/components/toast';
import { VatNote } from '@/components/vat-note';
import { errorMessage } from '@/lib/errors';
import { formatPrice } from '@/lib/format-price';
import { OrderMessagesDialog } from './order-messages-dialog';
import { SalesHistory } from './sales-history';

const STATUS_PARAM = 'estado';
const PAGE_PARAM = 'pagina';
const UPDATED = 'Pedido actualizado';
const UPDATE_FAILED = 'No se pudo actualizar el pedido';

const FILTERS: { value: OrderStatus | 'ALL'; label: string }[] = [
  { value: 'ALL', label: 'Todos' },
  { value: 'PLACED', label: 'Realizados' },
  { value: 'CONFIRMED', label: 'Confirmados' },
  { value: 'SHIPPED', label: 'Enviados' },
  { value: 'DELIVERED', label: 'Entregados' },
  { value: 'CANCELLED', label: 'Cancelados' },
];

const STATUS_CHIP: Record<OrderStatus, { label: string; color: ChipProps['color'] }> = {
  PLACED: { label: 'Realizado', color: 'warning' },
  CONFIRMED: { label: 'Confirmado', color: 'info' },
  SHIPPED: { label: 'Enviado', color: 'primary' },
  DELIVERED: { label: 'Entregado', color: 'success' },
  CANCELLED: { label: 'Cancelado', color: 'error' },
};

const REFUND: Record<SellerOrderResponse['refundStatus'], string | null> = {
  NONE: null,
  PENDING: 'Reembolso en proceso',
  REFUNDED: 'Reembolsado',
};

// The members of the shared body (its order is the order of the steps), so the forms show its messages.
const ShipBody = UpdateOrderStatusBody.options[1];
const CancelBody = UpdateOrderStatusBody.options[3];

const orderDate = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'short' });
const formatDate = (iso: string) => orderDate.format(new Date(iso));

type Step = 'ship' | 'cancel';

/**
 * The seller's orders (issue 10): 10 a page, filtered by status in the address, each with its next step;
 * below them, the history of what was sold.
 */
export function SellerOrdersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsedStatus = OrderStatus.safeParse(searchParams.get(STATUS_PARAM));
  const status = parsedStatus.success ? parsedStatus.data : undefined;
  // The address counts pages from 1, the API from 0.
  const pageNumber = Number.parseInt(searchParams.get(PAGE_PARAM) ?? '', 10);
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber - 1 : 0;

  const { currentData, error, isError } = useGetSellerOrdersQuery({ status, page });
  const { notify, toastProps } = useToast();
  // The order stays set while the dialog fades out, so its text does not change as it closes.
  const [target, setTarget] = useState<{ step: Step; order: SellerOrderResponse } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [messagesOf, setMessagesOf] = useState<SellerOrderResponse | null>(null);
  const { data: unread } = useUnreadMessages('seller');
  const unreadOf = (orderId: number) => unread?.threads.find((t) => t.orderId === orderId)?.unread ?? 0;
  const openDialog = (step: Step, order: SellerOrderResponse) => {
    setTarget({ step, order });
    setDialogOpen(true);
  };

  const setParams = (changes: Record<string, string | null>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  const goToPage = (index: number) => setParams({ [PAGE_PARAM]: index > 0 ? String(index + 1) : null });

  // A step can empty the last page of a filtered list: show the new last page instead.
  const totalPages = currentData?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && page > 0 && page >= totalPages) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (totalPages > 1) next.set(PAGE_PARAM, String(totalPages));
          else next.delete(PAGE_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  }, [page, totalPages, setSearchParams]);

  let content: ReactNode;
  if (isError) {
    content = <Alert severity="error">{errorMessage(error, 'No se pudieron cargar los pedidos')}</Alert>;
  } else if (!currentData) {
    content = <Typography aria-live="polite">Cargando...</Typography>;
  } else if (currentData.content.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>{status ? 'No hay pedidos en este estado' : 'No hay pedidos'}</Typography>
      </Paper>
    );
  } else {
    content = (
      <Stack spacing={2}>
        <Stack component="ul" aria-label="Pedidos" spacing={2} sx={{ p: 0, m: 0 }}>
          {currentData.content.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              notify={notify}
              onStep={openDialog}
              unread={unreadOf(order.id)}
              onMessages={() => setMessagesOf(order)}
            />
          ))}
        </Stack>
        {currentData.totalPages > 1 && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center' }}>
            <Button variant="outlined" disabled={page === 0} onClick={() => goToPage(page - 1)}>
              Anterior
            </Button>
            <Typography variant="body2" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
              Página {page + 1} de {currentData.totalPages}
            </Typography>
            <Button
              variant="outlined"
              disabled={page >= currentData.totalPages - 1}
              onClick={() => goToPage(page + 1)}
            >
              Siguiente
            </Button>
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Pedidos
      </Typography>
      <Tabs
        value={status ?? 'ALL'}
        onChange={(_event, value: OrderStatus | 'ALL') =>
          setParams({ [STATUS_PARAM]: value === 'ALL' ? null : value, [PAGE_PARAM]: null })
        }
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Filtrar por estado"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {FILTERS.map((filter) => (
          <Tab key={filter.value} value={filter.value} label={filter.label} />
        ))}
      </Tabs>
      {content}
      <Divider />
      <SalesHistory />
      <Dialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        aria-labelledby="order-step-title"
        fullWidth
        maxWidth="xs"
      >
        {target?.step === 'ship' && (
          <ShipForm order={target.order} notify={notify} onClose={() => setDialogOpen(false)} />
        )}
        {target?.step === 'cancel' && (
          <CancelForm order={target.order} notify={notify} onClose={() => setDialogOpen(false)} />
        )}
      </Dialog>
      {messagesOf && <OrderMessagesDialog order={messagesOf} onClose={() => setMessagesOf(null)} />}
      <Toast {...toastProps} />
    </Stack>
  );
}

interface OrderCardProps {
  order: SellerOrderResponse;
  notify: Notify;
  onStep: (step: Step, order: SellerOrderResponse) => void;
  /** Messages from the buyer the seller has not read. */
  unread: number;
  onMessages: () => void;
}

function OrderCard({ order, notify, onStep, unread, onMessages }: OrderCardProps) {
  const { send: step, isLoading } = useStep(order, notify);
  const chip = STATUS_CHIP[order.orderStatus];
  const address = order.shippingAddress;
  const refund = REFUND[order.refundStatus];

  let actions: ReactNode = null;
  if (order.orderStatus === 'PLACED') {
    actions = (
      <>
        <Button variant="contained" loading={isLoading} onClick={() => step({ status: 'CONFIRMED' })}>
          Confirmar
        </Button>
        <Button color="error" disabled={isLoading} onClick={() => onStep('cancel', order)}>
          Cancelar
        </Button>
      </>
    );
  } else if (order.orderStatus === 'CONFIRMED') {
    actions = (
      <>
        <Button variant="contained" onClick={() => onStep('ship', order)}>
          Marcar como enviado
        </Button>
        <Button color="error" onClick={() => onStep('cancel', order)}>
          Cancelar
        </Button>
      </>
    );
  } else if (order.orderStatus === 'SHIPPED') {
    actions = (
      <Button variant="contained" loading={isLoading} onClick={() => step({ status: 'DELIVERED' })}>
        Marcar como entregado
      </Button>
    );
  }

  return (
    <Paper component="li" variant="outlined" aria-label={`Pedido #${order.id}`} sx={{ listStyle: 'none' }}>
      <Stack
        direction="row"
        sx={{ p: 2, gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{`#${order.id}`}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(order.orderDate)}
          </Typography>
        </Box>
        <Chip label={chip.label} color={chip.color} size="small" sx={{ fontWeight: 600 }} />
      </Stack>
      <Divider />
      <Stack spacing={0.5} sx={{ p: 2 }}>
        <Typography variant="body2">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Comprador:{' '}
          </Box>
          {order.buyer.fullName}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Entregar a:{' '}
          </Box>
          {`${address.name}, ${address.address}, ${address.city}, ${address.state} · ${address.mobile}`}
        </Typography>
      </Stack>
      <Divider />
      <OrderLines items={order.orderItems} label="Productos" dense />
      <Divider />
      <Stack spacing={1} sx={{ p: 2 }}>
        {/* Why the total is below the lines' prices: the buyer's coupon took this order's share off it. */}
        {order.couponDiscount > 0 && (
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              Cupón del comprador
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
            >{`−${formatPrice(order.couponDiscount)}`}</Typography>
          </Stack>
        )}
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Envío que cobras
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {order.shipping > 0 ? formatPrice(order.shipping) : 'Gratis'}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>Total</Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatPrice(order.totalAmount + order.shipping)}</Typography>
        </Stack>
        <VatNote cart={order} />
        {order.trackingNumber && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {`Enviado con ${order.carrier ?? '—'}, guía ${order.trackingNumber}`}
            {order.shippedAt && ` (${formatDate(order.shippedAt)})`}
          </Typography>
        )}
        {order.orderStatus === 'DELIVERED' && order.deliverDate && (
          <Typography variant="body2">{`Entregado el ${formatDate(order.deliverDate)}`}</Typography>
        )}
        {order.orderStatus === 'CANCELLED' && (
          <Alert severity="warning" icon={false} sx={{ overflowWrap: 'anywhere' }}>
            {`Cancelado por ${order.cancelledBy === 'CUSTOMER' ? 'el comprador' : 'el vendedor'}`}
            {order.cancelReason && `: ${order.cancelReason}`}
            {refund && (
              <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {refund}
              </Box>
            )}
          </Alert>
        )}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', pt: 1 }}>
          <Button
            variant="outlined"
            onClick={onMessages}
            aria-label={unread > 0 ? `Mensajes, ${unread} sin leer` : 'Mensajes'}
            startIcon={
              unread > 0 ? (
                <Badge badgeContent={unread} color="error">
                  <ChatBubbleOutline />
                </Badge>
              ) : (
                <ChatBubbleOutline />
              )
            }
            sx={{ mr: 'auto' }}
          >
            Mensajes
          </Button>
          <DownloadButton
            variant="outlined"
            path={documentPaths.sellerReceipt(order.id)}
            filename={`comprobante-${order.id}.pdf`}
          >
            Descargar comprobante
          </DownloadButton>
          {actions}
        </Stack>
      </Stack>
    </Paper>
  );
}

interface StepFormProps {
  order: SellerOrderResponse;
  notify: Notify;
  onClose: () => void;
}

/** Sends one step of `order`; the toast says how it went (a 409 carries the server's reason). */
function useStep(order: SellerOrderResponse, notify: Notify) {
  const [update, { isLoading }] = useUpdateSellerOrderStatusMutation();
  const send = async (body: UpdateOrderStatusBodyType) => {
    try {
      await update({ orderId: order.id, body }).unwrap();
      notify('success', UPDATED);
    } catch (error) {
      notify('error', errorMessage(error, UPDATE_FAILED));
    }
  };
  return { send, isLoading };
}

/** A dialog's step: it closes either way, and the toast says how it went. */
function useDialogStep({ order, notify, onClose }: StepFormProps) {
  const { send, isLoading } = useStep(order, notify);
  return {
    isLoading,
    send: async (body: UpdateOrderStatusBodyType) => {
      await send(body);
      onClose();
    },
  };
}

function ShipForm(props: StepFormProps) {
  const { send, isLoading } = useDialogStep(props);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ShipBody),
    defaultValues: { status: 'SHIPPED' as const, carrier: '', trackingNumber: '' },
  });
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(send)}>
      <DialogTitle id="order-step-title">{`Enviar pedido #${props.order.id}`}</DialogTitle>
      <DialogContent>
        <TrackingFields register={register} errors={errors} />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={isLoading}>
          Volver
        </Button>
        <Button type="submit" variant="contained" loading={isLoading}>
          Marcar como enviado
        </Button>
      </DialogActions>
    </Box>
  );
}

function CancelForm(props: StepFormProps) {
  const { send, isLoading } = useDialogStep(props);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(CancelBody),
    defaultValues: { status: 'CANCELLED' as const, reason: '' },
  });
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(send)}>
      <DialogTitle id="order-step-title">{`¿Cancelar el pedido #${props.order.id}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Se reembolsará el pago al comprador y las unidades volverán a tu inventario.
        </DialogContentText>
        <TextField
          label="Motivo de la cancelación"
          autoFocus
          fullWidth
          {...register('reason')}
          error={Boolean(errors.reason)}
          helperText={errors.reason?.message}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={isLoading}>
          Volver
        </Button>
        <Button type="submit" color="error" variant="contained" loading={isLoading}>
          Cancelar pedido
        </Button>
      </DialogActions>
    </Box>
  );
}
