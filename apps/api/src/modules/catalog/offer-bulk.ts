/**
 * A shop's offers in bulk, for the import and export of modules/offer-imports (decision 0028, section 6):
 * which catalogue products a file names, writing a batch of offers in one statement, and the shop's offers
 * as rows. Like `POST /sellers/offers`, none of this waits for approval.
 */
import type { OfferCondition } from '@tecnobazar/shared';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { discountPercent } from '../../lib/money.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import { refreshBuyBoxes } from './stock.ts';

/** An offer's absolute values: a replayed batch writes the same state. */
export interface OfferValues {
  productId: number;
  /** The variant sold, or null for a product without variants. */
  variantId: number | null;
  condition: OfferCondition;
  mrpPriceCents: number;
  sellingPriceCents: number;
  quantity: number;
  warrantyMonths: number;
  inStock: boolean;
}

/** What an id or a model number names: a product, or one of its variants. */
export interface NamedProduct {
  productId: number;
  variantId: number | null;
  /** It sells by variant: naming the product alone does not say which. */
  hasVariants: boolean;
}

export interface ExportedOffer extends OfferValues {
  offerId: number;
  title: string;
  modelNumber: string | null;
}

const bigints = (ids: number[]) => `{${ids.join(',')}}`;

export function createOfferBulk({
  db,
  sellers,
  changes,
}: {
  db: DbOrTx;
  sellers: Pick<SellersService, 'assertMayPublish'>;
  changes: ChangeFeed;
}) {
  return {
    assertMayPublish: sellers.assertMayPublish,

    /**
     * The catalogue products shops may sell (shown to shoppers) among these ids and model numbers (upper
     * case): a variant's model number names that variant, else a product's names the product. A merged
     * product's id names the product it was merged into. Inside a transaction, pass it.
     */
    async productsNamed(ids: number[], modelNumbers: string[], tx: DbOrTx = db) {
      const byId = new Map<number, NamedProduct>();
      const byModel = new Map<string, NamedProduct[]>();
      if (ids.length > 0) {
        const rows = await queryRows<{ asked: string; id: string; axes: number }>(
          tx,
          sql`select asked.id as asked, p.id, cardinality(p.variant_axes) as axes from products asked
            join products p on p.id = coalesce(asked.merged_into_id, asked.id)
            where asked.id = any(${bigints(ids)}::bigint[]) and p.listed`,
        );
        for (const r of rows)
          byId.set(Number(r.asked), { productId: Number(r.id), variantId: null, hasVariants: r.axes > 0 });
      }
      if (modelNumbers.length > 0) {
        const models = JSON.stringify(modelNumbers);
        const rows = await queryRows<{ model: string; id: string; variant: string | null; axes: number }>(
          tx,
          sql`select upper(v.model_number) as model, p.id, v.id as variant, 0 as axes
            from product_variants v join products p on p.id = v.product_id
            where upper(v.model_number) in (select jsonb_array_elements_text(${models}::jsonb))
              and v.archived_at is null and p.listed
            union all
            select upper(p.model_number), p.id, null, cardinality(p.variant_axes) from products p
            where upper(p.model_number) in (select jsonb_array_elements_text(${models}::jsonb))
              and p.listed and p.merged_into_id is null
            order by 3 nulls last`,
        );
        for (const r of rows) {
          const named = byModel.get(r.model) ?? [];
          // A variant's number wins over a product's; two makers' products may share one.
          if (r.variant === null && named.some((n) => n.variantId !== null)) continue;
          named.push({
            productId: Number(r.id),
            variantId: r.variant === null ? null : Number(r.variant),
            hasVariants: r.axes > 0,
          });
          byModel.set(r.model, named);
        }
      }
      return { byId, byModel };
    },

    /**
     * Creates or overwrites the shop's live offer of each product and condition, in the caller's
     * transaction, then refreshes those products' buy boxes. The existing offers are locked in id order
     * first, as every writer does, so a payment running meanwhile cannot deadlock with the batch.
     */
    async upsertOffers(tx: DbOrTx, sellerId: number, lines: OfferValues[]): Promise<void> {
      if (lines.length === 0) return;
      const productIds = [...new Set(lines.map((l) => l.productId))];
      await tx.execute(sql`select 1 from offers where seller_id = ${sellerId}
        and product_id = any(${bigints(productIds)}::bigint[]) and archived_at is null order by id for update`);
      // One parameter for the whole batch: drizzle spreads a JavaScript array into a list of parameters.
      const batch = JSON.stringify(
        lines.map((l) => ({ ...l, discount: discountPercent(l.mrpPriceCents, l.sellingPriceCents) })),
      );
      await tx.execute(sql`insert into offers (product_id, variant_id, seller_id, condition, mrp_price_cents,
          selling_price_cents, discount_percent, quantity, in_stock, warranty_months)
        select v."productId", v."variantId", ${sellerId}, v.condition, v."mrpPriceCents", v."sellingPriceCents", v.discount,
          v.quantity, v."inStock", v."warrantyMonths"
        from jsonb_to_recordset(${batch}::jsonb) as v("productId" bigint, "variantId" bigint, condition text,
          "mrpPriceCents" bigint, "sellingPriceCents" bigint, discount int, quantity int, "inStock" boolean,
          "warrantyMonths" int)
        on conflict (seller_id, product_id, coalesce(variant_id, 0), condition) where archived_at is null
        do update set
          mrp_price_cents = excluded.mrp_price_cents, selling_price_cents = excluded.selling_price_cents,
          discount_percent = excluded.discount_percent, quantity = excluded.quantity,
          in_stock = excluded.in_stock, warranty_months = excluded.warranty_months, updated_at = now()`);
      await refreshBuyBoxes(tx, productIds);
    },

    /** Tells every instance the catalogue changed, once a batch has committed. */
    published: () => changes.publish('products'),

    /** The shop's live offers, by product title, as the export writes them. */
    async exportOffers(sellerId: number): Promise<ExportedOffer[]> {
      const rows = await queryRows<{
        offer_id: string;
        product_id: string;
        variant_id: string | null;
        title: string;
        model_number: string | null;
        condition: OfferCondition;
        mrp_price_cents: string;
        selling_price_cents: string;
        quantity: number;
        warranty_months: number;
        in_stock: boolean;
      }>(
        db,
        // A variant's offer carries its model number, which names it on the way back in.
        sql`select o.id as offer_id, o.product_id, o.variant_id,
            p.title || coalesce(' (' || (select string_agg(a.value, ' / ') from jsonb_each_text(v.axes) a) || ')', '') as title,
            coalesce(v.model_number, p.model_number) as model_number, o.condition,
            o.mrp_price_cents, o.selling_price_cents, o.quantity, o.warranty_months, o.in_stock
          from offers o join products p on p.id = o.product_id
          left join product_variants v on v.id = o.variant_id
          where o.seller_id = ${sellerId} and o.archived_at is null
          order by p.title, o.condition, o.id`,
      );
      return rows.map((r) => ({
        offerId: Number(r.offer_id),
        productId: Number(r.product_id),
        variantId: r.variant_id === null ? null : Number(r.variant_id),
        title: r.title,
        modelNumber: r.model_number,
        condition: r.condition,
        mrpPriceCents: Number(r.mrp_price_cents),
        sellingPriceCents: Number(r.selling_price_cents),
        quantity: r.quantity,
        warrantyMonths: r.warranty_months,
        inStock: r.in_stock,
      }));
    },
  };
}
export type OfferBulk = ReturnType<typeof createOfferBulk>;
