import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { checkouts } from '../../db/schema/checkout.ts';
import { notFound } from '../../lib/errors.ts';
import { formatPesos } from '../../lib/money.ts';
import type { PaymentCapture } from '../../lib/payments/payment-provider.ts';
import type { Checkout, CheckoutDeps } from './checkout-deps.ts';
import { CHECKOUT_MESSAGES } from './checkout-messages.ts';

/**
 * What every use case does to a checkout and its payment: find the buyer's own, mark it failed, void it
 * before a capture, give a capture back.
 */
export function createPaymentSteps(deps: CheckoutDeps) {
  const { db, users, provider, log } = deps;

  /** Written with the move to REFUNDING: the buyer hears of every automatic refund once, whoever started it. */
  async function tellBuyerRefunded(tx: DbOrTx, checkout: Checkout, reason: string) {
    const buyer = (await users.contacts([checkout.userId], tx)).get(checkout.userId);
    if (!buyer) return;
    const amount = formatPesos(checkout.totalCents);
    await deps.mailer.send(
      {
        to: buyer.email,
        subject: `Te devolvimos tu pago de ${amount} en TecnoBazar`,
        text: `Hola ${buyer.fullName}, te devolvimos tu pago de ${amount} al mismo medio de pago. Motivo: ${reason}\nTus pedidos: ${deps.ordersUrl}`,
      },
      tx,
    );
  }

  return {
    /**
     * Voids a checkout nothing was captured for: finish() captures only a PENDING checkout, so once this
     * commits no capture starts for it (a capture already under way finds it voided and is refunded).
     * Answers whether it voided it.
     */
    async voidUncaptured(id: number, reason: string): Promise<boolean> {
      const voided = await db
        .update(checkouts)
        .set({ status: 'CANCELLED', failureReason: reason })
        .where(
          and(eq(checkouts.id, id), eq(checkouts.status, 'PENDING'), isNull(checkouts.providerCaptureId)),
        )
        .returning({ id: checkouts.id });
      return voided.length > 0;
    },

    /** The caller's own checkout paid through `token` (PayPal's order id); another buyer's is not found. */
    async buyersCheckout(userId: number, token: string): Promise<Checkout> {
      const [checkout] = await db
        .select()
        .from(checkouts)
        .where(
          and(
            eq(checkouts.provider, provider.name),
            eq(checkouts.providerOrderId, token),
            eq(checkouts.userId, userId),
          ),
        );
      if (!checkout) throw notFound(CHECKOUT_MESSAGES.notFound);
      return checkout;
    },

    async markFailed(id: number, reason: string) {
      await db
        .update(checkouts)
        .set({ status: 'FAILED', failureReason: reason })
        .where(and(eq(checkouts.id, id), eq(checkouts.status, 'PENDING')));
    },

    /**
     * Gives a capture back. The checkout is REFUNDING until the provider confirms, so a crash or an outage
     * in between is retried by the reconciliation job; the refund's name makes every retry the same refund.
     */
    async refund(checkout: Checkout, capture: PaymentCapture, reason: string) {
      // From EXPIRED and CANCELLED too: a payment captured as its checkout expired or was voided still
      // goes back, retried if need be.
      await db.transaction(async (tx) => {
        const [moved] = await tx
          .update(checkouts)
          .set({ status: 'REFUNDING', failureReason: reason })
          .where(
            and(
              eq(checkouts.id, checkout.id),
              inArray(checkouts.status, ['PENDING', 'EXPIRED', 'CANCELLED']),
            ),
          )
          .returning();
        if (moved) await tellBuyerRefunded(tx, moved, reason);
      });
      try {
        // Named after the checkout: two instances finishing it at once refund it once (PayPal-Request-Id).
        await provider.refundCapture(
          capture.captureId!,
          capture.amountCents,
          capture.currency,
          `checkout-${checkout.id}`,
        );
        await db
          .update(checkouts)
          .set({ status: 'REFUNDED' })
          .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'REFUNDING')));
        log.warn({ checkoutId: checkout.id, reason }, 'capture refunded');
      } catch (err) {
        log.error({ err, checkoutId: checkout.id }, 'refund failed; the reconciliation job will retry it');
      }
    },
  };
}
export type PaymentSteps = ReturnType<typeof createPaymentSteps>;
