/**
 * The administrator's decision on a payout: seeing the whole account it goes to (audited), then paying it
 * (SUCCESS: a PAYOUT entry records the money sent) or rejecting it (REJECTED: its entries return to the
 * seller's balance).
 */
import {
  hasCompleteBankDetails,
  type PayeeBankAccountResponse,
  type PayoutResponse,
} from '@tecnobazar/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payouts } from '../../db/schema/payouts.ts';
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
}: {
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
     * The administrator pays (SUCCESS) or rejects a PENDING payout; a processed one answers 409, and so does
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
          .set({ status, rejectionReason: status === 'REJECTED' ? (reason ?? null) : null })
          .where(and(eq(payouts.id, id), eq(payouts.status, 'PENDING')))
          .returning();
        if (!row) {
          const [exists] = await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.id, id));
          throw exists ? conflict(PAYOUT_MESSAGES.alreadyDone) : notFound(PAYOUT_MESSAGES.notFound);
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
          await ledger.recordPayout(tx, row.sellerId, row.id, row.amountCents);
        } else await ledger.release(tx, row.id);
        const decided = toResponse(row);
        await audit.record(tx, {
          adminId,
          action: 'payout.decide',
          entity: 'payout',
          entityId: id,
          before: { status: 'PENDING' },
          after: { status, amount: decided.amount, sellerId: decided.sellerId, ...(reason && { reason }) },
        });
        return decided;
      });
    },
  };
}
