/**
 * A sale's life in the ledger, inside the transactions of other modules: the SALE entry when its order is
 * paid (checkout), the hold's end once delivered, and the REFUND entry when it is cancelled (fulfilment).
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { transactions } from '../../db/schema/transactions.ts';
import { withdrawalEnds } from '../../lib/business-days.ts';
import type { Clock } from '../../lib/clock.ts';
import { commissionedSale } from '../../lib/pricing/pricing.ts';
import type { CommissionsService } from '../commissions/commissions.service.ts';
import type { PaidOrder } from '../orders/orders.service.ts';

/** A paid line, as the checkout froze it: whose product, how many units, at what price each. */
export interface SoldLine {
  productId: number;
  sellerId: number;
  quantity: number;
  unitSellingCents: number;
}

export function createLedgerSales({
  commissions,
  commissionVatPercent,
  clock,
  holdBusinessDays,
  timeZone,
}: {
  commissions: Pick<CommissionsService, 'ratesFor'>;
  commissionVatPercent: number;
  clock: Clock;
  holdBusinessDays: number;
  timeZone: string;
}) {
  return {
    /**
     * Each paid order's SALE entry: what the buyer paid for it, less the platform's commission under the rule
     * of each line in force now and the IVA on it (lib/pricing), with the rules that applied. The order's own
     * shipping is the seller's: it goes to gross and net, not to the commission. The order's coupon share is
     * what its lines sold for less what it was paid for them.
     */
    async recordSales(tx: DbOrTx, customerId: number, paid: PaidOrder[], lines: readonly SoldLine[]) {
      const rated = await commissions.ratesFor(tx, lines, clock.now());
      const ratedLines = lines.map((l, i) => ({ ...l, ...rated[i]! }));
      await tx.insert(transactions).values(
        paid.map((o) => {
          const own = ratedLines.filter((l) => l.sellerId === o.sellerId);
          const subtotal = own.reduce((s, l) => s + l.quantity * l.unitSellingCents, 0);
          const { lineCommissionCents: _, ...amounts } = commissionedSale(
            own,
            subtotal - o.totalAmountCents,
            commissionVatPercent,
            o.shippingCents,
          );
          return {
            sellerId: o.sellerId,
            orderId: o.id,
            customerId,
            type: 'SALE' as const,
            ...amounts,
            commissionRule: [...new Set(own.map((l) => l.label))].join('; '),
          };
        }),
      );
    },

    /** The order was delivered: its sale joins the balance when the buyer's term to withdraw has run out. */
    async recordDelivery(tx: DbOrTx, orderId: number, deliveredAt: Date): Promise<void> {
      await tx
        .update(transactions)
        .set({ availableAt: withdrawalEnds(deliveredAt, holdBusinessDays, timeZone) })
        .where(and(eq(transactions.orderId, orderId), eq(transactions.type, 'SALE')));
    },

    /**
     * A cancelled order's REFUND entry: the sale reversed, commission and its IVA included, inside the cancellation's
     * transaction; both join the balance at once, where they net to nothing. The (order, type) key makes a
     * second one impossible.
     */
    async recordRefund(tx: DbOrTx, orderId: number) {
      const now = clock.now();
      const [sale] = await tx
        .update(transactions)
        .set({ availableAt: now })
        .where(and(eq(transactions.orderId, orderId), eq(transactions.type, 'SALE')))
        .returning();
      if (!sale) return;
      await tx
        .insert(transactions)
        .values({
          sellerId: sale.sellerId,
          orderId,
          customerId: sale.customerId,
          type: 'REFUND',
          grossCents: -sale.grossCents,
          commissionCents: -sale.commissionCents,
          commissionVatCents: -sale.commissionVatCents,
          netCents: -sale.netCents,
          availableAt: now,
        })
        .onConflictDoNothing();
    },
  };
}
