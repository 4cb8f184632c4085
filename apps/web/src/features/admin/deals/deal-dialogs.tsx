import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { CreateDealBody } from '@tecnobazar/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { type Deal, type HomeTile, useDeleteDealMutation, useUpdateDealMutation } from '@/api/admin-home';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type Notify, Toast, useToast } from '@/components/toast';
import { errorMessage } from '@/lib/errors';
import { EDIT_DIALOG_PAPER } from '../home/edit-dialog-paper';
import { DealFields, type DealFormValues, dealRefusal, dealSchema } from './deal-form';

interface DealDialogProps {
  deal: Deal;
  notify: Notify;
  onClose: () => void;
}

/**
 * The deal edit modal (product.md#admin-area, 400 px): discount and category; closes on 'Oferta actualizada'.
 */
export function DealEditDialog({
  deal,
  categories,
  notify,
  onClose,
}: DealDialogProps & { categories: HomeTile[] }) {
  const titleId = useId();
  const [updateDeal] = useUpdateDealMutation();
  // The page is hidden from assistive technology while the modal is open: errors show in the modal's own toast.
  const failure = useToast();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DealFormValues, unknown, CreateDealBody>({
    resolver: zodResolver(dealSchema),
    defaultValues: { discount: String(deal.discount), category: { id: String(deal.category.id) } },
  });
  // The deal's own tile stays offered even if it left the DEALS section.
  const options = categories.some((tile) => tile.id === deal.category.id)
    ? categories
    : [deal.category, ...categories];

  const close = () => {
    if (!isSubmitting) onClose();
  };
  const submit = handleSubmit(async (body) => {
    try {
      await updateDeal({ id: deal.id, body }).unwrap();
      notify('success', 'Oferta actualizada');
      onClose();
    } catch (error) {
      failure.notify('error', dealRefusal(error, 'Failed to update deal', setError));
    }
  });

  return (
    <Dialog
      open
      onClose={close}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', onSubmit: submit, sx: EDIT_DIALOG_PAPER } }}
    >
      <DialogTitle id={titleId}>Editar oferta</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <DealFields
            control={control}
            register={register}
            errors={errors}
            categories={options}
            disabled={isSubmitting}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          Actualizar
        </Button>
      </DialogActions>
      <Toast {...failure.toastProps} />
    </Dialog>
  );
}

/**
 * Asks before deleting; the row goes only when the server's answer has a truthy `status` (product.md#calls).
 */
export function DeleteDealDialog({ deal, notify, onClose }: DealDialogProps) {
  const [deleteDeal, { isLoading }] = useDeleteDealMutation();
  const failure = useToast();

  const close = () => {
    if (!isLoading) onClose();
  };
  const confirm = async () => {
    try {
      const answer = await deleteDeal(deal.id).unwrap();
      if (answer.status) {
        notify('success', answer.message || 'Oferta eliminada');
        onClose();
      } else {
        failure.notify('error', answer.message || 'Failed to delete deal');
      }
    } catch (error) {
      failure.notify('error', errorMessage(error, 'Failed to delete deal'));
    }
  };

  return (
    <ConfirmDialog
      open
      title="¿Eliminar la oferta?"
      text={`La oferta del ${deal.discount}% en ${deal.category.name} dejará de mostrarse en la página de inicio.`}
      busy={isLoading}
      onConfirm={confirm}
      onClose={close}
      actionsSx={{ px: 3, pb: 2 }}
    >
      <Toast {...failure.toastProps} />
    </ConfirmDialog>
  );
}
