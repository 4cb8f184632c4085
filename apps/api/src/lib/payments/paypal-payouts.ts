/**
 * PayPal Payouts v1: sending a seller's payout as a batch of one item, and asking how it stands. The batch
 * is named by our payout (`sender_batch_id` and PayPal-Request-Id `payout-<id>`): PayPal pays a
 * sender_batch_id once in 30 days, and answers a repeated one with a link to the first batch, which is
 * read instead. A 5xx or an unreachable PayPal throws UNAVAILABLE (retry with the same id); a refusal,
 * INVALID.
 */
import { z } from 'zod';
import {
  type PaymentProvider,
  PaymentProviderError,
  type PayoutRequest,
  type PayoutTransfer,
  type PayoutTransferStatus,
} from './payment-provider.ts';
import { type Answer, describeAnswer, type PayPalApi } from './paypal-client.ts';
import { toPayPalValue } from './paypal-format.ts';

const Batch = z.object({
  batch_header: z.object({ payout_batch_id: z.string().min(1), batch_status: z.string() }),
  items: z
    .array(
      z.object({
        transaction_status: z.string().optional(),
        errors: z.object({ name: z.string().optional(), message: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});
type Batch = z.infer<typeof Batch>;

const Duplicate = z.object({
  details: z.array(z.object({ link: z.array(z.object({ href: z.string() })).optional() })),
});

/** Our key of a payout at PayPal. */
export const payoutBatchKey = (payoutId: number) => `payout-${payoutId}`;

/** Item statuses that end a transfer without the money reaching the receiver. */
const FAILED_ITEM = new Set(['FAILED', 'RETURNED', 'BLOCKED', 'REFUNDED', 'REVERSED', 'DENIED']);
/** Batch statuses that end it before any item is paid. */
const FAILED_BATCH = new Set(['DENIED', 'CANCELED']);

/**
 * One item per batch, so the item's status is the transfer's. UNCLAIMED (no PayPal account yet) and
 * ONHOLD stay PENDING: PayPal returns an unclaimed payout after 30 days (RETURNED, a failure).
 */
function transferOf(batch: Batch): PayoutTransfer {
  const batchId = batch.batch_header.payout_batch_id;
  const item = batch.items?.[0];
  const itemStatus = item?.transaction_status;
  let status: PayoutTransferStatus = 'PENDING';
  if (itemStatus === 'SUCCESS') status = 'SUCCESS';
  else if ((itemStatus && FAILED_ITEM.has(itemStatus)) || FAILED_BATCH.has(batch.batch_header.batch_status))
    status = 'FAILED';
  const code = item?.errors?.name ?? itemStatus ?? batch.batch_header.batch_status;
  const reason = status === 'FAILED' ? refusalReason(code, item?.errors?.message) : null;
  return { batchId, status, reason };
}

/** PayPal's commonest refusals, as the seller and the administrator read them (the code stays, for support). */
const REFUSALS: Record<string, string> = {
  RECEIVER_UNREGISTERED: 'el correo de la tienda no tiene una cuenta PayPal',
  RECEIVER_UNCONFIRMED: 'la cuenta PayPal de la tienda no está confirmada',
  RECEIVER_ACCOUNT_LOCKED: 'la cuenta PayPal de la tienda está bloqueada o inactiva',
  RECEIVER_COUNTRY_NOT_ALLOWED: 'PayPal no permite enviar pagos al país de la cuenta de la tienda',
  INSUFFICIENT_FUNDS: 'la cuenta de TecnoBazar en PayPal no tenía saldo para el envío',
  RETURNED: 'nadie reclamó el pago en PayPal en 30 días y volvió a TecnoBazar',
  BLOCKED: 'PayPal bloqueó el pago',
  DENIED: 'PayPal rechazó el pago',
};

/** "la cuenta PayPal de la tienda está bloqueada o inactiva (RECEIVER_ACCOUNT_LOCKED)"; an unknown code as PayPal says it. */
export function refusalReason(code: string, message?: string): string {
  const known = REFUSALS[code];
  if (known) return `${known} (${code})`;
  return [code, message].filter(Boolean).join(': ');
}

function parseBatch(answer: Answer, what: string): Batch {
  const parsed = Batch.safeParse(answer.body);
  if (!parsed.success)
    throw new PaymentProviderError(
      `PayPal sent an unexpected ${what} answer (HTTP ${answer.status})`,
      'UNAVAILABLE',
    );
  return parsed.data;
}

/** The first batch's id from PayPal's refusal of a repeated sender_batch_id, when it links one. */
function duplicateOf(body: unknown): string | null {
  const links = Duplicate.safeParse(body).data?.details.flatMap((d) => d.link ?? []) ?? [];
  for (const { href } of links) {
    const id = /\/v1\/payments\/payouts\/([^/?]+)/.exec(href)?.[1];
    if (id) return decodeURIComponent(id);
  }
  return null;
}

export function createPayPalPayouts(api: PayPalApi): Pick<PaymentProvider, 'sendPayout' | 'payoutStatus'> {
  async function payoutStatus(batchId: string): Promise<PayoutTransfer> {
    const answer = await api('GET', `/v1/payments/payouts/${encodeURIComponent(batchId)}`);
    if (answer.status !== 200)
      throw new PaymentProviderError(describeAnswer(`refused to read payout ${batchId}`, answer), 'INVALID');
    return transferOf(parseBatch(answer, 'payout'));
  }

  return {
    payoutStatus,

    async sendPayout(request: PayoutRequest): Promise<PayoutTransfer> {
      const key = payoutBatchKey(request.payoutId);
      const answer = await api(
        'POST',
        '/v1/payments/payouts',
        {
          sender_batch_header: {
            sender_batch_id: key,
            recipient_type: 'EMAIL',
            email_subject: 'Tienes un pago de TecnoBazar',
            email_message: 'TecnoBazar te envió el pago de tus ventas.',
          },
          items: [
            {
              recipient_type: 'EMAIL',
              amount: {
                value: toPayPalValue(request.amountCents, request.currency),
                currency: request.currency,
              },
              receiver: request.receiver,
              note: request.note.slice(0, 1000),
              sender_item_id: key,
            },
          ],
        },
        // A retry after a lost answer replays the first one.
        key,
      );
      // The create answer carries the batch's status (PENDING, or DENIED); its item is read on the next look.
      if (answer.status === 200 || answer.status === 201) return transferOf(parseBatch(answer, 'payout'));
      const first = duplicateOf(answer.body);
      if (first) return payoutStatus(first);
      throw new PaymentProviderError(describeAnswer(`refused payout ${key}`, answer), 'INVALID');
    },
  };
}
