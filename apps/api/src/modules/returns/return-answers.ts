/** Requests as the API shows them: their lines (from the order), photos, refund and timeline. */
import type { ReturnReason, ReturnResponse } from '@tecnobazar/shared';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  returnRefunds,
  returnRequestImages,
  returnRequestItems,
  type returnRequests,
} from '../../db/schema/returns.ts';
import { fromCents } from '../../lib/money.ts';
import { reasonLabel } from './return-rules.ts';
import type { ReturnsDeps } from './returns-deps.ts';

export type ReturnRow = typeof returnRequests.$inferSelect;
const iso = (d: Date | null) => d?.toISOString() ?? null;

export function returnAnswers({
  db,
  orders,
  sellers,
  users,
}: Pick<ReturnsDeps, 'db' | 'orders' | 'sellers' | 'users'>) {
  /** Rows the caller found by their owner, answered in a few queries whatever their number. */
  async function answer(rows: ReturnRow[], tx: DbOrTx = db): Promise<ReturnResponse[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [items, images, refunds, shops, buyers] = await Promise.all([
      tx
        .select()
        .from(returnRequestItems)
        .where(inArray(returnRequestItems.returnId, ids))
        .orderBy(returnRequestItems.id),
      tx
        .select()
        .from(returnRequestImages)
        .where(inArray(returnRequestImages.returnId, ids))
        .orderBy(returnRequestImages.position),
      tx
        .select({ returnId: returnRefunds.returnId, status: returnRefunds.status })
        .from(returnRefunds)
        .where(inArray(returnRefunds.returnId, ids)),
      sellers.businessNames([...new Set(rows.map((r) => r.sellerId))], tx),
      users.contacts([...new Set(rows.map((r) => r.userId))], tx),
    ]);
    const lines = await orders.itemsById([...new Set(items.map((i) => i.orderItemId))], tx);
    return rows.map((r) => {
      const refund = refunds.find((f) => f.returnId === r.id);
      return {
        id: r.id,
        orderId: r.orderId,
        shop: { id: r.sellerId, name: shops.get(r.sellerId) ?? '' },
        buyer: { fullName: buyers.get(r.userId)?.fullName ?? '' },
        kind: r.kind,
        reason: r.reason as ReturnReason,
        reasonLabel: reasonLabel(r.reason),
        description: r.description,
        photos: images.filter((i) => i.returnId === r.id).map((i) => i.url),
        status: r.status,
        lines: items
          .filter((i) => i.returnId === r.id)
          .map((i) => {
            const line = lines.get(i.orderItemId);
            return {
              orderItemId: i.orderItemId,
              productId: line?.productId ?? null,
              productName: line?.productName ?? '',
              productImage: line?.productImage ?? null,
              quantity: i.quantity,
              unitPrice: fromCents(line?.unitSellingCents ?? 0),
            };
          }),
        instructions: r.instructions,
        rejectionReason: r.rejectionReason,
        escalationComment: r.escalationComment,
        decision: r.decision && r.decisionReason ? { decision: r.decision, reason: r.decisionReason } : null,
        carrier: r.carrier,
        trackingNumber: r.trackingNumber,
        refund: {
          amount: r.refundCents === null ? null : fromCents(r.refundCents),
          status:
            r.status === 'REFUNDED' || refund?.status === 'DONE'
              ? 'DONE'
              : r.refundCents === null
                ? 'NONE'
                : 'PENDING',
        },
        timeline: {
          requestedAt: r.requestedAt.toISOString(),
          answeredAt: iso(r.answeredAt),
          sentAt: iso(r.sentAt),
          receivedAt: iso(r.receivedAt),
          refundedAt: iso(r.refundedAt),
          escalatedAt: iso(r.escalatedAt),
          decidedAt: iso(r.decidedAt),
        },
      };
    });
  }
  return answer;
}
export type ReturnAnswer = ReturnType<typeof returnAnswers>;
