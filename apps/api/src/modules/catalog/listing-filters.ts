import {
  type ListProductsQuery,
  type SpecAttribute,
  specAttributesOf,
  VARIANT_AXIS_KEYS,
} from '@tecnobazar/shared';
import { and, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { offers, products } from '../../db/schema/catalog.ts';
import { badRequest } from '../../lib/errors.ts';
import { toCents } from '../../lib/money.ts';

/** Products the shop sells: it has a listed offer of them (decision 0028), not only the buy box. */
export const soldBy = (sellerId: number) =>
  sql`exists (select 1 from ${offers} where ${offers.productId} = ${products.id} and ${offers.sellerId} = ${sellerId} and ${offers.listed})`;

/** The category the listing is in, as the category tree knows it. */
export interface ListingCategory {
  id: number;
  level: number;
  categoryId: string;
  parentCategoryId: string | null;
  leafIds: number[];
}

/**
 * The listing's filters as SQL, kept in groups so a facet can count with every filter but its own
 * (choosing a second socket must still show how many the first has).
 */
export interface ListingFilters {
  /** The level-2 category whose specification set applies, when the listing is inside one. */
  level2?: string;
  /** The category (and nothing else): the price ranges are drawn from it. */
  category?: SQL;
  /** Discount, sizes, the free-text brand and the shop: no facet of their own. */
  others: SQL[];
  color?: SQL;
  price?: SQL;
  /** One condition per filtered attribute: any of its chosen values. */
  specs: Map<string, SQL>;
}

export const FILTER_MESSAGES = {
  specNeedsCategory: 'Los filtros de especificaciones necesitan una categoría de segundo o tercer nivel',
  unknownSpec: (key: string) => `Filtro de especificación desconocido para esta categoría: ${key}`,
  badValue: (label: string, value: string) => `Valor no válido para ${label}: ${value}`,
};

/** A filter value read as the attribute stores it (numbers as numbers, yes/no as booleans). */
function storedValue(attribute: SpecAttribute, value: string): string | number | boolean {
  if (attribute.type === 'number') {
    const n = Number(value);
    if (!Number.isFinite(n)) throw badRequest(FILTER_MESSAGES.badValue(attribute.label, value));
    return n;
  }
  if (attribute.type === 'boolean') {
    if (value !== 'true' && value !== 'false')
      throw badRequest(FILTER_MESSAGES.badValue(attribute.label, value));
    return value === 'true';
  }
  return value;
}

/** `q.color` is already our palette's name (the query schema reads it so). */
export function listingFilters(q: ListProductsQuery, node: ListingCategory | undefined): ListingFilters {
  const level2 =
    node?.level === 2
      ? node.categoryId
      : node?.level === 3
        ? (node.parentCategoryId ?? undefined)
        : undefined;
  const others: SQL[] = [];
  if (q.minDiscount !== undefined) others.push(gte(products.discountPercent, q.minDiscount));
  if (q.sizes?.length) others.push(sql`${products.sizes} && ${sql.param(q.sizes)}::text[]`);
  if (q.brand) others.push(ilike(products.title, `%${escapeLike(q.brand)}%`));
  if (q.seller !== undefined) others.push(soldBy(q.seller));

  const specs = new Map<string, SQL>();
  const filtered = Object.entries(q.specs);
  if (filtered.length > 0 && !level2) throw badRequest(FILTER_MESSAGES.specNeedsCategory);
  const byKey = new Map(specAttributesOf(level2 ?? '').map((a) => [a.key, a]));
  for (const [key, values] of filtered) {
    const attribute = byKey.get(key);
    if (!attribute) throw badRequest(FILTER_MESSAGES.unknownSpec(key));
    // Containment (`specs @> {"socket":"AM5"}`) is what the GIN index answers. A product sold in variants
    // matches any variant's value of an axis (`variant_values @> {"capacityGb":[16]}`, migration 0042).
    const any = values.map((v) => {
      const value = storedValue(attribute, v);
      const own = sql`${products.specs} @> ${JSON.stringify({ [key]: value })}::jsonb`;
      if (!VARIANT_AXIS_KEYS.includes(key)) return own;
      return sql`(${own} or ${products.variantValues} @> ${JSON.stringify({ [key]: [value] })}::jsonb)`;
    });
    specs.set(key, or(...any)!);
  }

  const price = and(
    q.minPrice !== undefined ? gte(products.sellingPriceCents, toCents(q.minPrice)) : undefined,
    q.maxPrice !== undefined ? lte(products.sellingPriceCents, toCents(q.maxPrice)) : undefined,
  );
  return {
    level2,
    category: node
      ? node.level === 3
        ? eq(products.categoryId, node.id)
        : inArray(products.categoryId, node.leafIds)
      : undefined,
    others,
    // A product sold in colours matches any of its variants' (migration 0042).
    color: q.color
      ? or(
          eq(products.color, q.color),
          sql`${products.variantValues} @> ${JSON.stringify({ color: [q.color] })}::jsonb`,
        )
      : undefined,
    price,
    specs,
  };
}

/**
 * Shoppers see live products of ACTIVE sellers: `listed` (migration 0011). It is the predicate of the partial
 * listing indexes, written as the bare column (not `= $1`) so that every plan, prepared ones too, uses them.
 */
export const visibleToShoppers: SQL = sql`${products.listed}`;

/** Every filter together, for the listing itself. */
export const allFilters = (f: ListingFilters): (SQL | undefined)[] => [
  f.category,
  ...f.others,
  f.color,
  f.price,
  ...f.specs.values(),
];

/** `%`, `_` and `\` typed by a shopper match themselves. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
