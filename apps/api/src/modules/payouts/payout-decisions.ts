/**
 * The administrator's decision on a payout: seeing the whole account it goes to (audited), then paying it
 * (SUCCESS: it is SENDING until the provider confirms the transfer, payout-transfers.ts, which writes the
 * PAYOUT entry) or rejecting it (REJECTED: its entries return to the seller's balance).
 */
import {
  hasCompleteBankDetails,
  type PayeeBankAccountResponse,
  type PayoutResponse,
} from '@tecnobazar/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payouts } from '../../db/schema/payouts.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import { toResponse } from './payout-answers.ts';
import { PAYOUT_MESSAGES } from './payout-messages.ts';

export function createPayoutDecisions({
  db,
  ledger,
  sellers,
  audit,
  formatMoney,
  clock,
  payment,
}: {
  clock: Clock;
  /** What a payout is sent in: PAYMENT_CURRENCY, at PAYMENT_EXCHANGE_RATE store units per payment unit. */
  payment: { currency: string; exchangeRate: number };
  db: Db;
  ledger: TransactionsService;
  sellers: SellersService;
  audit: AuditService;
  formatMoney: (cents: number) => string;
}) {
  return {
    /**
     * The whole account number a payout goes to, for the administrator about to send the money; who looked
     * at which seller's account, and when, goes to the audit log in the same transaction.
     */
    async revealBankAccount(id: number, adminId: number): Promise<PayeeBankAccountResponse> {
      return db.transaction(async (tx) => {
        const [payout] = await tx
          .select({ sellerId: payouts.sellerId })
          .from(payouts)
          .where(eq(payouts.id, id));
        if (!payout) throw notFound(PAYOUT_MESSAGES.notFound);
        const bank = await sellers.bankDetails(payout.sellerId, tx);
        if (!bank) throw notFound(PAYOUT_MESSAGES.notFound);
        await audit.record(tx, {
          adminId,
          action: 'seller.bank_account_view',
          entity: 'seller',
          entityId: payout.sellerId,
          after: { payoutId: id },
        });
        return bank;
      });
    },

    /**
     * The administrator pays (SUCCESS) or rejects a PENDING payout; paying marks it SENDING (its status stays
     * PENDING until the provider confirms; the caller then sends it). A processed or sending one answers
     * 409, and so does
     * paying one whose sales were partly refunded since it was asked for (the seller's balance below zero).
     * Paying a seller without a complete bank account answers 422 (a request from before the rule).
     */
    async setStatus(
      id: number,
      status: 'SUCCESS' | 'REJECTED',
      adminId: number,
      reason?: string,
    ): Promise<PayoutResponse> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(payouts)
          .set(
            status === 'SUCCESS'
              ? { transferStatus: 'SENDING', transferNextAt: clock.now() }
              : { status, rejectionReason: reason ?? null },
          )
          .where(and(eq(payouts.id, id), eq(payouts.status, 'PENDING'), isNull(payouts.transferStatus)))
          .returning();
        if (!row) {
          const [exists] = await tx
            .select({ transferStatus: payouts.transferStatus })
            .from(payouts)
            .where(eq(payouts.id, id));
          if (!exists) throw notFound(PAYOUT_MESSAGES.notFound);
          throw conflict(
            exists.transferStatus === 'SENDING' ? PAYOUT_MESSAGES.sending : PAYOUT_MESSAGES.alreadyDone,
          );
        }
        if (status === 'SUCCESS') {
          const bank = await sellers.bankDetails(row.sellerId, tx);
          if (!bank || !hasCompleteBankDetails(bank)) throw unprocessable(PAYOUT_MESSAGES.payeeIncomplete);
          // A request from before sales were held may hold sales the buyer can still undo.
          if ((await ledger.heldInPayout(tx, row.id)) > 0) throw conflict(PAYOUT_MESSAGES.stillHeld);
          // A refund after the request is not in the payout: paying it all would hand the seller money
          // the buyer already got back.
          const available = await ledger.availableCents(row.sellerId, tx);
          if (available < 0) throw conflict(PAYOUT_MESSAGES.refundedSince(formatMoney(-available)));
          // Fixed now, so every try sends the same amount whatever the rate becomes.
          const transferAmountCents = Math.round(row.amountCents / payment.exchangeRate);
          await tx
            .update(payouts)
            .set({ transferAmountCents, transferCurrency: payment.currency })
            .where(eq(payouts.id, row.id));
        } else await ledger.release(tx, row.id);
        const decided = toResponse(row);
        await audit.record(tx, {
          adminId,
          action: 'payout.decide',
          entity: 'payout',
          entityId: id,
          before: { status: 'PENDING' },
          after: {
            status,
            amount: decided.amount,
            sellerId: decided.sellerId,
            ...(status === 'SUCCESS' && { transfer: 'SENDING' }),
            ...(reason && { reason }),
          },
        });
        return decided;
      });
    },
  };
}
