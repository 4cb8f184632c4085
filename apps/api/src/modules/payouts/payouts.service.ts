/**
 * Paying sellers (product.md#seller-money): a seller asks for the whole available balance, which the ledger
 * hands to the new PENDING payout; an administrator marks it SUCCESS (a PAYOUT entry records the money sent)
 * or REJECTED (the entries return to the balance). Sales − refunds − paid payouts = available + in payout,
 * always.
 *
 * One service made of its use cases: the seller's balance and request (payout-requests.ts), reading payouts
 * for sellers and administrators (payout-lists.ts) and the administrator's decision (payout-decisions.ts);
 * their refusals are in payout-messages.ts and the answers' shape in payout-answers.ts.
 *
 * Read-only exception to "a module touches only its own tables": the administrators' list joins `sellers`
 * for each payout's shop name (payout-lists.ts; decisions/0006-structure.md). Nothing here writes `sellers`.
 */
import type { Db } from '../../db/client.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import { createPayoutDecisions } from './payout-decisions.ts';
import { createPayoutLists } from './payout-lists.ts';
import { createPayoutRequests } from './payout-requests.ts';

export { PAYOUT_MESSAGES } from './payout-messages.ts';

export function createPayoutsService(deps: {
  db: Db;
  ledger: TransactionsService;
  minimumCents: number;
  formatMoney: (cents: number) => string;
  audit: AuditService;
  sellers: SellersService;
}) {
  return {
    ...createPayoutRequests(deps),
    ...createPayoutLists(deps),
    ...createPayoutDecisions(deps),
  };
}
export type PayoutsService = ReturnType<typeof createPayoutsService>;
