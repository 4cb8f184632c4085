import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { HideReviewBody, type ProductReviewResponse } from '@tecnobazar/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useHideReviewMutation } from '@/api/admin-reviews';
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
  const titleId = useId();
  const [hide] = useHideReviewMutation();
  // The page is hidden from assistive technology while the modal is open: errors show in the modal's own toast.
  const failure = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(HideReviewBody), defaultValues: { reason: '' } });

  const close = () => {
    if (!isSubmitting) onClose();
  };
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
    <Dialog open onClose={close} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      {/* noValidate: the shared schema's messages, not the browser's, say what is missing. */}
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Ocultar reseña</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
            {`La reseña de ${review.user.fullName} sobre ${review.product.title} dejará de mostrarse y de contar en el promedio del producto.`}
          </DialogContentText>
          <TextField
            label="Motivo"
            required
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            disabled={isSubmitting}
            {...register('reason')}
            error={Boolean(errors.reason)}
            helperText={errors.reason?.message}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" color="error" loading={isSubmitting}>
            Ocultar
          </Button>
        </DialogActions>
      </Box>
      <Toast {...failure.toastProps} />
    </Dialog>
  );
}
