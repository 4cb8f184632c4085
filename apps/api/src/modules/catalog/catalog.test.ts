import { ListProductsQuery, type ProductPage, type ProductResponse } from '@tecnobazar/shared';
import { CATEGORIES, childrenOf, TOP_CATEGORIES } from '@tecnobazar/shared/constants/categories';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { categories, products, sellers } from '../../db/schema/index.ts';
import { setOffers } from '../../test/offers.ts';
import { adminToken, asUser } from '../../test/shopper.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createCatalogService } from './catalog.service.ts';
import { averageRating, isoTimestamp, pesos } from './product-json.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0' }, { seed: true });
});
afterAll(() => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/v1${url}` });
/** Changes a seller's status as an administrator does, so every cached count hears of it. */
async function setSellerStatus(sellerId: number, status: 'ACTIVE' | 'SUSPENDED') {
  const admin = asUser(ctx, await adminToken(ctx));
  const res = await admin.patch(`/admin/seller/${sellerId}/status/${status}`);
  expect(res.statusCode, res.body).toBe(200);
}
/** A listing's query string as the route reads it, for the service called directly. */
const query = (q: string) => ListProductsQuery.parse(Object.fromEntries(new URLSearchParams(q)));
const list = async (query: string): Promise<ProductPage> => {
  const res = await get(`/products?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** Every page of a listing, to check filters against the whole result and not only page one. */
async function listAll(query: string): Promise<ProductResponse[]> {
  const first = await list(query);
  const all = [...first.content];
  for (let page = 1; page < first.totalPages; page++)
    all.push(...(await list(`${query}&pageNumber=${page}`)).content);
  expect(all).toHaveLength(first.totalElements);
  return all;
}
const leavesUnder = (id: string): string[] => {
  const kids = childrenOf(id);
  return kids.length === 0 ? [id] : kids.flatMap((k) => leavesUnder(k.categoryId));
};
const visibleCount = async () =>
  (
    await ctx.database.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      // Approved products of active shops (a proposal in review is its seller's only: decision 0028).
      .where(and(eq(sellers.accountStatus, 'ACTIVE'), eq(products.status, 'APPROVED')))
  ).length;

describe('GET /products', () => {
  it('pages the whole visible catalogue 12 at a time, newest first', async () => {
    const page = await list('');
    const total = await visibleCount();
    expect(page.totalElements).toBe(total);
    expect(page.totalPages).toBe(Math.ceil(total / 12));
    expect(page.content).toHaveLength(12);
    const dates = page.content.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by a category at any level, including everything below it', async () => {
    for (const id of ['women', 'keyboards', 'ssd_nvme']) {
      const all = await listAll(`category=${id}`);
      expect(all.length, id).toBeGreaterThan(0);
      const allowed = new Set(leavesUnder(id));
      for (const p of all)
        expect(allowed.has(p.category.categoryId), `${id} ⊇ ${p.category.categoryId}`).toBe(true);
    }
    const level1 = CATEGORIES.find((c) => c.categoryId === 'men')!;
    expect(level1.level).toBe(1);
  });

  it('filters by colour, case-insensitively', async () => {
    const all = await listAll('color=negro');
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all.map((p) => p.color))).toEqual(new Set(['Negro']));
  });

  it('filters by price in either form, bounds included', async () => {
    const a = await listAll('minPrice=100000&maxPrice=300000');
    const b = await listAll('price=100000-300000');
    expect(a.length).toBeGreaterThan(0);
    expect(b.map((p) => p.id)).toEqual(a.map((p) => p.id));
    for (const p of a) expect(p.sellingPrice >= 100000 && p.sellingPrice <= 300000).toBe(true);
    const under = await listAll('price=0-5000');
    for (const p of under) expect(p.sellingPrice).toBeLessThanOrEqual(5000);
  });

  it('filters by minimum discount in either form', async () => {
    const a = await listAll('minDiscount=20');
    expect(a.length).toBeGreaterThan(0);
    for (const p of a) expect(p.discountPercent).toBeGreaterThanOrEqual(20);
    expect((await listAll('discount=20')).map((p) => p.id)).toEqual(a.map((p) => p.id));
  });

  it('filters by sizes', async () => {
    const all = await listAll('sizes=XL');
    expect(all.length).toBeGreaterThan(0);
    for (const p of all) expect(p.sizes).toContain('XL');
  });

  it('sorts by price either way', async () => {
    const low = (await listAll('category=women&sort=price_low')).map((p) => p.sellingPrice);
    expect(low).toEqual([...low].sort((x, y) => x - y));
    const high = (await listAll('category=women&sort=price_high')).map((p) => p.sellingPrice);
    expect(high).toEqual([...high].sort((x, y) => y - x));
  });

  it('combines filters', async () => {
    const all = await listAll('category=men&color=Negro&minPrice=50000&minDiscount=5&sort=price_low');
    expect(all.length).toBeGreaterThan(0);
    const allowed = new Set(leavesUnder('men'));
    for (const p of all) {
      expect(allowed.has(p.category.categoryId)).toBe(true);
      expect(p.color).toBe('Negro');
      expect(p.sellingPrice).toBeGreaterThanOrEqual(50000);
      expect(p.discountPercent).toBeGreaterThanOrEqual(5);
    }
    const prices = all.map((p) => p.sellingPrice);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
  });

  it('pages without overlap, and past the last page answers an empty page', async () => {
    const p0 = await list('sort=price_low&pageNumber=0');
    const p1 = await list('sort=price_low&pageNumber=1');
    expect(p1.content).toHaveLength(12);
    const ids0 = new Set(p0.content.map((p) => p.id));
    expect(p1.content.some((p) => ids0.has(p.id))).toBe(false);
    expect(p1.content[0]!.sellingPrice).toBeGreaterThanOrEqual(p0.content[11]!.sellingPrice);
    const past = await list(`pageNumber=${p0.totalPages}`);
    expect(past.content).toEqual([]);
    expect(past.totalPages).toBe(p0.totalPages);
  });

  it('refuses bad filter values with 400 and a message', async () => {
    const cases: [string, RegExp][] = [
      ['color=Fosforescente', /Color no válido/],
      ['sort=precio', /orden/],
      ['category=no_existe', /no existe/],
      ['price=barato', /min-max/],
      ['minPrice=500&maxPrice=100', /mínimo no puede ser mayor/],
      ['discount=150', /entre 0 y 100/],
      ['sizes=XXL', /Talla no válida/],
      ['pageNumber=-1', /negativa/],
      ['pageNumber=dos', /número/],
      ['minPrice=-5', /negativo/],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
  });

  it('bounds each end of price= like minPrice and maxPrice', async () => {
    const huge = await get('/products?price=0-99999999999999999999999999');
    expect(huge.statusCode, huge.body).toBe(400);
    expect(huge.json().message).toBe('El precio máximo es demasiado alto');
    const high = await get('/products?price=1000000001-1000000002');
    expect(high.statusCode, high.body).toBe(400);
    expect(high.json().message).toBe('El precio mínimo es demasiado alto');
    expect((await get('/products?price=0-1000000000')).statusCode).toBe(200);
  });

  it('refuses control characters in text filters with 400', async () => {
    for (const query of ['brand=a%00b', 'category=keyboards%00', 'color=negro%07', 'sizes=M%0A,L']) {
      const res = await get(`/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe('El texto contiene caracteres no permitidos');
    }
  });

  it('treats empty parameters as not set, as the original client sends them', async () => {
    const plain = await list('category=keyboards_mechanical&pageNumber=0');
    const withEmpty = await list(
      'category=keyboards_mechanical&sort=&brand=&color=&sizes=&price=&minDiscount=&pageNumber=0',
    );
    expect(plain.content.length).toBeGreaterThan(0);
    expect(withEmpty).toEqual(plain);
  });
});

describe("GET /products with the original client's ids and colours (decision 0014)", () => {
  const ids = (all: ProductResponse[]) => all.map((p) => p.id);

  it('lists a client level-3 id as the products of our category, answered with our ids', async () => {
    for (const [client, ours] of [
      ['Teclados mecánicos', 'keyboards_mechanical'],
      ['intel_processors', 'cpu_intel'],
      ['nvme_ssd', 'ssd_nvme'],
    ]) {
      const expected = await listAll(`category=${ours}`);
      expect(expected.length, ours).toBeGreaterThan(0);
      const aliased = await listAll(`category=${encodeURIComponent(client!)}`);
      expect(ids(aliased), client).toEqual(ids(expected));
      expect(new Set(aliased.map((p) => p.category.categoryId))).toEqual(new Set([ours]));
    }
  });

  it('lists an id the client repeats under keyboards and mice as the keyboards one, as it reads', async () => {
    const bare = await listAll(`category=${encodeURIComponent('Teclados inalámbricos')}`);
    expect(bare.length).toBeGreaterThan(0);
    expect(ids(bare)).toEqual(ids(await listAll('category=keyboards_wireless')));
  });

  it('filters by a client colour as our colour of that shade, instead of 400', async () => {
    for (const [client, ours] of [
      ['Púrpura', 'Morado'],
      ['Topo', 'Gris Oscuro'],
    ]) {
      const expected = await listAll(`color=${encodeURIComponent(ours!)}`);
      expect(expected.length, ours).toBeGreaterThan(0);
      const aliased = await listAll(`color=${encodeURIComponent(client!)}`);
      expect(ids(aliased), client).toEqual(ids(expected));
      expect(new Set(aliased.map((p) => p.color))).toEqual(new Set([ours]));
    }
  });

  it('counts the facets of a client category and colour as ours', async () => {
    const facets = async (query: string) => {
      const res = await get(`/products/facets?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const ours = await facets('category=keyboards_mechanical&color=Rosado');
    expect(ours.colors.length).toBeGreaterThan(0);
    expect(await facets(`category=${encodeURIComponent('Teclados gaming')}&color=Rosa`)).toEqual(ours);
  });

  it('still refuses an id or a colour nobody knows', async () => {
    const category = await get('/products?category=men_formal_shoes');
    expect(category.statusCode).toBe(400);
    expect(category.json().message).toBe("La categoría 'men_formal_shoes' no existe");
    const color = await get('/products?color=Fosforito');
    expect(color.statusCode).toBe(400);
    expect(color.json().message).toBe('Color no válido');
  });
});

describe('GET /products/{id}', () => {
  it('answers the product with its category and public seller details only', async () => {
    const [first] = (await list('')).content;
    const res = await get(`/products/${first!.id}`);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({ id: first!.id, title: first!.title });
    expect(p.sellingPrice).toBeLessThanOrEqual(p.mrpPrice);
    expect(p.discountPercent).toBe(Math.floor(((p.mrpPrice - p.sellingPrice) / p.mrpPrice) * 100 + 1e-9));
    expect(Object.keys(p.seller).sort()).toEqual(['businessDetails', 'id']);
    expect(JSON.stringify(p)).not.toMatch(/@|bank|mobile|accountNumber/i);
  });

  it("answers 404 'Producto no encontrado' when absent, 400 for a non-number", async () => {
    const missing = await get('/products/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Producto no encontrado');
    expect((await get('/products/abc')).statusCode).toBe(400);
  });
});

describe('only ACTIVE sellers are visible', () => {
  it('hides a suspended seller’s products from listing, product page and search', async () => {
    const [seller] = await ctx.database.db
      .select()
      .from(sellers)
      .where(eq(sellers.accountStatus, 'ACTIVE'))
      .limit(1);
    const [product] = await ctx.database.db
      .select()
      .from(products)
      .where(eq(products.sellerId, seller!.id))
      .limit(1);
    const before = await visibleCount();
    const shown: ProductResponse = (await get(`/products/${product!.id}`)).json();
    await setSellerStatus(seller!.id, 'SUSPENDED');
    try {
      const page = await list('');
      expect(page.totalElements).toBeLessThan(before);
      expect((await get(`/products/${product!.id}`)).statusCode).toBe(404);
      const found = (await get(`/products/search?query=${encodeURIComponent(product!.title)}`)).json();
      expect(found.map((p: ProductResponse) => p.id)).not.toContain(product!.id);
      const all = await listAll(`category=${shown.category.categoryId}`);
      expect(all.every((p) => p.seller.id !== seller!.id)).toBe(true);
    } finally {
      await setSellerStatus(seller!.id, 'ACTIVE');
    }
    expect((await list('')).totalElements).toBe(before);
  });
});

describe('GET /products/search', () => {
  const search = async (query: string): Promise<ProductResponse[]> => {
    const res = await get(`/products/search?query=${encodeURIComponent(query)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it("finds 'Teclado mecánico …' for 'teclados mecanicos', ranked first", async () => {
    const results = await search('teclados mecanicos');
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]!.title).toMatch(/^Teclado mecánico/);
  });

  it("finds processors for the misspelt 'procesdor'", async () => {
    const results = await search('procesdor');
    expect(results.length).toBeGreaterThan(0);
    const cpuLeaves = new Set(leavesUnder('processors'));
    expect(cpuLeaves.has(results[0]!.category.categoryId)).toBe(true);
  });

  it('names the corrected words in X-Searched-For, and nothing when the query was searched as typed', async () => {
    const searchedFor = async (query: string) =>
      (await get(`/products/search?query=${encodeURIComponent(query)}`)).headers['x-searched-for'];
    expect(await searchedFor('tecaldo')).toBe('teclado');
    expect(await searchedFor('procesdor amd')).toBe('procesador%20amd');
    expect(await searchedFor('Teclado')).toBeUndefined();
    expect(await searchedFor('teclados mecanicos')).toBeUndefined();
  });

  it('puts what can be bought before what is sold out', async () => {
    const [first] = await search('teclados mecanicos');
    await setOffers(ctx.database.db, first!.id, { inStock: false });
    try {
      // Another query than above: the search keeps its results for a moment.
      const results = await search('teclado mecanico');
      expect(results.map((p) => p.id)).toContain(first!.id);
      const firstSoldOut = results.findIndex((p) => !p.in_stock);
      expect(firstSoldOut).toBeGreaterThan(0);
      expect(results.slice(firstSoldOut).every((p) => !p.in_stock)).toBe(true);
    } finally {
      await setOffers(ctx.database.db, first!.id, { inStock: true });
    }
  });

  it("finds NVMe drives for 'ssd nvme'", async () => {
    const results = await search('ssd nvme');
    expect(results.length).toBeGreaterThanOrEqual(3);
    for (const p of results) expect(`${p.title} ${p.description}`).toMatch(/nvme/i);
  });

  // What a shopper typing these expects to see first.
  it.each([
    ['rtx 4060', /^Tarjeta gráfica .*RTX 4060/],
    ['audifonos inalambricos', /^Audífonos .*inalámbricos/],
    ['monitor 4k', /^Monitor .*4K/],
    ['silla gamer', /^Silla gamer/],
    ['windows 11 pro', /^Windows 11 Pro/],
    ['fuente 750w', /^Fuente de poder .*750 W/],
  ])("ranks what a shopper means first for '%s'", async (query, expected) => {
    const results = await search(query);
    expect(results[0]?.title).toMatch(expected);
  });

  it('folds accents and case: "PROCESADOR AMD" and "procesador amd" agree', async () => {
    const a = await search('PROCESADOR AMD');
    expect(a.length).toBeGreaterThan(0);
    expect((await search('procesador amd')).map((p) => p.id)).toEqual(a.map((p) => p.id));
    expect(a[0]!.title).toMatch(/AMD/);
  });

  it('returns [] for nonsense and for an empty query, and at most 50 results', async () => {
    expect(await search('xqzvbnm wplkjh')).toEqual([]);
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect((await search('negro')).length).toBeLessThanOrEqual(50);
  });

  it('refuses a query with a NUL byte with 400', async () => {
    const res = await get('/products/search?query=teclado%00');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('El texto contiene caracteres no permitidos');
  });
});

describe('GET /home-page', () => {
  it('answers the stored tiles and deals', async () => {
    const res = await get('/home-page');
    expect(res.statusCode).toBe(200);
    const home = res.json();
    expect(home.grid).toHaveLength(4);
    expect(home.shopByCategories.length).toBeGreaterThan(0);
    expect(home.deals.length).toBeGreaterThan(0);
    for (const deal of home.deals) {
      expect(deal.category.section).toBe('DEALS');
      expect(deal.discount).toBeGreaterThanOrEqual(0);
      expect(deal.discount).toBeLessThanOrEqual(100);
    }
  });
});

describe('GET /categories/top-level', () => {
  const topLevel = async (): Promise<string[]> => {
    const res = await get('/categories/top-level');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().categoryIds;
  };

  it('answers the top-level categories with visible products, in menu order, reused for a minute', async () => {
    const everyTop = TOP_CATEGORIES.map((c) => c.categoryId);
    // The demo catalogue fills every top-level category, Gaming and Software included.
    expect(await topLevel()).toEqual(everyTop);

    // Software left with one product: archived behind the service's back, the menu keeps it for a minute.
    const { db } = ctx.database;
    const leafIds = (
      await db
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.categoryId, leavesUnder('beauty')))
    ).map((c) => c.id);
    const inSoftware = await db
      .select({ id: products.id, sellerId: products.sellerId })
      .from(products)
      .where(and(inArray(products.categoryId, leafIds), isNull(products.archivedAt)));
    const [kept, ...others] = inSoftware;
    expect(others.length).toBeGreaterThan(0);
    const archive = (ids: number[], archivedAt: Date | null) =>
      db.update(products).set({ archivedAt }).where(inArray(products.id, ids));
    await archive(
      others.map((p) => p.id),
      new Date(),
    );
    try {
      await archive([kept!.id], new Date());
      expect(await topLevel(), 'the answer of a minute ago').toEqual(everyTop);
      ctx.clock.advance(60_000);
      expect(await topLevel()).toEqual(everyTop.filter((id) => id !== 'beauty'));
      await archive([kept!.id], null);
      ctx.clock.advance(60_000);
      expect(await topLevel()).toEqual(everyTop);

      // Its last seller suspended by an administrator: the menu and the count follow at once.
      await setSellerStatus(kept!.sellerId, 'SUSPENDED');
      expect(await topLevel()).toEqual(everyTop.filter((id) => id !== 'beauty'));
      expect((await list('category=beauty')).totalElements).toBe(0);
    } finally {
      await archive(
        others.map((p) => p.id),
        null,
      );
      await setSellerStatus(kept!.sellerId, 'ACTIVE');
    }
    expect(await topLevel()).toEqual(everyTop);
    expect((await list('category=beauty')).totalElements).toBe(inSoftware.length);
  });
});

describe('HTTP caching of the catalogue', () => {
  it('answers an ETag a CDN may keep 30 s, 304 when the browser has it, and the same ETag compressed', async () => {
    const url = '/v1/products?category=keyboards&sort=price_low';
    const first = await ctx.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');

    const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const compressed = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).toBe(etag);

    // Another page is another answer; a signed-in request is not for shared caches.
    const other = await ctx.app.inject({ method: 'GET', url: `${url}&pageNumber=1` });
    expect(other.headers.etag).not.toBe(etag);
    const signedIn = await ctx.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer x' } });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
  });

  it('sends a changed product with a new ETag', async () => {
    const [product] = (await list('category=keyboards')).content;
    const url = `/v1/products/${product!.id}`;
    const before = (await ctx.app.inject({ method: 'GET', url })).headers.etag as string;
    await setOffers(ctx.database.db, product!.id, { quantity: product!.quantity + 1 });
    const after = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': before } });
    expect(after.statusCode).toBe(200);
    expect(after.json().quantity).toBe(product!.quantity + 1);
  });
});

describe('the usual listing, written as JSON by PostgreSQL', () => {
  const jsAverage = (halves: number, count: number) =>
    count ? Math.round((halves / 2 / count) * 10) / 10 : 0;

  it('answers the same products, field for field, as the product page built in JS, filtered or not', async () => {
    const { db } = ctx.database;
    const [a, b, c, d, e] = (await list('category=keyboards')).content.map((p) => p.id);
    const set = (id: number | undefined, values: Partial<typeof products.$inferInsert>) =>
      db.update(products).set(values).where(eq(products.id, id!));
    // Averages on a tie (4.25 and 4.35: JS's Math.round takes them up), prices with cents, in stock but
    // none left, a creation time with microseconds, text that JSON must escape.
    await set(a, { numRatings: 2, ratingHalvesSum: 17 });
    await set(b, { numRatings: 20, ratingHalvesSum: 174 });
    await set(c, { mrpPriceCents: 199_999, sellingPriceCents: 123_450, discountPercent: 38 });
    await set(d, { inStock: true, quantity: 0, description: 'Línea 1\nLínea 2\t"citada" \\ fin' });
    await db.execute(sql`update products set created_at = '2024-02-29 23:59:59.999999+00' where id = ${e!}`);
    const [owner] = await db.select({ id: products.sellerId }).from(products).where(eq(products.id, a!));
    await db
      .update(sellers)
      .set({ businessName: 'Tienda "Ñandú" \\ S.A.S.' })
      .where(eq(sellers.id, owner!.id));

    // The usual listing takes a prepared JSON query; minDiscount=0 (the same products) one built for its
    // filters; a shop's page (its own offers) takes toResponses.
    const service = createCatalogService({ db });
    expect(await service.list(query('category=keyboards'))).toHaveProperty('json');
    expect(await service.list(query('category=keyboards&minDiscount=0'))).toHaveProperty('json');
    expect(await service.list(query(`category=keyboards&seller=${owner!.id}`))).toHaveProperty('content');
    // The whole catalogue, with no category, takes the JSON path too.
    expect(await service.list(query('sort=price_low'))).toHaveProperty('json');

    for (const filters of [
      'category=keyboards',
      'category=keyboards&sort=price_low',
      'category=keyboards&sort=price_high&minPrice=1000',
      'category=keyboards_mechanical&sort=newest',
      'sort=newest',
      'sort=price_high&maxPrice=5000',
    ]) {
      const usual = await listAll(filters);
      expect(usual.length, filters).toBeGreaterThan(0);
      expect(usual, filters).toStrictEqual(await listAll(`${filters}&minDiscount=0`));
    }
    const usual = await listAll('category=keyboards');
    for (const p of usual) {
      // The product page's JSON, written by PostgreSQL too, against the answer built in JS.
      const page = (await get(`/products/${p.id}`)).json();
      expect(page).toStrictEqual(JSON.parse(JSON.stringify(await service.get(p.id))));
      expect(p).toStrictEqual(page);
    }
    for (const p of await listAll('category=keyboards&spec.brand=Logitech,Redragon,Corsair'))
      expect(p).toStrictEqual((await get(`/products/${p.id}`)).json());

    const byId = new Map(usual.map((p) => [p.id, p]));
    expect(byId.get(a!)!.averageRating).toBe(4.3);
    expect(byId.get(b!)!.averageRating).toBe(4.4);
    expect(byId.get(c!)).toMatchObject({ mrpPrice: 1999.99, sellingPrice: 1234.5 });
    expect(byId.get(d!)).toMatchObject({ in_stock: false, quantity: 0 });
    expect(byId.get(e!)!.createdAt).toBe('2024-02-29T23:59:59.999Z');
    expect(byId.get(a!)!.seller.businessDetails.businessName).toBe('Tienda "Ñandú" \\ S.A.S.');
    expect(byId.get(a!)!.category.parentCategoryId).toBe('keyboards');

    // Empty pages: past the last one, and a price range with nothing in it.
    for (const filters of ['category=keyboards&pageNumber=500', 'category=keyboards&minPrice=900000000']) {
      const res = await get(`/products?${filters}`);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json().content, filters).toEqual([]);
      expect(res.json()).toStrictEqual(await list(`${filters}&minDiscount=0`));
    }
  });

  it('pages a filtered listing alike whether it walks the order’s index or looks its filters up first', async () => {
    const { db } = ctx.database;
    const walking = createCatalogService({ db, walkInOrderShare: 0 });
    const lookingUp = createCatalogService({ db, walkInOrderShare: 2 });
    const pageOf = async (service: typeof walking, q: string) => {
      const page = await service.list(query(q));
      return 'json' in page ? (JSON.parse(page.json) as ProductPage) : page;
    };
    for (const filters of [
      'category=keyboards&spec.brand=Logitech,Redragon',
      'category=keyboards&spec.connection=Cableada&sort=price_low',
      'category=keyboards&color=Negro&sort=price_high&minPrice=100000',
      'category=processors&spec.socket=AM5&sort=newest',
      'category=motherboards&spec.socket=AM5,LGA1700&spec.formFactor=ATX&sort=price_high',
      'category=keyboards&brand=logi',
      'category=keyboards&minDiscount=10&sort=price_low',
    ]) {
      const expected = await listAll(filters);
      expect(expected.length, filters).toBeGreaterThan(0);
      for (let page = 0; page * 12 < expected.length; page++) {
        const q = `${filters}&pageNumber=${page}`;
        const [walked, lookedUp] = await Promise.all([pageOf(walking, q), pageOf(lookingUp, q)]);
        const ids = expected.slice(page * 12, page * 12 + 12).map((p) => p.id);
        expect(
          walked.content.map((p) => p.id),
          q,
        ).toEqual(ids);
        expect(
          lookedUp.content.map((p) => p.id),
          q,
        ).toEqual(ids);
        expect(walked).toStrictEqual(lookedUp);
      }
    }
  });

  it('computes averages, prices and ISO dates in SQL to the same JSON text as JS', async () => {
    const { db } = ctx.database;
    const averages = await queryRows<{ h: number; n: number; v: string }>(
      db,
      sql`select h, n, to_json(${averageRating(sql`h`, sql`n`)})::text as v
          from generate_series(0, 150) n, generate_series(0, 10 * n) h`,
    );
    expect(averages.length).toBeGreaterThan(100_000);
    expect(averages.filter((r) => r.v !== JSON.stringify(jsAverage(r.h, r.n)))).toEqual([]);

    const prices = await queryRows<{ c: string; v: string }>(
      db,
      sql`select c::text, to_json(${pesos(sql`c`)})::text as v from (
            select generate_series(0, 100000)::bigint as c
            union all select unnest(array[123456789, 99999999999, 100000000000]::bigint[])
          ) cents`,
    );
    expect(prices.filter((r) => r.v !== JSON.stringify(Number(r.c) / 100))).toEqual([]);

    // Whatever the session's time zone (India's half-hour offset moves the date).
    const dates = await db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Asia/Kolkata'`);
      return queryRows<{ us: string; iso: string }>(
        tx,
        sql`select (extract(epoch from t) * 1000000)::bigint::text as us, ${isoTimestamp(sql`t`)} as iso
            from unnest(array['2024-02-29 23:59:59.999999+00', '2024-03-01 00:00:00+00',
                              '1999-12-31 18:30:00.0005+00', '2030-06-15 12:34:56.789+00']::timestamptz[]) t`,
      );
    });
    expect(dates).toHaveLength(4);
    for (const { us, iso } of dates) expect(iso).toBe(new Date(Math.floor(Number(us) / 1000)).toISOString());
  });
});
