/**
 * Asking: the buyer's eligibility per line and a new request (units per line, reason, photos), the owner in
 * every WHERE clause; the order's requests are written one at a time.
 */
import type { CreateReturnBody, ReturnEligibility, ReturnResponse } from '@tecnobazar/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { returnRequestImages, returnRequestItems, returnRequests } from '../../db/schema/returns.ts';
import { badRequest, notFound, unprocessable } from '../../lib/errors.ts';
import { isAllowedImageUrl } from '../../lib/storage/image-urls.ts';
import type { ReturnAnswer } from './return-answers.ts';
import { kindNow, kindRefusal, lastDay, orderTerms, sellerDeadlines } from './return-rules.ts';
import type { ReturnsDeps } from './returns-deps.ts';
import { RETURNS_MESSAGES } from './returns-messages.ts';

/** Requests of one order are written one at a time (a transaction-scoped lock per order). */
const ORDER_LOCK = 31;
export const lockOrderReturns = (tx: DbOrTx, orderId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${ORDER_LOCK}, ${orderId}::int)`);

export function createReturnRequests(deps: ReturnsDeps, answer: ReturnAnswer) {
  const { db, orders, clock, terms } = deps;

  /** Units of each line already in a request that is not closed (a rejected one may still be escalated). */
  async function unitsTaken(tx: DbOrTx, orderId: number): Promise<Map<number, number>> {
    const rows = await tx
      .select({
        line: returnRequestItems.orderItemId,
        units: sql`sum(${returnRequestItems.quantity})`.mapWith(Number),
      })
      .from(returnRequestItems)
      .innerJoin(returnRequests, eq(returnRequests.id, returnRequestItems.returnId))
      .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.status, 'CLOSED')))
      .groupBy(returnRequestItems.orderItemId);
    return new Map(rows.map((r) => [r.line, r.units]));
  }

  /** The new request's rows, in the caller's transaction, once every rule passed. */
  async function insert(
    tx: DbOrTx,
    order: { id: number; userId: number; sellerId: number },
    body: CreateReturnBody,
  ) {
    const now = clock.now();
    const [row] = await tx
      .insert(returnRequests)
      .values({
        orderId: order.id,
        userId: order.userId,
        sellerId: order.sellerId,
        kind: body.kind,
        reason: body.reason,
        description: body.description,
        requestedAt: now,
        ...sellerDeadlines(now, terms),
      })
      .returning();
    await tx.insert(returnRequestItems).values(body.items.map((i) => ({ returnId: row!.id, ...i })));
    if (body.photos.length > 0)
      await tx
        .insert(returnRequestImages)
        .values(body.photos.map((url, position) => ({ returnId: row!.id, url, position })));
    return row!;
  }

  return {
    /** Per line of the buyer's order: units still returnable, what may be asked now and until when, or why not. */
    async eligibility(userId: number, orderId: number): Promise<ReturnEligibility> {
      const order = await orders.forReturn({ userId }, orderId);
      if (!order) throw notFound(RETURNS_MESSAGES.orderNotFound);
      const taken = await unitsTaken(db, orderId);
      const delivered = order.orderStatus === 'DELIVERED' && order.deliveredAt ? order.deliveredAt : null;
      const now = delivered ? kindNow(clock.now(), delivered, terms) : { kind: null, until: null };
      const spans = delivered ? orderTerms(delivered, terms) : null;
      return {
        orderId,
        deliveredAt: delivered?.toISOString() ?? null,
        returnUntil: spans?.returnUntil.toISOString() ?? null,
        warrantyUntil: spans?.warrantyUntil.toISOString() ?? null,
        lines: order.items.map((item) => {
          const returnable = Math.max(0, item.quantity - (taken.get(item.id) ?? 0));
          const why = !delivered
            ? RETURNS_MESSAGES.notDelivered
            : returnable === 0
              ? RETURNS_MESSAGES.tooMany(0, item.productName)
              : now.kind === null
                ? RETURNS_MESSAGES.warrantyOver(lastDay(spans!.warrantyUntil, terms))
                : null;
          return {
            orderItemId: item.id,
            productName: item.productName,
            quantity: item.quantity,
            returnable,
            kind: why ? null : now.kind,
            until: why ? null : (now.until?.toISOString() ?? null),
            why,
          };
        }),
      };
    },

    /** The buyer asks to send back units of a delivered order of theirs; the seller is mailed. */
    async create(userId: number, orderId: number, body: CreateReturnBody): Promise<ReturnResponse> {
      if (!body.photos.every((url) => isAllowedImageUrl(url, deps.media)))
        throw badRequest(RETURNS_MESSAGES.photoHost);
      const lineIds = body.items.map((i) => i.orderItemId);
      if (new Set(lineIds).size !== lineIds.length) throw badRequest(RETURNS_MESSAGES.sameLineTwice);
      const created = await db.transaction(async (tx) => {
        await lockOrderReturns(tx, orderId);
        const order = await orders.forReturn({ userId }, orderId, tx);
        if (!order) throw notFound(RETURNS_MESSAGES.orderNotFound);
        if (order.orderStatus !== 'DELIVERED' || !order.deliveredAt)
          throw unprocessable(RETURNS_MESSAGES.notDelivered);
        const refusal = kindRefusal(body.kind, body.reason, clock.now(), order.deliveredAt, terms);
        if (refusal) throw unprocessable(refusal);
        const taken = await unitsTaken(tx, orderId);
        for (const asked of body.items) {
          const item = order.items.find((i) => i.id === asked.orderItemId);
          if (!item) throw badRequest(RETURNS_MESSAGES.notInOrder);
          const left = item.quantity - (taken.get(item.id) ?? 0);
          if (asked.quantity > left)
            throw unprocessable(RETURNS_MESSAGES.tooMany(Math.max(0, left), item.productName));
        }
        const row = await insert(tx, order, body);
        await deps.ledger.holdForReturn(tx, orderId);
        const [created] = await answer([row], tx);
        const seller = (await deps.sellers.mailContacts([order.sellerId], tx)).get(order.sellerId);
        if (seller) await deps.notifications.returnRequested(tx, seller, created!);
        return created!;
      });
      return created;
    },
  };
}
