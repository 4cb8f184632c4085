/**
 * A request's answers and decisions: the seller accepts or rejects, the buyer sends it back or escalates a
 * rejection, an administrator decides (audited); each through return-moving.ts. Receiving is
 * return-received.ts.
 */
import type { DecideReturnBody } from '@tecnobazar/shared';
import { eq } from 'drizzle-orm';
import { returnRequests } from '../../db/schema/returns.ts';
import type { Moving } from './return-moving.ts';
import type { ReturnRefunds } from './return-refunds.ts';
import type { ReturnsDeps } from './returns-deps.ts';

export function createReturnMoves(deps: ReturnsDeps, { tell, run }: Moving, refunds: ReturnRefunds) {
  const { clock, ledger } = deps;
  return {
    /** The seller accepts, saying how and where to send the units. */
    accept: (sellerId: number, id: number, instructions: string) =>
      run({ sellerId }, id, {
        from: ['REQUESTED'],
        action: 'accept',
        set: { status: 'ACCEPTED', instructions, answeredAt: clock.now() },
        after: (tx, row) => tell(tx, 'ACCEPTED', row),
      }),

    /** The seller rejects with a reason; the buyer may escalate it. */
    reject: (sellerId: number, id: number, reason: string) =>
      run({ sellerId }, id, {
        from: ['REQUESTED'],
        action: 'reject',
        set: { status: 'REJECTED', rejectionReason: reason, answeredAt: clock.now() },
        after: async (tx, row) => {
          await refunds.releaseIfNoneOpen(tx, row.orderId, row.userId);
          await tell(tx, 'REJECTED', row);
        },
      }),

    /** The buyer sent the units back, with the carrier and tracking number. */
    sent: (userId: number, id: number, body: { carrier: string; trackingNumber: string }) =>
      run({ userId }, id, {
        from: ['ACCEPTED'],
        action: 'sent',
        set: { status: 'SENT', ...body, sentAt: clock.now() },
        after: (tx, row) => tell(tx, 'SENT', row),
      }),

    /** The buyer disagrees with the rejection: administrators decide; the sale is held again meanwhile. */
    escalate: (userId: number, id: number, comment: string) =>
      run({ userId }, id, {
        from: ['REJECTED'],
        action: 'escalate',
        set: { status: 'ESCALATED', escalationComment: comment, escalatedAt: clock.now() },
        after: async (tx, row) => {
          await ledger.holdForReturn(tx, row.orderId);
          await deps.messages.openToAdmins(tx, row.orderId);
          await tell(tx, 'ESCALATED', row);
        },
      }),

    /** An administrator decides an escalated request, audited in the decision's transaction. */
    decide: (adminId: number, id: number, body: DecideReturnBody) => {
      const now = clock.now();
      const accept = body.decision === 'ACCEPT';
      return run({ adminId }, id, {
        from: ['ESCALATED'],
        action: 'decide',
        set: {
          status: accept ? 'ACCEPTED' : 'CLOSED',
          decision: body.decision,
          decisionReason: body.reason,
          decidedAt: now,
        },
        after: async (tx, row) => {
          // Accepted by an administrator: the decision is the buyer's instructions when the seller gave none.
          if (accept && !row.instructions)
            await tx
              .update(returnRequests)
              .set({ instructions: body.reason })
              .where(eq(returnRequests.id, row.id));
          if (accept && !row.instructions) row.instructions = body.reason;
          if (!accept) await refunds.releaseIfNoneOpen(tx, row.orderId, row.userId);
          await deps.audit.record(tx, {
            adminId,
            action: 'return.decide',
            entity: 'return_request',
            entityId: row.id,
            before: { status: 'ESCALATED' },
            after: { status: row.status, decision: body.decision, reason: body.reason },
          });
          await tell(tx, 'DECIDED', row);
        },
      });
    },
  };
}
