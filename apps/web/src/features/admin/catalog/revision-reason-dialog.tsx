import { zodResolver } from '@hookform/resolvers/zod';
import { REVISION_REASON_MAX, RevisionReasonBody, type RevisionResponse } from '@tecnobazar/shared';
import { useForm } from 'react-hook-form';
import { useRejectRevisionMutation, useRequestRevisionChangesMutation } from '@/api/admin-catalog';
import { ReasonDialog } from '@/components/reason-dialog';
import { type Notify, Toast, useToast } from '@/components/toast';
import { errorMessage } from '@/lib/errors';

export type ReasonDecision = 'reject' | 'changes';

/** The proposal is no longer there to decide (404), or another administrator decided it first (409). */
const GONE = new Set<unknown>([404, 409]);

const WORDING: Record<
  ReasonDecision,
  { title: string; text: (title: string) => string; submit: string; done: string; failed: string }
> = {
  reject: {
    title: 'Rechazar propuesta',
    text: (title) => `La propuesta de ${title} no se publicará. El vendedor verá el motivo.`,
    submit: 'Rechazar',
    done: 'Propuesta rechazada',
    failed: 'No se pudo rechazar la propuesta',
  },
  changes: {
    title: 'Solicitar cambios',
    text: (title) => `El vendedor verá qué debe cambiar en ${title} y enviará una nueva propuesta.`,
    submit: 'Solicitar cambios',
    done: 'Cambios solicitados',
    failed: 'No se pudieron solicitar los cambios',
  },
};

interface RevisionReasonDialogProps {
  decision: ReasonDecision;
  revision: RevisionResponse;
  /** The page's toast: it outlives the dialog. */
  notify: Notify;
  /** The proposal was decided elsewhere: the list is asked for again. */
  onGone: () => void;
  onClose: () => void;
}

/**
 * 'Rechazar' and 'Solicitar cambios': both need the reason the seller reads (5 to 500 characters, the shared
 * schema's rule). The dialog closes on success, and when the proposal was already decided.
 */
export function RevisionReasonDialog({
  decision,
  revision,
  notify,
  onGone,
  onClose,
}: RevisionReasonDialogProps) {
  const [reject] = useRejectRevisionMutation();
  const [requestChanges] = useRequestRevisionChangesMutation();
  // The page is hidden from assistive technology while the modal is open: errors show in the modal's own toast.
  const failure = useToast();
  const wording = WORDING[decision];
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(RevisionReasonBody), defaultValues: { reason: '' } });

  const submit = handleSubmit(async ({ reason }) => {
    try {
      const send = decision === 'reject' ? reject : requestChanges;
      await send({ id: revision.id, reason }).unwrap();
      notify('success', wording.done);
      onClose();
    } catch (error) {
      const text = errorMessage(error, wording.failed);
      if (GONE.has((error as { status?: unknown }).status)) {
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
      title={wording.title}
      text={wording.text(revision.product.title)}
      fieldLabel="Motivo"
      field={register('reason')}
      error={errors.reason?.message}
      hint={`Entre 5 y ${REVISION_REASON_MAX} caracteres`}
      required
      minRows={3}
      cancelLabel="Cancelar"
      submitLabel={wording.submit}
      submitColor={decision === 'reject' ? 'error' : 'primary'}
      busy={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Toast {...failure.toastProps} />
    </ReasonDialog>
  );
}
