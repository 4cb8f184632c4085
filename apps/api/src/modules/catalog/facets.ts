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
 * once. The category's products are read once, from its price index (whose entries carry what the counts
 * read, migration 0045: index-only), each with one flag per filter of its own; every facet then counts its
 * values among the rows that pass every filter but its own (choosing a second socket must still show how
 * many the first has), one grouping set per facet.
 */
export async function listingFacets(
  db: Db,
  f: ListingFilters,
  chosen: ChosenValues = { specs: {} },
): Promise<ProductFacetsResponse> {
  const attributes = specAttributesOf(f.level2 ?? '').filter((a) => a.facet);
  const withColor = f.level2 !== undefined && CATEGORIES_WITH_COLOR.has(f.level2);

  const [quantiles] = await queryRows<{ cuts: (number | string)[] | null }>(
    db,
    sql`select percentile_disc(${sql.param(PRICE_QUANTILES)}::float8[]) within group (order by ${products.sellingPriceCents}) as cuts
        from ${products} where ${all([f.category])}`,
  );
  const bounds = priceBounds((quantiles?.cuts ?? []).map(Number));

  // The filters a facet can leave out, each a flag of the row (`m0`, `m1`…), computed once per product.
  const flagged = [
    ...[...f.specs].map(([key, condition]) => ({ facet: `spec:${key}`, condition })),
    ...(f.color ? [{ facet: 'color', condition: f.color }] : []),
    ...(f.price ? [{ facet: 'price', condition: f.price }] : []),
  ];
  const passesAllBut = (facet: string) =>
    and(...flagged.flatMap((flag, i) => (flag.facet === facet ? [] : [sql.raw(`r.m${i}`)]))) ?? sql`true`;
  const price = sql.raw('r.price');
  // The range a price falls in, as text ('0' … 'n'); one range only when the category has no prices.
  const bucket =
    bounds.length === 0
      ? sql`${'0'}`
      : sql.join(
          [
            sql`case`,
            ...bounds.map((b, i) => sql`when ${price} < ${b} then ${String(i)}`),
            sql`else ${String(bounds.length)} end`,
          ],
          sql` `,
        );
  const axes = attributes.filter((a) => VARIANT_AXIS_KEYS.includes(a.key));
  // A product sold in variants counts once under each variant's value of an axis (its variant_values,
  // migration 0042), not under its own value: `own` leaves that out, `perVariant` counts the variants'.
  const own = (key: string, value: SQL) =>
    sql`case when r.variant_values ? ${key} then null else ${value} end`;
  const facets = [
    ...attributes.map((a) => {
      const value = sql`r.specs ->> ${a.key}`;
      return { facet: `spec:${a.key}`, value: axes.includes(a) ? own(a.key, value) : value };
    }),
    ...(withColor ? [{ facet: 'color', value: own('color', sql.raw('r.color')) }] : []),
    { facet: 'price', value: bucket },
  ];
  const rowsOfCategory = sql`select ${products.specs} as specs, ${products.color} as color,
      ${products.variantValues} as variant_values, ${products.sellingPriceCents} as price
      ${sql.join(
        flagged.map((flag, i) => sql`, ${flag.condition} as ${sql.raw(`m${i}`)}`),
        sql``,
      )}
    from ${products} where ${all([f.category, ...f.others])} offset 0`;
  // Facet i's value, or null when the row fails another facet's filter, as column v<i>: in the grouping
  // set of v<i> every other column is null, so coalesce(v0, v1…) is the value counted.
  const v = (i: number) => sql.raw(`v${i}`);
  const values = sql.join(
    facets.map((_, i) => v(i)),
    sql`, `,
  );
  const grouped = sql`select case ${sql.join(
    facets.map((x, i) => sql`when grouping(${v(i)}) = 0 then ${x.facet}`),
    sql` `,
  )} end as facet, coalesce(${values}) as value, count(*) as n
    from (select ${sql.join(
      facets.map((x, i) => sql`case when ${passesAllBut(x.facet)} then ${x.value} end as ${v(i)}`),
      sql`, `,
    )} from (${rowsOfCategory}) r) counted
    group by grouping sets (${sql.join(
      facets.map((_, i) => sql`(${v(i)})`),
      sql`, `,
    )}) having coalesce(${values}) is not null`;

  const specsExcept = (key: string) => [...f.specs].filter(([k]) => k !== key).map(([, c]) => c);
  const withOthers = (...parts: (SQL | undefined)[]) => all([f.category, ...f.others, ...parts]);
  const perVariant = (facet: string, key: string, others: SQL | undefined) =>
    sql`select ${facet} as facet, v.value, count(*) as n
      from ${products}, jsonb_array_elements_text(${products.variantValues} -> ${key}) as v(value)
      where ${products.variantValues} is not null and ${others}
      group by v.value`;
  const variantCounts = [
    ...axes.map((a) =>
      perVariant(`spec:${a.key}`, a.key, withOthers(f.color, f.price, ...specsExcept(a.key))),
    ),
    ...(withColor ? [perVariant('color', 'color', withOthers(f.price, ...f.specs.values()))] : []),
  ];
  const rows = await queryRows<{ facet: string; value: string; n: number | string }>(
    db,
    variantCounts.length === 0
      ? grouped
      : sql`select facet, value, sum(n) as n from (${grouped} union all ${sql.join(variantCounts, sql` union all `)})
          counted group by facet, value`,
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
