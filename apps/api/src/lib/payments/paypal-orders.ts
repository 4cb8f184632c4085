/**
 * PayPal orders: creating one for a checkout, and reading one (its status for reconciliation, its capture
 * for paypal-captures.ts).
 */
import { z } from 'zod';
import {
  type OrderStatus,
  type PaymentOrder,
  type PaymentOrderRequest,
  type PaymentProvider,
  PaymentProviderError,
} from './payment-provider.ts';
import { type Answer, describeAnswer, type PayPalApi } from './paypal-client.ts';
import { toPayPalValue } from './paypal-format.ts';

const Money = z.object({ currency_code: z.string(), value: z.string() });
/** An amount as PayPal writes it: `{currency_code: 'USD', value: '12.50'}`. */
export type PayPalMoney = z.infer<typeof Money>;
const Capture = z.object({ id: z.string(), status: z.string(), amount: Money });
const Order = z.object({
  id: z.string(),
  status: z.string().optional(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
  purchase_units: z
    .array(
      z.object({
        amount: Money.optional(),
        payments: z.object({ captures: z.array(Capture).optional() }).optional(),
      }),
    )
    .optional(),
});
export type Order = z.infer<typeof Order>;

/** The order in PayPal's answer; an answer that is not one is PayPal misbehaving (UNAVAILABLE). */
export function parseOrder(answer: Answer, what: string): Order {
  const parsed = Order.safeParse(answer.body);
  if (!parsed.success) {
    throw new PaymentProviderError(
      `PayPal sent an unexpected ${what} answer (HTTP ${answer.status})`,
      'UNAVAILABLE',
    );
  }
  return parsed.data;
}

export async function readOrder(api: PayPalApi, orderId: string): Promise<Order> {
  const answer = await api('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
  if (answer.status === 200) return parseOrder(answer, 'order');
  throw new PaymentProviderError(describeAnswer(`refused to show order ${orderId}`, answer), 'INVALID');
}

export function createPayPalOrders(
  api: PayPalApi,
  brandName = 'TecnoBazar',
): Pick<PaymentProvider, 'orderStatus' | 'createOrder'> {
  return {
    async orderStatus(orderId: string): Promise<OrderStatus> {
      const { status } = await readOrder(api, orderId);
      if (status === 'COMPLETED' || status === 'APPROVED') return status;
      return status === 'VOIDED' ? 'CANCELLED' : 'CREATED'; // CREATED, SAVED, PAYER_ACTION_REQUIRED
    },

    async createOrder(request: PaymentOrderRequest): Promise<PaymentOrder> {
      const value = toPayPalValue(request.amountCents, request.currency);
      const body = {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: String(request.checkoutId),
            custom_id: String(request.checkoutId),
            description: request.description.slice(0, 127),
            amount: { currency_code: request.currency, value },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              brand_name: brandName,
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
              return_url: request.returnUrl,
              cancel_url: request.cancelUrl,
            },
          },
        },
      };
      const answer = await api('POST', '/v2/checkout/orders', body, `checkout-${request.checkoutId}`);
      if (answer.status !== 200 && answer.status !== 201) {
        throw new PaymentProviderError(describeAnswer('refused to create the order', answer), 'INVALID');
      }
      const created = parseOrder(answer, 'create order');
      const link =
        created.links?.find((l) => l.rel === 'payer-action') ??
        created.links?.find((l) => l.rel === 'approve');
      if (!link)
        throw new PaymentProviderError(`PayPal order ${created.id} has no approval link`, 'UNAVAILABLE');
      return { id: created.id, approveUrl: link.href };
    },
  };
}
