import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeCategories } from './db/schema/home.ts';
import { createDevPaymentProvider, type DevPaymentProvider } from './lib/payments/dev-payment-provider.ts';
import { addAddress, DELIVERY_ADDRESS, deliverOrder, payCart } from './test/checkout.ts';
import { sellerRegistration, signUpSeller } from './test/seller.ts';
import { adminToken, asUser } from './test/shopper.ts';
import { createTestApp, latestCode, signUpCustomer, type TestContext, uniqueEmail } from './test/test-app.ts';

/** A shop's profile with its own name (each twin's is unique, ending in its e-mail) written alike. */
// The legal name starts as the shop's name (decision 0024), so it differs between twins as much.
const sameShopName = (shop: { businessDetails: { businessName: string } } | undefined) =>
  shop && {
    ...shop,
    businessDetails: { ...shop.businessDetails, businessName: 'la tienda', legalName: 'la tienda' },
  };

/**
 * product.md#security: a key a request body does not take is ignored, never written and never an error. Every
 * write route with a JSON body is called twice, on twin fixtures: once with its body as it is, once with
 * FOREIGN keys added to the body and to every object in it. Both calls must succeed alike and leave the same
 * state, and the account, shop and product the foreign keys point at must not move.
 */

type Api = ReturnType<typeof asUser>;
interface Call {
  api: Api;
  url: string;
  body: unknown;
  /** Reads back what the call could have written. */
  read(res: LightMyRequestResponse): Promise<unknown>;
}
interface WriteRoute {
  /** As in the OpenAPI document, without /v1. */
  route: string;
  /** Makes one call's fixture: twin 0 is called with the plain body, twin 1 with the foreign keys. */
  prepare(twin: 0 | 1): Promise<Call>;
  /** Paths of what `read` answers that differ between twins anyway (`*` for every array item). */
  differ?: string[];
}

let ctx: TestContext;
let provider: DevPaymentProvider;
let admin: Api;
let seller: Api;
let product: { id: number };
let other: { shopper: Api; seller: Api; product: { id: number } };
let FOREIGN: Record<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
/** The body with FOREIGN added to it and to every object inside it (the body's own keys win). */
const withForeign = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withForeign)
    : isObject(value)
      ? { ...FOREIGN, ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withForeign(v)])) }
      : value;
/** A copy without the values at `paths`. */
function omit(value: unknown, paths: string[]): unknown {
  const copy = structuredClone(value);
  const drop = (node: unknown, [key, ...rest]: string[]) => {
    if (key === '*' && Array.isArray(node)) for (const item of node) drop(item, rest);
    else if (isObject(node) && key !== undefined) rest.length ? drop(node[key], rest) : delete node[key];
  };
  for (const path of paths) drop(copy, path.split('.'));
  return copy;
}

const json = async (res: Promise<LightMyRequestResponse>) => (await res).json();
/** A processor on sale, for a build's CPU slot. */
const aProcessor = async (): Promise<{ id: number }> =>
  (await json(ctx.app.inject({ method: 'GET', url: '/v1/products?category=processors' }))).content[0];
const newShopper = async () => asUser(ctx, (await signUpCustomer(ctx, uniqueEmail('cliente'))).jwt);
async function activeSeller() {
  const api = asUser(ctx, await signUpSeller(ctx, uniqueEmail('tienda')));
  const { id } = await json(api.get('/sellers/profile'));
  expect((await admin.patch(`/admin/seller/${id}/status/ACTIVE`)).statusCode).toBe(200);
  // Its products are listed at once, without the catalogue's review (decision 0028).
  expect((await admin.patch(`/admin/seller/${id}/trusted`, { trusted: true })).statusCode).toBe(200);
  return api;
}
let leafSlug: string;
const productBody = () => ({
  title: 'Teclado mecánico compacto RGB',
  description: 'Teclado mecánico con switches rojos y retroiluminación.',
  mrpPrice: 200000,
  sellingPrice: 150000,
  quantity: 50,
  color: 'Negro',
  sizes: ['FREE'],
  images: ['/v1/media/demo/keyboards-negro-1.webp'],
  category: 'men',
  category2: 'keyboards',
  category3: leafSlug,
});
const createProduct = async (api: Api) => json(api.post('/sellers/product', productBody()));
/** A new product proposed by a shop that is not trusted: its revision waits in the administrators' queue. */
async function pendingProposal() {
  const api = await activeSeller();
  const { id: sellerId } = await json(api.get('/sellers/profile'));
  await admin.patch(`/admin/seller/${sellerId}/trusted`, { trusted: false });
  const { id } = await createProduct(api);
  const queue = await json(admin.get('/admin/catalog/revisions'));
  const revision = queue.content.find((r: { product: { id: number } }) => r.product.id === id);
  const approval = async () =>
    (await json(api.get('/sellers/product'))).find((p: { id: number }) => p.id === id).approval;
  return { revisionId: revision.id as number, approval };
}

/** The code the authenticator app shows now. */
const appCode = (secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: ctx.clock.now().getTime() });
/**
 * Turns the second factor on for an account of `area`; answers its secret and the account's session from
 * then on (enabling ends the sessions signed before).
 */
async function enrol(api: Api, area: string) {
  const { secret } = await json(api.post(`${area}/setup`));
  const enabled = await api.post(`${area}/enable`, { code: appCode(secret) });
  expect(enabled.statusCode).toBe(200);
  ctx.clock.advance(30_000); // a code is taken once: the next one is of the next step
  return { secret: secret as string, api: asUser(ctx, enabled.json().jwt) };
}
const mailTo = async (email: string) => {
  const { subject, otp, link } = await json(asUser(ctx).get(`/dev/mailbox/latest?to=${email}`));
  return { subject: subject.replace(/\d{6}/, 'código'), code: otp !== null, link: link !== null };
};
async function paidOrder() {
  const buyer = await newShopper();
  await buyer.put('/api/cart/add', { productId: product.id, size: 'FREE', quantity: 1 });
  const { orders } = await payCart(buyer, provider, await addAddress(buyer));
  return { buyer, order: orders[0]! };
}
/** A delivered order of a new shopper with a return asked for one unit; `then` the seller's answer. */
async function askedReturn(then?: 'reject') {
  const { buyer, order } = await paidOrder();
  await deliverOrder(seller, order.id);
  const asked = await buyer.post(`/api/orders/${order.id}/returns`, {
    kind: 'RETURN',
    reason: 'CHANGED_MIND',
    items: [{ orderItemId: order.orderItems[0]!.id, quantity: 1 }],
  });
  const id: number = asked.json().id;
  if (then === 'reject') await seller.post(`/sellers/returns/${id}/reject`, { reason: 'Fuera de política' });
  return { buyer, order, id };
}
const returnOf = async (api: Api, url: string, id: number) => {
  const found = await json(api.get(url));
  return (Array.isArray(found) ? found : found.content).find((r: { id: number }) => r.id === id);
};
const RETURN_DIFFER = ['id', 'orderId', 'lines.*.orderItemId', 'timeline'];
const reviewBody = { reviewText: 'Muy buen teclado, llegó rápido.', reviewRating: 4.5, productImages: [] };
async function review() {
  const author = await newShopper();
  return json(author.post(`/api/products/${product.id}/reviews`, reviewBody));
}
const publicReview = async (id: number) => json(asUser(ctx).get(`/api/reviews/${id}`));
let coupons = 0;
const coupon = () => ({
  code: `LISTA${++coupons}`,
  discountPercentage: 10,
  validityStartDate: '2026-01-01',
  validityEndDate: '2099-12-31',
  minimumOrderValue: 1000,
});
const adminCoupon = async (id: number) =>
  (await json(admin.get('/api/coupons/admin/all'))).find((c: { id: number }) => c.id === id);
const commissionRule = async (id: number) =>
  (await json(admin.get('/api/admin/commission-rules'))).content.find((r: { id: number }) => r.id === id);
/** Twins write rules for different categories (one rule per target at a time), at different instants. */
const RULE_DIFFER = ['id', 'target', 'startsAt', 'endsAt', 'createdAt'];
const tiles = async (section: string) =>
  ((await json(admin.get('/admin/home-category'))) as { id: number; section: string }[]).filter(
    (t) => t.section === section,
  );
/** A DEALS tile without a deal (POST /home/categories, run before, leaves four). */
async function freeDealTile() {
  const taken = new Set(
    (await json(admin.get('/admin/deals'))).map((d: { category: { id: number } }) => d.category.id),
  );
  return (await tiles('DEALS')).find((t) => !taken.has(t.id))!;
}
/** The deal as the admin sees it; of its tile, only whether it is the one asked for (twins use two). */
const adminDeal = async (id: number, tileId: number) => {
  const deal = (await json(admin.get('/admin/deals'))).find((d: { id: number }) => d.id === id);
  return { ...deal, category: deal.category.id === tileId };
};
const TILE = (section: string, n: number) => ({
  name: `Mosaico ${n}`,
  image: '/v1/media/demo/keyboards-negro-1.webp',
  categoryId: 'keyboards',
  section,
});

const ROUTES: WriteRoute[] = [
  {
    route: 'POST /auth/sent/login-signup-otp',
    prepare: async () => {
      const email = uniqueEmail('codigo');
      return {
        api: asUser(ctx),
        url: '/auth/sent/login-signup-otp',
        body: { email },
        read: () => mailTo(email),
      };
    },
  },
  {
    route: 'POST /auth/signup',
    prepare: async () => {
      const email = uniqueEmail('alta');
      await asUser(ctx).post('/auth/sent/login-signup-otp', { email });
      return {
        api: asUser(ctx),
        url: '/auth/signup',
        body: { email, otp: await latestCode(ctx, email), fullName: 'Ana Pérez' },
        read: (res) => json(asUser(ctx, res.json().jwt).get('/api/users/profile')),
      };
    },
    differ: ['id', 'email'],
  },
  {
    route: 'POST /auth/signin',
    prepare: async () => {
      const { email } = await signUpCustomer(ctx, uniqueEmail('entrada'));
      ctx.clock.advance(31_000); // past the resend wait
      await asUser(ctx).post('/auth/sent/login-signup-otp', { email: `signing_${email}` });
      return {
        api: asUser(ctx),
        url: '/auth/signin',
        body: { email, otp: await latestCode(ctx, email) },
        read: (res) => json(asUser(ctx, res.json().jwt).get('/api/users/profile')),
      };
    },
    differ: ['id', 'email'],
  },
  {
    route: 'POST /auth/two-factor',
    prepare: async () => {
      const { email, jwt } = await signUpCustomer(ctx, uniqueEmail('segundo'));
      const { secret } = await enrol(asUser(ctx, jwt), '/api/users/two-factor');
      await asUser(ctx).post('/auth/sent/login-signup-otp', { email: `signing_${email}` });
      const challenge = await json(
        asUser(ctx).post('/auth/signin', { email, otp: await latestCode(ctx, email) }),
      );
      return {
        api: asUser(ctx),
        url: '/auth/two-factor',
        body: { twoFactorToken: challenge.twoFactorToken, code: appCode(secret) },
        read: (res) => json(asUser(ctx, res.json().jwt).get('/api/users/profile')),
      };
    },
    differ: ['id', 'email'],
  },
  ...['/api/users/two-factor', '/sellers/two-factor'].flatMap((area): WriteRoute[] => {
    const account = async () =>
      area.startsWith('/sellers')
        ? asUser(ctx, await signUpSeller(ctx, uniqueEmail('tienda')))
        : newShopper();
    return [
      {
        route: `POST ${area}/enable`,
        prepare: async () => {
          const api = await account();
          const { secret } = await json(api.post(`${area}/setup`));
          return {
            api,
            url: `${area}/enable`,
            body: { code: appCode(secret) },
            // The session goes on with the answer's token: the one before has ended.
            read: (res) => json(asUser(ctx, res.json().jwt).get(area)),
          };
        },
      },
      {
        route: `POST ${area}/disable`,
        prepare: async () => {
          const { secret, api } = await enrol(await account(), area);
          return {
            api,
            url: `${area}/disable`,
            body: { code: appCode(secret) },
            read: () => json(api.get(area)),
          };
        },
      },
    ];
  }),
  {
    route: 'PATCH /api/users/profile',
    prepare: async () => {
      const api = await newShopper();
      return {
        api,
        url: '/api/users/profile',
        body: { fullName: 'Ana Renovada', mobile: '3001112233' },
        read: () => json(api.get('/api/users/profile')),
      };
    },
    differ: ['id', 'email'],
  },
  {
    route: 'PUT /api/users/mail-preferences',
    prepare: async () => {
      const api = await newShopper();
      return {
        api,
        url: '/api/users/mail-preferences',
        body: { kind: 'ORDER_SHIPPED', enabled: false },
        read: () => json(api.get('/api/users/mail-preferences')),
      };
    },
  },
  {
    route: 'PUT /sellers/shipping',
    prepare: async () => {
      const api = await activeSeller();
      return {
        api,
        url: '/sellers/shipping',
        body: {
          defaultRate: 9000,
          freeShippingFrom: 200000,
          departments: [{ department: '05', rate: 7000 }],
        },
        read: () => json(api.get('/sellers/shipping')),
      };
    },
  },
  {
    route: 'PUT /sellers/mail-preferences',
    prepare: async () => {
      const api = await activeSeller();
      return {
        api,
        url: '/sellers/mail-preferences',
        body: { kind: 'NEW_MESSAGE', enabled: false },
        read: () => json(api.get('/sellers/mail-preferences')),
      };
    },
  },
  {
    route: 'POST /api/users/addresses',
    prepare: async () => {
      const api = await newShopper();
      return {
        api,
        url: '/api/users/addresses',
        body: DELIVERY_ADDRESS,
        read: () => json(api.get('/api/users/addresses')),
      };
    },
    differ: ['*.id'],
  },
  {
    route: 'POST /sellers',
    prepare: async () => {
      const email = uniqueEmail('registro');
      return {
        api: asUser(ctx),
        url: '/sellers',
        body: sellerRegistration(email),
        // The shop exists once its link is opened; each twin's name is its own (names are unique).
        read: async () => {
          await asUser(ctx).patch(`/sellers/verify/${await latestCode(ctx, email)}`, {});
          return sameShopName(
            (await json(admin.get('/sellers'))).find((s: { email: string }) => s.email === email),
          );
        },
      };
    },
    differ: ['id', 'email', 'createdAt'],
  },
  {
    route: 'PATCH /sellers',
    prepare: async () => {
      const email = uniqueEmail('tienda');
      const api = asUser(ctx, await signUpSeller(ctx, email));
      return {
        api,
        url: '/sellers',
        body: {
          sellerName: 'Tienda Renovada',
          gstin: '900999888-5',
          businessDetails: { businessName: `Renovada ${email}`, businessEmail: 'hola@renovada.co' },
          pickupAddress: {
            address: 'Carrera 7 # 1-2',
            city: 'Bogotá',
            state: 'Cundinamarca',
            mobile: '3100000000',
          },
          bankDetails: {
            accountHolderName: 'Tienda Renovada',
            accountNumber: '55554444',
            ifscCode: '1001',
            accountType: 'CORRIENTE',
          },
        },
        read: async () => sameShopName(await json(api.get('/sellers/profile'))),
      };
    },
    differ: ['id', 'email', 'createdAt'],
  },
  {
    route: 'POST /sellers/verify/resend',
    prepare: async () => {
      const email = uniqueEmail('sinverificar');
      await asUser(ctx).post('/sellers', sellerRegistration(email));
      ctx.clock.advance(31_000);
      return { api: asUser(ctx), url: '/sellers/verify/resend', body: { email }, read: () => mailTo(email) };
    },
  },
  {
    route: 'POST /sellers/sent/login-top',
    prepare: async () => {
      const email = uniqueEmail('tienda');
      await signUpSeller(ctx, email);
      ctx.clock.advance(31_000);
      return { api: asUser(ctx), url: '/sellers/sent/login-top', body: { email }, read: () => mailTo(email) };
    },
  },
  {
    route: 'POST /sellers/verify/login-top',
    prepare: async () => {
      const email = uniqueEmail('tienda');
      await signUpSeller(ctx, email);
      ctx.clock.advance(31_000);
      await asUser(ctx).post('/sellers/sent/login-top', { email });
      return {
        api: asUser(ctx),
        url: '/sellers/verify/login-top',
        body: { email, otp: await latestCode(ctx, email) },
        read: async (res) => sameShopName(await json(asUser(ctx, res.json().jwt).get('/sellers/profile'))),
      };
    },
    differ: ['id', 'email', 'createdAt'],
  },
  {
    route: 'POST /sellers/product',
    prepare: async () => ({
      api: seller,
      url: '/sellers/product',
      body: productBody(),
      read: (res) => json(asUser(ctx).get(`/products/${res.json().id}`)),
    }),
    differ: ['id', 'createdAt', 'offerId'],
  },
  {
    route: 'PATCH /sellers/product/{productId}',
    prepare: async () => {
      const { id } = await createProduct(seller);
      return {
        api: seller,
        url: `/sellers/product/${id}`,
        body: { title: 'Teclado editado sin sobresaltos', sellingPrice: 120000, sizes: ['S', 'M'] },
        read: () => json(asUser(ctx).get(`/products/${id}`)),
      };
    },
    differ: ['id', 'createdAt', 'offerId'],
  },
  {
    route: 'POST /sellers/offers',
    // Each twin sells, used, a product another shop created.
    prepare: async () => {
      const { id } = await createProduct(other.seller);
      return {
        api: seller,
        url: '/sellers/offers',
        body: { productId: id, condition: 'USADO', mrpPrice: 200000, sellingPrice: 90000, quantity: 3 },
        read: () => json(asUser(ctx).get(`/products/${id}/offers`)),
      };
    },
    differ: ['productId', 'offers.*.offerId'],
  },
  {
    route: 'POST /sellers/catalog/products/{productId}/variants',
    // Each twin's own keyboard, in black, gains a white variant.
    prepare: async () => {
      const api = await activeSeller();
      const { id } = await createProduct(api);
      return {
        api,
        url: `/sellers/catalog/products/${id}/variants`,
        body: { axes: { color: 'Blanco' }, modelNumber: 'KB-BLANCO' },
        read: () => json(asUser(ctx).get(`/products/${id}`)),
      };
    },
    differ: ['id', 'offerId', 'createdAt', 'seller', 'variantId', 'variants.*.id'],
  },
  {
    route: 'PATCH /admin/seller/{id}/trusted',
    prepare: async () => {
      const api = await activeSeller();
      const { id } = await json(api.get('/sellers/profile'));
      return {
        api: admin,
        url: `/admin/seller/${id}/trusted`,
        body: { trusted: false },
        read: async () => (await json(api.get('/sellers/profile'))).accountStatus,
      };
    },
  },
  {
    route: 'POST /admin/catalog/revisions/{id}/reject',
    prepare: async () => {
      const { revisionId, approval } = await pendingProposal();
      return {
        api: admin,
        url: `/admin/catalog/revisions/${revisionId}/reject`,
        body: { reason: 'Las fotos no muestran el producto' },
        read: approval,
      };
    },
  },
  {
    route: 'POST /admin/catalog/revisions/{id}/request-changes',
    prepare: async () => {
      const { revisionId, approval } = await pendingProposal();
      return {
        api: admin,
        url: `/admin/catalog/revisions/${revisionId}/request-changes`,
        body: { reason: 'Indica el número de modelo' },
        read: approval,
      };
    },
  },
  {
    route: 'POST /admin/catalog/products/{id}/merge',
    prepare: async () => {
      const [keep, dup] = [await createProduct(seller), await createProduct(other.seller)];
      return {
        api: admin,
        url: `/admin/catalog/products/${dup.id}/merge`,
        body: { intoId: keep.id },
        read: () => json(asUser(ctx).get(`/products/${keep.id}/offers`)),
      };
    },
    differ: ['productId', 'offers.*.offerId'],
  },
  {
    route: 'POST /home/categories',
    // It only fills an empty home page: each twin starts from one (the deals go with their tiles).
    prepare: async () => {
      await ctx.database.db.delete(homeCategories);
      return {
        api: admin,
        url: '/home/categories',
        body: [TILE('GRID', 1), TILE('GRID', 2), ...[1, 2, 3, 4].map((n) => TILE('DEALS', n))],
        read: () => json(admin.get('/admin/home-category')),
      };
    },
    differ: ['*.id'],
  },
  {
    route: 'PATCH /admin/home-category/{id}',
    prepare: async (twin) => {
      const tile = (await tiles('GRID'))[twin]!;
      return {
        api: admin,
        url: `/admin/home-category/${tile.id}`,
        body: { image: '/v1/media/demo/keyboards-negro-2.webp', categoryId: 'mice', name: 'Ratones' },
        read: async () => (await tiles('GRID')).find((t) => t.id === tile.id),
      };
    },
    differ: ['id'],
  },
  {
    route: 'POST /admin/deals',
    prepare: async () => {
      const tile = await freeDealTile();
      return {
        api: admin,
        url: '/admin/deals',
        body: { discount: 20, category: { id: tile.id } },
        read: (res) => adminDeal(res.json().id, tile.id),
      };
    },
    differ: ['id'],
  },
  {
    route: 'PATCH /admin/deals/{id}',
    prepare: async () => {
      const tile = await freeDealTile();
      const { id } = await json(admin.post('/admin/deals', { discount: 20, category: { id: tile.id } }));
      return {
        api: admin,
        url: `/admin/deals/${id}`,
        body: { discount: 35 },
        read: () => adminDeal(id, tile.id),
      };
    },
    differ: ['id'],
  },
  {
    route: 'POST /api/coupons/admin/create',
    prepare: async () => ({
      api: admin,
      url: '/api/coupons/admin/create',
      body: coupon(),
      read: (res) => adminCoupon(res.json().id),
    }),
    differ: ['id', 'code'],
  },
  {
    route: 'PATCH /api/coupons/admin/{id}/active',
    prepare: async () => {
      const { id } = await json(admin.post('/api/coupons/admin/create', coupon()));
      return {
        api: admin,
        url: `/api/coupons/admin/${id}/active`,
        body: { active: false },
        read: () => adminCoupon(id),
      };
    },
    differ: ['id', 'code'],
  },
  {
    route: 'POST /api/admin/commission-rules',
    prepare: async (twin) => ({
      api: admin,
      url: '/api/admin/commission-rules',
      body: {
        scope: 'CATEGORY',
        categoryId: ['mice_gaming', 'mice_office'][twin],
        percent: 7.5,
        fixedPerUnit: 100,
      },
      read: (res) => commissionRule(res.json().id),
    }),
    differ: RULE_DIFFER,
  },
  {
    route: 'PUT /api/admin/commission-rules/{id}',
    prepare: async (twin) => {
      const { id } = await json(
        admin.post('/api/admin/commission-rules', {
          scope: 'CATEGORY',
          categoryId: ['keyboards_wireless', 'mice_wireless'][twin],
          percent: 5,
          startsAt: new Date(ctx.clock.now().getTime() + 86_400_000).toISOString(),
        }),
      );
      return {
        api: admin,
        url: `/api/admin/commission-rules/${id}`,
        body: { percent: 6, fixedPerUnit: 0 },
        read: () => commissionRule(id),
      };
    },
    differ: RULE_DIFFER,
  },
  {
    route: 'POST /api/admin/commission-rules/{id}/end',
    prepare: async (twin) => {
      const { id } = await json(
        admin.post('/api/admin/commission-rules', {
          scope: 'CATEGORY',
          categoryId: ['mice', 'men'][twin],
          percent: 5,
        }),
      );
      return {
        api: admin,
        url: `/api/admin/commission-rules/${id}/end`,
        body: {},
        read: () => commissionRule(id),
      };
    },
    differ: RULE_DIFFER,
  },
  {
    route: 'PUT /api/cart/add',
    prepare: async () => {
      const api = await newShopper();
      return {
        api,
        url: '/api/cart/add',
        body: { productId: product.id, size: 'FREE', quantity: 2 },
        read: () => json(api.get('/api/cart')),
      };
    },
    differ: ['id', 'cartItems.*.id'],
  },
  {
    route: 'PUT /api/cart/add-all',
    prepare: async () => {
      const api = await newShopper();
      return {
        api,
        url: '/api/cart/add-all',
        body: { items: [{ productId: product.id, size: 'FREE', quantity: 2 }] },
        read: () => json(api.get('/api/cart')),
      };
    },
    differ: ['id', 'cartItems.*.id'],
  },
  {
    route: 'POST /builds',
    prepare: async () => {
      const api = await newShopper();
      return {
        api,
        url: '/builds',
        body: {
          name: 'Mi armado',
          parts: [{ slot: 'cpu', productId: (await aProcessor()).id, quantity: 1 }],
        },
        read: () => json(api.get('/api/builds')),
      };
    },
    differ: ['*.id', '*.createdAt', '*.updatedAt'],
  },
  {
    route: 'PUT /api/builds/{id}',
    prepare: async () => {
      const api = await newShopper();
      const cpu = { slot: 'cpu', productId: (await aProcessor()).id, quantity: 1 };
      const { id } = await json(api.post('/builds', { name: 'Mi armado', parts: [cpu] }));
      return {
        api,
        url: `/api/builds/${id}`,
        body: { name: 'Mi armado cambiado', parts: [cpu] },
        read: () => json(api.get('/api/builds')),
      };
    },
    differ: ['*.id', '*.createdAt', '*.updatedAt'],
  },
  {
    route: 'PUT /api/cart/item/{cartItemId}',
    prepare: async () => {
      const api = await newShopper();
      const { id } = await json(
        api.put('/api/cart/add', { productId: product.id, size: 'FREE', quantity: 1 }),
      );
      return {
        api,
        url: `/api/cart/item/${id}`,
        body: { quantity: 3 },
        read: () => json(api.get('/api/cart')),
      };
    },
    differ: ['id', 'cartItems.*.id'],
  },
  {
    route: 'POST /api/orders/{orderId}/cancel',
    prepare: async () => {
      const { buyer, order } = await paidOrder();
      return {
        api: buyer,
        url: `/api/orders/${order.id}/cancel`,
        body: { reason: 'Ya no lo necesito' },
        read: async () => (await json(buyer.get('/api/orders')))[0],
      };
    },
    differ: ['id', 'orderDate', 'orderItems.*.id'],
  },
  {
    route: 'POST /api/orders/{orderId}/returns',
    prepare: async () => {
      const { buyer, order } = await paidOrder();
      await deliverOrder(seller, order.id);
      return {
        api: buyer,
        url: `/api/orders/${order.id}/returns`,
        body: {
          kind: 'RETURN',
          reason: 'DEFECTIVE',
          description: 'No enciende',
          items: [{ orderItemId: order.orderItems[0]!.id, quantity: 1 }],
          photos: [],
        },
        read: async () => (await json(buyer.get(`/api/orders/${order.id}/returns`)))[0],
      };
    },
    differ: RETURN_DIFFER,
  },
  {
    route: 'POST /api/returns/{id}/sent',
    prepare: async () => {
      const { buyer, id } = await askedReturn();
      await seller.post(`/sellers/returns/${id}/accept`, { instructions: 'Calle 10 # 5-20' });
      return {
        api: buyer,
        url: `/api/returns/${id}/sent`,
        body: { carrier: 'Servientrega', trackingNumber: 'SV-1' },
        read: () => returnOf(buyer, '/api/returns', id),
      };
    },
    differ: RETURN_DIFFER,
  },
  {
    route: 'POST /api/returns/{id}/escalate',
    prepare: async () => {
      const { buyer, id } = await askedReturn('reject');
      return {
        api: buyer,
        url: `/api/returns/${id}/escalate`,
        body: { comment: 'No estoy de acuerdo' },
        read: () => returnOf(buyer, '/api/returns', id),
      };
    },
    differ: RETURN_DIFFER,
  },
  {
    route: 'POST /sellers/returns/{id}/accept',
    prepare: async () => {
      const { id } = await askedReturn();
      return {
        api: seller,
        url: `/sellers/returns/${id}/accept`,
        body: { instructions: 'Calle 10 # 5-20' },
        read: () => returnOf(seller, '/sellers/returns', id),
      };
    },
    differ: RETURN_DIFFER,
  },
  {
    route: 'POST /sellers/returns/{id}/reject',
    prepare: async () => {
      const { id } = await askedReturn();
      return {
        api: seller,
        url: `/sellers/returns/${id}/reject`,
        body: { reason: 'Fuera de política' },
        read: () => returnOf(seller, '/sellers/returns', id),
      };
    },
    differ: RETURN_DIFFER,
  },
  {
    route: 'POST /api/admin/returns/{id}/decide',
    prepare: async () => {
      const { buyer, id } = await askedReturn('reject');
      await buyer.post(`/api/returns/${id}/escalate`, { comment: 'No estoy de acuerdo' });
      return {
        api: admin,
        url: `/api/admin/returns/${id}/decide`,
        body: { decision: 'CLOSE', reason: 'El producto está bien' },
        read: () => returnOf(admin, '/api/admin/returns?status=CLOSED', id),
      };
    },
    differ: RETURN_DIFFER,
  },
  {
    route: 'PATCH /sellers/orders/{orderId}/status',
    prepare: async () => {
      const { order } = await paidOrder();
      return {
        api: seller,
        url: `/sellers/orders/${order.id}/status`,
        body: { status: 'CONFIRMED' },
        read: async () =>
          (await json(seller.get('/sellers/orders'))).content.find((o: { id: number }) => o.id === order.id),
      };
    },
    differ: ['id', 'orderDate', 'orderItems.*.id'],
  },
  {
    route: 'POST /api/orders/{orderId}/messages',
    prepare: async () => {
      const { buyer, order } = await paidOrder();
      return {
        api: buyer,
        url: `/api/orders/${order.id}/messages`,
        body: { text: '¿Viene con el cable USB-C?' },
        read: async () => (await json(buyer.get(`/api/orders/${order.id}/messages`))).messages,
      };
    },
    differ: ['*.id', '*.createdAt'],
  },
  {
    route: 'POST /sellers/orders/{orderId}/messages',
    prepare: async () => {
      const { order } = await paidOrder();
      return {
        api: seller,
        url: `/sellers/orders/${order.id}/messages`,
        body: { text: 'Sí, trae el cable y el manual.' },
        read: async () => (await json(seller.get(`/sellers/orders/${order.id}/messages`))).messages,
      };
    },
    differ: ['*.id', '*.createdAt'],
  },
  {
    route: 'POST /api/products/{productId}/reviews',
    prepare: async () => ({
      api: await newShopper(),
      url: `/api/products/${product.id}/reviews`,
      body: reviewBody,
      read: (res) => publicReview(res.json().id),
    }),
    differ: ['id', 'createdAt', 'user.id'],
  },
  {
    route: 'PATCH /api/reviews/{reviewId}',
    prepare: async () => {
      const author = await newShopper();
      const { id } = await json(author.post(`/api/products/${product.id}/reviews`, reviewBody));
      return {
        api: author,
        url: `/api/reviews/${id}`,
        body: { reviewText: 'Cambié de opinión: el teclado es ruidoso.', reviewRating: 3 },
        read: () => publicReview(id),
      };
    },
    differ: ['id', 'createdAt', 'user.id'],
  },
  {
    route: 'POST /api/reviews/{reviewId}/report',
    prepare: async () => {
      const { id } = await review();
      return {
        api: await newShopper(),
        url: `/api/reviews/${id}/report`,
        body: { reason: 'Contenido ofensivo' },
        read: async () =>
          (await json(admin.get('/admin/reviews'))).content.find(
            (r: { review: { id: number } }) => r.review.id === id,
          ).reports,
      };
    },
    differ: ['*.id', '*.date'],
  },
  {
    route: 'PUT /api/seller/reviews/{reviewId}/reply',
    prepare: async () => {
      const { id } = await review();
      return {
        api: seller,
        url: `/api/seller/reviews/${id}/reply`,
        body: { reply: 'Gracias por tu compra' },
        read: () => publicReview(id),
      };
    },
    differ: ['id', 'createdAt', 'user.id', 'sellerReply.date'],
  },
  {
    route: 'POST /admin/reviews/{reviewId}/hide',
    prepare: async () => {
      const { id } = await review();
      return {
        api: admin,
        url: `/admin/reviews/${id}/hide`,
        body: { reason: 'Lenguaje ofensivo' },
        read: async () => (await asUser(ctx).get(`/api/reviews/${id}`)).statusCode,
      };
    },
  },
];

/** What the foreign keys point at: another shopper, another shop and its product. None may move. */
const targets = async () => ({
  shopper: await Promise.all(
    ['/api/users/profile', '/api/users/addresses', '/api/cart'].map((u) => json(other.shopper.get(u))),
  ),
  seller: await json(other.seller.get('/sellers/profile')),
  product: await json(asUser(ctx).get(`/products/${other.product.id}`)),
});

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0' },
    { seed: true, paymentProvider: (db) => (provider = createDevPaymentProvider({ publicUrl: '', db })) },
  );
  admin = asUser(ctx, await adminToken(ctx));
  leafSlug = (await json(asUser(ctx).get('/products?category=keyboards'))).content[0].category.categoryId;
  seller = await activeSeller();
  product = await createProduct(seller);
  const otherSeller = await activeSeller();
  // A name of its own, so a review or an address written for it instead would show.
  const otherShopper = asUser(ctx, (await signUpCustomer(ctx, uniqueEmail('otro'), 'Otra Persona')).jwt);
  other = { shopper: otherShopper, seller: otherSeller, product: await createProduct(otherSeller) };
  await other.shopper.put('/api/cart/add', { productId: other.product.id, size: 'FREE', quantity: 1 });
  await addAddress(other.shopper);
  const [shopperId, sellerId] = [
    (await json(other.shopper.get('/api/users/profile'))).id,
    (await json(other.seller.get('/sellers/profile'))).id,
  ];
  FOREIGN = {
    id: other.product.id,
    price: 1,
    role: 'ROLE_ADMIN',
    userId: shopperId,
    user: { id: shopperId },
    sellerId,
    seller: { id: sellerId },
    accountStatus: 'SUSPENDED',
    emailVerified: true,
    numRatings: 99,
    averageRating: 5,
    discountPercent: 90,
    in_stock: false,
    paymentStatus: 'REFUNDED',
    orderStatus: 'DELIVERED',
    verified: true,
    createdAt: '2001-01-01T00:00:00.000Z',
  };
}, 120_000);
afterAll(() => ctx?.close());

describe('keys outside a body are ignored (product.md#security)', () => {
  it('covers every write route with a JSON body', async () => {
    const paths: Record<string, Record<string, { requestBody?: { content: object } }>> = await json(
      ctx.app.inject({ method: 'GET', url: '/v1/docs/json' }),
    ).then((doc) => doc.paths);
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => op.requestBody && 'application/json' in op.requestBody.content)
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/^\/v1/, '')}`),
    );
    expect(ROUTES.map((r) => r.route).sort()).toEqual(documented.sort());
  });

  for (const { route, prepare, differ = [] } of ROUTES) {
    it(`${route}: the same answer and the same state, and nothing else moves`, async () => {
      const before = await targets();
      const [method] = route.split(' ') as ['POST' | 'PUT' | 'PATCH'];
      const call = async (twin: 0 | 1, body: (b: unknown) => unknown) => {
        const { api, url, body: plain, read } = await prepare(twin);
        const send = { POST: api.post, PUT: api.put, PATCH: api.patch }[method];
        const res = await send(url, body(plain) as object);
        const state = await read(res);
        // Dates differ between twins and are left out of the comparison: a forged one must not be there.
        expect(JSON.stringify(state)).not.toContain(FOREIGN.createdAt);
        return { status: res.statusCode, answer: res.body, state: omit(state, differ) };
      };
      const plain = await call(0, (b) => b);
      expect(plain.status, plain.answer).toBeLessThan(300);
      const foreign = await call(1, withForeign);
      expect(foreign.status, foreign.answer).toBe(plain.status);
      expect(foreign.state).toEqual(plain.state);
      expect(await targets()).toEqual(before);
    });
  }
});
