/**
 * Moving an approved payout's money (decisions/0025-payout-transfers.md). The approval marks it SENDING in
 * its own transaction; then each try, right after the approval and later from the `payout-transfers` job,
 * sends it to the provider keyed by the payout (a repeated send is the same transfer) or, once the provider
 * named its batch, asks how the batch stands. The provider's answer is recorded by a conditional update:
 * SUCCESS writes the PAYOUT ledger entry once; FAILED rejects the payout with the provider's reason and
 * gives its entries back to the seller's balance; anything else (pending, unreachable) waits for the next
 * try, later each time. A crash between the provider and our write leaves it SENDING: the job's next look
 * finishes it.
 */
import { PAYOUT_REJECTION_REASON_MAX } from '@tecnobazar/shared/constants/limits';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payouts } from '../../db/schema/payouts.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import {
  type PaymentProvider,
  PaymentProviderError,
  type PayoutTransfer,
} from '../../lib/payments/payment-provider.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import type { PayoutRow } from './payout-answers.ts';
import { PAYOUT_MESSAGES } from './payout-messages.ts';

const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

export interface PayoutTransfersDeps {
  db: Db;
  provider: PaymentProvider;
  ledger: TransactionsService;
  sellers: SellersService;
  notifications: NotificationsService;
  clock: Clock;
  log: { warn(obj: object, msg: string): void };
  formatMoney: (cents: number) => string;
}

/** What the payee is told, with the bank account PayPal itself cannot pay (PayPal has no Colombian bank payouts). */
async function noteFor(sellers: SellersService, payout: PayoutRow): Promise<string> {
  const account = (await sellers.payoutAccounts([payout.sellerId])).get(payout.sellerId);
  const bank = account?.complete
    ? ` Cuenta registrada: ${account.bankName ?? account.bankCode ?? ''} ${account.accountType?.toLowerCase() ?? ''} terminada en ${account.accountNumber.slice(-4)}, a nombre de ${account.accountHolderName}${account.holderId ? ` (${account.holderIdType ?? ''} ${account.holderId})` : ''}.`
    : '';
  return `Pago #${payout.id} de TecnoBazar por tus ventas.${bank.replace(/\s+/g, ' ')}`;
}

export function createPayoutTransfers(deps: PayoutTransfersDeps) {
  const { db, provider, ledger, sellers, notifications, clock, log, formatMoney } = deps;
  const sending = (id: number) => and(eq(payouts.id, id), eq(payouts.transferStatus, 'SENDING'));

  async function contact(sellerId: number, tx: Parameters<SellersService['mailContacts']>[1]) {
    return (await sellers.mailContacts([sellerId], tx)).get(sellerId);
  }

  /** The provider paid it: SUCCESS, the PAYOUT entry, the seller's mail; once, whoever gets here first. */
  async function paid(payout: PayoutRow, batchId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(payouts)
        .set({
          status: 'SUCCESS',
          transferStatus: 'PAID',
          transferBatchId: batchId,
          transferError: null,
          transferNextAt: null,
        })
        .where(sending(payout.id))
        .returning();
      if (!row) return;
      await ledger.recordPayout(tx, row.sellerId, row.id, row.amountCents);
      const seller = await contact(row.sellerId, tx);
      if (seller)
        await notifications.payoutPaid(tx, seller, { id: row.id, amount: formatMoney(row.amountCents) });
    });
  }

  /** The provider refused it: REJECTED with its reason, the entries back in the balance, the seller told. */
  async function failed(payout: PayoutRow, reason: string, batchId?: string): Promise<void> {
    const rejectionReason = reason.slice(0, PAYOUT_REJECTION_REASON_MAX);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(payouts)
        .set({
          status: 'REJECTED',
          transferStatus: 'FAILED',
          rejectionReason,
          transferNextAt: null,
          ...(batchId && { transferBatchId: batchId }),
        })
        .where(sending(payout.id))
        .returning();
      if (!row) return;
      await ledger.release(tx, row.id);
      const seller = await contact(row.sellerId, tx);
      if (seller)
        await notifications.payoutFailed(tx, seller, {
          id: row.id,
          amount: formatMoney(row.amountCents),
          reason,
        });
    });
  }

  /** Not settled yet (pending at the provider, or unreachable): the next look, later each time. */
  async function later(payout: PayoutRow, error: string | null, batchId?: string): Promise<void> {
    const attempts = payout.transferAttempts + 1;
    const delay = Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
    await db
      .update(payouts)
      .set({
        transferAttempts: attempts,
        transferError: error?.slice(0, 500) ?? null,
        transferNextAt: new Date(clock.now().getTime() + delay),
        ...(batchId && { transferBatchId: batchId }),
      })
      .where(sending(payout.id));
  }

  /** One try: send (or ask about the batch already sent), then record what the provider said. */
  async function attempt(payout: PayoutRow): Promise<void> {
    let transfer: PayoutTransfer;
    try {
      if (payout.transferBatchId) transfer = await provider.payoutStatus(payout.transferBatchId);
      else {
        const receiver = (await contact(payout.sellerId, db))?.email;
        if (!receiver) throw new PaymentProviderError(`Seller ${payout.sellerId} has no e-mail`, 'INVALID');
        transfer = await provider.sendPayout({
          payoutId: payout.id,
          amountCents: payout.transferAmountCents ?? 0,
          currency: payout.transferCurrency ?? '',
          receiver,
          note: await noteFor(sellers, payout),
        });
      }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // A refusal is final; anything else (PayPal unreachable, a lost answer) is tried again with the same key.
      if (err instanceof PaymentProviderError && err.code === 'INVALID' && !payout.transferBatchId)
        return failed(payout, message);
      log.warn({ err, payoutId: payout.id }, 'payout transfer failed; will retry');
      return later(payout, message);
    }
    if (transfer.status === 'SUCCESS') return paid(payout, transfer.batchId);
    if (transfer.status === 'FAILED')
      return failed(payout, transfer.reason ?? 'rechazada por el proveedor', transfer.batchId);
    await later(payout, null, transfer.batchId);
  }

  async function sendingRow(id: number): Promise<PayoutRow | undefined> {
    const [row] = await db.select().from(payouts).where(sending(id));
    return row;
  }

  return {
    /** Right after the approval's commit: the first try, so a quick provider answers the admin at once. */
    async sendNow(id: number): Promise<void> {
      const row = await sendingRow(id);
      if (row) await attempt(row);
    },

    /** An administrator asks again now about a payout still being sent (PayPal was down, or slow). */
    async retryTransfer(id: number): Promise<void> {
      const row = await sendingRow(id);
      if (!row) {
        const [exists] = await db.select({ id: payouts.id }).from(payouts).where(eq(payouts.id, id));
        throw exists ? conflict(PAYOUT_MESSAGES.notSending) : notFound(PAYOUT_MESSAGES.notFound);
      }
      await attempt(row);
    },

    /**
     * The job: every payout SENDING whose next look is due, oldest first. At start-up it is also the
     * reconciliation of payouts a crash left between the provider and our write.
     */
    async sendDueTransfers(limit = 20): Promise<number> {
      const due = await db
        .select()
        .from(payouts)
        .where(and(eq(payouts.transferStatus, 'SENDING'), lte(payouts.transferNextAt, clock.now())))
        .orderBy(asc(payouts.transferNextAt))
        .limit(limit);
      for (const payout of due) await attempt(payout);
      return due.length;
    },
  };
}
export type PayoutTransfers = ReturnType<typeof createPayoutTransfers>;
