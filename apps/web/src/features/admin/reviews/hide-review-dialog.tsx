import { zodResolver } from '@hookform/resolvers/zod';
import { HideReviewBody, type ProductReviewResponse } from '@tecnobazar/shared';
import { useForm } from 'react-hook-form';
import { useHideReviewMutation } from '@/api/admin-reviews';
import { ReasonDialog } from '@/components/reason-dialog';
import { type Notify, Toast, useToast } from '@/components/toast';
import { errorMessage } from '@/lib/errors';

const NOT_FOUND = 404;

interface HideReviewDialogProps {
  review: ProductReviewResponse;
  /** The page's toast: it outlives the dialog. */
  notify: Notify;
  /** The review was already hidden or deleted elsewhere: the list is asked for again. */
  onGone: () => void;
  onClose: () => void;
}

/**
 * 'Ocultar reseña': asks the reason (kept with the review and in the audit log), then hides the review from
 * the product's page and average. It closes on success, and on a 404 too: there is nothing left to hide.
 */
export function HideReviewDialog({ review, notify, onGone, onClose }: HideReviewDialogProps) {
  const [hide] = useHideReviewMutation();
  // The page is hidden from assistive technology while the modal is open: errors show in the modal's own toast.
  const failure = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(HideReviewBody), defaultValues: { reason: '' } });

  const submit = handleSubmit(async ({ reason }) => {
    try {
      const { message } = await hide({ reviewId: review.id, reason }).unwrap();
      notify('success', message);
      onClose();
    } catch (error) {
      const text = errorMessage(error, 'No se pudo ocultar la reseña');
      if ((error as { status?: unknown }).status === NOT_FOUND) {
        notify('error', text);
        onGone();
        onClose();
      } else {
        failure.notify('error', text);
      }
    }
  });

  return (
    <ReasonDialog
      title="Ocultar reseña"
      text={`La reseña de ${review.user.fullName} sobre ${review.product.title} dejará de mostrarse y de contar en el promedio del producto.`}
      fieldLabel="Motivo"
      field={register('reason')}
      error={errors.reason?.message}
      required
      minRows={3}
      cancelLabel="Cancelar"
      submitLabel="Ocultar"
      submitColor="error"
      busy={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Toast {...failure.toastProps} />
    </ReasonDialog>
  );
}
