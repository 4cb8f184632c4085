/**
 * A request's moves. Each is one conditional UPDATE (`where status in <from>`) with the owner in the WHERE
 * clause, so of two concurrent clicks one wins and the other hears why not (409); the move's ledger, stock
 * and mail are written in its transaction.
 */
import type { DecideReturnBody, ReturnResponse, ReturnStatus } from '@tecnobazar/shared';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { returnRequests } from '../../db/schema/returns.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { ReturnStep } from '../notifications/return-mails.ts';
import type { ReturnAnswer, ReturnRow } from './return-answers.ts';
import { createReceivedRefund } from './return-received.ts';
import type { ReturnRefunds } from './return-refunds.ts';
import { lockOrderReturns } from './return-requests.ts';
import type { ReturnsDeps } from './returns-deps.ts';
import { ACTIONS, RETURNS_MESSAGES } from './returns-messages.ts';

/** Who moves it: its buyer, its seller, or an administrator (any request). */
export type ReturnActor = { userId: number } | { sellerId: number } | { adminId: number };
const actorClause = (who: ReturnActor): SQL | undefined =>
  'userId' in who
    ? eq(returnRequests.userId, who.userId)
    : 'sellerId' in who
      ? eq(returnRequests.sellerId, who.sellerId)
      : undefined;

interface Move {
  from: ReturnStatus[];
  action: keyof typeof ACTIONS;
  set: Partial<ReturnRow>;
  /** Inside the move's transaction, once it won. */
  after?: (tx: DbOrTx, row: ReturnRow) => Promise<void>;
}

export function createReturnMoves(deps: ReturnsDeps, answer: ReturnAnswer, refunds: ReturnRefunds) {
  const { db, clock, ledger } = deps;
  const refundOf = createReceivedRefund(deps);

  /** The move's mail: to the buyer, and for an escalation or a decision to the seller (and administrators). */
  async function tell(tx: DbOrTx, step: ReturnStep, row: ReturnRow) {
    const [answered] = await answer([row], tx);
    const buyer = (await deps.users.contacts([row.userId], tx)).get(row.userId);
    const seller = (await deps.sellers.mailContacts([row.sellerId], tx)).get(row.sellerId);
    await deps.notifications.returnMoved(
      tx,
      step,
      answered!,
      buyer && { userId: row.userId, ...buyer },
      seller,
    );
  }

  async function find(who: ReturnActor, id: number, tx: DbOrTx = db): Promise<ReturnRow> {
    const [row] = await tx
      .select()
      .from(returnRequests)
      .where(and(eq(returnRequests.id, id), actorClause(who)));
    if (!row) throw notFound(RETURNS_MESSAGES.notFound);
    return row;
  }

  async function move(who: ReturnActor, id: number, m: Move, tx: DbOrTx): Promise<ReturnRow> {
    const [row] = await tx
      .update(returnRequests)
      .set(m.set)
      .where(and(eq(returnRequests.id, id), actorClause(who), inArray(returnRequests.status, m.from)))
      .returning();
    if (!row) {
      const current = await find(who, id, tx);
      throw conflict(RETURNS_MESSAGES.illegal(current.status, ACTIONS[m.action]));
    }
    await m.after?.(tx, row);
    return row;
  }

  const run = async (who: ReturnActor, id: number, m: Move): Promise<ReturnResponse> => {
    const row = await db.transaction((tx) => move(who, id, m, tx));
    return (await answer([row]))[0]!;
  };

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
      }),

    /** The buyer disagrees with the rejection: administrators decide; the sale is held again meanwhile. */
    escalate: (userId: number, id: number, comment: string) =>
      run({ userId }, id, {
        from: ['REJECTED'],
        action: 'escalate',
        set: { status: 'ESCALATED', escalationComment: comment, escalatedAt: clock.now() },
        after: async (tx, row) => {
          await ledger.holdForReturn(tx, row.orderId);
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

    /**
     * The seller received the units: the refund is worked out and queued, the ledger reverses those units and
     * the catalogue takes them back, in one transaction; the refund goes to the provider after the commit.
     */
    async received(sellerId: number, id: number): Promise<ReturnResponse> {
      const row = await db.transaction(async (tx) => {
        const current = await find({ sellerId }, id, tx);
        // The order's requests are received one at a time, so each sees what the others gave back.
        await lockOrderReturns(tx, current.orderId);
        const money = await refundOf(tx, current);
        return move(
          { sellerId },
          id,
          {
            from: ['SENT'],
            action: 'received',
            set: { status: 'RECEIVED', receivedAt: clock.now(), refundCents: money.storeCents },
            after: async (tx, row) => {
              await ledger.recordReturn(tx, row.orderId, row.id, money.goodsCents);
              await deps.catalog.releaseStock(tx, money.lines);
              await tell(tx, 'RECEIVED', row);
              if (money.refund) await refunds.queue(tx, row.id, money.refund);
              else await refunds.finish(tx, row.id, { amountCents: 0, currency: deps.storeCurrency });
            },
          },
          tx,
        );
      });
      deps.changes.publish('products');
      await refunds.sendQueued(row.id);
      return (await answer([await find({ sellerId }, id)]))[0]!;
    },
  };
}
