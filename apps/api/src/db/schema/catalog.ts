// Owned by modules/catalog: only its service reads or writes these tables. The trigger and the search_vector
// column of migration 0001 keep products searchable; modules/search reads the word table it fills.
import type {
  OfferCondition,
  ProductSpecs,
  ProductStatus,
  RevisionKind,
  RevisionState,
} from '@tecnobazar/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, id, ref, updatedAt } from './columns.ts';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

/** The fixed three-level category tree; `categoryId` is the public slug. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    categoryId: text('category_id').notNull(),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    parentId: ref('parent_id').references((): AnyPgColumn => categories.id),
  },
  (t) => [
    uniqueIndex('categories_category_id_key').on(t.categoryId),
    index('categories_parent_idx').on(t.parentId),
    check('categories_level_check', sql`${t.level} between 1 and 3`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    sellerId: ref('seller_id')
      .notNull()
      .references(() => sellers.id),
    categoryId: ref('category_id')
      .notNull()
      .references(() => categories.id),
    title: text('title').notNull(),
    /** The maker, as the specifications name it (`specs.brand`), and its model number (decision 0028). */
    brand: text('brand'),
    modelNumber: text('model_number'),
    description: text('description').notNull(),
    mrpPriceCents: cents('mrp_price_cents').notNull(),
    sellingPriceCents: cents('selling_price_cents').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    /** The IVA rate its price includes: 0, 5 or 19 (decision 0023). */
    vatPercent: integer('vat_percent').notNull().default(19),
    quantity: integer('quantity').notNull().default(0),
    inStock: boolean('in_stock').notNull().default(true),
    color: text('color').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    /** The category's specifications (packages/shared specs/attributes.ts), checked on every write. */
    specs: jsonb('specs').$type<ProductSpecs>().notNull().default({}),
    numRatings: integer('num_ratings').notNull().default(0),
    /** Sum of ratings in half-star units (a 4.5 rating adds 9), so the average stays exact. */
    ratingHalvesSum: integer('rating_halves_sum').notNull().default(0),
    /**
     * Set when its seller deletes a product that was ever ordered: the row stays for the orders that point
     * at it, but shoppers no longer see or buy it (product.md#products). Null for every live product.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * Shoppers see it: not archived and its seller is ACTIVE. Kept by triggers on products and sellers
     * (migration 0011), never written by the code, so the storefront's queries need no join to sellers.
     */
    listed: boolean('listed').notNull().default(false),
    /**
     * APPROVED: shoppers see it. PENDING: a seller's proposal in review; REJECTED: turned down. Both are
     * shown to their seller only (decision 0028, section 5).
     */
    status: text('status').$type<ProductStatus>().notNull().default('APPROVED'),
    /**
     * The buy box (decision 0028): the offer shown and sold by default. sellerId, the prices, discount,
     * quantity and inStock above are its copy, written only by the SQL function refresh_buy_box (migration
     * 0033); null while no offer is listed, which hides the product.
     */
    buyBoxOfferId: ref('buy_box_offer_id'),
    /** Set when an administrator merged this duplicate into another product: its links lead there. */
    mergedIntoId: ref('merged_into_id').references((): AnyPgColumn => products.id),
    /** The specification keys its variants differ by, e.g. `{capacityGb}` (migration 0040); empty without. */
    variantAxes: text('variant_axes').array().notNull().default(sql`'{}'::text[]`),
    /** Each axis's values over its variants, `{"capacityGb": [16, 32]}`, for filters and facets (0042). */
    variantValues: jsonb('variant_values').$type<Record<string, (string | number)[]>>(),
    /** Listed offers that can be bought now, the buy box's included. */
    offerCount: integer('offer_count').notNull().default(0),
    /** The lowest price among them, null when none can be bought. */
    lowestPriceCents: cents('lowest_price_cents'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_seller_idx').on(t.sellerId),
    // Storefront listing (product.md#listing). A category with a price filter or price sort, and the count,
    // read only this index; it also serves category lookups. The listing indexes are partial on listed
    // products: the storefront's `listed` then costs nothing, and the scans stay index-only. Both category
    // indexes also INCLUDE the price, discount, colour, specs and variant values (migration 0045; drizzle
    // cannot declare it): filtered pages and facet counts read no table row.
    index('products_category_price_idx').on(t.categoryId, t.sellingPriceCents, t.id).where(sql`listed`),
    // A category, newest first (the default sort).
    index('products_category_created_idx').on(t.categoryId, t.createdAt, t.id).where(sql`listed`),
    // The whole catalogue, newest first or by price.
    index('products_created_idx').on(t.createdAt, t.id).where(sql`listed`),
    index('products_price_idx').on(t.sellingPriceCents, t.id).where(sql`listed`),
    // One catalogue product per maker's model (decision 0028): a seller with that model joins it.
    uniqueIndex('products_model_key')
      .on(sql`coalesce(tb_fold(${t.brand}), '')`, sql`upper(${t.modelNumber})`)
      .where(sql`${t.modelNumber} IS NOT NULL AND ${t.archivedAt} IS NULL`),
    // Facets and specification filters: `specs @> '{"socket":"AM5"}'`.
    index('products_specs_idx').using('gin', sql`${t.specs} jsonb_path_ops`),
    index('products_variant_values_idx')
      .using('gin', sql`${t.variantValues} jsonb_path_ops`)
      .where(sql`${t.variantValues} IS NOT NULL`),
    check('products_mrp_positive', sql`${t.mrpPriceCents} > 0`),
    check(
      'products_selling_range',
      sql`${t.sellingPriceCents} >= 0 and ${t.sellingPriceCents} <= ${t.mrpPriceCents}`,
    ),
    check('products_quantity_nonnegative', sql`${t.quantity} >= 0`),
    check('products_discount_range', sql`${t.discountPercent} between 0 and 100`),
    check('products_vat_percent_check', sql`${t.vatPercent} in (0, 5, 19)`),
    check('products_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
  ],
);

/**
 * What a seller proposed for a product's page (decision 0028, section 5): a NEW product, or a CHANGE to
 * an approved one, with the values proposed (`changes`) and those they replace (`base`). At most one open
 * (PENDING or CHANGES_REQUESTED) per product and shop.
 */
export const productRevisions = pgTable(
  'product_revisions',
  {
    id: id(),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellerId: ref('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RevisionKind>().notNull(),
    state: text('state').$type<RevisionState>().notNull().default('PENDING'),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
    base: jsonb('base').$type<Record<string, unknown>>().notNull().default({}),
    reason: text('reason'),
    autoApproved: boolean('auto_approved').notNull().default(false),
    decidedBy: ref('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One open proposal per shop and product, and one open variant besides (migration 0043).
    uniqueIndex('product_revisions_open_key')
      .on(t.productId, t.sellerId, sql`(${t.kind} = 'VARIANT')`)
      .where(sql`${t.state} in ('PENDING', 'CHANGES_REQUESTED')`),
    index('product_revisions_state_idx').on(t.state, t.createdAt),
    index('product_revisions_seller_idx').on(t.sellerId, t.createdAt),
    check('product_revisions_kind_check', sql`${t.kind} in ('NEW', 'CHANGE', 'VARIANT')`),
    check(
      'product_revisions_state_check',
      sql`${t.state} in ('PENDING', 'APPROVED', 'REJECTED', 'CHANGES_REQUESTED', 'SUPERSEDED')`,
    ),
  ],
);

/**
 * What a shop sells of a product: its price, stock, condition and warranty (decision 0028). Ids come from
 * the products' sequence (migration 0033), so an id names a product, an offer, or a product and its
 * founding offer, which share it: carts, order lines and returns point at offers with the ids they had.
 */
export const offers = pgTable(
  'offers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().default(sql`nextval('products_id_seq'::regclass)`),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellerId: ref('seller_id')
      .notNull()
      .references(() => sellers.id),
    /** The variant it sells (migration 0040); null for a product without variants. */
    variantId: ref('variant_id').references(() => productVariants.id),
    condition: text('condition').$type<OfferCondition>().notNull().default('NUEVO'),
    mrpPriceCents: cents('mrp_price_cents').notNull(),
    sellingPriceCents: cents('selling_price_cents').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    quantity: integer('quantity').notNull().default(0),
    inStock: boolean('in_stock').notNull().default(true),
    warrantyMonths: integer('warranty_months').notNull().default(12),
    /** Set when its shop deletes an offer that was ever ordered: the row stays for its order lines. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Shoppers may buy it: not archived and its shop ACTIVE. Kept by triggers (migration 0033). */
    listed: boolean('listed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('offers_seller_item_key')
      .on(t.sellerId, t.productId, sql`coalesce(${t.variantId}, 0)`, t.condition)
      .where(sql`${t.archivedAt} IS NULL`),
    index('offers_product_listed_idx').on(t.productId).where(sql`listed`),
    index('offers_product_idx').on(t.productId),
    index('offers_seller_created_idx').on(t.sellerId, t.createdAt),
    check('offers_condition_check', sql`${t.condition} in ('NUEVO', 'REACONDICIONADO', 'USADO')`),
    check('offers_mrp_positive', sql`${t.mrpPriceCents} > 0`),
    check(
      'offers_selling_range',
      sql`${t.sellingPriceCents} >= 0 and ${t.sellingPriceCents} <= ${t.mrpPriceCents}`,
    ),
    check('offers_quantity_nonnegative', sql`${t.quantity} >= 0`),
    check('offers_discount_range', sql`${t.discountPercent} between 0 and 100`),
    check('offers_warranty_range', sql`${t.warrantyMonths} between 0 and 120`),
  ],
);

/**
 * One variant of a catalogue product (decision 0028, migration 0040): its values on the product's axes
 * (`{"capacityGb": 32}`), its own model number, specifications over the product's, and pictures (none means
 * the product's). Offers sell a variant; the product page picks one.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    axes: jsonb('axes').$type<Record<string, string | number>>().notNull(),
    /** The axes' values as shoppers read them, e.g. '32 GB', kept beside the title of cart and order lines. */
    label: text('label').notNull(),
    modelNumber: text('model_number'),
    specs: jsonb('specs').$type<ProductSpecs>().notNull().default({}),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_variants_axes_key').on(t.productId, t.axes),
    index('product_variants_model_idx')
      .on(sql`upper(${t.modelNumber})`)
      .where(sql`${t.modelNumber} IS NOT NULL`),
  ],
);
