import type {
  OrderResponse,
  ProductResponse,
  PurchaseResponse,
  ReceivedPaymentsPage,
  RevenueChartResponse,
  SellerReportResponse,
  SoldItemResponse,
} from '@tecnobazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDevPaymentProvider,
  type DevPaymentProvider,
} from '../../lib/payments/dev-payment-provider.ts';
import { addAddress, payCart } from '../../test/checkout.ts';
import { productBody, signUpSeller } from '../../test/seller.ts';
import { adminToken, asUser } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext, uniqueEmail } from '../../test/test-app.ts';

const PUBLIC_URL = 'http://localhost:3000';
let provider: DevPaymentProvider;
let ctx: TestContext;
type Api = ReturnType<typeof asUser>;
let sellerA: Api;
let sellerB: Api;
let sellerC: Api;
let shopper: Api;
let admin: Api;
/** Seller A sells a mouse (99 990) and a keyboard (150 000); seller B a mouse (99 990). */
let mouseA: ProductResponse;
let keyboardA: ProductResponse;
let mouseB: ProductResponse;
const orderIds: { a1: number; a2: number; a3: number } = { a1: 0, a2: 0, a3: 0 };

let counter = 0;
async function newShop(admin: Api) {
  const api = asUser(ctx, await signUpSeller(ctx, uniqueEmail('tienda')));
  const id: number = (await api.get('/sellers/profile')).json().id;
  expect((await admin.patch(`/admin/seller/${id}/status/ACTIVE`)).statusCode).toBe(200);
  // Its products are listed at once, without the catalogue's review (decision 0028).
  expect((await admin.patch(`/admin/seller/${id}/trusted`, { trusted: true })).statusCode).toBe(200);
  return api;
}
async function newProduct(api: Api, title: string, sellingPrice: number) {
  const res = await api.post(
    '/sellers/product',
    productBody({
      title: `${title} Quorvex${++counter}`,
      description: 'Producto de prueba para el informe de ventas del vendedor.',
      mrpPrice: Math.max(200000, sellingPrice),
      sellingPrice,
      quantity: 50,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ProductResponse;
}

/** A new shopper named `fullName` pays for `lines` in one checkout (one order per seller). */
async function buy(fullName: string, lines: [ProductResponse, number][]) {
  const { jwt } = await signUpCustomer(ctx, uniqueEmail('compra'), fullName);
  const buyer = asUser(ctx, jwt);
  for (const [p, quantity] of lines) {
    const add = await buyer.put('/api/cart/add', { productId: p.id, size: 'FREE', quantity });
    expect(add.statusCode, add.body).toBe(200);
  }
  const { orders } = await payCart(buyer, provider, await addAddress(buyer, fullName));
  return orders.find((o) => o.seller.id === mouseA.seller.id)!;
}

/** Moves a ledger entry to `at` (the ledger stamps entries with the database's clock, not the app's). */
const stamp = (orderId: number, type: 'SALE' | 'REFUND', at: string) =>
  ctx.database.db.execute(
    sql`update transactions set created_at = ${at}::timestamptz where order_id = ${orderId} and type = ${type}`,
  );
/** Sets the app clock (the chart's "now"). */
const setClock = (at: string) => ctx.clock.advance(new Date(at).getTime() - ctx.clock.now().getTime());
const chart = async (api: Api, type: string) => {
  const res = await api.get(`/api/seller/revenue/chart?type=${type}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RevenueChartResponse;
};
const nonZero = (points: RevenueChartResponse) =>
  Object.fromEntries(points.filter((p) => p.revenue !== 0).map((p) => [p.date, p.revenue]));

beforeAll(async () => {
  ctx = await createTestApp(
    // Worked out by hand for the goods, before the IVA on the commission (commissions.test.ts has it) and
    // without shipping (shipping.test.ts has the seller's).
    {
      RATE_LIMIT_PER_MINUTE: '0',
      OTP_SENDS_PER_IP: '0',
      OTP_TRIES_PER_IP: '0',
      PUBLIC_URL,
      SHIPPING_FEE: '0',
      COMMISSION_VAT_PERCENT: '0',
    },
    {
      seed: true,
      paymentProvider: (db) => (provider = createDevPaymentProvider({ publicUrl: PUBLIC_URL, db })),
    },
  );
  admin = asUser(ctx, await adminToken(ctx));
  sellerA = await newShop(admin);
  sellerB = await newShop(admin);
  sellerC = await newShop(admin);
  shopper = asUser(ctx, (await signUpCustomer(ctx, uniqueEmail('miron'))).jwt);
  mouseA = await newProduct(sellerA, 'Mouse inalámbrico', 99990);
  keyboardA = await newProduct(sellerA, 'Teclado mecánico', 150000);
  mouseB = await newProduct(sellerB, 'Mouse inalámbrico', 99990);

  // Two sales of seller A, and a third that seller A cancels; each checkout also buys from seller B.
  orderIds.a1 = (
    await buy('Lucía Fernández', [
      [mouseA, 2],
      [keyboardA, 1],
      [mouseB, 1],
    ])
  ).id;
  orderIds.a2 = (
    await buy('Mateo Rojas', [
      [mouseA, 1],
      [mouseB, 1],
    ])
  ).id;
  orderIds.a3 = (
    await buy('Sofía Gómez', [
      [mouseA, 3],
      [mouseB, 1],
    ])
  ).id;
  const cancelled = await sellerA.patch(`/sellers/orders/${orderIds.a3}/status`, {
    status: 'CANCELLED',
    reason: 'Sin unidades en bodega',
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
});
afterAll(() => ctx?.close());

describe('sales: sold items', () => {
  it("lists the seller's sold lines newest first with the buyer's name, without the cancelled order", async () => {
    const res = await sellerA.get('/sellers/sold-items');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json() as SoldItemResponse[];
    expect(items.map(({ orderDate: _, ...rest }) => rest)).toEqual([
      {
        productImage: mouseA.images[0],
        productName: mouseA.title,
        quantity: 1,
        size: 'FREE',
        price: 99990,
        lineTotal: 99990,
        buyerName: 'Mateo Rojas',
      },
      {
        productImage: mouseA.images[0],
        productName: mouseA.title,
        quantity: 2,
        size: 'FREE',
        price: 99990,
        lineTotal: 199980,
        buyerName: 'Lucía Fernández',
      },
      {
        productImage: keyboardA.images[0],
        productName: keyboardA.title,
        quantity: 1,
        size: 'FREE',
        price: 150000,
        lineTotal: 150000,
        buyerName: 'Lucía Fernández',
      },
    ]);
    for (const item of items) expect(new Date(item.orderDate).toISOString()).toBe(item.orderDate);
    expect(items[0]!.orderDate >= items[1]!.orderDate).toBe(true);
  });

  it("a 2-unit sale of 169 900 sends the unit price to buyer and seller: the spec's client multiplies it by quantity", async () => {
    const shop = await newShop(admin);
    const keyboard = await newProduct(shop, 'Teclado mecánico', 169900);
    const { jwt } = await signUpCustomer(ctx, uniqueEmail('dos'), 'Laura Pérez');
    const buyer = asUser(ctx, jwt);
    await buyer.put('/api/cart/add', { productId: keyboard.id, size: 'FREE', quantity: 2 });
    await payCart(buyer, provider, await addAddress(buyer));
    // What the spec's client does with each answer: price × quantity (its order card, its 'Ganancias Totales').
    const clientTotal = (lines: { price: number; quantity: number }[]) =>
      lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const line = { price: 169900, quantity: 2, lineTotal: 339800 };

    const orders = (await buyer.get('/api/orders')).json() as OrderResponse[];
    expect(orders[0]!.orderItems).toMatchObject([line]);
    expect(clientTotal(orders[0]!.orderItems)).toBe(339800);
    const purchase = (await buyer.get(`/api/orders/${orders[0]!.id}/purchase`)).json() as PurchaseResponse;
    expect(purchase.orders[0]!.orderItems).toMatchObject([line]);
    const sold = (await shop.get('/sellers/sold-items')).json() as SoldItemResponse[];
    expect(sold).toMatchObject([line]);
    expect(clientTotal(sold)).toBe(339800);
  });

  it("another seller sees only their own lines; a shopper's or no token is refused", async () => {
    const ofB = (await sellerB.get('/sellers/sold-items')).json() as SoldItemResponse[];
    expect(ofB.map((i) => [i.productName, i.buyerName])).toEqual([
      [mouseB.title, 'Sofía Gómez'],
      [mouseB.title, 'Mateo Rojas'],
      [mouseB.title, 'Lucía Fernández'],
    ]);
    expect((await sellerC.get('/sellers/sold-items')).json()).toEqual([]);
    expect((await shopper.get('/sellers/sold-items')).statusCode).toBe(403);
    expect((await asUser(ctx).get('/sellers/sold-items')).statusCode).toBe(401);
  });
});

describe('sales: report', () => {
  it('adds up two sales and one cancellation, by hand', async () => {
    const res = await sellerA.get('/sellers/report');
    expect(res.statusCode, res.body).toBe(200);
    // Sales: 349 980 (2 mice + keyboard), 99 990, and 299 970 (3 mice, cancelled: refunded in full).
    // Earned: the sold items of the orders not cancelled, 349 980 + 99 990, in 2 + 1 + 1 units (as the
    // dashboard's 'Ganancias Totales' and 'Ventas Totales' show them).
    // Commission 10 %: 34 998 + 9 999 (+ 29 997 − 29 997). Net: 314 982 + 89 991.
    expect(res.json() as SellerReportResponse).toEqual({
      totalEarnings: 449970,
      totalSales: 4,
      totalRefunds: 299970,
      totalTax: 44997,
      netEarnings: 404973,
      totalOrders: 3,
      canceledOrders: 1,
      totalTransactions: 4,
    });
  });

  it("another seller's report holds only their sales; a seller without sales sees zeros", async () => {
    expect((await sellerB.get('/sellers/report')).json()).toEqual({
      totalEarnings: 299970,
      totalSales: 3,
      totalRefunds: 0,
      totalTax: 29997,
      netEarnings: 269973,
      totalOrders: 3,
      canceledOrders: 0,
      totalTransactions: 3,
    });
    expect((await sellerC.get('/sellers/report')).json()).toEqual({
      totalEarnings: 0,
      totalSales: 0,
      totalRefunds: 0,
      totalTax: 0,
      netEarnings: 0,
      totalOrders: 0,
      canceledOrders: 0,
      totalTransactions: 0,
    });
    expect((await shopper.get('/sellers/report')).statusCode).toBe(403);
  });
});

describe('sales: payments received', () => {
  /** A new shopper named `fullName` pays for `lines`, with `coupon` applied when given; answers the order. */
  async function pay(fullName: string, lines: [ProductResponse, number][], coupon?: string) {
    const buyer = asUser(ctx, (await signUpCustomer(ctx, uniqueEmail('pago'), fullName)).jwt);
    for (const [p, quantity] of lines) {
      expect((await buyer.put('/api/cart/add', { productId: p.id, size: 'FREE', quantity })).statusCode).toBe(
        200,
      );
    }
    if (coupon)
      expect((await buyer.post(`/api/coupons/apply?apply=true&code=${coupon}`)).statusCode).toBe(200);
    return (await payCart(buyer, provider, await addAddress(buyer, fullName))).orders[0]!;
  }
  const page = async (api: Api, n: number): Promise<ReceivedPaymentsPage> => {
    const res = await api.get(`/sellers/payments-received?page=${n}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('says what each buyer paid after the coupon and what the seller keeps, from the ledger, three a page', async () => {
    const shop = await newShop(admin);
    const laptop = await newProduct(shop, 'Portátil gamer', 2099800);
    const mouse = await newProduct(shop, 'Mouse inalámbrico', 99990);
    const coupon = (
      await admin.post('/api/coupons/admin/create', {
        code: `PAGO${Date.now() % 100000}`,
        discountPercentage: 10,
        validityStartDate: '2020-01-01',
        validityEndDate: '2099-12-31',
        minimumOrderValue: 1,
      })
    ).json();
    const withCoupon = await pay('Camila Torres', [[laptop, 1]], coupon.code);
    const twoLines = await pay('Julián Mora', [
      [mouse, 2],
      [laptop, 1],
    ]);
    const refunded = await pay('Sara Díaz', [[mouse, 1]]);
    expect(
      (
        await shop.patch(`/sellers/orders/${refunded.id}/status`, {
          status: 'CANCELLED',
          reason: 'Sin unidades',
        })
      ).statusCode,
    ).toBe(200);
    const third = await pay('Tomás Gil', [[mouse, 1]]);
    const fourth = await pay('Elena Ruiz', [[mouse, 3]]);

    const first = await page(shop, 0);
    expect(first.totalElements).toBe(4);
    expect(first.totalPages).toBe(2);
    // Newest first; the cancelled order, refunded, is not a payment the seller keeps.
    expect(first.content.map((p) => p.orderId)).toEqual([fourth.id, third.id, twoLines.id]);
    expect(first.content[2]).toMatchObject({
      buyerName: 'Julián Mora',
      products: [
        { productName: mouse.title, quantity: 2 },
        { productName: laptop.title, quantity: 1 },
      ],
      subtotal: 2299780,
      couponDiscount: 0,
      paid: 2299780,
      commission: 229978,
      net: 2069802,
    });
    const second = await page(shop, 1);
    // The order: $2.099.800 of products, a 10 % coupon, 10 % commission.
    expect(second.content).toEqual([
      {
        orderId: withCoupon.id,
        products: [{ productName: laptop.title, quantity: 1 }],
        buyerName: 'Camila Torres',
        orderDate: withCoupon.orderDate,
        subtotal: 2099800,
        couponDiscount: 209980,
        paid: 1889820,
        commission: 188982,
        commissionVat: 0,
        commissionRule: 'Tarifa general: 10 %',
        net: 1700838,
      },
    ]);

    // The same money as the report: what the kept orders sold for, their net and what buyers paid for them.
    const all = [...first.content, ...second.content];
    const report: SellerReportResponse = (await shop.get('/sellers/report')).json();
    const sum = (pick: (p: (typeof all)[number]) => number) =>
      all.reduce((cents, p) => cents + Math.round(pick(p) * 100), 0) / 100;
    expect(sum((p) => p.net)).toBe(report.netEarnings);
    expect(sum((p) => p.subtotal)).toBe(report.totalEarnings);
    expect(sum((p) => p.paid)).toBe(report.netEarnings + report.totalTax);
    expect(sum((p) => p.commission + p.commissionVat)).toBe(report.totalTax);
  });

  it("shows a seller only their own payments; a shopper's token, no token or a bad page are refused", async () => {
    expect(await page(sellerC, 0)).toEqual({ content: [], totalPages: 0, totalElements: 0 });
    expect(
      (await page(sellerB, 0)).content.every((p) => p.products.every((l) => l.productName === mouseB.title)),
    ).toBe(true);
    expect((await shopper.get('/sellers/payments-received')).statusCode).toBe(403);
    expect((await asUser(ctx).get('/sellers/payments-received')).statusCode).toBe(401);
    const bad = await sellerA.get('/sellers/payments-received?page=dos');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('La página debe ser un número');
  });
});

describe('sales: revenue chart', () => {
  beforeAll(async () => {
    // 23:30 in Bogotá on 23 November is 04:30 UTC on the 24th: it belongs to the 23rd.
    await stamp(orderIds.a1, 'SALE', '2026-11-24T04:30:00Z');
    await stamp(orderIds.a2, 'SALE', '2026-11-24T14:10:00Z'); // 09:10 on the 24th
    await stamp(orderIds.a3, 'SALE', '2025-03-10T17:00:00Z'); // 12:00 on 10 March 2025
    await stamp(orderIds.a3, 'REFUND', '2026-11-20T20:00:00Z'); // 15:00 on 20 November
    setClock('2026-11-24T15:00:00Z'); // 10:00 on 24 November in Bogotá
  });

  it("cuts today into 24 hours of the store's day", async () => {
    const today = await chart(sellerA, 'today');
    expect(today).toHaveLength(24);
    expect(today[0]).toEqual({ date: '2026-11-24T00:00:00', revenue: 0 });
    expect(today[23]).toEqual({ date: '2026-11-24T23:00:00', revenue: 0 });
    expect(nonZero(today)).toEqual({ '2026-11-24T09:00:00': 89991 });
  });

  it('puts a sale at 23:30 in Bogotá in its Bogotá day, over the last 30 days, with refunds subtracted', async () => {
    const daily = await chart(sellerA, 'daily');
    expect(daily).toHaveLength(30);
    expect(daily[0]!.date).toBe('2026-10-26');
    expect(daily[29]!.date).toBe('2026-11-24');
    expect(nonZero(daily)).toEqual({ '2026-11-20': -269973, '2026-11-23': 314982, '2026-11-24': 89991 });
  });

  it('sums the last 12 months and the last 5 years, zero-filled', async () => {
    const monthly = await chart(sellerA, 'monthly');
    expect(monthly.map((p) => p.date)).toEqual([
      '2025-12',
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    ]);
    expect(nonZero(monthly)).toEqual({ '2026-11': 135000 });
    const yearly = await chart(sellerA, 'yearly');
    expect(yearly).toEqual([
      { date: '2022', revenue: 0 },
      { date: '2023', revenue: 0 },
      { date: '2024', revenue: 0 },
      { date: '2025', revenue: 269973 },
      { date: '2026', revenue: 135000 },
    ]);
    // Every entry is in the 5 years: they add up to the report's net earnings.
    expect(yearly.reduce((sum, p) => sum + p.revenue, 0)).toBe(404973);
  });

  it('follows the app clock: at 23:45 on the 23rd in Bogotá, today is the 23rd', async () => {
    setClock('2026-11-24T04:45:00Z');
    const today = await chart(sellerA, 'today');
    expect(today[0]!.date).toBe('2026-11-23T00:00:00');
    expect(nonZero(today)).toEqual({ '2026-11-23T23:00:00': 314982 });
    setClock('2026-11-24T15:00:00Z');
  });

  it('shows another seller none of it', async () => {
    for (const [type, buckets] of [
      ['today', 24],
      ['daily', 30],
      ['monthly', 12],
      ['yearly', 5],
    ] as const) {
      const points = await chart(sellerC, type);
      expect(points, type).toHaveLength(buckets);
      expect(nonZero(points), type).toEqual({});
    }
  });

  it('answers 400 in Spanish for a missing or unknown type, 403 to a shopper', async () => {
    for (const query of ['?type=weekly', '?type=', '']) {
      const res = await sellerA.get(`/api/seller/revenue/chart${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain('El periodo debe ser today, daily, monthly o yearly');
    }
    expect((await shopper.get('/api/seller/revenue/chart?type=daily')).statusCode).toBe(403);
  });
});
