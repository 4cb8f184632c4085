/**
 * Returns and warranty claims of delivered orders (product.md#returns-and-warranty). One service made of its
 * use cases: asking (return-requests.ts, its terms in return-rules.ts), the lists (return-lists.ts), the moves of a request
 * (return-moving.ts; the answers and decisions in return-moves.ts; receiving, and what it gives back, in
 * return-received.ts), its refund, sent after the commit
 * and retried until the provider confirms (return-refunds.ts), and the seller's deadlines (return-deadlines.ts).
 * Its tables are return_requests, return_request_items, return_request_images and return_refunds; the ledger,
 * the catalogue, the orders and the mails are their modules' services, called in this module's transactions.
 */
import { returnAnswers } from './return-answers.ts';
import { createReturnDeadlines } from './return-deadlines.ts';
import { createReturnLists } from './return-lists.ts';
import { createReturnMoves } from './return-moves.ts';
import { createMoving } from './return-moving.ts';
import { createReturnReceiving } from './return-received.ts';
import { createReturnRefunds } from './return-refunds.ts';
import { createReturnRequests } from './return-requests.ts';
import type { ReturnsDeps } from './returns-deps.ts';

export { RETURNS_MESSAGES } from './returns-messages.ts';

export function createReturnsService(deps: ReturnsDeps) {
  const answer = returnAnswers(deps);
  const refunds = createReturnRefunds(deps, answer);
  const moving = createMoving(deps, answer);
  return {
    ...createReturnRequests(deps, answer),
    ...createReturnLists(deps, answer),
    ...createReturnMoves(deps, moving, refunds),
    ...createReturnReceiving(deps, answer, moving, refunds),
    ...createReturnDeadlines(deps, answer),
    retryDueRefunds: refunds.retryDueRefunds,
    refundedForOrders: refunds.doneForOrders,
  };
}
export type ReturnsService = ReturnType<typeof createReturnsService>;
