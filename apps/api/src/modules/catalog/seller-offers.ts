/**
 * A seller joins a catalogue product instead of listing a copy (decision 0028, section 4): it searches
 * the catalogue by words or model number, then adds its own offer, which never waits for approval.
 */
import {
  type CatalogMatch,
  OFFER_MESSAGES,
  type OfferBody,
  type ProductResponse,
  VARIANT_AXIS_KEYS,
} from '@tecnobazar/shared';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hasPgCode, PG } from '../../db/pg-errors.ts';
import { offers, products } from '../../db/schema/catalog.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { discountPercent, fromCents, toCents } from '../../lib/money.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { Categories } from './categories.ts';
import { visibleToShoppers } from './listing-filters.ts';
import type { OwnProducts } from './own-products.ts';
import { variantFor } from './product-variants.ts';
import { PRODUCT_NOT_FOUND } from './products.ts';
import { refreshBuyBoxes } from './stock.ts';

const MATCHES = 20;

/** Each word of the query, folded as the search folds titles, must be in the title. */
const titleHasWords = (query: string) =>
  query
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => sql`tb_fold(${products.title}) like '%' || tb_fold(${word}) || '%'`);

export function createSellerOffers(
  {
    db,
    categoryTree,
    sellerAccounts,
    changes,
  }: {
    db: Db;
    categoryTree: Categories['categoryTree'];
    sellerAccounts: Pick<SellersService, 'assertMayPublish'>;
    changes: ChangeFeed;
  },
  { ownProduct }: OwnProducts,
) {
  return {
    /** Visible catalogue products matching the words or the model number, with the caller's offers of each. */
    async searchCatalog(
      sellerId: number,
      q: { query?: string; modelNumber?: string },
    ): Promise<CatalogMatch[]> {
      // The words, or the model number: either finds the product.
      const matches = [
        ...(q.query ? [and(...titleHasWords(q.query))] : []),
        ...(q.modelNumber ? [sql`upper(${products.modelNumber}) = upper(${q.modelNumber})`] : []),
      ];
      if (matches.length === 0) return [];
      // products.id written out: in a select list drizzle leaves a column unqualified, and o.id would win.
      const mine = sql<string[]>`coalesce((select array_agg(o.id order by o.id) from ${offers} o
        where o.product_id = products.id and o.seller_id = ${sellerId} and o.archived_at is null), '{}')`;
      const variants = sql<
        { id: number; label: string }[]
      >`coalesce((select json_agg(json_build_object('id', v.id,
        'label', v.label) order by v.position, v.id) from product_variants v
        where v.product_id = products.id and v.archived_at is null), '[]')`;
      const rows = await db
        .select({
          productId: products.id,
          title: products.title,
          images: products.images,
          brand: products.brand,
          modelNumber: products.modelNumber,
          categoryId: products.categoryId,
          offerCount: products.offerCount,
          lowestPriceCents: products.lowestPriceCents,
          mine,
          variants,
          variantAxes: products.variantAxes,
          specs: products.specs,
        })
        .from(products)
        .where(
          and(
            or(...matches),
            isNull(products.archivedAt),
            // What shoppers see, and the caller's own proposals still in review.
            or(
              visibleToShoppers,
              and(
                eq(products.status, 'PENDING'),
                sql`exists (select 1 from ${offers} o where o.product_id = products.id and o.seller_id = ${sellerId})`,
              ),
            ),
          ),
        )
        .orderBy(desc(products.offerCount), products.title)
        .limit(MATCHES);
      const { byId } = await categoryTree();
      return rows.map((r) => {
        const { leafIds: _, ...category } = byId.get(r.categoryId)!;
        return {
          productId: r.productId,
          title: r.title,
          image: r.images[0] ?? null,
          brand: r.brand,
          modelNumber: r.modelNumber,
          category,
          offerCount: r.offerCount,
          lowestPrice: r.lowestPriceCents === null ? null : fromCents(r.lowestPriceCents),
          myOfferIds: r.mine.map(Number),
          variants: r.variants.map((v) => ({ id: Number(v.id), label: v.label })),
          variantAxes:
            r.variantAxes.length > 0 ? r.variantAxes : VARIANT_AXIS_KEYS.filter((key) => key in r.specs),
        };
      });
    },

    /** Sells a visible catalogue product: one live offer per shop, product and condition (else 409). */
    async addOffer(sellerId: number, body: OfferBody): Promise<ProductResponse> {
      await sellerAccounts.assertMayPublish(sellerId);
      const mrpPriceCents = toCents(body.mrpPrice);
      const sellingPriceCents = toCents(body.sellingPrice);
      const offerId = await db.transaction(async (tx) => {
        const [product] = await tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.id, body.productId), visibleToShoppers, isNull(products.archivedAt)));
        if (!product) throw notFound(PRODUCT_NOT_FOUND);
        const variantId = await variantFor(tx, product.id, body.variantId);
        try {
          const [created] = await tx.transaction((sp) =>
            sp
              .insert(offers)
              .values({
                productId: product.id,
                variantId,
                sellerId,
                condition: body.condition,
                mrpPriceCents,
                sellingPriceCents,
                discountPercent: discountPercent(mrpPriceCents, sellingPriceCents),
                quantity: body.quantity,
                warrantyMonths: body.warrantyMonths,
              })
              .returning({ id: offers.id }),
          );
          await refreshBuyBoxes(tx, [product.id]);
          return created!.id;
        } catch (err) {
          if (hasPgCode(err, PG.uniqueViolation)) throw conflict(OFFER_MESSAGES.duplicate);
          throw err;
        }
      });
      changes.publish('products');
      return ownProduct(sellerId, offerId);
    },
  };
}
