/**
 * The simulator's payouts (PayPal Payouts semantics), kept in `dev_payment_payouts`: one batch per
 * sender_batch_id, so sending a payout again answers the first batch. A receiver e-mail with "+pendiente"
 * stays PENDING and one with "+rechazo" FAILS, so every path can be tried by hand; any other is paid at
 * once. Tests settle a pending one, or lose the answer of a send PayPal took (a crash after sending).
 */

import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type DevPayoutStatus, devPaymentPayouts as payouts } from '../../db/schema/dev-payments.ts';
import { randomId } from './dev-payment-store.ts';
import { PaymentProviderError, type PayoutRequest, type PayoutTransfer } from './payment-provider.ts';
import { toPayPalValue } from './paypal-format.ts';
import { payoutBatchKey, refusalReason } from './paypal-payouts.ts';

/** Why the simulator refuses a "+rechazo" receiver, as PayPal names it. */
export const DEV_PAYOUT_REFUSAL = refusalReason('RECEIVER_UNREGISTERED');

const firstStatus = (receiver: string): DevPayoutStatus =>
  receiver.includes('+rechazo') ? 'FAILED' : receiver.includes('+pendiente') ? 'PENDING' : 'SUCCESS';

export type DevPayoutRow = typeof payouts.$inferSelect;
type Row = DevPayoutRow;
const transferOf = (row: Row): PayoutTransfer => ({
  batchId: row.batchId,
  status: row.status,
  reason: row.reason,
});

export function createDevPayouts({ db }: { db: Db }) {
  let unavailable = 0;
  let loseNext = false;

  return {
    async sendPayout(request: PayoutRequest): Promise<PayoutTransfer> {
      if (unavailable > 0) {
        unavailable--;
        throw new PaymentProviderError('PayPal did not answer the payout', 'UNAVAILABLE');
      }
      toPayPalValue(request.amountCents, request.currency);
      const senderBatchId = payoutBatchKey(request.payoutId);
      const status = firstStatus(request.receiver);
      await db
        .insert(payouts)
        .values({
          batchId: randomId('DEVPAYOUT'),
          senderBatchId,
          amountCents: request.amountCents,
          currency: request.currency,
          receiver: request.receiver,
          note: request.note,
          status,
          reason: status === 'FAILED' ? DEV_PAYOUT_REFUSAL : null,
        })
        .onConflictDoNothing();
      const [row] = await db.select().from(payouts).where(eq(payouts.senderBatchId, senderBatchId));
      if (loseNext) {
        loseNext = false;
        throw new PaymentProviderError('PayPal took the payout but its answer was lost', 'UNAVAILABLE');
      }
      return transferOf(row!);
    },

    async payoutStatus(batchId: string): Promise<PayoutTransfer> {
      const [row] = await db.select().from(payouts).where(eq(payouts.batchId, batchId));
      if (!row) throw new PaymentProviderError(`Unknown payout batch ${batchId}`, 'INVALID');
      return transferOf(row);
    },

    /** Every batch sent for our payout (more than one would be a second transfer). */
    async payoutsSent(payoutId: number): Promise<PayoutTransfer[]> {
      const rows = await db
        .select()
        .from(payouts)
        .where(eq(payouts.senderBatchId, payoutBatchKey(payoutId)));
      return rows.map(transferOf);
    },

    /** The newest batches, for the simulator's payouts page. */
    async recentPayouts(limit = 50): Promise<Row[]> {
      return db.select().from(payouts).orderBy(desc(payouts.createdAt)).limit(limit);
    },

    /** PayPal finished a pending payout: paid, or returned with `reason`; a settled one stays as it is. */
    async settlePayout(batchId: string, status: 'SUCCESS' | 'FAILED', reason?: string): Promise<void> {
      await db
        .update(payouts)
        .set({ status, reason: status === 'FAILED' ? (reason ?? 'RETURNED') : null })
        .where(and(eq(payouts.batchId, batchId), eq(payouts.status, 'PENDING')));
    },

    /** The next `count` payout sends fail as an unreachable PayPal would (UNAVAILABLE). */
    failNextPayouts(count: number): void {
      unavailable = count;
    },

    /** The next send reaches PayPal, which makes the batch, but its answer never arrives (a crash). */
    loseNextPayoutAnswer(): void {
      loseNext = true;
    },
  };
}
