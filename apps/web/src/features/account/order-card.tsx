import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderResponse } from '@tecnobazar/shared';
import { Link as RouterLink } from 'react-router';
import { OrderLines } from '@/components/order/order-lines';
import type { Notify } from '@/components/toast';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format-price';
import { CancelOrderButton } from './cancel-order-button';
import { OrderTimeline } from './order-timeline';
import { PaymentBadge } from './payment-badge';

/**
 * One order: who sold it, its total, where it is (the timeline), and its items; the shop's messages not read
 * yet lead to the order's page, where the conversation is.
 */
export function OrderCard({
  order,
  notify,
  unread = 0,
}: {
  order: OrderResponse;
  notify: Notify;
  unread?: number;
}) {
  return (
    <Paper component="li" variant="outlined" aria-label={`Pedido ${order.id}`} sx={{ listStyle: 'none' }}>
      <Stack
        direction="row"
        sx={{ p: 2, gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{`Pedido #${order.id}`}</Typography>
          <Typography variant="body2" color="text.secondary">
            {`Vendido por ${order.seller.businessDetails.businessName}`}
          </Typography>
        </Box>
        {/* Right-aligned even when a long shop name wraps it below (a phone). */}
        <Stack alignItems="flex-end" spacing={0.5} sx={{ ml: 'auto' }}>
          <PaymentBadge status={order.paymentStatus} />
          <Typography sx={{ fontWeight: 700 }} aria-label="Total del pedido">
            {formatPrice(order.totalAmount + order.shipping)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {order.shipping > 0 ? `Envío: ${formatPrice(order.shipping)}` : 'Envío gratis'}
          </Typography>
          {/* Why the total is below the lines' prices: this order's share of the coupon came off it. */}
          {order.couponDiscount > 0 && (
            <Typography variant="caption" color="text.secondary">
              {`Cupón: −${formatPrice(order.couponDiscount)}`}
            </Typography>
          )}
        </Stack>
      </Stack>
      <Divider />
      <OrderTimeline order={order} />
      <Stack direction="row" sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {unread > 0 && (
          <Button
            component={RouterLink}
            to={paths.account.purchase.getHref(order.id)}
            color="error"
            size="small"
            startIcon={<ChatBubbleOutline />}
            sx={{ mr: 'auto' }}
          >
            {unread === 1 ? '1 mensaje nuevo' : `${unread} mensajes nuevos`}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={paths.account.purchase.getHref(order.id)}
          variant="outlined"
          size="small"
        >
          Ver detalle
        </Button>
        {order.orderStatus === 'PLACED' && <CancelOrderButton orderId={order.id} notify={notify} />}
      </Stack>
      <Divider />
      <OrderLines items={order.orderItems} />
    </Paper>
  );
}
