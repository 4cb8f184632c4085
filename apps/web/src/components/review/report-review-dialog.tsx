import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ReportReviewBody } from '@tecnobazar/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useReportReviewMutation } from '@/api/reviews';
import type { Notify } from '@/components/toast';
import { errorMessage, isConflict } from '@/lib/errors';

/** The report form (the shared schema's rules); loaded when a shopper first opens it. */
export function ReportReviewDialog({
  reviewId,
  notify,
  open,
  setOpen,
  onReported,
}: {
  reviewId: number;
  notify: Notify;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The review is reported by this shopper: now, or already before (the server's 409). */
  onReported: () => void;
}) {
  const [report, { isLoading }] = useReportReviewMutation();
  const titleId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ReportReviewBody), defaultValues: { reason: '' } });

  const close = () => {
    if (!isLoading) setOpen(false);
  };
  const submit = handleSubmit(async ({ reason }) => {
    try {
      const { message } = await report({ reviewId, reason }).unwrap();
      setOpen(false);
      reset();
      onReported();
      notify('success', message);
    } catch (error) {
      if (isConflict(error)) {
        // Reported before (another page, another visit): nothing is left to send.
        setOpen(false);
        onReported();
      }
      notify('error', errorMessage(error, 'No se pudo enviar la denuncia'));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', onSubmit: submit } }}
    >
      <DialogTitle id={titleId}>Denunciar reseña</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Cuéntanos qué está mal: lenguaje ofensivo, datos personales, publicidad o algo que no habla del
          producto.
        </DialogContentText>
        <TextField
          label="Motivo"
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          disabled={isLoading}
          {...register('reason')}
          error={Boolean(errors.reason)}
          helperText={errors.reason?.message}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={isLoading}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" loading={isLoading}>
          Enviar denuncia
        </Button>
      </DialogActions>
    </Dialog>
  );
}
