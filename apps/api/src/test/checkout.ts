import type { CartResponse, OrderResponse } from '@tecnobazar/shared';
import { expect } from 'vitest';
import type { DevPaymentProvider } from '../lib/payments/dev-payment-provider.ts';
import type { asUser } from './shopper.ts';

type Api = ReturnType<typeof asUser>;

/** A delivery address every test may save. */
export const DELIVERY_ADDRESS = {
  name: 'Lucía Fernández',
  address: 'Calle 80 # 12-34',
  city: 'Bogotá',
  state: 'Cundinamarca',
  mobile: '3104567890',
};

/** Saves a delivery address for the shopper; answers its id. */
export async function addAddress(buyer: Api, name = DELIVERY_ADDRESS.name): Promise<number> {
  const res = await buyer.post('/api/users/addresses', { ...DELIVERY_ADDRESS, name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/**
 * The shopper pays for the whole cart through the real checkout: start, approval on the dev provider's
 * page, order creation. Answers the orders (one per seller) and the provider's token.
 */
export async function payCart(
  buyer: Api,
  provider: DevPaymentProvider,
  addressId: number,
): Promise<{ orders: OrderResponse[]; token: string }> {
  const total = ((await buyer.get(`/api/cart?addressId=${addressId}`)).json() as CartResponse).total;
  const start = await buyer.get(
    `/api/payments/paypal/start?amount=${total.toFixed(2)}&addressId=${addressId}`,
  );
  expect(start.statusCode, start.body).toBe(200);
  const token = new URL(start.json().redirect_url, 'http://x').searchParams.get('token')!;
  await provider.approve(token);
  const created = await buyer.post(`/api/orders/create?token=${token}`);
  expect(created.statusCode, created.body).toBe(200);
  return { orders: created.json() as OrderResponse[], token };
}

/** The seller confirms, ships and delivers their order, one step at a time, as the orders page does. */
export async function deliverOrder(seller: Api, orderId: number): Promise<void> {
  for (const step of [
    { status: 'CONFIRMED' },
    { status: 'SHIPPED', carrier: 'Servientrega', trackingNumber: 'SV-100200' },
    { status: 'DELIVERED' },
  ]) {
    const res = await seller.patch(`/sellers/orders/${orderId}/status`, step);
    expect(res.statusCode, res.body).toBe(200);
  }
}
