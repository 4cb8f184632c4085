import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PurchaseOrderResponse } from '@tecnobazar/shared';
import { OrderConversation } from '@/components/order/order-conversation';

/** 'Mensajes con la tienda' on the buyer's order page: the conversation with the order's shop. */
export function OrderMessages({ order }: { order: PurchaseOrderResponse }) {
  const shop = order.seller.businessDetails.businessName;
  return (
    <Paper component="section" variant="outlined" aria-label="Mensajes con la tienda" data-print="hide">
      <Stack spacing={2} sx={{ p: 2 }}>
        <div>
          <Typography component="h2" sx={{ fontWeight: 600 }}>
            Mensajes con la tienda
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`Pedido #${order.id} · ${shop}`}
          </Typography>
        </div>
        <OrderConversation
          audience="buyer"
          orderId={order.id}
          otherName={shop}
          emptyText="Aún no hay mensajes. Escríbele a la tienda si tienes una pregunta sobre tu pedido."
        />
      </Stack>
    </Paper>
  );
}
