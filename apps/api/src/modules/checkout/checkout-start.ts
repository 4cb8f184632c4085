import type { AddressBody } from '@tecnobazar/shared';
import { and, eq } from 'drizzle-orm';
import { checkouts } from '../../db/schema/checkout.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { toCents } from '../../lib/money.ts';
import { PaymentProviderError } from '../../lib/payments/payment-provider.ts';
import type { PricedCart } from '../cart/cart.service.ts';
import type { Finish } from './checkout-complete.ts';
import type { Checkout, CheckoutDeps } from './checkout-deps.ts';
import { CHECKOUT_MESSAGES } from './checkout-messages.ts';
import type { PaymentSteps } from './checkout-payment.ts';
import { CheckoutSnapshot, type SnapshotLine, sameLines, sharesALine } from './checkout-snapshot.ts';

/** Starting to pay: the cart priced by the server, frozen in a checkout, and a provider order to approve. */
export function createStart(deps: CheckoutDeps, steps: PaymentSteps, finish: Finish) {
  const { db, cart, addresses, provider, log, clock } = deps;

  /**
   * The cart as the buyer pays it. The buyer's earlier checkouts are settled first (settleOpenCheckouts):
   * when one of them just paid a line of this cart, this payment is refused; otherwise the cart is priced
   * as it is after them. A different `amount` means the buyer saw stale totals.
   */
  async function cartToPay(userId: number, amount: number, addressId: number): Promise<PricedCart> {
    const before = await cart.payable(userId, { addressId });
    const paid = await settleOpenCheckouts(userId, before.lines);
    if (paid.some((lines) => sharesALine(lines, before.lines))) throw conflict(CHECKOUT_MESSAGES.alreadyPaid);
    // Priced again only when an earlier checkout just became orders (that took its stock and emptied the cart).
    const priced = paid.length > 0 ? await cart.payable(userId, { addressId }) : before;
    const blocked = priced.lines.find((l) => l.maxQuantity < l.quantity);
    if (blocked) throw conflict(CHECKOUT_MESSAGES.unavailable(blocked.title));
    if (toCents(amount) !== priced.totals.totalCents) throw conflict(CHECKOUT_MESSAGES.totalChanged);
    return priced;
  }

  /** The checkout row: the priced cart, its split by seller and the address, frozen. */
  async function freeze(userId: number, priced: PricedCart, address: AddressBody): Promise<Checkout> {
    const t = priced.totals;
    const lines = priced.lines.map(({ maxQuantity: _m, ...line }) => line);
    const snapshot: CheckoutSnapshot = {
      cartId: priced.cartId,
      lines,
      shares: t.sellers,
      address,
    };
    const [checkout] = await db
      .insert(checkouts)
      .values({
        userId,
        provider: provider.name,
        subtotalCents: t.subtotalCents,
        couponId: priced.couponId,
        couponCode: priced.couponCode,
        couponDiscountCents: t.couponCents,
        shippingCents: t.shippingCents,
        totalCents: t.totalCents,
        storeCurrency: deps.storeCurrency,
        paymentCurrency: deps.paymentCurrency,
        paymentAmountCents: Math.round(t.totalCents / deps.exchangeRate),
        snapshot,
        createdAt: clock.now(), // the age reconciliation and expiry go by, on the service's clock
      })
      .returning();
    return checkout!;
  }

  /** The provider's order for the checkout's amount, and where the buyer approves it. */
  async function openProviderOrder(checkout: Checkout, totalItem: number): Promise<{ redirect_url: string }> {
    try {
      const order = await provider.createOrder({
        checkoutId: checkout.id,
        amountCents: checkout.paymentAmountCents,
        currency: deps.paymentCurrency,
        storeAmount: {
          amountCents: checkout.totalCents,
          currency: deps.storeCurrency,
          exchangeRate: deps.exchangeRate,
        },
        description: `TecnoBazar: ${totalItem} artículo(s)`,
        returnUrl: `${deps.publicUrl}/paypal/success`,
        cancelUrl: `${deps.publicUrl}/paypal/cancel`,
      });
      await db
        .update(checkouts)
        .set({ providerOrderId: order.id, approveUrl: order.approveUrl })
        .where(eq(checkouts.id, checkout.id));
      return { redirect_url: order.approveUrl };
    } catch (err) {
      await steps.markFailed(checkout.id, CHECKOUT_MESSAGES.providerDown);
      if (err instanceof PaymentProviderError) throw new AppError(503, CHECKOUT_MESSAGES.providerDown);
      throw err;
    }
  }

  /**
   * Settles the buyer's open checkouts before a new one starts, so an old approval can never be captured
   * after the new payment: one PayPal already charged, or one the buyer approved for exactly the lines in
   * the cart, is finished now (the buyer pressed Pagar for these); any other is voided. A checkout that
   * cannot be voided because its capture was just written is finished too. Answers the lines of the
   * checkouts that became orders.
   */
  async function settleOpenCheckouts(userId: number, cartLines: SnapshotLine[]): Promise<SnapshotLine[][]> {
    const open = await db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.userId, userId), eq(checkouts.status, 'PENDING')))
      .orderBy(checkouts.id);
    const paid: SnapshotLine[][] = [];
    for (const earlier of open) {
      const lines = CheckoutSnapshot.parse(earlier.snapshot).lines;
      const finishIt =
        earlier.providerCaptureId !== null || (await chargedOrApprovedFor(earlier, lines, cartLines));
      if (!finishIt && (await steps.voidUncaptured(earlier.id, CHECKOUT_MESSAGES.replaced))) continue;
      try {
        await finish(earlier);
        paid.push(lines);
      } catch (err) {
        // Refunded, declined or no longer pending: nothing of it was paid. Unreachable: ask again later.
        if (!(err instanceof AppError) || err.statusCode === 503) throw err;
        log.info({ checkoutId: earlier.id, reason: err.message }, 'earlier checkout not finished');
      }
    }
    return paid;
  }

  async function providerStatus(orderId: string) {
    try {
      return await provider.orderStatus(orderId);
    } catch (err) {
      if (err instanceof PaymentProviderError) throw new AppError(503, CHECKOUT_MESSAGES.providerDown);
      throw err;
    }
  }

  /** PayPal charged it, or the buyer approved it for exactly `cartLines`. */
  async function chargedOrApprovedFor(checkout: Checkout, lines: SnapshotLine[], cartLines: SnapshotLine[]) {
    if (!checkout.providerOrderId) return false;
    const status = await providerStatus(checkout.providerOrderId);
    return status === 'COMPLETED' || (status === 'APPROVED' && sameLines(lines, cartLines));
  }

  return {
    /** Step 1: the server prices the cart, freezes it in a checkout and opens the provider's order. */
    async start(userId: number, amount: number, addressId: number): Promise<{ redirect_url: string }> {
      const priced = await cartToPay(userId, amount, addressId);
      const { id: _, ...address } = await addresses.get(userId, addressId);
      const checkout = await freeze(userId, priced, address);
      return openProviderOrder(checkout, priced.totals.totalItem);
    },
  };
}
