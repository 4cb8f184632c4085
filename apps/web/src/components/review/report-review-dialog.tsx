import { zodResolver } from '@hookform/resolvers/zod';
import { ReportReviewBody } from '@tecnobazar/shared';
import { useForm } from 'react-hook-form';
import { useReportReviewMutation } from '@/api/reviews';
import { ReasonDialog } from '@/components/reason-dialog';
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ReportReviewBody), defaultValues: { reason: '' } });

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
    <ReasonDialog
      open={open}
      title="Denunciar reseña"
      text="Cuéntanos qué está mal: lenguaje ofensivo, datos personales, publicidad o algo que no habla del producto."
      fieldLabel="Motivo"
      field={register('reason')}
      error={errors.reason?.message}
      minRows={2}
      cancelLabel="Cancelar"
      submitLabel="Enviar denuncia"
      busy={isLoading}
      onSubmit={submit}
      onClose={() => setOpen(false)}
    />
  );
}
