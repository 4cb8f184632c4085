import Close from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SellerOrderResponse } from '@tecnobazar/shared';
import { OrderConversation } from '@/components/order/order-conversation';

/** The conversation with an order's buyer, from 'Ventas': a dialog on a desktop, the whole screen on a phone. */
export function OrderMessagesDialog({ order, onClose }: { order: SellerOrderResponse; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="order-messages-title"
    >
      <DialogTitle id="order-messages-title" sx={{ pr: 6 }}>
        {`Mensajes del pedido #${order.id}`}
        <Typography variant="body2" color="text.secondary">
          {`Comprador: ${order.buyer.fullName}`}
        </Typography>
      </DialogTitle>
      <IconButton aria-label="Cerrar" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogContent dividers>
        <OrderConversation
          audience="seller"
          orderId={order.id}
          otherName={order.buyer.fullName}
          emptyText="Aún no hay mensajes. Escríbele al comprador si necesitas algo para su pedido."
          maxHeight={phone ? 'none' : 420}
        />
      </DialogContent>
      {!phone && (
        <DialogActions>
          <Button onClick={onClose}>Cerrar</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
