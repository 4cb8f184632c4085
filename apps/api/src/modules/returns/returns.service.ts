/**
 * Returns and warranty claims of delivered orders (product.md#returns-and-warranty). One service made of its
 * use cases: asking and the lists (return-requests.ts, its terms in return-rules.ts), the moves of a request
 * (return-moves.ts; what a received one gives back in return-received.ts), its refund, sent after the commit
 * and retried until the provider confirms (return-refunds.ts), and the seller's deadlines (return-deadlines.ts).
 * Its tables are return_requests, return_request_items, return_request_images and return_refunds; the ledger,
 * the catalogue, the orders and the mails are their modules' services, called in this module's transactions.
 */
import { returnAnswers } from './return-answers.ts';
import { createReturnDeadlines } from './return-deadlines.ts';
import { createReturnMoves } from './return-moves.ts';
import { createReturnRefunds } from './return-refunds.ts';
import { createReturnRequests } from './return-requests.ts';
import type { ReturnsDeps } from './returns-deps.ts';

export { RETURNS_MESSAGES } from './returns-messages.ts';

export function createReturnsService(deps: ReturnsDeps) {
  const answer = returnAnswers(deps);
  const refunds = createReturnRefunds(deps, answer);
  return {
    ...createReturnRequests(deps, answer),
    ...createReturnMoves(deps, answer, refunds),
    ...createReturnDeadlines(deps, answer),
    retryDueRefunds: refunds.retryDueRefunds,
  };
}
export type ReturnsService = ReturnType<typeof createReturnsService>;
