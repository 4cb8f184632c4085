/**
 * A product's offers as shoppers compare them ('Otros vendedores'), and the product page for a buyer's
 * department or for an offer's id (decision 0028, section 4). The ranking is the buy box's own SQL
 * (`buy_box_offers`, migration 0035), so the list, the page and the stored buy box agree.
 */
import type { ProductOffersResponse, ProductResponse } from '@tecnobazar/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { offers, products } from '../../db/schema/catalog.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { notFound } from '../../lib/errors.ts';
import { fromCents } from '../../lib/money.ts';
import { visibleToShoppers } from './listing-filters.ts';
import { withVariants } from './product-variants.ts';
import { PRODUCT_NOT_FOUND, type Products, showingOffer, type ToResponses } from './products.ts';

interface RankedOffer {
  offerId: number;
  variantId: number | null;
  sellerId: number;
  businessName: string;
  condition: ProductOffersResponse['offers'][number]['condition'];
  warrantyMonths: number;
  sellingCents: number;
  mrpCents: number;
  discountPercent: number;
  shippingCents: number;
  landedCents: number;
  quantity: number;
  inStock: boolean;
  rank: number;
  ratingX100: number | null;
  onTimePermille: number | null;
}

export function createProductOffers({
  db,
  toResponses,
  stored,
}: {
  db: Db;
  toResponses: ToResponses;
  /** The product page as stored (the buy box without a department). */
  stored: Pick<Products, 'find' | 'findJson'>;
}) {
  /**
   * The listed offers of a visible product, ranked for the department (the buy box first); of one variant
   * when given, ranked among themselves by the same rule.
   */
  function ranked(productId: number, department: string | null, variantId: number | null = null) {
    return queryRows<RankedOffer>(
      db,
      sql`select b.offer_id::float8 as "offerId", o.variant_id::float8 as "variantId", o.seller_id::float8 as "sellerId", s.business_name as "businessName",
            o.condition, o.warranty_months as "warrantyMonths", o.selling_price_cents::float8 as "sellingCents",
            o.mrp_price_cents::float8 as "mrpCents", o.discount_percent as "discountPercent",
            b.shipping_cents::float8 as "shippingCents", b.landed_cents::float8 as "landedCents",
            o.quantity, o.in_stock as "inStock", (row_number() over (order by b.rank))::int as rank,
            b.shop_rating_x100 as "ratingX100", b.shop_on_time_permille as "onTimePermille"
          from buy_box_offers(array[${productId}]::bigint[], ${department}) b
          join ${offers} o on o.id = b.offer_id
          join ${sellers} s on s.id = o.seller_id
          where exists (select 1 from ${products} p where p.id = ${productId} and p.listed)
            and (${variantId}::bigint is null or o.variant_id = ${variantId})
          order by b.rank`,
    );
  }

  /** The visible product of a listed offer, with that offer shown. */
  async function showing(offerId: number): Promise<ProductResponse | undefined> {
    const [row] = await db
      .select({ offer: offers, product: products, businessName: sellers.businessName })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .innerJoin(sellers, eq(sellers.id, offers.sellerId))
      .where(and(eq(offers.id, offerId), eq(offers.listed, true), visibleToShoppers));
    if (!row) return undefined;
    const [answer] = await toResponses([
      { product: showingOffer(row.product, row.offer), businessName: row.businessName },
    ]);
    return answer;
  }

  /**
   * `GET /products/{id}`: a product's id shows its buy box (for the department, when given); an offer's
   * id shows that offer (the spec's seller list links its offers this way). 404 when neither is visible.
   */
  async function productPage(
    id: number,
    department?: string,
    variant?: number,
  ): Promise<ProductResponse | { json: string }> {
    // The usual page (no department, no variant, none to add) as PostgreSQL writes it, as the listing's.
    const json = department === undefined && variant === undefined ? await stored.findJson(id) : undefined;
    if (json !== undefined) return { json };
    const page =
      department === undefined && variant === undefined
        ? await stored.find(id)
        : await ranked(id, department ?? null, variant).then(([best]) => best && showing(best.offerId));
    // A variant nobody sells now still has its page: the product's, with that variant sold out.
    const answer = page ?? (variant === undefined ? await showing(id) : await stored.find(id));
    if (answer) return withVariants(db, answer, variant);
    // A duplicate merged into another product: its old links show the survivor.
    const [merged] = await db
      .select({ into: products.mergedIntoId })
      .from(products)
      .where(eq(products.id, id));
    if (merged?.into) return productPage(merged.into, department, variant);
    throw notFound(PRODUCT_NOT_FOUND);
  }

  async function isListed(productId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), visibleToShoppers));
    return row !== undefined;
  }

  return {
    productPage,

    /** `GET /products/{id}/offers`: every listed offer of a visible product, the buy box first. */
    async offersOf(productId: number, department?: string, variant?: number): Promise<ProductOffersResponse> {
      const rows = await ranked(productId, department ?? null, variant);
      // A variant nobody sells has no offers; a product nobody sells is not shown.
      if (rows.length === 0 && (variant === undefined || !(await isListed(productId))))
        throw notFound(PRODUCT_NOT_FOUND);
      return {
        productId,
        offers: rows.map((r) => ({
          offerId: r.offerId,
          variantId: r.variantId,
          seller: {
            id: r.sellerId,
            businessName: r.businessName,
            averageRating: r.ratingX100 === null ? null : r.ratingX100 / 100,
            onTimeRate: r.onTimePermille === null ? null : r.onTimePermille / 1000,
          },
          condition: r.condition,
          warrantyMonths: r.warrantyMonths,
          sellingPrice: fromCents(r.sellingCents),
          mrpPrice: fromCents(r.mrpCents),
          discountPercent: r.discountPercent,
          shipping: fromCents(r.shippingCents),
          landedPrice: fromCents(r.landedCents),
          quantity: r.quantity,
          in_stock: r.inStock && r.quantity > 0,
          buyBox: r.rank === 1,
        })),
      };
    },
  };
}
