/**
 * Reading an order's conversation: the buyer's and the seller's (which marks it read for them), the
 * administrators' once it was opened to them, the unread counts, and opening it to the administrators.
 */
import {
  MESSAGE_MESSAGES,
  type OrderMessageResponse,
  type OrderThreadResponse,
  THREAD_MESSAGES_SHOWN,
  type UnreadMessagesResponse,
} from '@tecnobazar/shared';
import { and, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderMessages, orderThreads } from '../../db/schema/messages.ts';
import { notFound } from '../../lib/errors.ts';
import { type Caller, MESSAGES_ERRORS, type MessagesDeps } from './messages-deps.ts';

export type MessageRow = typeof orderMessages.$inferSelect;
export type ThreadRow = typeof orderThreads.$inferSelect;

export const messageAnswer = (m: MessageRow): OrderMessageResponse => ({
  id: m.id,
  author: m.author,
  text: m.body,
  images: m.images,
  note: m.masked ? MESSAGE_MESSAGES.maskedNote : null,
  createdAt: m.createdAt.toISOString(),
});

/** The caller's order, or a 404: the owner is in the orders service's WHERE clause. */
export async function assertParty({ orders }: MessagesDeps, caller: Caller, orderId: number, tx?: DbOrTx) {
  const owner = caller.side === 'BUYER' ? { userId: caller.userId } : { sellerId: caller.sellerId };
  const order = await orders.find(owner, orderId, tx);
  if (!order) throw notFound(MESSAGES_ERRORS.notFound);
  return order;
}

export function createThreadReading(deps: MessagesDeps) {
  const { db, clock, orders } = deps;

  /** The newest THREAD_MESSAGES_SHOWN messages, oldest first, and how many older ones were left out. */
  async function messagesOf(orderId: number, thread: ThreadRow | undefined): Promise<OrderThreadResponse> {
    if (!thread) return { orderId, messages: [], earlier: 0 };
    const rows = await db
      .select()
      .from(orderMessages)
      .where(eq(orderMessages.threadId, thread.id))
      .orderBy(desc(orderMessages.id))
      .limit(THREAD_MESSAGES_SHOWN);
    let earlier = 0;
    if (rows.length === THREAD_MESSAGES_SHOWN) {
      const [all] = await db
        .select({ n: count() })
        .from(orderMessages)
        .where(eq(orderMessages.threadId, thread.id));
      earlier = (all?.n ?? 0) - rows.length;
    }
    return { orderId, messages: rows.reverse().map(messageAnswer), earlier };
  }

  const threadOf = async (orderId: number, tx: DbOrTx = db) =>
    (await tx.select().from(orderThreads).where(eq(orderThreads.orderId, orderId)))[0];

  return {
    /** The conversation of the caller's order, marked read up to its newest message for the caller. */
    async thread(caller: Caller, orderId: number): Promise<OrderThreadResponse> {
      await assertParty(deps, caller, orderId);
      const thread = await threadOf(orderId);
      const answer = await messagesOf(orderId, thread);
      const newest = answer.messages.at(-1)?.id;
      if (thread && newest) {
        const column = caller.side === 'BUYER' ? orderThreads.buyerLastReadId : orderThreads.sellerLastReadId;
        await db
          .update(orderThreads)
          .set({
            [caller.side === 'BUYER' ? 'buyerLastReadId' : 'sellerLastReadId']:
              sql`greatest(${column}, ${newest})`,
          })
          .where(eq(orderThreads.id, thread.id));
      }
      return answer;
    },

    /** Messages from the other side the caller has not read, per order (the newest order first). */
    async unread(caller: Caller): Promise<UnreadMessagesResponse> {
      const buyer = caller.side === 'BUYER';
      const lastRead = buyer ? orderThreads.buyerLastReadId : orderThreads.sellerLastReadId;
      const rows = await db
        .select({ orderId: orderThreads.orderId, unread: count() })
        .from(orderThreads)
        .innerJoin(
          orderMessages,
          and(
            eq(orderMessages.threadId, orderThreads.id),
            eq(orderMessages.author, buyer ? 'SELLER' : 'BUYER'),
            gt(orderMessages.id, lastRead),
          ),
        )
        .where(buyer ? eq(orderThreads.userId, caller.userId) : eq(orderThreads.sellerId, caller.sellerId))
        .groupBy(orderThreads.orderId)
        .orderBy(desc(orderThreads.orderId));
      return { unread: rows.reduce((sum, r) => sum + r.unread, 0), threads: rows };
    },

    /** An administrator reads a conversation only once it was opened to them (a return escalated). */
    async forAdmin(orderId: number): Promise<OrderThreadResponse> {
      const [thread] = await db
        .select()
        .from(orderThreads)
        .where(and(eq(orderThreads.orderId, orderId), isNotNull(orderThreads.openToAdminsAt)));
      if (!thread) throw notFound(MESSAGES_ERRORS.threadClosed);
      return messagesOf(orderId, thread);
    },

    /**
     * Lets the administrators read the order's conversation from now on, in the caller's transaction (the
     * returns module calls it when a return is escalated). An order nobody wrote about gets an empty one.
     */
    async openToAdmins(tx: DbOrTx, orderId: number): Promise<void> {
      const parties = await orders.parties(orderId, tx);
      if (!parties) throw notFound(MESSAGES_ERRORS.notFound);
      const now = clock.now();
      await tx
        .insert(orderThreads)
        .values({ orderId, ...parties, openToAdminsAt: now, createdAt: now })
        .onConflictDoUpdate({
          target: orderThreads.orderId,
          set: { openToAdminsAt: sql`coalesce(${orderThreads.openToAdminsAt}, excluded.open_to_admins_at)` },
        });
    },
  };
}
