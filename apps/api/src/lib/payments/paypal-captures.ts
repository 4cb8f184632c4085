/**
 * Taking the money of an approved PayPal order, and giving part or all of it back. A declined card is a
 * result the buyer can act on, not a throw; capturing or refunding twice answers as the first time did.
 */
import {
  type CaptureStatus,
  type PaymentCapture,
  type PaymentProvider,
  PaymentProviderError,
} from './payment-provider.ts';
import { describeAnswer, issuesOf, type PayPalApi } from './paypal-client.ts';
import { fromPayPalValue, toPayPalValue } from './paypal-format.ts';
import { type Order, type PayPalMoney, parseOrder, readOrder } from './paypal-orders.ts';

/** Capture failures the buyer can fix with another card or funding source: a result, not a throw. */
const DECLINE_ISSUES = new Set([
  'INSTRUMENT_DECLINED',
  'PAYER_CANNOT_PAY',
  'TRANSACTION_REFUSED',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
]);
const NOT_APPROVED_ISSUES = new Set(['ORDER_NOT_APPROVED', 'PAYER_ACTION_REQUIRED']);

/** PayPal's capture statuses in ours; a refunded capture was still a completed one. */
function captureStatus(status: string): CaptureStatus {
  switch (status) {
    case 'COMPLETED':
    case 'PARTIALLY_REFUNDED':
    case 'REFUNDED':
      return 'COMPLETED';
    case 'PENDING':
    case 'DECLINED':
      return status;
    default:
      return 'FAILED';
  }
}

function money(m: PayPalMoney): { amountCents: number; currency: string } {
  const amountCents = fromPayPalValue(m.value);
  if (amountCents === null)
    throw new PaymentProviderError(`PayPal sent an unreadable amount "${m.value}"`, 'UNAVAILABLE');
  return { amountCents, currency: m.currency_code };
}

function captureOf(o: Order): PaymentCapture {
  const captures = o.purchase_units?.[0]?.payments?.captures ?? [];
  // One capture per CAPTURE-intent order; prefer the one that went through if PayPal lists several.
  const capture = captures.find((c) => captureStatus(c.status) === 'COMPLETED') ?? captures.at(-1);
  if (!capture) {
    throw new PaymentProviderError(`PayPal order ${o.id} (${o.status ?? '?'}) has no capture`, 'UNAVAILABLE');
  }
  return { status: captureStatus(capture.status), captureId: capture.id, ...money(capture.amount) };
}

export function createPayPalCaptures(
  api: PayPalApi,
): Pick<PaymentProvider, 'captureOrder' | 'refundCapture'> {
  return {
    async captureOrder(orderId: string): Promise<PaymentCapture> {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`;
      const answer = await api('POST', path, {}, `capture-${orderId}`);
      if (answer.status === 200 || answer.status === 201) return captureOf(parseOrder(answer, 'capture'));
      const issues = issuesOf(answer.body);
      if (issues.includes('ORDER_ALREADY_CAPTURED')) return captureOf(await readOrder(api, orderId));
      if (issues.some((i) => DECLINE_ISSUES.has(i))) {
        // The order stays APPROVED; the buyer may try another funding source. Report the amount asked.
        const amount = (await readOrder(api, orderId)).purchase_units?.[0]?.amount;
        if (!amount) throw new PaymentProviderError(`PayPal order ${orderId} has no amount`, 'UNAVAILABLE');
        return { status: 'DECLINED', captureId: null, ...money(amount) };
      }
      if (issues.some((i) => NOT_APPROVED_ISSUES.has(i))) {
        throw new PaymentProviderError(
          describeAnswer(`refused to capture order ${orderId}`, answer),
          'NOT_APPROVED',
        );
      }
      throw new PaymentProviderError(
        describeAnswer(`refused to capture order ${orderId}`, answer),
        'INVALID',
      );
    },

    async refundCapture(
      captureId: string,
      amountCents: number,
      currency: string,
      requestId = `refund-${captureId}-${amountCents}`,
    ): Promise<void> {
      const value = toPayPalValue(amountCents, currency);
      const answer = await api(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        { amount: { value, currency_code: currency } },
        // A retried refund is the same refund.
        requestId,
      );
      if (answer.status === 200 || answer.status === 201) return;
      if (issuesOf(answer.body).includes('CAPTURE_FULLY_REFUNDED')) return;
      throw new PaymentProviderError(
        describeAnswer(`refused to refund capture ${captureId}`, answer),
        'INVALID',
      );
    },
  };
}
