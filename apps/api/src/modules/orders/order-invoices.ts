/**
 * The electronic invoice of a paid order (decision 0027): which orders still need one, recording the one the
 * provider issued (once: a second answer for the same order changes nothing), and reading it back for the
 * comprobante.
 */
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

export interface OrderInvoice {
  number: string;
  cufe: string;
  issuedAt: Date;
}

export function createOrderInvoices({ db }: { db: Db }) {
  return {
    /** Paid orders without an invoice, oldest first; not a cancelled one (a cancellation after its invoice is the provider's credit note). */
    async toInvoice(limit: number): Promise<{ id: number; userId: number }[]> {
      return db
        .select({ id: orders.id, userId: orders.userId })
        .from(orders)
        .where(
          and(
            isNull(orders.invoiceNumber),
            eq(orders.paymentStatus, 'PAID'),
            ne(orders.orderStatus, 'CANCELLED'),
          ),
        )
        .orderBy(asc(orders.id))
        .limit(limit);
    },

    async recordInvoice(orderId: number, invoice: { number: string; cufe: string }, at: Date): Promise<void> {
      await db
        .update(orders)
        .set({ invoiceNumber: invoice.number, invoiceCufe: invoice.cufe, invoicedAt: at })
        .where(and(eq(orders.id, orderId), isNull(orders.invoiceNumber)));
    },

    async invoiceOf(orderId: number): Promise<OrderInvoice | null> {
      const [row] = await db
        .select({ number: orders.invoiceNumber, cufe: orders.invoiceCufe, issuedAt: orders.invoicedAt })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row?.number && row.cufe && row.issuedAt
        ? { number: row.number, cufe: row.cufe, issuedAt: row.issuedAt }
        : null;
    },
  };
}
