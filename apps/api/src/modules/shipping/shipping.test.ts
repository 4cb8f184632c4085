import type { CartResponse, OrderResponse, ShippingRatesResponse } from '@tecnobazar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds, transactions } from '../../db/schema/index.ts';
import {
  createDevPaymentProvider,
  type DevPaymentProvider,
} from '../../lib/payments/dev-payment-provider.ts';
import { DELIVERY_ADDRESS, payCart } from '../../test/checkout.ts';
import { productBody, signUpSeller } from '../../test/seller.ts';
import { adminToken, asUser } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext, uniqueEmail } from '../../test/test-app.ts';

type Api = ReturnType<typeof asUser>;
let ctx: TestContext;
let provider: DevPaymentProvider;
let admin: Api;

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0', SHIPPING_FEE: '10000' },
    {
      seed: true,
      paymentProvider: (db) =>
        (provider = createDevPaymentProvider({ publicUrl: 'http://localhost:3000', db })),
    },
  );
  admin = asUser(ctx, await adminToken(ctx));
});
afterAll(() => ctx?.close());

let counter = 0;
/** A new ACTIVE shop selling one product at $99.990 with the IVA rate given. */
async function newShop(vatPercent?: number) {
  const api = asUser(ctx, await signUpSeller(ctx, uniqueEmail('envios')));
  const id: number = (await api.get('/sellers/profile')).json().id;
  expect((await admin.patch(`/admin/seller/${id}/status/ACTIVE`)).statusCode).toBe(200);
  // Its products are listed at once, without the catalogue's review (decision 0028).
  expect((await admin.patch(`/admin/seller/${id}/trusted`, { trusted: true })).statusCode).toBe(200);
  const res = await api.post(
    '/sellers/product',
    productBody({
      title: `Mouse inalámbrico Orbis ${++counter}`,
      ...(vatPercent === undefined ? {} : { vatPercent }),
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { api, id, productId: res.json().id as number };
}

async function buyerIn(...states: string[]) {
  const api = asUser(ctx, (await signUpCustomer(ctx, uniqueEmail('comprador'))).jwt);
  const ids: number[] = [];
  for (const state of states) {
    const res = await api.post('/api/users/addresses', { ...DELIVERY_ADDRESS, state });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().id);
  }
  return { api, addressIds: ids };
}
const cartOf = async (api: Api, query = ''): Promise<CartResponse> =>
  (await api.get(`/api/cart${query}`)).json();
const add = async (api: Api, productId: number, quantity = 1) =>
  expect((await api.put('/api/cart/add', { productId, size: 'FREE', quantity })).statusCode).toBe(200);

describe('shipping per seller', () => {
  it('lets a seller set a default rate, department rates and free shipping from an amount, and only their own', async () => {
    const shop = await newShop();
    const other = await newShop();
    expect((await shop.api.get('/sellers/shipping')).json()).toEqual({
      defaultRate: 10000,
      freeShippingFrom: null,
      departments: [],
      configured: false,
    });
    const rates = {
      defaultRate: 12000,
      freeShippingFrom: 250000,
      departments: [
        { department: '05', rate: 8000 },
        { department: '88', rate: 45000 },
      ],
    };
    const saved = await shop.api.put('/sellers/shipping', rates);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...rates, configured: true });
    expect(((await other.api.get('/sellers/shipping')).json() as ShippingRatesResponse).configured).toBe(
      false,
    );

    for (const [body, message] of [
      [{ defaultRate: -1 }, 'La tarifa general no puede ser un valor negativo'],
      [{ defaultRate: 1000, departments: [{ department: 'XX', rate: 1 }] }, 'Departamento no válido'],
      [
        {
          defaultRate: 1000,
          departments: [
            { department: '05', rate: 1 },
            { department: '05', rate: 2 },
          ],
        },
        'Cada departamento puede tener una sola tarifa',
      ],
      [{ defaultRate: 1000, freeShippingFrom: 0 }, 'El monto para envío gratis debe ser mayor que $0'],
    ] as const) {
      const res = await shop.api.put('/sellers/shipping', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // Nothing of a refused change was written.
    expect((await shop.api.get('/sellers/shipping')).json()).toEqual({ ...rates, configured: true });
    const buyer = await buyerIn();
    expect((await buyer.api.put('/sellers/shipping', rates)).statusCode).toBe(403);
    expect((await asUser(ctx).get('/sellers/shipping')).statusCode).toBe(401);
  });

  it("charges each shop its rate to the buyer's department, free from its amount, per address chosen", async () => {
    const a = await newShop();
    const b = await newShop();
    await a.api.put('/sellers/shipping', {
      defaultRate: 12000,
      freeShippingFrom: 150000,
      departments: [{ department: '05', rate: 8000 }],
    });
    const buyer = await buyerIn('Bogotá D.C.', 'antioquia');
    const [bogota, antioquia] = buyer.addressIds as [number, number];
    await add(buyer.api, a.productId);
    await add(buyer.api, b.productId);

    // Priced to the newest address saved (Antioquia) unless the checkout names another.
    const newest = await cartOf(buyer.api);
    expect(newest.shippingDepartment).toBe('05');
    expect(newest.sellers.map((s) => [s.sellerId, s.shipping, s.freeShippingFrom])).toEqual([
      [a.id, 8000, 150000],
      [b.id, 10000, null],
    ]);
    expect(newest.shipping).toBe(18000);
    expect(newest.total).toBeCloseTo(2 * 99990 + 18000, 2);
    const toBogota = await cartOf(buyer.api, `?addressId=${bogota}`);
    expect(toBogota.shippingDepartment).toBe('11');
    expect(toBogota.sellers.map((s) => s.shipping)).toEqual([12000, 10000]);
    expect((await cartOf(buyer.api, `?addressId=${antioquia}`)).shipping).toBe(18000);

    // Two units from shop A pass its free-shipping amount.
    await add(buyer.api, a.productId);
    expect((await cartOf(buyer.api)).sellers.map((s) => s.shipping)).toEqual([0, 10000]);

    const stranger = await buyerIn('Antioquia');
    await add(stranger.api, b.productId);
    const foreign = await stranger.api.get(`/api/cart?addressId=${bogota}`);
    expect(foreign.statusCode).toBe(404);
    // Paying for one address at the total priced for another is refused as a changed total.
    const stale = await buyer.api.get(
      `/api/payments/paypal/start?amount=${toBogota.total.toFixed(2)}&addressId=${antioquia}`,
    );
    expect(stale.statusCode).toBe(409);
  });

  it('gives each seller order its own shipping: in the ledger, and back with a cancellation', async () => {
    const a = await newShop();
    const b = await newShop();
    await a.api.put('/sellers/shipping', {
      defaultRate: 7000,
      departments: [{ department: '76', rate: 15000 }],
    });
    const buyer = await buyerIn('Valle del Cauca');
    await add(buyer.api, a.productId);
    await add(buyer.api, b.productId);
    const cart = await cartOf(buyer.api);
    const { orders } = await payCart(buyer.api, provider, buyer.addressIds[0]!);
    const byShop = (id: number) => orders.find((o) => o.seller.id === id)!;
    expect(byShop(a.id).shipping).toBe(15000);
    expect(byShop(b.id).shipping).toBe(10000);
    const cents = (n: number) => Math.round(n * 100);
    expect(orders.reduce((s, o) => s + cents(o.totalAmount + o.shipping), 0)).toBe(cents(cart.total));
    const [sale] = await ctx.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.orderId, byShop(a.id).id));
    expect(sale).toMatchObject({ grossCents: cents(99990 + 15000), commissionCents: cents(9999) });

    // Shop A cancels: the buyer gets its goods and its shipping back, converted at the payment's rate.
    const cancel = await a.api.patch(`/sellers/orders/${byShop(a.id).id}/status`, {
      status: 'CANCELLED',
      reason: 'Sin existencias en bodega',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [refund] = await ctx.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, byShop(a.id).id));
    expect(refund!.amountCents).toBe(Math.round(((99990 + 15000) * 100) / 4000));
    const listed: OrderResponse[] = (await buyer.api.get('/api/orders')).json();
    expect(listed.find((o) => o.id === byShop(b.id).id)!.shipping).toBe(10000);
  });
});

describe('IVA included', () => {
  it('keeps a rate per product and shows the IVA a cart and an order contain, per rate', async () => {
    const general = await newShop();
    const reduced = await newShop(5);
    const refused = await reduced.api.post('/sellers/product', { vatPercent: 7 });
    expect(refused.statusCode).toBe(400);
    const edited = await general.api.patch(`/sellers/product/${general.productId}`, { vatPercent: 7 });
    expect(edited.json().message).toBe('La tarifa de IVA debe ser 0, 5 o 19 %');
    expect((await reduced.api.get('/sellers/product')).json()[0].vatPercent).toBe(5);

    const buyer = await buyerIn('Antioquia');
    await add(buyer.api, general.productId);
    await add(buyer.api, reduced.productId);
    const cart = await cartOf(buyer.api);
    // $99.990 holds 15.964,79 of IVA at 19 % (99.990 × 19 / 119) and 4.761,43 at 5 % (99.990 × 5 / 105).
    expect(cart.vat).toEqual([
      { rate: 19, base: 84025.21, vat: 15964.79 },
      { rate: 5, base: 95228.57, vat: 4761.43 },
    ]);
    const { orders } = await payCart(buyer.api, provider, buyer.addressIds[0]!);
    const reducedOrder = orders.find((o) => o.seller.id === reduced.id)!;
    expect(reducedOrder.vat).toEqual([{ rate: 5, base: 95228.57, vat: 4761.43 }]);
    expect(reducedOrder.orderItems[0]!.vatPercent).toBe(5);
  });
});
