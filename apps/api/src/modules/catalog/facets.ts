import {
  CATEGORIES_WITH_COLOR,
  type ProductFacetsResponse,
  specAttributesOf,
  VARIANT_AXIS_KEYS,
} from '@tecnobazar/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { fromCents } from '../../lib/money.ts';
import { type ListingFilters, visibleToShoppers as visible } from './listing-filters.ts';

/** Cut points between the price ranges: the category's prices at these fractions, rounded. */
const PRICE_QUANTILES = [1 / 6, 2 / 6, 3 / 6, 4 / 6, 5 / 6];

/** A price (in cents) rounded to two significant figures of pesos: 1.234.567 → 1.200.000, 87.345 → 87.000. */
export function roundPrice(cents: number): number {
  const pesos = cents / 100;
  if (pesos < 10) return Math.max(1, Math.round(pesos)) * 100;
  const step = 10 ** (Math.floor(Math.log10(pesos)) - 1);
  return Math.round(pesos / step) * step * 100;
}

/** Strictly increasing round bounds from the category's price quantiles (duplicates after rounding merge). */
export function priceBounds(quantileCents: number[]): number[] {
  const bounds: number[] = [];
  for (const q of quantileCents) {
    const b = roundPrice(q);
    if (b > (bounds.at(-1) ?? 0)) bounds.push(b);
  }
  return bounds;
}

const all = (parts: (SQL | undefined)[]) => and(visible, ...parts) ?? visible;

/** The values the shopper ticked: always listed in their facet, with 0 when nothing matches them now. */
export interface ChosenValues {
  specs: Record<string, string[]>;
  /** The palette's spelling. */
  color?: string;
}

/** `counted` with every chosen value that has no count of its own, at 0. */
function withChosen(counted: { value: string; count: number }[], chosen: string[] = []) {
  const missing = chosen.filter((value) => !counted.some((c) => c.value === value));
  return [...counted, ...missing.map((value) => ({ value, count: 0 }))];
}

/**
 * The listing's facets in two queries: the price bounds from the category's prices, then every count at
 * once. Each product row is fanned out into one (facet, value) pair per facet, each pair kept only when the
 * product passes every filter except that facet's own; one GROUP BY then counts them all.
 */
export async function listingFacets(
  db: Db,
  f: ListingFilters,
  chosen: ChosenValues = { specs: {} },
): Promise<ProductFacetsResponse> {
  const attributes = specAttributesOf(f.level2 ?? '').filter((a) => a.facet);
  const withColor = f.level2 !== undefined && CATEGORIES_WITH_COLOR.has(f.level2);
  const from = sql`${products}`;

  const [quantiles] = await queryRows<{ cuts: (number | string)[] | null }>(
    db,
    sql`select percentile_disc(${sql.param(PRICE_QUANTILES)}::float8[]) within group (order by ${products.sellingPriceCents}) as cuts
        from ${from} where ${all([f.category])}`,
  );
  const bounds = priceBounds((quantiles?.cuts ?? []).map(Number));

  const specsExcept = (key: string) => [...f.specs].filter(([k]) => k !== key).map(([, c]) => c);
  const withOthers = (...parts: (SQL | undefined)[]) => all([f.category, ...f.others, ...parts]);
  // The range a price falls in, as text ('0' … 'n'); one range only when the category has no prices.
  const bucket =
    bounds.length === 0
      ? sql`${'0'}`
      : sql.join(
          [
            sql`case`,
            ...bounds.map((b, i) => sql`when ${products.sellingPriceCents} < ${b} then ${String(i)}`),
            sql`else ${String(bounds.length)} end`,
          ],
          sql` `,
        );
  const axes = attributes.filter((a) => VARIANT_AXIS_KEYS.includes(a.key));
  // A product sold in variants counts once under each variant's value of an axis (its variant_values,
  // migration 0042), not under its own value: `own` leaves that out, `perVariant` counts the variants'.
  const own = (key: string, value: SQL) =>
    sql`case when ${products.variantValues} ? ${key} then null else ${value} end`;
  const perVariant = (facet: string, key: string, others: SQL | undefined) =>
    sql`select ${facet} as facet, v.value, count(*) as n
      from ${from}, jsonb_array_elements_text(${products.variantValues} -> ${key}) as v(value)
      where ${products.variantValues} is not null and ${others}
      group by v.value`;
  const pairs = [
    ...attributes.map((a) => {
      const value = sql`${products.specs} ->> ${a.key}`;
      return sql`(${`spec:${a.key}`}, ${axes.includes(a) ? own(a.key, value) : value}, ${withOthers(f.color, f.price, ...specsExcept(a.key))})`;
    }),
    ...(withColor
      ? [sql`('color', ${own('color', sql`${products.color}`)}, ${withOthers(f.price, ...f.specs.values())})`]
      : []),
    sql`('price', ${bucket}, ${withOthers(f.color, ...f.specs.values())})`,
  ];
  const variantCounts = [
    ...axes.map((a) =>
      perVariant(`spec:${a.key}`, a.key, withOthers(f.color, f.price, ...specsExcept(a.key))),
    ),
    ...(withColor ? [perVariant('color', 'color', withOthers(f.price, ...f.specs.values()))] : []),
  ];
  const rows = await queryRows<{ facet: string; value: string; n: number | string }>(
    db,
    sql`select facet, value, sum(n) as n from (
        select pair.facet, pair.value, count(*) as n
        from ${from}, lateral (values ${sql.join(pairs, sql`, `)}) as pair(facet, value, ok)
        where ${all([f.category])} and pair.ok and pair.value is not null
        group by pair.facet, pair.value
        ${variantCounts.length > 0 ? sql`union all ${sql.join(variantCounts, sql` union all `)}` : sql``}
      ) counted group by facet, value`,
  );

  const counts = (facet: string) =>
    rows.filter((r) => r.facet === facet).map((r) => ({ value: r.value, count: Number(r.n) }));
  const byCountThenValue = (a: { value: string; count: number }, b: { value: string; count: number }) =>
    b.count - a.count || a.value.localeCompare(b.value, 'es', { numeric: true });
  const priceCounts = new Map(counts('price').map((c) => [Number(c.value), c.count]));
  const edges = [0, ...bounds];
  return {
    specs: attributes
      .map((a) => ({
        key: a.key,
        label: a.label,
        // A ticked value stays, at 0, when the other filters leave it nothing: the shopper can untick it.
        values: withChosen(counts(`spec:${a.key}`), chosen.specs[a.key]).sort(
          a.type === 'number' ? (x, y) => Number(x.value) - Number(y.value) : byCountThenValue,
        ),
      }))
      .filter((facet) => facet.values.length > 0),
    colors: withColor
      ? withChosen(counts('color'), chosen.color ? [chosen.color] : []).sort(byCountThenValue)
      : [],
    priceRanges: edges.map((min, i) => ({
      min: fromCents(min),
      max: i + 1 < edges.length ? fromCents(edges[i + 1]!) : null,
      count: priceCounts.get(i) ?? 0,
    })),
  };
}
