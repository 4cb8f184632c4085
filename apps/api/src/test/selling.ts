import type {
  LedgerEntryResponse,
  OrderResponse,
  ProductResponse,
  SellerBalanceResponse,
} from '@tecnobazar/shared';
import { expect } from 'vitest';
import { createDevPaymentProvider, type DevPaymentProvider } from '../lib/payments/dev-payment-provider.ts';
import { addAddress, deliverOrder, payCart } from './checkout.ts';
import { productBody, signUpSeller } from './seller.ts';
import { adminToken, asUser } from './shopper.ts';
import { createTestApp, signUpCustomer, uniqueEmail } from './test-app.ts';

type Api = ReturnType<typeof asUser>;

/** An ACTIVE shop: its seller's session, its id, its e-mail (the PayPal receiver of its payouts) and its one product. */
export interface Shop {
  api: Api;
  id: number;
  email: string;
  product: ProductResponse;
}

/**
 * A store where shops sell to one shared buyer, for the tests of what sellers are owed and paid: an
 * administrator, the buyer with an address, and shops made on demand.
 */
export async function createSellingStore(overrides: Record<string, string>) {
  let provider!: DevPaymentProvider;
  const ctx = await createTestApp(
    {
      RATE_LIMIT_PER_MINUTE: '0',
      OTP_SENDS_PER_IP: '0',
      OTP_TRIES_PER_IP: '0',
      PAYOUT_MINIMUM: '100000',
      // What shops are owed for their goods: shipping (the seller's own, in the sale) is left out unless asked.
      SHIPPING_FEE: '0',
      // The amounts these tests work out by hand are before the IVA on the commission (commissions.test.ts has it).
      COMMISSION_VAT_PERCENT: '0',
      ...overrides,
    },
    {
      seed: true,
      paymentProvider: (db) =>
        (provider = createDevPaymentProvider({ publicUrl: 'http://localhost:3000', db })),
    },
  );
  const admin = asUser(ctx, await adminToken(ctx));
  const buyer = asUser(ctx, (await signUpCustomer(ctx, uniqueEmail('compra'))).jwt);
  const addressId = await addAddress(buyer);
  let counter = 0;

  /**
   * A new ACTIVE shop with one product at $99.990 (net $89.991 after the 10% commission), whose bank details
   * are those of `sellerRegistration` unless `changes` say otherwise. The simulator pays its payouts at
   * once unless `email` holds "+pendiente" (they wait) or "+rechazo" (they fail).
   */
  async function newShop(
    changes: Parameters<typeof signUpSeller>[2] = {},
    email = uniqueEmail('tienda'),
  ): Promise<Shop> {
    const api = asUser(ctx, await signUpSeller(ctx, email, changes));
    const id: number = (await api.get('/sellers/profile')).json().id;
    expect((await admin.patch(`/admin/seller/${id}/status/ACTIVE`)).statusCode).toBe(200);
    // Its products are listed at once, without the catalogue's review (decision 0028).
    expect((await admin.patch(`/admin/seller/${id}/trusted`, { trusted: true })).statusCode).toBe(200);
    const res = await api.post(
      '/sellers/product',
      productBody({
        title: `Audífonos inalámbricos Velmora${++counter}`,
        description: 'Audífonos inalámbricos con cancelación de ruido y 30 horas de batería.',
        quantity: 1000,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return { api, id, email, product: res.json() as ProductResponse };
  }

  /**
   * The shared buyer pays for one unit and the shop delivers it; `{ deliver: false }` leaves it placed,
   * still cancellable. Answers the seller's order.
   */
  async function sell(shop: Shop, { deliver = true } = {}): Promise<OrderResponse> {
    const add = await buyer.put('/api/cart/add', { productId: shop.product.id, size: 'FREE', quantity: 1 });
    expect(add.statusCode, add.body).toBe(200);
    const order = (await payCart(buyer, provider, addressId)).orders[0]!;
    if (deliver) await deliverOrder(shop.api, order.id);
    return order;
  }

  return {
    ctx,
    /** The payment simulator: its payouts, and the switches that make PayPal slow, down or forgetful. */
    provider,
    admin,
    buyer,
    newShop,
    sell,
    balanceOf: async (shop: Api): Promise<SellerBalanceResponse> =>
      (await shop.get('/api/payouts/seller/balance')).json(),
    ledgerOf: async (shop: Api): Promise<LedgerEntryResponse[]> =>
      (await shop.get('/api/transactions/seller')).json(),
  };
}
export type SellingStore = Awaited<ReturnType<typeof createSellingStore>>;
