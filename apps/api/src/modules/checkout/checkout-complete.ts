import type { OrderResponse } from '@tecnobazar/shared';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { checkouts } from '../../db/schema/checkout.ts';
import { AppError, unprocessable } from '../../lib/errors.ts';
import { type PaymentCapture, PaymentProviderError } from '../../lib/payments/payment-provider.ts';
import type { Checkout, CheckoutDeps } from './checkout-deps.ts';
import { CHECKOUT_MESSAGES } from './checkout-messages.ts';
import type { PaymentSteps } from './checkout-payment.ts';
import { CheckoutSnapshot, type SnapshotLine, sharesALine, withOrderShipping } from './checkout-snapshot.ts';

/** Two payments of one buyer become orders one at a time (a transaction-scoped advisory lock per buyer). */
const BUYER_PAYMENT_LOCK = 27_001;

/** A reason to give the money back: the transaction could not place the orders. */
class RefundNeeded extends Error {}

/**
 * Completing a checkout: capture the payment, then, in one database transaction, take the stock (catalog),
 * consume the coupon (coupons), place one order per seller (orders), write the ledger (transactions) and
 * clear the paid lines (cart): each module writes its own tables, inside this transaction. Every way a
 * checkout gets completed goes through `finish` (the buyer's return, an earlier checkout settled by a new
 * start, the reconciliation job, the webhook).
 */
export function createCompletion(deps: CheckoutDeps, steps: PaymentSteps) {
  const { db, cart, catalog, coupons, orders, ledger, provider, log, clock } = deps;

  /**
   * The steps of completing a checkout, in order (Medusa's complete-cart workflow is the model). Running it
   * again is safe: a COMPLETED checkout answers its orders, and a capture that cannot become orders is
   * refunded, once.
   */
  async function finish(checkout: Checkout): Promise<OrderResponse[]> {
    if (checkout.status === 'COMPLETED') return orders.forCheckout(checkout.id);
    if (checkout.status !== 'PENDING')
      throw unprocessable(checkout.failureReason ?? CHECKOUT_MESSAGES.notPending);
    const snapshot = CheckoutSnapshot.parse(checkout.snapshot);
    if ((await startCapture(checkout)) === 'COMPLETED') return orders.forCheckout(checkout.id);
    const capture = await capturePayment(checkout);
    await keepCapture(checkout, capture);
    if (capture.amountCents !== checkout.paymentAmountCents || capture.currency !== checkout.paymentCurrency)
      throw await refundAndSay(checkout, capture, CHECKOUT_MESSAGES.amountMismatch, 422);
    try {
      await placeOrders(checkout, snapshot);
    } catch (err) {
      if (err instanceof RefundNeeded) throw await refundAndSay(checkout, capture, err.message, 409);
      throw err;
    }
    deps.changes.publish('products');
    return orders.forCheckout(checkout.id);
  }

  /**
   * Written before asking: if this process dies before the answer, reconciliation knows to ask PayPal.
   * Only while PENDING: a checkout voided since it was read is never captured. Answers COMPLETED when
   * another completion got there first.
   */
  async function startCapture(checkout: Checkout): Promise<'STARTED' | 'COMPLETED'> {
    const [started] = await db
      .update(checkouts)
      .set({ captureStartedAt: clock.now() })
      .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'PENDING')))
      .returning();
    if (started) return 'STARTED';
    const [now] = await db.select().from(checkouts).where(eq(checkouts.id, checkout.id));
    if (now?.status === 'COMPLETED') return 'COMPLETED';
    throw unprocessable(now?.failureReason ?? CHECKOUT_MESSAGES.notPending);
  }

  /** Asks the provider for the money; a declined payment fails the checkout, other errors leave it to retry. */
  async function capturePayment(checkout: Checkout): Promise<PaymentCapture> {
    let capture: PaymentCapture;
    try {
      capture = await provider.captureOrder(checkout.providerOrderId!);
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      log.warn({ err, checkoutId: checkout.id }, 'payment capture failed');
      if (err.code === 'NOT_APPROVED') throw unprocessable(CHECKOUT_MESSAGES.notApproved);
      if (err.code === 'UNAVAILABLE') throw new AppError(503, CHECKOUT_MESSAGES.providerDown);
      await steps.markFailed(checkout.id, CHECKOUT_MESSAGES.declined);
      throw unprocessable(CHECKOUT_MESSAGES.declined);
    }
    if (capture.status !== 'COMPLETED' || !capture.captureId) {
      await steps.markFailed(checkout.id, CHECKOUT_MESSAGES.declined);
      throw unprocessable(CHECKOUT_MESSAGES.declined);
    }
    return capture;
  }

  /**
   * Kept before the orders are placed: if this process dies from here on, the reconciliation job finds a
   * captured checkout without orders and finishes or refunds it.
   */
  async function keepCapture(checkout: Checkout, capture: PaymentCapture) {
    await db
      .update(checkouts)
      .set({ providerCaptureId: capture.captureId!, capturedAt: clock.now() })
      .where(and(eq(checkouts.id, checkout.id), isNull(checkouts.providerCaptureId)));
  }

  async function refundAndSay(checkout: Checkout, capture: PaymentCapture, reason: string, status: number) {
    await steps.refund(checkout, capture, reason);
    return new AppError(status, reason);
  }

  /** The orders, in one transaction; a refusal (RefundNeeded) rolls every write back. */
  async function placeOrders(checkout: Checkout, snapshot: CheckoutSnapshot) {
    await db.transaction(async (tx) => {
      const locked = await lockForPaying(tx, checkout);
      if (locked.status === 'COMPLETED') return;
      // Expired or being refunded meanwhile: the money just captured goes back too.
      if (locked.status !== 'PENDING')
        throw new RefundNeeded(locked.failureReason ?? CHECKOUT_MESSAGES.notPending);
      if (await paidElsewhere(tx, locked, snapshot.lines))
        throw new RefundNeeded(CHECKOUT_MESSAGES.paidTwice);

      const soldOut = await catalog.reserveStock(tx, snapshot.lines);
      if (soldOut) throw new RefundNeeded(CHECKOUT_MESSAGES.soldOut(soldOut.title));
      if (checkout.couponId && !(await coupons.redeem(tx, checkout.couponId, checkout.userId, checkout.id)))
        throw new RefundNeeded(CHECKOUT_MESSAGES.couponUsed);
      const shares = withOrderShipping(snapshot, checkout.shippingCents);
      const paid = await orders.createPaid(tx, checkout, shares, snapshot.lines, snapshot.address);
      await ledger.recordSales(tx, checkout.userId, paid, snapshot.lines);
      await tellPurchase(tx, checkout);
      await cart.removePaidLines(tx, snapshot.cartId, snapshot.lines);
      await tx.update(checkouts).set({ status: 'COMPLETED' }).where(eq(checkouts.id, checkout.id));
    });
  }

  /** The buyer's receipt and each shop's new order, written with the orders: both happen, or neither. */
  async function tellPurchase(tx: DbOrTx, checkout: Checkout) {
    const placed = await orders.forCheckout(checkout.id, tx);
    const buyer = (await deps.users.contacts([checkout.userId], tx)).get(checkout.userId);
    if (!buyer) return;
    const shops = await deps.sellers.mailContacts(
      placed.map((order) => order.seller.id),
      tx,
    );
    await deps.notifications.purchased(tx, { userId: checkout.userId, ...buyer }, placed, checkout, shops);
  }

  /** The checkout as it is now, locked for this transaction. */
  async function lockForPaying(tx: DbOrTx, checkout: Checkout): Promise<Checkout> {
    // One payment of this buyer at a time: of two checkouts paying the same lines at once (two tabs,
    // or the return page and reconciliation), the second sees the first COMPLETED (paidElsewhere).
    await tx.execute(sql`select pg_advisory_xact_lock(${BUYER_PAYMENT_LOCK}, ${checkout.userId})`);
    // One payer at a time per checkout: a concurrent completion waits here, then sees COMPLETED.
    const [locked] = await tx.select().from(checkouts).where(eq(checkouts.id, checkout.id)).for('update');
    return locked!;
  }

  /**
   * Whether the buyer already paid a line of this checkout in another one while this one was open: a
   * checkout started after it, or one captured after it started. A purchase finished before this
   * checkout started is an earlier sale, not a duplicate (buying the same board again next week).
   */
  async function paidElsewhere(tx: DbOrTx, checkout: Checkout, lines: SnapshotLine[]): Promise<boolean> {
    const others = await tx
      .select({ snapshot: checkouts.snapshot })
      .from(checkouts)
      .where(
        and(
          eq(checkouts.userId, checkout.userId),
          eq(checkouts.status, 'COMPLETED'),
          ne(checkouts.id, checkout.id),
          or(gt(checkouts.id, checkout.id), gt(checkouts.capturedAt, checkout.createdAt)),
        ),
      );
    return others.some((o) => sharesALine(CheckoutSnapshot.parse(o.snapshot).lines, lines));
  }

  return { finish };
}
export type Finish = ReturnType<typeof createCompletion>['finish'];
