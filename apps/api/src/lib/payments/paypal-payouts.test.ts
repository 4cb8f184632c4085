import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakePayPal, startFakePayPal } from '../../test/fake-paypal-server.ts';
import { type PaymentProvider, PaymentProviderError, type PayoutRequest } from './payment-provider.ts';
import { createPayPalProvider } from './paypal-payment-provider.ts';
import { refusalReason } from './paypal-payouts.ts';

const payout = (payoutId: number, amountCents = 4500): PayoutRequest => ({
  payoutId,
  amountCents,
  currency: 'USD',
  receiver: 'tienda@example.com',
  note: 'Pago #1 de TecnoBazar. Cuenta registrada: Bancolombia ahorros terminada en 6789.',
});

describe('PayPal payouts against a fake PayPal', () => {
  let paypal: FakePayPal;
  let provider: PaymentProvider;

  beforeEach(async () => {
    paypal = await startFakePayPal();
    provider = createPayPalProvider({
      apiBase: paypal.url,
      clientId: paypal.clientId,
      clientSecret: paypal.clientSecret,
    });
  });
  afterEach(() => paypal.close());

  it('sends one batch named by our payout, pending until PayPal pays it', async () => {
    const sent = await provider.sendPayout(payout(7));
    expect(sent).toEqual({ batchId: expect.any(String), status: 'PENDING', reason: null });
    const [batch] = paypal.payouts.batches;
    expect(batch).toMatchObject({
      id: sent.batchId,
      senderBatchId: 'payout-7',
      receiver: 'tienda@example.com',
      amount: { currency: 'USD', value: '45.00' },
    });
    const post = paypal.requests.find((r) => r.method === 'POST' && r.path === '/v1/payments/payouts');
    expect(post?.headers['paypal-request-id']).toBe('payout-7');
    expect(batch!.note).toContain('Bancolombia');

    expect(await provider.payoutStatus(sent.batchId)).toMatchObject({ status: 'PENDING' });
    paypal.payouts.settle(sent.batchId, 'SUCCESS');
    expect(await provider.payoutStatus(sent.batchId)).toEqual({
      batchId: sent.batchId,
      status: 'SUCCESS',
      reason: null,
    });
  });

  it('never makes a second transfer for the same payout: a retry replays, a repeated batch id points to the first', async () => {
    const first = await provider.sendPayout(payout(8));
    // A retry after a lost answer: the same PayPal-Request-Id replays the first answer.
    expect((await provider.sendPayout(payout(8))).batchId).toBe(first.batchId);
    // Past PayPal's replay window the request id is forgotten; the sender_batch_id still is not.
    const forgetful = createPayPalProvider({
      apiBase: paypal.url,
      clientId: paypal.clientId,
      clientSecret: paypal.clientSecret,
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.delete('PayPal-Request-Id');
        return fetch(input, { ...init, headers });
      },
    });
    paypal.payouts.settle(first.batchId, 'SUCCESS');
    expect(await forgetful.sendPayout(payout(8))).toEqual({
      batchId: first.batchId,
      status: 'SUCCESS',
      reason: null,
    });
    expect(paypal.payouts.batches).toHaveLength(1);
  });

  it('reads a returned or failed item as FAILED with PayPal’s reason; unclaimed stays pending', async () => {
    const sent = await provider.sendPayout(payout(9));
    paypal.payouts.settle(sent.batchId, 'UNCLAIMED');
    expect((await provider.payoutStatus(sent.batchId)).status).toBe('PENDING');
    paypal.payouts.settle(sent.batchId, 'FAILED', {
      name: 'RECEIVER_ACCOUNT_LOCKED',
      message: 'Receiver account is locked or inactive',
    });
    expect(await provider.payoutStatus(sent.batchId)).toEqual({
      batchId: sent.batchId,
      status: 'FAILED',
      reason: 'la cuenta PayPal de la tienda está bloqueada o inactiva (RECEIVER_ACCOUNT_LOCKED)',
    });
  });

  it('says UNAVAILABLE when PayPal fails (retry with the same key) and INVALID when it refuses', async () => {
    paypal.failNext(503);
    const down = await provider.sendPayout(payout(10)).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(PaymentProviderError);
    expect((down as PaymentProviderError).code).toBe('UNAVAILABLE');
    expect(paypal.payouts.batches).toHaveLength(0);
    expect((await provider.sendPayout(payout(10))).status).toBe('PENDING');

    const bad = await provider.sendPayout({ ...payout(11), receiver: '' }).catch((e: unknown) => e);
    expect((bad as PaymentProviderError).code).toBe('INVALID');
    const unknown = await provider.payoutStatus('NOPE').catch((e: unknown) => e);
    expect((unknown as PaymentProviderError).code).toBe('INVALID');
  });
});

describe('PayPal payout refusals', () => {
  it('explain the known codes in Spanish, keeping the code, and pass an unknown one through', () => {
    expect(refusalReason('RECEIVER_UNREGISTERED')).toBe(
      'el correo de la tienda no tiene una cuenta PayPal (RECEIVER_UNREGISTERED)',
    );
    expect(refusalReason('SOMETHING_NEW', 'Try later')).toBe('SOMETHING_NEW: Try later');
  });
});
