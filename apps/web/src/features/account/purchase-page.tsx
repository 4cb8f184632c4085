import ArrowBack from '@mui/icons-material/ArrowBack';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderStatus, PurchaseOrderResponse, PurchaseResponse } from '@tecnobazar/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { documentPaths } from '@/api/documents';
import { useGetPurchaseQuery } from '@/api/orders';
import { DownloadButton } from '@/components/download-button';
import { OrderLines } from '@/components/order/order-lines';
import { VatNote } from '@/components/vat-note';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { formatOrderDate } from '@/lib/format-date';
import { formatPaymentAmount, formatPrice } from '@/lib/format-price';
import { OrderMessages } from './order-messages';
import { OrderReturns } from './order-returns';
import { PaymentBadge } from './payment-badge';

/** The printed receipt is the purchase alone: no store header, footer, account menu or buttons. */
const PRINT_STYLES = {
  '@media print': {
    'header, footer, [data-print="hide"]': { display: 'none !important' },
    body: { background: '#fff' },
    '@page': { margin: '12mm' },
  },
};

const STATUS: Record<OrderStatus, { label: string; color: 'default' | 'info' | 'success' | 'error' }> = {
  PLACED: { label: 'Realizado', color: 'default' },
  CONFIRMED: { label: 'Confirmado', color: 'info' },
  SHIPPED: { label: 'Enviado', color: 'info' },
  DELIVERED: { label: 'Entregado', color: 'success' },
  CANCELLED: { label: 'Cancelado', color: 'error' },
};

const PROVIDERS: Record<string, string> = { paypal: 'PayPal', dev: 'PayPal (simulador)' };

const dateTime = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'short' });

/** "Pedidos #12 y #13": the seller orders one payment placed. */
function orderNumbers(orders: PurchaseOrderResponse[]): string {
  const ids = orders.map((o) => `#${o.id}`);
  if (ids.length === 1) return `Pedido ${ids[0]}`;
  return `Pedidos ${ids.slice(0, -1).join(', ')} y ${ids.at(-1)}`;
}

/**
 * The buyer's receipt of one purchase, reached from any of its orders: where it goes, each seller's order
 * with its lines, and what was paid (coupon, shipping, the total the provider charged, its reference and
 * refunds). 'Imprimir recibo' prints the page alone.
 */
export function PurchasePage() {
  const orderId = Number(useParams().orderId);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const { data: purchase, isLoading, error } = useGetPurchaseQuery(orderId, { skip: !valid });

  return (
    <Stack spacing={2}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Stack
        direction="row"
        data-print="hide"
        sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Button component={RouterLink} to={paths.account.orders} startIcon={<ArrowBack />}>
          Mis Pedidos
        </Button>
        {purchase && (
          <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
            Imprimir recibo
          </Button>
        )}
      </Stack>
      {!valid ? (
        <Typography color="error">Pedido no encontrado</Typography>
      ) : isLoading ? (
        <Typography>Cargando...</Typography>
      ) : error || !purchase ? (
        <Typography color="error">{errorMessage(error, 'No pudimos cargar la compra.')}</Typography>
      ) : (
        <Receipt purchase={purchase} orderId={orderId} />
      )}
    </Stack>
  );
}

function Receipt({ purchase, orderId }: { purchase: PurchaseResponse; orderId: number }) {
  const address = purchase.shippingAddress;
  const opened = purchase.orders.find((o) => o.id === orderId);
  return (
    <>
      <Box>
        <Typography variant="overline" color="text.secondary" sx={{ display: 'none', displayPrint: 'block' }}>
          TecnoBazar · Recibo de compra
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            Detalle de la compra
          </Typography>
          <PaymentBadge status={purchase.payment.status} />
        </Stack>
        <Typography color="text.secondary">
          {`${orderNumbers(purchase.orders)} · Pagada el ${dateTime.format(new Date(purchase.paidAt))}`}
        </Typography>
      </Box>

      <Section title="Dirección de envío">
        <Box sx={{ px: 2, pb: 2 }}>
          <Typography sx={{ fontWeight: 500 }}>{address.name}</Typography>
          <Typography variant="body2">{address.address}</Typography>
          <Typography variant="body2">{`${address.city}, ${address.state}`}</Typography>
          <Typography variant="body2" color="text.secondary">{`Móvil: ${address.mobile}`}</Typography>
        </Box>
      </Section>

      {purchase.orders.map((order) => (
        <SellerOrder key={order.id} order={order} />
      ))}

      {/* The conversation is the opened order's, with its shop; each order of the purchase opens its own. */}
      {opened && <OrderMessages order={opened} />}

      <Section title="Resumen del pago">
        <Stack spacing={0.75} sx={{ px: 2, pb: 2 }}>
          <Amount label="Productos" value={formatPrice(purchase.subtotal)} />
          {purchase.coupon && (
            <Amount
              label={purchase.coupon.code ? `Cupón ${purchase.coupon.code}` : 'Cupón'}
              value={`−${formatPrice(purchase.coupon.discount)}`}
              color="success.main"
            />
          )}
          <Amount label="Envío" value={formatPrice(purchase.shipping)} />
          <Divider />
          <Amount label="Total pagado" value={formatPrice(purchase.total)} strong />
          <PaymentDetails purchase={purchase} />
        </Stack>
      </Section>
    </>
  );
}

function PaymentDetails({ purchase }: { purchase: PurchaseResponse }) {
  const { payment } = purchase;
  const provider = PROVIDERS[payment.provider] ?? payment.provider;
  const converted = payment.currency !== purchase.currency;
  return (
    <Stack spacing={0.5} sx={{ pt: 1 }}>
      <Amount
        label={`Cobrado por ${provider}${converted ? ` en ${payment.currency}` : ''}`}
        value={formatPaymentAmount(payment.amount, payment.currency)}
      />
      {payment.refunded > 0 && (
        <Amount
          label="Reembolsado"
          value={`−${formatPaymentAmount(payment.refunded, payment.currency)}`}
          color="success.main"
        />
      )}
      <Detail>{`Fecha del pago: ${dateTime.format(new Date(purchase.paidAt))}`}</Detail>
      <Detail>{`Referencia de ${provider}: orden ${payment.orderId}`}</Detail>
      <Detail>{`Captura del pago: ${payment.captureId}`}</Detail>
    </Stack>
  );
}

function SellerOrder({ order }: { order: PurchaseOrderResponse }) {
  const status = STATUS[order.orderStatus];
  const delivered = order.orderStatus === 'DELIVERED';
  return (
    <Paper component="section" variant="outlined" aria-label={`Pedido ${order.id}`}>
      <Stack
        direction="row"
        sx={{ p: 2, gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <Box>
          <Typography component="h2" sx={{ fontWeight: 600 }}>{`Pedido #${order.id}`}</Typography>
          <Typography variant="body2" color="text.secondary">
            {`Vendido por ${order.seller.businessDetails.businessName}`}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1 }}>
          <Chip label={status.label} color={status.color} size="small" variant="outlined" />
          <PaymentBadge status={order.paymentStatus} />
        </Stack>
      </Stack>
      <Divider />
      <OrderLines
        items={order.orderItems}
        label={`Productos del pedido ${order.id}`}
        unitPrices
        lineAction={(item) =>
          delivered &&
          item.productId !== null && (
            <Button
              component={RouterLink}
              to={paths.createReview.getHref(item.productId)}
              size="small"
              data-print="hide"
              sx={{ mt: 0.5, ml: -0.5 }}
            >
              Escribir reseña
            </Button>
          )
        }
      />
      <Divider />
      <Stack spacing={0.5} sx={{ p: 2 }}>
        {order.couponDiscount > 0 && (
          <>
            <Amount label="Subtotal del pedido" value={formatPrice(order.totalSellingPrice)} />
            <Amount
              label="Parte del cupón"
              value={`−${formatPrice(order.couponDiscount)}`}
              color="success.main"
            />
          </>
        )}
        <Amount label="Envío" value={order.shipping > 0 ? formatPrice(order.shipping) : 'Gratis'} />
        <Amount label="Total del pedido" value={formatPrice(order.totalAmount + order.shipping)} strong />
        <VatNote cart={order} />
        {order.orderStatus === 'CANCELLED' && <Cancellation order={order} />}
        <Box data-print="hide" sx={{ pt: 1 }}>
          <DownloadButton
            variant="outlined"
            size="small"
            path={documentPaths.buyerReceipt(order.id)}
            filename={`comprobante-${order.id}.pdf`}
          >
            Descargar comprobante
          </DownloadButton>
        </Box>
      </Stack>
      {delivered && (
        <>
          <Divider />
          <OrderReturns orderId={order.id} />
        </>
      )}
    </Paper>
  );
}

function Cancellation({ order }: { order: PurchaseOrderResponse }) {
  const { refund } = order;
  return (
    <>
      <Detail>
        {[
          order.cancelledAt && `Cancelado el ${formatOrderDate(order.cancelledAt)}`,
          order.cancelReason && `Motivo: ${order.cancelReason}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Detail>
      {refund && (
        <Amount
          label={refund.status === 'DONE' ? 'Reembolsado' : 'Reembolso en proceso'}
          value={formatPaymentAmount(refund.amount, refund.currency)}
          color={refund.status === 'DONE' ? 'success.main' : 'warning.dark'}
        />
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title}>
      <Typography component="h2" sx={{ fontWeight: 600, p: 2, pb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Amount({
  label,
  value,
  strong = false,
  color,
}: {
  label: string;
  value: string;
  strong?: boolean;
  color?: string;
}) {
  return (
    <Stack
      direction="row"
      sx={{ justifyContent: 'space-between', gap: 2, fontWeight: strong ? 700 : undefined, color }}
    >
      <Typography component="span" sx={{ font: 'inherit', overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      <Typography component="span" sx={{ font: 'inherit', whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Stack>
  );
}

function Detail({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}
