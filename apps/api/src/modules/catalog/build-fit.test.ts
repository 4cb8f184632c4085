/**
 * "Compatible con tu armado" (issue 34): `build` and `fit` on the listing and its facets, checked against a
 * brute-force run of the shared rules over every product of the category (demo catalogue).
 */
import {
  buildWith,
  type CompatibilityPart,
  compatibilityWith,
  FIT_MESSAGES,
  FIT_VALUES,
  type ProductFacetsResponse,
  type ProductPage,
  type ProductResponse,
} from '@tecnobazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0' }, { seed: true });
});
afterAll(() => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/v1${url}` });
const list = async (query: string): Promise<ProductPage> => {
  const res = await get(`/products?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
async function listAll(query: string): Promise<ProductResponse[]> {
  const first = await list(query);
  const all = [...first.content];
  for (let page = 1; page < first.totalPages; page++)
    all.push(...(await list(`${query}&pageNumber=${page}`)).content);
  expect(all).toHaveLength(first.totalElements);
  return all;
}
const facets = async (query: string): Promise<ProductFacetsResponse> => {
  const res = await get(`/products/facets?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const fitCounts = (f: ProductFacetsResponse) => Object.fromEntries(f.fit!.map((v) => [v.value, v.count]));

const partOf = (p: ProductResponse): CompatibilityPart => ({
  id: p.id,
  title: p.title,
  level2: p.category.parentCategoryId ?? '',
  specs: p.specs,
});
/** Each product's fit, one by one, as the product page would say it. */
const bruteForce = (candidates: ProductResponse[], build: ProductResponse[]) =>
  candidates.map((p) => {
    const candidate = partOf(p);
    return {
      product: p,
      status: compatibilityWith(candidate, buildWith(build.map(partOf), candidate)).status,
    };
  });
const tally = (fits: { status: string }[]) =>
  Object.fromEntries(FIT_VALUES.map((v) => [v, fits.filter((f) => f.status === v).length]));
const ids = (products: { id: number }[]) => products.map((p) => p.id).sort((a, b) => a - b);

async function product(category: string, title: string): Promise<ProductResponse> {
  const found = (await listAll(`category=${category}`)).find((p) => p.title === title);
  expect(found, title).toBeDefined();
  return found!;
}

describe('the build fit facet and filter', () => {
  let ryzen: ProductResponse;
  let boards: ProductResponse[];
  beforeAll(async () => {
    ryzen = await product('processors', 'Procesador AMD Ryzen 5 7600X 6 núcleos AM5');
    boards = await listAll('category=motherboards');
  });

  it('with an AM5 processor, lists only the AM5 boards that pass every check, as many as the facet says', async () => {
    const expected = bruteForce(boards, [ryzen]);
    const f = await facets(`category=motherboards&build=${ryzen.id}`);
    expect(f.fit!.map((v) => v.value)).toEqual(['compatible', 'unchecked', 'warning']);
    expect(fitCounts(f)).toEqual(tally(expected));
    const { compatible, unchecked, warning } = fitCounts(f);
    expect(compatible! + unchecked! + warning!).toBe(boards.length);
    expect(compatible).toBeGreaterThan(0);

    const fitting = await listAll(`category=motherboards&build=${ryzen.id}&fit=compatible`);
    expect(fitting.every((b) => b.specs.socket === 'AM5')).toBe(true);
    expect(ids(fitting)).toEqual(
      ids(expected.filter((e) => e.status === 'compatible').map((e) => e.product)),
    );
    expect((await list(`category=motherboards&build=${ryzen.id}&fit=compatible`)).totalElements).toBe(
      compatible,
    );
    // The facet counts without its own filter; the other facets count with it.
    const chosen = await facets(`category=motherboards&build=${ryzen.id}&fit=compatible`);
    expect(chosen.fit).toEqual(f.fit);
    const sockets = chosen.specs.find((s) => s.key === 'socket')!.values;
    expect(sockets).toEqual([{ value: 'AM5', count: compatible }]);
  });

  it('puts an Intel board under warning, and a chosen status list follows the facet', async () => {
    const intel = boards.find((b) => b.specs.socket === 'LGA1700')!;
    const warned = await listAll(`category=motherboards&build=${ryzen.id}&fit=warning`);
    expect(ids(warned)).toContain(intel.id);
    expect(warned.some((b) => b.specs.socket === 'AM5')).toBe(false);
    const { unchecked, warning } = fitCounts(await facets(`category=motherboards&build=${ryzen.id}`));
    const both = await list(`category=motherboards&build=${ryzen.id}&fit=warning,unchecked`);
    expect(both.totalElements).toBe(unchecked! + warning!);
    // Without `fit` the build changes nothing in the listing.
    expect((await list(`category=motherboards&build=${ryzen.id}`)).totalElements).toBe(boards.length);
  });

  it('combines with a spec filter', async () => {
    const atx = boards.filter((b) => b.specs.formFactor === 'ATX');
    const expected = bruteForce(atx, [ryzen]);
    const query = `category=motherboards&spec.formFactor=ATX&build=${ryzen.id}`;
    expect(fitCounts(await facets(query))).toEqual(tally(expected));
    const fitting = await listAll(`${query}&fit=compatible`);
    expect(ids(fitting)).toEqual(
      ids(expected.filter((e) => e.status === 'compatible').map((e) => e.product)),
    );
    expect(fitting.every((b) => b.specs.formFactor === 'ATX' && b.specs.socket === 'AM5')).toBe(true);
  });

  it('matches the brute force for a whole build, in every category a rule relates to it', async () => {
    const build = [
      ryzen,
      boards.find((b) => b.specs.socket === 'AM5')!,
      ...(await listAll('category=ram')).slice(0, 1),
      ...(await listAll('category=ssd_drives')).slice(0, 2),
      ...(await listAll('category=power_supplies')).slice(0, 1),
      ...(await listAll('category=cases')).slice(0, 1),
      ...(await listAll('category=graphics_cards')).slice(0, 1),
    ];
    const buildParam = build.map((p) => p.id).join(',');
    for (const category of [
      'motherboards',
      'processors',
      'ram',
      'ssd_drives',
      'hard_drives',
      'cooling',
      'cases',
    ]) {
      const all = await listAll(`category=${category}`);
      const expected = bruteForce(all, build);
      const f = await facets(`category=${category}&build=${buildParam}`);
      expect(fitCounts(f), category).toEqual(tally(expected));
      for (const value of FIT_VALUES) {
        const listed = await listAll(`category=${category}&build=${buildParam}&fit=${value}`);
        expect(ids(listed), `${category} ${value}`).toEqual(
          ids(expected.filter((e) => e.status === value).map((e) => e.product)),
        );
      }
    }
  });

  it('has no fit facet where no rule relates the category to the build, and ignores `fit` there', async () => {
    const f = await facets(`category=keyboards&build=${ryzen.id}`);
    expect(f.fit).toBeUndefined();
    const all = await list('category=keyboards');
    expect((await list(`category=keyboards&build=${ryzen.id}&fit=compatible`)).totalElements).toBe(
      all.totalElements,
    );
    // Nor without a build, or above the level-2 categories.
    expect((await facets('category=motherboards')).fit).toBeUndefined();
  });

  it('refuses bad parameters with 400 and a Spanish message', async () => {
    const cases: [string, string][] = [
      ['build=abc', FIT_MESSAGES.badBuild],
      ['build=1,-2', FIT_MESSAGES.badBuild],
      ['build=0', FIT_MESSAGES.badBuild],
      [`build=${Array.from({ length: 17 }, (_, i) => i + 1).join(',')}`, FIT_MESSAGES.tooManyParts],
      ['build=1&fit=bueno', FIT_MESSAGES.badFit],
      ['fit=compatible', FIT_MESSAGES.fitNeedsBuild],
    ];
    for (const [query, message] of cases)
      for (const path of ['/products', '/products/facets']) {
        const res = await get(`${path}?category=motherboards&${query}`);
        expect(res.statusCode, `${path} ${query}`).toBe(400);
        expect(res.json().message, `${path} ${query}`).toBe(message);
      }
  });
});
