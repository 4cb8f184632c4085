import {
  type CartResponse,
  type OrderResponse,
  type ProductResponse,
  UNDECLARED_QUANTITY,
} from '@tecnobazar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import {
  createDevPaymentProvider,
  type DevPaymentProvider,
} from '../../lib/payments/dev-payment-provider.ts';
import { signUpSeller } from '../../test/seller.ts';
import { adminToken, asUser } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext, uniqueEmail } from '../../test/test-app.ts';
import { SELLER_PUBLISH_MESSAGES } from '../sellers/publish-rule.ts';
import { SELLER_PRODUCT_MESSAGES } from './seller-products.service.ts';

const PUBLIC_URL = 'https://tienda.example.com';
let provider: DevPaymentProvider;
let ctx: TestContext;
let admin: Api;
let seller: Api;
let sellerId: number;
let other: Api;

type Api = ReturnType<typeof asUser>;

/** A new seller, signed in, optionally set to a status by the admin; returns its api and id. */
async function newSeller(status?: string) {
  const api = asUser(ctx, await signUpSeller(ctx, uniqueEmail('tienda')));
  const id: number = (await api.get('/sellers/profile')).json().id;
  if (status) {
    const res = await admin.patch(`/admin/seller/${id}/status/${status}`);
    expect(res.statusCode, res.body).toBe(200);
    // Its products are listed at once, without the catalogue's review (decision 0028).
    expect((await admin.patch(`/admin/seller/${id}/trusted`, { trusted: true })).statusCode).toBe(200);
  }
  return { api, id };
}

let counter = 0;
/** A body that passes every check; `word` makes the title findable by search. */
const productBody = (overrides: Record<string, unknown> = {}) => ({
  title: `Teclado mecánico Zorblax${++counter} RGB`,
  description: 'Teclado mecánico con switches rojos y retroiluminación.',
  mrpPrice: 200000,
  sellingPrice: 150000.5,
  quantity: 20,
  color: 'negro',
  sizes: ['FREE'],
  images: ['/v1/media/demo/keyboards-negro-1.webp'],
  category: 'men',
  category2: 'keyboards',
  category3: leafSlug,
  ...overrides,
});
let leafSlug: string;

async function create(overrides: Record<string, unknown> = {}, api = seller): Promise<ProductResponse> {
  const res = await api.post('/sellers/product', productBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const listing = async (category = leafSlug): Promise<ProductResponse[]> =>
  (await asUser(ctx).get(`/products?category=${category}&pageNumber=0`)).json().content;
const search = async (q: string): Promise<ProductResponse[]> =>
  (await asUser(ctx).get(`/products/search?query=${encodeURIComponent(q)}`)).json();
const firstWord = (p: ProductResponse) => p.title.split(' ')[2]!;

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0', PUBLIC_URL },
    { seed: true, paymentProvider: (db) => (provider = createDevPaymentProvider({ publicUrl: '', db })) },
  );
  admin = asUser(ctx, await adminToken(ctx));
  // A level-3 category under men → keyboards, as the demo catalogue uses it.
  const seeded = (await listing('keyboards'))[0]!;
  expect(seeded.category).toMatchObject({ level: 3, parentCategoryId: 'keyboards' });
  leafSlug = seeded.category.categoryId;
  ({ api: seller, id: sellerId } = await newSeller('ACTIVE'));
  ({ api: other } = await newSeller('ACTIVE'));
});
afterAll(() => ctx?.close());

describe('seller products: creating', () => {
  it('publishes a product at the level-3 category, with the discount computed, seen in listing, search and its page', async () => {
    const created = await create();
    expect(created).toMatchObject({
      mrpPrice: 200000,
      sellingPrice: 150000.5,
      discountPercent: 24, // floor(49999.5 / 200000 × 100)
      quantity: 20,
      in_stock: true,
      color: 'Negro',
      sizes: ['FREE'],
      category: { categoryId: leafSlug, level: 3 },
      seller: { id: sellerId },
    });
    expect((await listing()).map((p) => p.id)).toContain(created.id);
    expect((await listing('men')).map((p) => p.id)).toContain(created.id);
    expect((await search(firstWord(created))).map((p) => p.id)).toEqual([created.id]);
    expect((await asUser(ctx).get(`/products/${created.id}`)).json().title).toBe(created.title);
    const own: ProductResponse[] = (await seller.get('/sellers/product')).json();
    expect(own[0]!.id).toBe(created.id);
  });

  it("lists only the seller's own products, newest first, hidden and sold-out ones included", async () => {
    const a = await create();
    const b = await create({ quantity: 0 });
    await seller.patch(`/sellers/product/${a.id}/stock`);
    const mine: ProductResponse[] = (await seller.get('/sellers/product')).json();
    expect(mine.slice(0, 2).map((p) => p.id)).toEqual([b.id, a.id]);
    expect(mine.every((p) => p.seller.id === sellerId)).toBe(true);
    const theirs: ProductResponse[] = (await other.get('/sellers/product')).json();
    expect(theirs.map((p) => p.id)).not.toContain(a.id);
  });

  it('lets only an ACTIVE seller publish, and says why to the others', async () => {
    const pending = await newSeller();
    const res = await pending.api.post('/sellers/product', productBody());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SELLER_PUBLISH_MESSAGES.pending);

    const suspended = await newSeller('SUSPENDED');
    const refused = await suspended.api.post('/sellers/product', productBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/suspendida/);

    // A shopper's token is not a seller's.
    const { jwt } = await signUpCustomer(ctx, uniqueEmail('compra'));
    expect((await asUser(ctx, jwt).post('/sellers/product', productBody())).statusCode).toBe(403);
    expect((await asUser(ctx).post('/sellers/product', productBody())).statusCode).toBe(401);
  });

  it.each([
    [{ title: 'Tecl' }, 'El título debe tener al menos 5 caracteres'],
    [{ title: undefined }, 'Se requiere el título'],
    [{ title: '' }, 'Se requiere el título'],
    [{ title: 'Teclado\u0000 nulo' }, 'El texto contiene caracteres no permitidos'],
    [{ description: 'Corto' }, 'La descripción debe tener al menos 10 caracteres'],
    [{ description: undefined }, 'Se requiere la descripción'],
    [{ mrpPrice: undefined }, 'Se requiere el precio sugerido'],
    [{ sellingPrice: undefined }, 'Se requiere el precio de venta'],
    [{ mrpPrice: '200000' }, 'El precio debe ser un número'],
    [{ sellingPrice: 0 }, 'El precio debe ser positivo'],
    [{ mrpPrice: -5 }, 'El precio debe ser positivo'],
    [{ sellingPrice: 10.123 }, 'El precio puede tener como máximo 2 decimales'],
    [{ sellingPrice: 200000.01 }, 'El precio de venta no puede ser mayor que el precio sugerido'],
    [{ quantity: -1 }, 'La cantidad no puede ser negativa'],
    [{ quantity: 1.5 }, 'La cantidad debe ser un número entero'],
    [{ color: undefined }, 'Se requiere el color'],
    [{ color: 'Fucsia eléctrico' }, 'Color no válido'],
    [{ sizes: undefined }, 'Se requieren las tallas'],
    [{ sizes: [] }, 'Se requieren las tallas'],
    [{ sizes: ['XXL'] }, 'Talla no válida'],
    [{ images: [] }, 'Se requiere al menos una imagen'],
    [{ images: Array(9).fill('/v1/media/demo/keyboards-negro-1.webp') }, 'Como máximo 8 imágenes'],
    [{ category: undefined }, 'Se requiere la categoría'],
    [{ category3: 'no_such_category' }, "La categoría 'no_such_category' no existe"],
    [{ category: 'women' }, 'La categoría no coincide con el árbol de categorías'],
    [{ category3: 'keyboards' }, 'La categoría no coincide con el árbol de categorías'],
  ])('refuses %o with its message', async (overrides, message) => {
    const res = await seller.post('/sellers/product', productBody(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it('ignores fields the server owns (discount, seller, stock switch, rating count)', async () => {
    const extra = { discountPercent: 90, sellerId: 1, seller: { id: 1 }, in_stock: false, numRatings: 9 };
    const created = await create(extra);
    expect(created).toMatchObject({
      discountPercent: 24,
      seller: { id: sellerId },
      in_stock: true,
      numRatings: 0,
    });
  });

  it("publishes the add form of the spec's client: one size as a string, no quantity", async () => {
    // Its form has no quantity input and sends the initial ''.
    const res = await seller.post('/sellers/product', productBody({ quantity: '', sizes: 'FREE' }));
    expect(res.statusCode, res.body).toBe(201);
    const created: ProductResponse = res.json();
    // No units declared: listed sold out until the seller states the stock in Inventario.
    expect(created).toMatchObject({ sizes: ['FREE'], quantity: UNDECLARED_QUANTITY, in_stock: false });
    const stocked = await seller.patch(`/sellers/product/${created.id}`, { quantity: 4 });
    expect(stocked.json()).toMatchObject({ quantity: 4, in_stock: true });
  });

  it('accepts only images TecnoBazar serves', async () => {
    const ok = await create({
      images: [
        '/v1/media/demo/keyboards-negro-1.webp',
        `${PUBLIC_URL}/v1/media/demo/keyboards-negro-2.webp`,
        `/v1/media/uploads/${'ab12'.repeat(16)}.webp`,
      ],
    });
    expect(ok.images).toHaveLength(3);
    for (const image of [
      'https://evil.example.com/v1/media/demo/keyboards-negro-1.webp',
      '//evil.example.com/v1/media/demo/keyboards-negro-1.webp',
      'https://res.cloudinary.com/demo/image/upload/teclado.jpg',
      `${PUBLIC_URL}.evil.com/v1/media/demo/keyboards-negro-1.webp`,
      '/v1/media/demo/../../etc/passwd.webp',
      '/v1/media/demo/keyboards-negro-1.webp?x=1',
      'javascript:alert(1)',
      '/v1/media/uploads/not-a-hash.webp',
    ]) {
      const res = await seller.post('/sellers/product', productBody({ images: [image] }));
      expect(res.statusCode, image).toBe(400);
      expect(res.json().message, image).toBe(SELLER_PRODUCT_MESSAGES.imageHost);
      const patched = await seller.patch(`/sellers/product/${ok.id}`, { images: [image] });
      expect(patched.statusCode, image).toBe(400);
    }
  });
});

describe("seller products: the original client's category ids and colours (decision 0014)", () => {
  /** The category fields exactly as the original client's add-product form sends them. */
  const clientCategory = (category2: string, category3: string) => ({
    category: 'men',
    category2,
    category3,
  });

  it('stores a product created with them in our category and colour, and answers with our ids', async () => {
    const created = await create({ ...clientCategory('keyboards', 'Teclados mecánicos'), color: 'Púrpura' });
    expect(created.category).toMatchObject({
      categoryId: 'keyboards_mechanical',
      parentCategoryId: 'keyboards',
    });
    expect(created.color).toBe('Morado');
    const listed = (await listing('keyboards_mechanical')).find((p) => p.id === created.id);
    expect(listed).toMatchObject({ color: 'Morado', category: { categoryId: 'keyboards_mechanical' } });
  });

  it('resolves an id the client repeats under keyboards and mice by the category2 sent beside it', async () => {
    const mouse = await create(clientCategory('mice', 'Teclados gaming'));
    expect(mouse.category).toMatchObject({ categoryId: 'mice_gaming', parentCategoryId: 'mice' });
    const keyboard = await create(clientCategory('keyboards', 'Teclados gaming'));
    expect(keyboard.category).toMatchObject({ categoryId: 'keyboards_mechanical' });
  });

  it('moves a product to our category when an edit sends them', async () => {
    const p = await create();
    const res = await seller.patch(`/sellers/product/${p.id}`, {
      ...clientCategory('mice', 'Teclados inalámbricos'),
      color: 'Carbón',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ color: 'Grafito', category: { categoryId: 'mice_wireless' } });
    expect((await listing('mice_wireless')).map((x) => x.id)).toContain(p.id);
  });

  it('still refuses an id nobody knows', async () => {
    const res = await seller.post(
      '/sellers/product',
      productBody(clientCategory('keyboards', 'Teclados rosados')),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SELLER_PRODUCT_MESSAGES.unknownCategory('Teclados rosados'));
  });
});

describe('seller products: editing', () => {
  it('shows a price edit in the listing at once, with the discount recomputed', async () => {
    const p = await create();
    const res = await seller.patch(`/sellers/product/${p.id}`, { sellingPrice: 100000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sellingPrice: 100000, mrpPrice: 200000, discountPercent: 50 });
    const listed = (await listing()).find((x) => x.id === p.id)!;
    expect(listed).toMatchObject({ sellingPrice: 100000, discountPercent: 50, title: p.title });
  });

  it('checks a lone price against the stored one, and moves the category chain as a whole', async () => {
    const p = await create();
    const above = await seller.patch(`/sellers/product/${p.id}`, { sellingPrice: 250000 });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe('El precio de venta no puede ser mayor que el precio sugerido');
    const below = await seller.patch(`/sellers/product/${p.id}`, { mrpPrice: 100000 });
    expect(below.statusCode).toBe(400);

    const half = await seller.patch(`/sellers/product/${p.id}`, { category3: leafSlug });
    expect(half.statusCode).toBe(400);
    expect(JSON.stringify(half.json())).toContain('Indica la categoría completa');
  });

  it("keeps the category's specifications: checked on create and edit, cleared when the category moves", async () => {
    const specs = { brand: 'Redragon', format: 'TKL', switches: 'Outemu Red', connection: 'Cableada' };
    const p = await create({ specs: { ...specs, brand: '  Redragon ' } });
    expect(p.specs).toEqual(specs);
    expect((await asUser(ctx).get(`/products/${p.id}`)).json().specs).toEqual(specs);

    const wrong = await seller.post('/sellers/product', productBody({ specs: { socket: 'AM5' } }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Especificación desconocida para esta categoría: socket');
    const badOption = await seller.patch(`/sellers/product/${p.id}`, { specs: { format: '40%' } });
    expect(badOption.statusCode).toBe(400);
    expect(badOption.json().message).toBe(
      'Formato: elige una de las opciones (Completo, TKL, 75%, 65%, 60%)',
    );

    const edited = await seller.patch(`/sellers/product/${p.id}`, { specs: { ...specs, format: '75%' } });
    expect(edited.json().specs).toMatchObject({ format: '75%' });
    // Another level-2 category: the keyboard's specifications no longer apply.
    const mouseLeaf = (await listing('mice'))[0]!.category.categoryId;
    const moved = await seller.patch(`/sellers/product/${p.id}`, {
      category: 'men',
      category2: 'mice',
      category3: mouseLeaf,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().specs).toEqual({});
  });

  it("saves the update form of the spec's client, which sends the loaded product back whole", async () => {
    const p = await create({ sizes: ['FREE', 'S'] });
    expect((await seller.patch(`/sellers/product/${p.id}/stock`)).json().in_stock).toBe(false);
    const loaded: ProductResponse = (await asUser(ctx).get(`/products/${p.id}`)).json();
    const { title, description, mrpPrice, quantity, color, images, category, createdAt, numRatings } = loaded;
    // Its form's values: the loaded product's (category as the object it read, in_stock always true), with
    // the seller's edits; its size select gives one size.
    const res = await seller.patch(`/sellers/product/${p.id}`, {
      title: `${title} v2`,
      description,
      mrpPrice,
      sellingPrice: 120000,
      quantity,
      color,
      images,
      category,
      sizes: 'M',
      seller: loaded.seller,
      createdAt,
      numRatings,
      in_stock: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: `${title} v2`,
      sellingPrice: 120000,
      discountPercent: 40,
      sizes: ['M'],
      category,
      seller: { id: sellerId },
      createdAt,
      in_stock: false,
    });
  });

  it('renames a product and the search follows at once', async () => {
    const p = await create();
    const res = await seller.patch(`/sellers/product/${p.id}`, {
      title: 'Ratón inalámbrico Quenvix ergonómico',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await search('Quenvix')).map((x) => x.id)).toEqual([p.id]);
    expect(await search(firstWord(p))).toEqual([]);
  });

  it('toggles the stock switch: the product stays visible but cannot be bought', async () => {
    const p = await create();
    const off = await seller.patch(`/sellers/product/${p.id}/stock`);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().in_stock).toBe(false);
    const { jwt } = await signUpCustomer(ctx, uniqueEmail('compra'));
    const shopper = asUser(ctx, jwt);
    const add = await shopper.put('/api/cart/add', { productId: p.id, size: 'FREE', quantity: 1 });
    expect(add.statusCode).toBe(422);
    expect((await listing()).find((x) => x.id === p.id)?.in_stock).toBe(false);

    const on = await seller.patch(`/sellers/product/${p.id}/stock`);
    expect(on.json().in_stock).toBe(true);
    expect(
      (await shopper.put('/api/cart/add', { productId: p.id, size: 'FREE', quantity: 1 })).statusCode,
    ).toBe(200);
  });

  it('cannot switch on a product without units; units make it buyable again once switched on', async () => {
    const p = await create({ quantity: 0 });
    expect(p.in_stock).toBe(false);
    const refused = await seller.patch(`/sellers/product/${p.id}/stock`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SELLER_PRODUCT_MESSAGES.noUnits);

    expect((await seller.patch(`/sellers/product/${p.id}`, { quantity: 3 })).json().in_stock).toBe(true);
    const off = await seller.patch(`/sellers/product/${p.id}/stock`);
    expect(off.json()).toMatchObject({ in_stock: false, quantity: 3 });
    expect((await seller.patch(`/sellers/product/${p.id}/stock`)).json().in_stock).toBe(true);
  });

  // The route flips (no body), so N toggles at once must end as N flips in a row would: an even number
  // leaves the switch as it was. PGlite runs one query at a time; the race needs PostgreSQL (CI runs it
  // there).
  it('ends in the state of N flips when N toggles run at once', async () => {
    const p = await create();
    for (const n of [21, 20]) {
      const answers = await Promise.all(
        Array.from({ length: n }, () => seller.patch(`/sellers/product/${p.id}/stock`)),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
      // Each call answers the state it set: as many off as on, give or take the odd one.
      const off = answers.filter((r) => r.json().in_stock === false).length;
      expect(off).toBe(Math.ceil(n / 2));
      const [row] = await ctx.database.db
        .select({ inStock: products.inStock })
        .from(products)
        .where(eq(products.id, p.id));
      expect(row?.inStock).toBe(false);
    }
  });

  it("answers 404 for another seller's product on every write", async () => {
    const p = await create();
    for (const res of [
      await other.patch(`/sellers/product/${p.id}`, { title: 'Robado por otro vendedor' }),
      await other.patch(`/sellers/product/${p.id}/stock`),
      await other.delete(`/sellers/product/${p.id}`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    const page = (await asUser(ctx).get(`/products/${p.id}`)).json();
    expect(page).toMatchObject({ title: p.title, in_stock: true });
  });
});

describe('seller products: deleting', () => {
  it('deletes a product that was never ordered', async () => {
    const p = await create();
    const res = await seller.delete(`/sellers/product/${p.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: SELLER_PRODUCT_MESSAGES.deleted, archived: false });
    const rows = await ctx.database.db.select().from(products).where(eq(products.id, p.id));
    expect(rows).toEqual([]);
    expect((await asUser(ctx).get(`/products/${p.id}`)).statusCode).toBe(404);
    expect((await seller.delete(`/sellers/product/${p.id}`)).statusCode).toBe(404);
  });

  it('archives a product that was ordered: hidden everywhere, unavailable in carts, kept in past orders', async () => {
    const p = await create({ images: ['/v1/media/demo/keyboards-negro-3.webp'] });
    // A buyer pays for one with the dev provider; another shopper keeps one in the cart.
    const { jwt } = await signUpCustomer(ctx, uniqueEmail('compra'));
    const buyer = asUser(ctx, jwt);
    expect(
      (await buyer.put('/api/cart/add', { productId: p.id, size: 'FREE', quantity: 1 })).statusCode,
    ).toBe(200);
    const addressId: number = (
      await buyer.post('/api/users/addresses', {
        name: 'Lucía Fernández',
        address: 'Calle 80 # 12-34',
        city: 'Bogotá',
        state: 'Cundinamarca',
        mobile: '3104567890',
      })
    ).json().id;
    const total = ((await buyer.get('/api/cart')).json() as CartResponse).total;
    const start = await buyer.get(
      `/api/payments/paypal/start?amount=${total.toFixed(2)}&addressId=${addressId}`,
    );
    expect(start.statusCode, start.body).toBe(200);
    const token = new URL(start.json().redirect_url, 'http://x').searchParams.get('token')!;
    await provider.approve(token); // the buyer approves on the (dev) PayPal page
    expect((await buyer.post(`/api/orders/create?token=${token}`)).statusCode).toBe(200);
    const keeper = asUser(ctx, (await signUpCustomer(ctx, uniqueEmail('carrito'))).jwt);
    expect(
      (await keeper.put('/api/cart/add', { productId: p.id, size: 'FREE', quantity: 1 })).statusCode,
    ).toBe(200);

    const res = await seller.delete(`/sellers/product/${p.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: SELLER_PRODUCT_MESSAGES.archived, archived: true });

    expect((await listing()).map((x) => x.id)).not.toContain(p.id);
    expect(await search(firstWord(p))).toEqual([]);
    expect((await asUser(ctx).get(`/products/${p.id}`)).statusCode).toBe(404);
    const own: ProductResponse[] = (await seller.get('/sellers/product')).json();
    expect(own.map((x) => x.id)).not.toContain(p.id);
    expect((await seller.patch(`/sellers/product/${p.id}/stock`)).statusCode).toBe(404);

    const cart: CartResponse = (await keeper.get('/api/cart')).json();
    const line = cart.cartItems.find((i) => i.product.id === p.id)!;
    expect(line.available).toBe(false);

    const orders: OrderResponse[] = (await buyer.get('/api/orders')).json();
    const item = orders.flatMap((o) => o.orderItems).find((i) => i.productName === p.title)!;
    expect(item).toMatchObject({ productImage: p.images[0], price: p.sellingPrice, quantity: 1 });
  });
});

describe('GET /sellers/{id}', () => {
  it('answers the public face of an ACTIVE shop only, and leaves the static seller routes alone', async () => {
    const res = await asUser(ctx).get(`/sellers/${sellerId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: sellerId,
      businessDetails: { businessName: expect.stringMatching(/^Gómez Hardware tienda-/) },
    });

    const pending = await newSeller();
    expect((await asUser(ctx).get(`/sellers/${pending.id}`)).statusCode).toBe(404);
    expect((await asUser(ctx).get('/sellers/999999')).statusCode).toBe(404);

    expect((await seller.get('/sellers/profile')).json().id).toBe(sellerId);
    expect(Array.isArray((await seller.get('/sellers/product')).json())).toBe(true);
    expect((await seller.post('/sellers/two-factor/setup')).statusCode).toBe(200);
    // Signed out, the static routes still answer 401, not the public page's 400.
    expect((await asUser(ctx).get('/sellers/profile')).statusCode).toBe(401);
    expect((await asUser(ctx).get('/sellers/product')).statusCode).toBe(401);
  });
});
