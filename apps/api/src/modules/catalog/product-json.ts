/**
 * The usual listing's products written as JSON by PostgreSQL (catalog.service.ts usualPage), so the API
 * passes the text through instead of mapping rows into objects and serializing them again. Every value is
 * what `toResponses` gives for the same row; catalog.test.ts checks both agree, field by field.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { categories, products } from '../../db/schema/catalog.ts';
import { sellers } from '../../db/schema/sellers.ts';

/** The product's category and its parent (for the parent's slug), joined by the listing's JSON query. */
export const productCategory = alias(categories, 'product_category');
export const parentCategory = alias(categories, 'parent_category');

/**
 * JS `Math.round(x)` for x ≥ 0: the nearest integer, a tie going up (PostgreSQL's round() of a float8
 * goes to even). `x - floor(x)` is exact, unlike `floor(x + 0.5)`, which rounds 0.49999999999999994 to 1.
 */
const jsRound = (x: SQL) => sql`(floor(${x}) + (${x} - floor(${x}) >= 0.5)::int)`;

/**
 * `numRatings ? Math.round((halves / 2 / numRatings) * 10) / 10 : 0` as toResponses computes it: the same
 * float8 operations in the same order as JS's doubles, so every average, ties (4.25, 4.35) included, comes
 * out bit for bit the same.
 */
export const averageRating = (halves: AnyColumn | SQL, numRatings: AnyColumn | SQL) =>
  sql`case when ${numRatings} = 0 then 0::float8
      else ${jsRound(sql`(${halves}::float8 / 2 / ${numRatings} * 10)`)} / 10 end`;

/** Cents to pesos as a float8, written like JS writes `cents / 100` (1234.5, not 1234.50). */
export const pesos = (cents: AnyColumn | SQL) => sql`${cents}::float8 / 100`;

/** Date.toISOString(): UTC with milliseconds (MS truncates, as JS does), whatever the session's TimeZone. */
export const isoTimestamp = (column: AnyColumn | SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** ProductResponse (packages/shared), keys in the schema's order, without the optional ones. */
const baseJson = sql`json_build_object(
  'id', ${products.id},
  'title', ${products.title},
  'description', ${products.description},
  'mrpPrice', ${pesos(products.mrpPriceCents)},
  'sellingPrice', ${pesos(products.sellingPriceCents)},
  'discountPercent', ${products.discountPercent},
  'quantity', ${products.quantity},
  'in_stock', ${products.inStock} and ${products.quantity} > 0,
  'color', ${products.color},
  'images', ${products.images},
  'sizes', ${products.sizes},
  'specs', ${products.specs},
  'category', json_build_object(
    'id', ${productCategory.id},
    'categoryId', ${productCategory.categoryId},
    'name', ${productCategory.name},
    'level', ${productCategory.level},
    'parentCategoryId', ${parentCategory.categoryId}
  ),
  'seller', json_build_object(
    'id', ${products.sellerId},
    'businessDetails', json_build_object('businessName', ${sellers.businessName})
  ),
  'numRatings', ${products.numRatings},
  'averageRating', ${averageRating(products.ratingHalvesSum, products.numRatings)},
  'createdAt', ${isoTimestamp(products.createdAt)},
  'vatPercent', ${products.vatPercent},
  'modelNumber', ${products.modelNumber},
  'offerId', ${products.buyBoxOfferId},
  'offerCount', ${products.offerCount},
  'lowestPrice', ${pesos(products.lowestPriceCents)}
)`;

/** The answer, with `variantAxes` only for a product sold in variants (as the JS answers have it). */
const productJson = sql`case when cardinality(${products.variantAxes}) = 0 then ${baseJson}
  else (left(${baseJson}::text, -1) || ',"variantAxes":' || to_json(${products.variantAxes})::text || '}')::json end`;

/** One product's answer as JSON text (the product page), read past both drivers' parsers. */
export const productJsonText = sql<string>`${productJson}::text`;

/**
 * The page's products as one JSON array in `order` (the listing's sort), as text: cast from json, so
 * neither driver parses it. An empty page is `[]`.
 */
export const productsJsonArray = (order: SQL[]) =>
  sql<string>`coalesce(json_agg(${productJson} order by ${sql.join(order, sql`, `)}), '[]')::text`;
