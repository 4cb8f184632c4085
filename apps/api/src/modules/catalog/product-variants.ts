/**
 * Variants of a catalogue product (decision 0028, step 6): one memory kit in 16 GB and 32 GB is one product
 * with two variants, each sold by its own offers with its own stock. The product's `variant_axes` name the
 * specification keys they differ by; its specifications are those of the variant shown.
 */
import {
  type ProductResponse,
  type ProductSpecs,
  type ProductVariant,
  specAttributesOf,
  specsSchemaFor,
  VARIANT_AXIS_KEYS,
  VARIANT_MESSAGES,
  type VariantBody,
  type VariantProposalResponse,
  variantLabel,
} from '@tecnobazar/shared';
import { ourColorName } from '@tecnobazar/shared/constants/original-client-aliases';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client.ts';
import { hasPgCode, PG } from '../../db/pg-errors.ts';
import { offers, products, productVariants } from '../../db/schema/catalog.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { fromCents } from '../../lib/money.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { Categories } from './categories.ts';
import { proposeVariant } from './product-revisions.ts';
import { PRODUCT_NOT_FOUND } from './products.ts';
import { refreshBuyBoxes } from './stock.ts';

type Axes = Record<string, string | number>;
type VariantRow = typeof productVariants.$inferSelect;

/** The product's value of an axis: its specifications, or its colour column. */
const baseValue = (product: { specs: ProductSpecs; color: string }, key: string) =>
  key === 'color' ? product.color : product.specs[key];

/** The variants of these products, in order, with what can be bought of each (one query). */
export async function variantsOf(db: DbOrTx, productId: number): Promise<ProductVariant[]> {
  const rows = await queryRows<VariantRow & { offer_count: number; lowest: string | null }>(
    db,
    sql`select v.id, v.axes, v.label, v.model_number as "modelNumber",
        count(o.id)::int as offer_count, min(o.selling_price_cents) as lowest
      from product_variants v
      left join offers o on o.variant_id = v.id and o.listed and o.in_stock and o.quantity > 0
      where v.product_id = ${productId} and v.archived_at is null
      group by v.id order by v.position, v.id`,
  );
  return rows.map((v) => ({
    id: Number(v.id),
    axes: v.axes,
    label: v.label,
    modelNumber: v.modelNumber,
    offerCount: v.offer_count,
    lowestPrice: v.lowest === null ? null : fromCents(Number(v.lowest)),
  }));
}

/**
 * The product page of a product sold in variants: every variant to pick from, the variant shown (the one
 * asked for, else the shown offer's), and its specifications and pictures over the product's. A variant
 * nobody sells now is shown without an offer, sold out. A product without variants is left as it is.
 */
export async function withVariants(
  db: DbOrTx,
  answer: ProductResponse,
  asked?: number,
): Promise<ProductResponse> {
  // Most products have none: their page costs no query more.
  if (!answer.variantAxes) return answer;
  const variants = await variantsOf(db, answer.id);
  if (variants.length === 0) return answer;
  const [offered] = answer.offerId
    ? await db.select({ variantId: offers.variantId }).from(offers).where(eq(offers.id, answer.offerId))
    : [];
  const variantId = asked ?? offered?.variantId ?? null;
  const [variant] =
    variantId === null
      ? []
      : await db
          .select()
          .from(productVariants)
          .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, answer.id)));
  if (!variant) return { ...answer, variants, variantId: null };
  const unsold = offered?.variantId !== variant.id ? { offerId: null, quantity: 0, in_stock: false } : {};
  return {
    ...answer,
    ...unsold,
    variants,
    variantId: variant.id,
    specs: { ...answer.specs, ...variant.specs, ...variant.axes },
    images: variant.images.length > 0 ? variant.images : answer.images,
  };
}

/** Whether the product is already sold in a variant of these values (the product itself, before any). */
async function hasVariant(tx: DbOrTx, product: typeof products.$inferSelect, axes: Axes) {
  if (product.variantAxes.length === 0)
    return Object.entries(axes).every(([key, value]) => baseValue(product, key) === value);
  const [same] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, product.id),
        isNull(productVariants.archivedAt),
        sql`${productVariants.axes} = ${JSON.stringify(axes)}::jsonb`,
      ),
    );
  return same !== undefined;
}

/** The variant an offer would sell: required of a product sold in variants, refused of one without. */
export async function variantFor(
  tx: DbOrTx,
  productId: number,
  variantId: number | undefined,
): Promise<number | null> {
  const variants = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)))
    .orderBy(asc(productVariants.id));
  if (variants.length === 0 && variantId === undefined) return null;
  if (!variants.some((v) => v.id === variantId)) throw badRequest(VARIANT_MESSAGES.pick);
  return variantId!;
}

export function createProductVariants({
  db,
  categoryTree,
  sellers,
  changes,
}: {
  db: Db;
  categoryTree: Categories['categoryTree'];
  sellers: Pick<SellersService, 'isTrusted'>;
  changes: ChangeFeed;
}) {
  /** The axes checked against the product: allowed keys, the same keys as its other variants, valid values. */
  async function checkedAxes(tx: DbOrTx, product: typeof products.$inferSelect, axes: Axes) {
    const { byId } = await categoryTree(tx);
    const level2 = byId.get(product.categoryId)!.parentCategoryId!;
    // An axis is one of the category's own attributes (a keyboard has no speed), or the colour.
    const ofCategory = new Set(specAttributesOf(level2).map((a) => a.key));
    for (const key of Object.keys(axes))
      if (!VARIANT_AXIS_KEYS.includes(key) || (key !== 'color' && !ofCategory.has(key)))
        throw badRequest(VARIANT_MESSAGES.axisNotAllowed(key));
    const keys = Object.keys(axes).sort();
    if (product.variantAxes.length > 0 && keys.join() !== [...product.variantAxes].sort().join())
      throw badRequest(VARIANT_MESSAGES.sameAxes);
    const { color, ...specAxes } = axes;
    const checked = specsSchemaFor(level2).safeParse({ ...product.specs, ...specAxes });
    if (!checked.success) throw badRequest(checked.error.issues[0]!.message);
    if (color === undefined) return { level2, keys, axes };
    // Stored as the palette spells it, as the product's own colour is.
    const named = ourColorName(String(color));
    if (!named) throw badRequest('Color no válido');
    return { level2, keys, axes: { ...axes, color: named } };
  }

  /**
   * A product's first variant makes the product as it stands a variant too (its values on the new axes),
   * and its offers that variant's: no offer is left naming no variant.
   */
  async function baseVariant(
    tx: DbOrTx,
    product: typeof products.$inferSelect,
    keys: string[],
    level2: string,
  ) {
    const axes: Axes = {};
    for (const key of keys) {
      const value = baseValue(product, key);
      if (value === undefined || typeof value === 'boolean')
        throw badRequest(VARIANT_MESSAGES.baseMissing(key));
      axes[key] = value;
    }
    const [base] = await tx
      .insert(productVariants)
      .values({
        productId: product.id,
        axes,
        label: variantLabel(level2, axes),
        modelNumber: product.modelNumber,
      })
      .returning({ id: productVariants.id });
    await tx
      .update(offers)
      .set({ variantId: base!.id })
      .where(and(eq(offers.productId, product.id), isNull(offers.variantId)));
    await tx.update(products).set({ variantAxes: keys }).where(eq(products.id, product.id));
  }

  /**
   * Writes a variant of an approved product, inside the caller's transaction: a trusted shop's at once,
   * any other's when an administrator approves it (product-approval.ts). The axes are checked again, for
   * the product may have changed since they were proposed.
   */
  async function publish(tx: DbOrTx, productId: number, proposed: Axes, modelNumber: string | null) {
    const product = await approvedProduct(tx, productId);
    const { level2, keys, axes } = await checkedAxes(tx, product, proposed);
    if (product.variantAxes.length === 0) await baseVariant(tx, product, keys, level2);
    const [{ next }] = (await queryRows<{ next: number }>(
      tx,
      sql`select coalesce(max(position), 0) + 1 as next from product_variants where product_id = ${productId}`,
    )) as [{ next: number }];
    try {
      await tx.transaction((sp) =>
        sp.insert(productVariants).values({
          productId,
          axes,
          label: variantLabel(level2, axes),
          modelNumber,
          position: next,
        }),
      );
    } catch (err) {
      if (hasPgCode(err, PG.uniqueViolation)) throw conflict(VARIANT_MESSAGES.exists);
      throw err;
    }
    // The listing finds the product by any variant's values (migration 0042).
    await tx.execute(sql`select refresh_variant_values(${productId})`);
    await refreshBuyBoxes(tx, [productId]);
  }

  /** The product, locked: approved and live, or 404. */
  async function approvedProduct(tx: DbOrTx, productId: number) {
    const [product] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, productId), eq(products.status, 'APPROVED'), isNull(products.archivedAt)))
      .for('update');
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  }

  return {
    publish,

    /**
     * A shop selling the product proposes a variant of it (decision 0028, sections 5 and 6): a trusted
     * shop's is published at once and kept as an approved revision, any other's waits in the review queue
     * after the same checks, so the administrator only sees proposals that can be published.
     */
    async propose(sellerId: number, productId: number, body: VariantBody): Promise<VariantProposalResponse> {
      const trusted = await sellers.isTrusted(sellerId);
      const modelNumber = body.modelNumber ?? null;
      await db.transaction(async (tx) => {
        const product = await approvedProduct(tx, productId);
        const [selling] = await tx
          .select({ id: offers.id })
          .from(offers)
          .where(
            and(eq(offers.productId, productId), eq(offers.sellerId, sellerId), isNull(offers.archivedAt)),
          );
        if (!selling) throw forbidden(VARIANT_MESSAGES.notSelling);
        const checked = (await checkedAxes(tx, product, body.axes)).axes;
        if (trusted) await publish(tx, productId, checked, modelNumber);
        else if (await hasVariant(tx, product, checked)) throw conflict(VARIANT_MESSAGES.exists);
        await proposeVariant(tx, { productId, sellerId, trusted, changes: { axes: checked, modelNumber } });
      });
      if (trusted) changes.publish('products');
      return {
        pending: !trusted,
        message: trusted ? VARIANT_MESSAGES.published : VARIANT_MESSAGES.proposed,
        variants: await variantsOf(db, productId),
      };
    },
  };
}
export type ProductVariants = ReturnType<typeof createProductVariants>;
