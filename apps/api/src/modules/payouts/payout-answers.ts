import type { AdminPayoutResponse, PayeeBankDetails, PayoutResponse } from '@tecnobazar/shared';
import type { payouts } from '../../db/schema/payouts.ts';
import { fromCents } from '../../lib/money.ts';

export type PayoutRow = typeof payouts.$inferSelect;
/** A payout as every client reads it. */
export const toResponse = (p: PayoutRow): PayoutResponse => ({
  id: p.id,
  sellerId: p.sellerId,
  amount: fromCents(p.amountCents),
  status: p.status,
  rejectionReason: p.rejectionReason,
  transferStatus: p.transferStatus,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

/** The account of a payee the sellers service did not answer for: empty, so it cannot be paid. */
const NO_BANK_DETAILS: PayeeBankDetails = {
  accountHolderName: '',
  ifscCode: '',
  bankName: null,
  accountType: null,
  accountNumber: '',
  complete: false,
};
/** A row of the administrators' list: the payout, its shop's name and the account it goes to. */
export const toAdminResponse = (
  p: PayoutRow,
  shopName: string,
  bankDetails = NO_BANK_DETAILS,
): AdminPayoutResponse => ({ ...toResponse(p), shopName, bankDetails, transferError: p.transferError });
