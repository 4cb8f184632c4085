/**
 * The simulator's orders as rows: reading one, and moving it from one status to another in one conditional
 * statement, so two instances cannot both move it.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type DevOrderStatus, devPaymentOrders } from '../../db/schema/dev-payments.ts';
import { type PaymentOrderRequest, PaymentProviderError } from './payment-provider.ts';

export interface DevOrderView {
  id: string;
  checkoutId: number;
  amountCents: number;
  currency: string;
  /** What the store charged before conversion, when the checkout said (PaymentOrderRequest.storeAmount). */
  storeAmount: PaymentOrderRequest['storeAmount'] | null;
  description: string;
  status: DevOrderStatus;
  returnUrl: string;
  cancelUrl: string;
  captureId: string | null;
  refundedCents: number;
}

/** An id in PayPal's style: `DEV-…` for an order, `DEVCAP-…` for a capture. */
export const randomId = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex').toUpperCase()}`;

export type DevOrderStore = ReturnType<typeof createDevOrderStore>;

export function createDevOrderStore(db: Db) {
  const orders = devPaymentOrders;

  async function get(id: string): Promise<DevOrderView | null> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    return row ? { ...row, storeAmount: row.storeAmount ?? null } : null;
  }
  async function find(id: string): Promise<DevOrderView> {
    const order = await get(id);
    if (!order) throw new PaymentProviderError(`Unknown payment order ${id}`, 'INVALID');
    return order;
  }
  /** Moves the order from one of `from` to `to`; answers it as it is afterwards, moved or not. */
  async function move(
    id: string,
    from: DevOrderStatus[],
    to: DevOrderStatus,
    set: { captureId?: string } = {},
  ): Promise<DevOrderView> {
    const [moved] = await db
      .update(orders)
      .set({ status: to, ...set })
      .where(and(eq(orders.id, id), inArray(orders.status, from)))
      .returning();
    return moved ? { ...moved, storeAmount: moved.storeAmount ?? null } : find(id);
  }

  return { get, find, move };
}
