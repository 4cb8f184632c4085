import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CancelOrderBody } from '@tecnobazar/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCancelOrderMutation } from '@/api/orders';
import type { Notify } from '@/components/toast';
import { errorMessage } from '@/lib/errors';

interface CancelOrderButtonProps {
  orderId: number;
  /** The page's toast: it outlives this button, which goes away once the order is no longer PLACED. */
  notify: Notify;
}

/** A PLACED order's "Cancelar pedido": asks why (the shared schema's rules), then cancels and refunds. */
export function CancelOrderButton({ orderId, notify }: CancelOrderButtonProps) {
  const [open, setOpen] = useState(false);
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const titleId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(CancelOrderBody), defaultValues: { reason: '' } });

  const close = () => {
    if (!isLoading) setOpen(false);
  };

  const submit = handleSubmit(async ({ reason }) => {
    try {
      await cancelOrder({ orderId, reason }).unwrap();
      setOpen(false);
      reset();
      notify('success', 'Pedido cancelado. Te devolveremos el dinero.');
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo cancelar el pedido'));
    }
  });

  return (
    <>
      <Button variant="outlined" color="error" size="small" onClick={() => setOpen(true)}>
        Cancelar pedido
      </Button>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="xs"
        aria-labelledby={titleId}
        slotProps={{ paper: { component: 'form', onSubmit: submit } }}
      >
        <DialogTitle id={titleId}>{`Cancelar el pedido #${orderId}`}</DialogTitle>
        <DialogContent>
          <TextField
            label="Motivo de la cancelación"
            autoFocus
            fullWidth
            margin="dense"
            disabled={isLoading}
            {...register('reason')}
            error={Boolean(errors.reason)}
            helperText={errors.reason?.message}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={isLoading}>
            Volver
          </Button>
          <Button type="submit" variant="contained" color="error" loading={isLoading}>
            Cancelar pedido
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
