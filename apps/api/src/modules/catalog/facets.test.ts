import type { ProductFacetsResponse, ProductResponse } from '@tecnobazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCategories } from '../../db/seed/seed.ts';
import { signUpSeller } from '../../test/seller.ts';
import { adminToken, asUser } from '../../test/shopper.ts';
import { createTestApp, type TestContext, uniqueEmail } from '../../test/test-app.ts';
import { priceBounds, roundPrice } from './facets.ts';
import { FILTER_MESSAGES } from './listing-filters.ts';

let ctx: TestContext;
type Api = ReturnType<typeof asUser>;

/** Six processors, hand-counted below: brand, socket, cores, price. */
const CPUS = [
  { leaf: 'cpu_amd', specs: { brand: 'AMD', socket: 'AM5', cores: 6 }, price: 1_000_000 },
  { leaf: 'cpu_amd', specs: { brand: 'AMD', socket: 'AM5', cores: 8 }, price: 1_500_000 },
  { leaf: 'cpu_amd', specs: { brand: 'AMD', socket: 'AM4', cores: 6 }, price: 600_000 },
  { leaf: 'cpu_intel', specs: { brand: 'Intel', socket: 'LGA1700', cores: 6 }, price: 900_000 },
  { leaf: 'cpu_intel', specs: { brand: 'Intel', socket: 'LGA1700', cores: 14 }, price: 1_800_000 },
  { leaf: 'cpu_intel', specs: { brand: 'Intel', socket: 'LGA1851' }, price: 2_500_000 },
];

const facets = async (query: string): Promise<ProductFacetsResponse> => {
  const res = await asUser(ctx).get(`/products/facets?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const values = (f: ProductFacetsResponse, key: string) =>
  Object.fromEntries(f.specs.find((s) => s.key === key)?.values.map((v) => [v.value, v.count]) ?? []);
const listed = async (query: string): Promise<ProductResponse[]> =>
  (await asUser(ctx).get(`/products?${query}`)).json().content;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0' });
  await seedCategories(ctx.database.db);
  const admin = asUser(ctx, await adminToken(ctx));
  const seller: Api = asUser(ctx, await signUpSeller(ctx, uniqueEmail('facetas')));
  const { id } = (await seller.get('/sellers/profile')).json();
  expect((await admin.patch(`/admin/seller/${id}/status/ACTIVE`)).statusCode).toBe(200);
  // Its products are listed at once, without the catalogue's review (decision 0028).
  expect((await admin.patch(`/admin/seller/${id}/trusted`, { trusted: true })).statusCode).toBe(200);
  for (const [i, cpu] of CPUS.entries()) {
    const res = await seller.post('/sellers/product', {
      title: `Procesador de prueba ${i}`,
      description: 'Procesador para probar los filtros.',
      mrpPrice: cpu.price,
      sellingPrice: cpu.price,
      quantity: 5,
      color: 'Negro',
      sizes: ['FREE'],
      images: ['/v1/media/demo/processors-negro-1.webp'],
      category: 'women',
      category2: 'processors',
      category3: cpu.leaf,
      specs: cpu.specs,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => ctx?.close());

describe('listing facets', () => {
  it('count every key attribute of the category, and no colours where the category has none', async () => {
    const all = await facets('category=processors');
    expect(all.specs.map((s) => s.key)).toEqual(['brand', 'socket', 'cores']);
    expect(values(all, 'brand')).toEqual({ AMD: 3, Intel: 3 });
    expect(values(all, 'socket')).toEqual({ AM5: 2, LGA1700: 2, AM4: 1, LGA1851: 1 });
    // Numbers in numeric order.
    expect(all.specs.find((s) => s.key === 'cores')!.values).toEqual([
      { value: '6', count: 3 },
      { value: '8', count: 1 },
      { value: '14', count: 1 },
    ]);
    expect(all.colors).toEqual([]);
    // A level-3 category counts only its own products.
    expect(values(await facets('category=cpu_intel'), 'socket')).toEqual({ LGA1700: 2, LGA1851: 1 });
  });

  it('follow the other active filters, but not their own', async () => {
    const am5 = await facets('category=processors&spec.socket=AM5');
    expect(values(am5, 'socket')).toEqual({ AM5: 2, LGA1700: 2, AM4: 1, LGA1851: 1 });
    expect(values(am5, 'brand')).toEqual({ AMD: 2 });
    expect(values(am5, 'cores')).toEqual({ 6: 1, 8: 1 });

    const intel = await facets('category=processors&spec.socket=AM5,LGA1700&spec.brand=Intel');
    expect(values(intel, 'brand')).toEqual({ AMD: 2, Intel: 2 });
    // AM5 is ticked: it stays, at 0, so the shopper can untick it.
    expect(values(intel, 'socket')).toEqual({ LGA1700: 2, LGA1851: 1, AM5: 0 });
    expect(values(intel, 'cores')).toEqual({ 6: 1, 14: 1 });

    const cheap = await facets('category=processors&price=0-1000000');
    expect(values(cheap, 'socket')).toEqual({ AM5: 1, AM4: 1, LGA1700: 1 });
  });

  it('keep every ticked value, at 0, when the filters leave nothing to list', async () => {
    const none = await facets('category=processors&spec.brand=AMD&spec.cores=14&price=0-700000');
    expect(await listed('category=processors&spec.brand=AMD&spec.cores=14&price=0-700000')).toEqual([]);
    // Sockets: none ticked and none left, so the group is left out.
    expect(none.specs.map((s) => s.key)).toEqual(['brand', 'cores']);
    expect(values(none, 'brand')).toEqual({ AMD: 0 });
    expect(values(none, 'cores')).toEqual({ 6: 1, 14: 0 });
  });

  it('filter the listing the same way: any of the values of one attribute, all attributes together', async () => {
    expect((await listed('category=processors&spec.socket=AM5')).map((p) => p.specs.socket)).toEqual([
      'AM5',
      'AM5',
    ]);
    const eight = await listed('category=processors&spec.socket=AM5,AM4&spec.cores=8');
    expect(eight.map((p) => p.specs)).toEqual([{ brand: 'AMD', socket: 'AM5', cores: 8 }]);
    expect(await listed('category=processors&spec.socket=AM3')).toEqual([]);
  });

  it('draw about six round price ranges from the category, whose counts add up', async () => {
    const { priceRanges } = await facets('category=processors');
    expect(priceRanges.length).toBeGreaterThanOrEqual(2);
    expect(priceRanges.length).toBeLessThanOrEqual(6);
    expect(priceRanges[0]!.min).toBe(0);
    expect(priceRanges.at(-1)!.max).toBeNull();
    for (const [i, range] of priceRanges.entries()) {
      if (i > 0) expect(range.min).toBe(priceRanges[i - 1]!.max);
      // Two significant figures at most: 1.500.000, 900.000.
      expect(String(range.min).replace(/0+$/, '').length).toBeLessThanOrEqual(2);
    }
    expect(priceRanges.reduce((n, r) => n + r.count, 0)).toBe(CPUS.length);
    // With an AM5 filter only those two remain in the ranges.
    const am5 = await facets('category=processors&spec.socket=AM5');
    expect(am5.priceRanges.reduce((n, r) => n + r.count, 0)).toBe(2);
  });

  it('refuse filters the category does not have, or without a category', async () => {
    const unknown = await asUser(ctx).get('/products/facets?category=processors&spec.memoryType=DDR5');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(FILTER_MESSAGES.unknownSpec('memoryType'));
    const bare = await asUser(ctx).get('/products?spec.socket=AM5');
    expect(bare.json().message).toBe(FILTER_MESSAGES.specNeedsCategory);
    const nan = await asUser(ctx).get('/products?category=processors&spec.cores=seis');
    expect(nan.json().message).toBe(FILTER_MESSAGES.badValue('Núcleos', 'seis'));
  });
});

describe('an empty category', () => {
  it('has no facets and one price range, without failing', async () => {
    const empty = await facets('category=optical_drives');
    expect(empty).toEqual({ specs: [], colors: [], priceRanges: [{ min: 0, max: null, count: 0 }] });
  });
});

describe('price bounds', () => {
  it('round to two significant figures of pesos and never repeat', () => {
    expect(roundPrice(123_456_700)).toBe(120_000_000);
    expect(roundPrice(8_734_500)).toBe(8_700_000);
    expect(priceBounds([59_900_00, 60_400_00, 149_900_00, 150_100_00, 899_000_00])).toEqual([
      6_000_000, 15_000_000, 90_000_000,
    ]);
  });
});
