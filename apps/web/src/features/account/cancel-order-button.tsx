import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { CancelOrderBody } from '@tecnobazar/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCancelOrderMutation } from '@/api/orders';
import { ReasonDialog } from '@/components/reason-dialog';
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(CancelOrderBody), defaultValues: { reason: '' } });

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
      <ReasonDialog
        open={open}
        title={`Cancelar el pedido #${orderId}`}
        fieldLabel="Motivo de la cancelación"
        field={register('reason')}
        error={errors.reason?.message}
        cancelLabel="Volver"
        submitLabel="Cancelar pedido"
        submitColor="error"
        busy={isLoading}
        onSubmit={submit}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
