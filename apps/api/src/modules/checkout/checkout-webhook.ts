import { and, eq } from 'drizzle-orm';
import { checkouts } from '../../db/schema/checkout.ts';
import type { Finish } from './checkout-complete.ts';
import type { CheckoutDeps } from './checkout-deps.ts';

/** The provider's events: PayPal tells the store about a payment whose buyer may never come back. */
export function createWebhook(deps: CheckoutDeps, finish: Finish) {
  const { db, provider, log } = deps;
  return {
    /** Step 4: a verified provider event finishes a checkout whose buyer never came back. */
    async webhook(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<boolean> {
      const event = await provider.verifyWebhook(headers, rawBody);
      if (!event) return false;
      if (
        !event.orderId ||
        !/^(CHECKOUT\.ORDER\.APPROVED|PAYMENT\.CAPTURE\.COMPLETED)$/.test(event.eventType)
      )
        return true;
      const [checkout] = await db
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.provider, provider.name), eq(checkouts.providerOrderId, event.orderId)));
      if (checkout?.status === 'PENDING') {
        await finish(checkout).catch((err) =>
          log.warn({ err, checkoutId: checkout.id }, 'webhook could not finish checkout'),
        );
      }
      return true;
    },
  };
}
