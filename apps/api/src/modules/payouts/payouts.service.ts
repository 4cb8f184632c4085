/**
 * Paying sellers (product.md#seller-money): a seller asks for the whole available balance, which the ledger
 * hands to the new PENDING payout; an administrator approves it (SUCCESS), which sends it through the
 * payment provider's payouts API (SENDING until the provider confirms: then SUCCESS and a PAYOUT entry), or
 * rejects it (REJECTED: the entries return to the balance, as they do when the transfer fails). Sales −
 * refunds − paid payouts = available + in payout, always.
 *
 * One service made of its use cases: the seller's balance and request (payout-requests.ts), reading payouts
 * for sellers and administrators (payout-lists.ts), the administrator's decision (payout-decisions.ts) and
 * the transfer with its retries and reconciliation (payout-transfers.ts); their refusals are in
 * payout-messages.ts and the answers' shape in payout-answers.ts.
 *
 * Read-only exception to "a module touches only its own tables": the administrators' list joins `sellers`
 * for each payout's shop name (payout-lists.ts; decisions/0006-structure.md). Nothing here writes `sellers`.
 */
import type { PayoutResponse } from '@tecnobazar/shared';
import type { AuditService } from '../audit/audit.service.ts';
import { createPayoutDecisions } from './payout-decisions.ts';
import { createPayoutLists } from './payout-lists.ts';
import { createPayoutRequests } from './payout-requests.ts';
import { createPayoutTransfers, type PayoutTransfersDeps } from './payout-transfers.ts';

export { PAYOUT_MESSAGES } from './payout-messages.ts';

export function createPayoutsService(
  deps: PayoutTransfersDeps & {
    minimumCents: number;
    audit: AuditService;
    payment: { currency: string; exchangeRate: number };
  },
) {
  const lists = createPayoutLists(deps);
  const decisions = createPayoutDecisions(deps);
  const transfers = createPayoutTransfers(deps);
  return {
    ...createPayoutRequests(deps),
    ...lists,
    ...decisions,
    sendDueTransfers: transfers.sendDueTransfers,

    /** The administrator's decision; an approval is sent at once, and answered as it stands afterwards. */
    async setStatus(
      id: number,
      status: 'SUCCESS' | 'REJECTED',
      adminId: number,
      reason?: string,
    ): Promise<PayoutResponse> {
      const decided = await decisions.setStatus(id, status, adminId, reason);
      if (status !== 'SUCCESS') return decided;
      await transfers.sendNow(id);
      return lists.get(id);
    },

    /** An administrator's "try again now" for a payout still being sent. */
    async retryTransfer(id: number): Promise<PayoutResponse> {
      await transfers.retryTransfer(id);
      return lists.get(id);
    },
  };
}
export type PayoutsService = ReturnType<typeof createPayoutsService>;
