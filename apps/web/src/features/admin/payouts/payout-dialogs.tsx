import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type AdminPayoutResponse, PAYOUT_REASON_TOO_LONG, type PayoutResponse } from '@tecnobazar/shared';
import { PAYOUT_REJECTION_REASON_MAX } from '@tecnobazar/shared/constants/limits';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type PayoutDecision, useSetPayoutStatusMutation } from '@/api/admin-payouts';
import { ReasonDialog } from '@/components/reason-dialog';
import type { Notify } from '@/components/toast';
import { errorMessage, isConflict } from '@/lib/errors';
import { formatPrice } from '@/lib/format-price';
import { PayeeAccount, type RevealedAccounts } from './payee-account';

const FAILED = 'No se pudo actualizar el pago';

const RejectForm = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Escribe el motivo del rechazo')
    .min(5, 'El motivo debe tener al menos 5 caracteres')
    .max(PAYOUT_REJECTION_REASON_MAX, PAYOUT_REASON_TOO_LONG),
});

interface DecisionDialogProps {
  payout: PayoutResponse;
  shop: string;
  /** The page's toast: it outlives the dialog. */
  notify: Notify;
  onClose: () => void;
}

/**
 * Sends the decision and says how it went. The dialog closes on success, and on a 409 too: the payout was
 * already processed (by another administrator), so there is nothing left to decide and the list reloads.
 */
function useDecide(notify: Notify, onClose: () => void) {
  const [setStatus, { isLoading }] = useSetPayoutStatusMutation();
  const decide = async (
    id: number,
    status: PayoutDecision,
    done: string | ((answer: PayoutResponse) => void),
    reason?: string,
  ) => {
    try {
      const answer = await setStatus({ id, status, reason }).unwrap();
      onClose();
      if (typeof done === 'string') notify('success', done);
      else done(answer);
    } catch (error) {
      if (isConflict(error)) onClose();
      notify('error', errorMessage(error, FAILED));
    }
  };
  return { decide, isLoading };
}

/**
 * 'Aprobar': shows the account on file, then sends the money through PayPal to the shop's e-mail (PayPal
 * cannot pay Colombian bank accounts; the account goes in the payment's note) and says how it went: sent,
 * on its way, or failed with PayPal's reason. A seller without a complete account cannot be paid.
 */
export function ApproveDialog({
  payout,
  shop,
  notify,
  revealed,
  onClose,
}: DecisionDialogProps & { payout: AdminPayoutResponse; revealed: RevealedAccounts }) {
  const titleId = useId();
  const { decide, isLoading } = useDecide(notify, onClose);
  const close = () => {
    if (!isLoading) onClose();
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{`Aprobar el pago #${payout.id}`}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {/* A shop name may end in a period ('S.A.S.'): the sentence does not add a second one. */}
          {`Se enviarán ${formatPrice(payout.amount)} a ${shop} por PayPal, al correo de la tienda, con los datos de esta cuenta en la nota del pago:`}
        </DialogContentText>
        <Box sx={{ mt: 2 }}>
          <PayeeAccount payoutId={payout.id} bankDetails={payout.bankDetails} revealed={revealed} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={isLoading}>
          Volver
        </Button>
        <Button
          variant="contained"
          color="success"
          loading={isLoading}
          disabled={!payout.bankDetails.complete}
          onClick={() => decide(payout.id, 'SUCCESS', (answer) => notifySent(notify, answer))}
        >
          Aprobar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** What became of an approved payout's transfer, right after the approval. */
function notifySent(notify: Notify, answer: PayoutResponse) {
  if (answer.transferStatus === 'FAILED')
    notify(
      'error',
      `La transferencia falló: ${answer.rejectionReason ?? 'PayPal la rechazó'}. El dinero volvió al saldo del vendedor.`,
    );
  else if (answer.transferStatus === 'SENDING')
    notify('success', 'Pago aprobado: se está enviando por PayPal y se confirmará en unos minutos');
  else notify('success', 'Pago aprobado y enviado por PayPal');
}

/**
 * 'Rechazar': asks why, then rejects; the payout's money goes back to the seller's balance. The reason is
 * kept with the payout, for the seller to read, and in the audit log.
 */
export function RejectDialog({ payout, shop, notify, onClose }: DecisionDialogProps) {
  const { decide, isLoading } = useDecide(notify, onClose);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(RejectForm), defaultValues: { reason: '' } });
  const reason = watch('reason').trim();

  const submit = handleSubmit((values) =>
    decide(
      payout.id,
      'REJECTED',
      'Pago rechazado: el dinero vuelve al saldo del vendedor',
      values.reason.trim(),
    ),
  );

  return (
    <ReasonDialog
      title={`Rechazar el pago #${payout.id}`}
      text={
        <>
          {`Se rechazará el pago de ${formatPrice(payout.amount)} a ${shop} y el dinero volverá a su saldo.`}
          {reason && ` Motivo: «${reason}».`}
        </>
      }
      fieldLabel="Motivo del rechazo"
      field={register('reason')}
      error={errors.reason?.message}
      hint="Obligatorio, mínimo 5 caracteres."
      minRows={2}
      cancelLabel="Volver"
      submitLabel="Rechazar"
      submitColor="error"
      busy={isLoading}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
