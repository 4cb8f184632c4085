/**
 * Products as the API answers them: by id (the product page, search's ranking, a cart's lines), a shop's
 * numbers, the related products and titles. The answers join `sellers` read-only for the shop's name (see
 * catalog.service.ts).
 */
import type { ProductResponse } from '@tecnobazar/shared';
import { and, asc, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { offers, products, productVariants } from '../../db/schema/catalog.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { notFound } from '../../lib/errors.ts';
import { fromCents } from '../../lib/money.ts';
import { UPLOADS_LIKE, uploadNamesIn } from '../../lib/storage/image-urls.ts';
import type { Categories } from './categories.ts';
import { soldBy, visibleToShoppers } from './listing-filters.ts';
import { parentCategory, productCategory, productJsonText } from './product-json.ts';

export const PRODUCT_NOT_FOUND = 'Producto no encontrado';
const RELATED_PRODUCTS = 4;

export type ProductRow = typeof products.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
/** A product row and its shop's name: what every product answer is made from. */
export const productColumns = { product: products, businessName: sellers.businessName };

/**
 * An offer as a cart prices it, hidden or not: a cart still shows a line whose seller was suspended.
 * `product` is its product as shoppers see it with this offer shown (its shop, prices and stock).
 */
export interface CartProduct {
  product: ProductResponse;
  offerId: number;
  productId: number;
  sellerId: number;
  unitMrpCents: number;
  unitSellingCents: number;
  vatPercent: number;
  /** Shoppers may buy it: neither it nor its product is archived, and its shop is ACTIVE. */
  visible: boolean;
  /** Units a shopper may buy now: the stock, or 0 when it is hidden or out of stock. */
  available: number;
}

const averageOf = (numRatings: number, halves: number) =>
  numRatings ? Math.round((halves / 2 / numRatings) * 10) / 10 : 0;

/** Product rows (joined with the shop's name) as the API answers them. */
export function productAnswers(categoryTree: Categories['categoryTree']) {
  return async function toResponses(
    rows: { product: ProductRow; businessName: string }[],
  ): Promise<ProductResponse[]> {
    const { byId } = await categoryTree();
    return rows.map(({ product: p, businessName }) => {
      const { leafIds: _, ...category } = byId.get(p.categoryId)!;
      return {
        id: p.id,
        title: p.title,
        description: p.description,
        mrpPrice: fromCents(p.mrpPriceCents),
        sellingPrice: fromCents(p.sellingPriceCents),
        discountPercent: p.discountPercent,
        quantity: p.quantity,
        in_stock: p.inStock && p.quantity > 0,
        color: p.color,
        images: p.images,
        sizes: p.sizes,
        specs: p.specs,
        category,
        seller: { id: p.sellerId, businessDetails: { businessName } },
        numRatings: p.numRatings,
        averageRating: averageOf(p.numRatings, p.ratingHalvesSum),
        createdAt: p.createdAt.toISOString(),
        vatPercent: p.vatPercent,
        modelNumber: p.modelNumber,
        offerId: p.buyBoxOfferId,
        offerCount: p.offerCount,
        lowestPrice: p.lowestPriceCents === null ? null : fromCents(p.lowestPriceCents),
        ...(p.variantAxes.length > 0 && { variantAxes: p.variantAxes }),
      };
    });
  };
}
export type ToResponses = ReturnType<typeof productAnswers>;

/** The product as shoppers see it with this offer shown: the offer's shop, prices and stock. */
export const showingOffer = (product: ProductRow, offer: OfferRow): ProductRow => ({
  ...product,
  buyBoxOfferId: offer.id,
  sellerId: offer.sellerId,
  mrpPriceCents: offer.mrpPriceCents,
  sellingPriceCents: offer.sellingPriceCents,
  discountPercent: offer.discountPercent,
  quantity: offer.quantity,
  inStock: offer.inStock,
});

/** Offers as a cart prices and limits them, whatever their visibility. */
export function createCartProducts({ db, toResponses }: { db: Db; toResponses: ToResponses }) {
  /** Offers by id with what the cart prices and limits, whatever their visibility (one query). */
  async function forCart(offerIds: number[], tx: DbOrTx = db): Promise<Map<number, CartProduct>> {
    if (offerIds.length === 0) return new Map();
    const rows = await tx
      .select({
        offer: offers,
        product: products,
        businessName: sellers.businessName,
        variantLabel: productVariants.label,
      })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .innerJoin(sellers, eq(sellers.id, offers.sellerId))
      .leftJoin(productVariants, eq(productVariants.id, offers.variantId))
      .where(inArray(offers.id, offerIds));
    // A variant's line says which one: 'Kit DDR5 Fury Beast (32 GB)', in the cart and on the order.
    const responses = await toResponses(
      rows.map((r) => ({
        product: {
          ...showingOffer(r.product, r.offer),
          title: r.variantLabel ? `${r.product.title} (${r.variantLabel})` : r.product.title,
        },
        businessName: r.businessName,
      })),
    );
    return new Map(
      rows.map(({ offer: o, product: p }, i) => {
        // An archived offer or product (deleted by its seller after it was ordered) stays in carts as
        // unavailable.
        const visible = o.listed && p.archivedAt === null;
        return [
          o.id,
          {
            product: responses[i]!,
            offerId: o.id,
            productId: p.id,
            sellerId: o.sellerId,
            unitMrpCents: o.mrpPriceCents,
            unitSellingCents: o.sellingPriceCents,
            vatPercent: p.vatPercent,
            visible,
            available: visible && o.inStock ? o.quantity : 0,
          },
        ];
      }),
    );
  }

  /**
   * The offer an id names for a shopper: the buy box when it is a product's id (the spec's client sends
   * the product it shows), else the offer with that id, if listed. A product and its founding offer share
   * an id (migration 0033).
   */
  async function offerNamedBy(id: number): Promise<number | undefined> {
    const buyBox = sql`(select ${products.buyBoxOfferId} from ${products} where ${products.id} = ${id})`;
    const [row] = await db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.listed, true), sql`(${offers.id} = ${buyBox} or ${offers.id} = ${id})`))
      .orderBy(sql`${offers.id} = ${buyBox} desc nulls last`)
      .limit(1);
    return row?.id;
  }

  return {
    forCart,

    /**
     * The offer a shopper may put in the cart: `offerId` when given (an offer of this product), else the
     * one the id names. 404 when there is none or it is hidden.
     */
    async buyable(id: number, offerId?: number): Promise<CartProduct> {
      const chosen = offerId ?? (await offerNamedBy(id));
      const found = chosen === undefined ? undefined : (await forCart([chosen])).get(chosen);
      if (!found?.visible || (offerId !== undefined && found.productId !== id && found.offerId !== id))
        throw notFound(PRODUCT_NOT_FOUND);
      return found;
    },
  };
}

export function createProducts({ db, toResponses }: { db: Db; toResponses: ToResponses }) {
  /** The product page's query, prepared once (see listing.ts's usualPage). */
  const productById = db
    .select(productColumns)
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(products.id, sql.placeholder('id')), visibleToShoppers))
    .prepare('product_by_id');
  const find = async (productId: number): Promise<ProductResponse | undefined> =>
    (await toResponses(await productById.execute({ id: productId })))[0];
  /** The product page's answer as PostgreSQL writes it (product-json.ts), and whether it has variants. */
  const productJsonById = db
    .select({ json: productJsonText, withVariants: sql<boolean>`cardinality(${products.variantAxes}) > 0` })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(productCategory, eq(productCategory.id, products.categoryId))
    .leftJoin(parentCategory, eq(parentCategory.id, productCategory.parentId))
    .where(and(eq(products.id, sql.placeholder('id')), visibleToShoppers))
    .prepare('product_json_by_id');

  return {
    /**
     * Products by id, in the order given (search keeps its ranking this way). Only visible ones, unless
     * `includeHidden` (a cart still shows a line whose seller was suspended, as unavailable).
     */
    async byIds(
      ids: number[],
      opts: { includeHidden?: boolean; tx?: DbOrTx } = {},
    ): Promise<ProductResponse[]> {
      if (ids.length === 0) return [];
      const rows = await (opts.tx ?? db)
        .select(productColumns)
        .from(products)
        .innerJoin(sellers, eq(sellers.id, products.sellerId))
        .where(and(inArray(products.id, ids), opts.includeHidden ? undefined : visibleToShoppers));
      const found = await toResponses(rows);
      const position = new Map(ids.map((id, i) => [id, i]));
      return found.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    },

    /** A visible product with its stored buy box shown, or undefined. */
    find,

    /**
     * A visible product without variants as its answer's JSON text, its stored buy box shown; undefined
     * for one with variants (their page adds them: product-variants.ts) or none shoppers see.
     */
    async findJson(productId: number): Promise<string | undefined> {
      const [row] = await productJsonById.execute({ id: productId });
      return row && !row.withVariants ? row.json : undefined;
    },

    /** A visible product by its id (not an offer's), with its stored buy box shown; else 404. */
    async get(productId: number): Promise<ProductResponse> {
      const product = await find(productId);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return product;
    },

    /** Uploads any product shows, archived ones too (their orders and audit entries still point at them). */
    async uploadsInUse(): Promise<string[]> {
      const rows = await db
        .select({ images: products.images })
        .from(products)
        .where(sql`array_to_string(${products.images}, ' ') like ${UPLOADS_LIKE}`);
      return uploadNamesIn(rows.flatMap((r) => r.images));
    },

    /** Product titles by id, whatever their visibility (the audit log names what it mentions). */
    async titles(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: products.id, title: products.title })
        .from(products)
        .where(inArray(products.id, ids));
      return new Map(rows.map((p) => [p.id, p.title]));
    },

    /** A shop's visible products: how many, and their reviews' count and average. */
    async shopRatings(
      sellerId: number,
    ): Promise<{ productCount: number; numRatings: number; averageRating: number }> {
      const [row] = await db
        .select({
          productCount: count(),
          numRatings: sql<number>`coalesce(sum(${products.numRatings}), 0)`.mapWith(Number),
          halves: sql<number>`coalesce(sum(${products.ratingHalvesSum}), 0)`.mapWith(Number),
        })
        .from(products)
        .where(and(soldBy(sellerId), visibleToShoppers));
      const { productCount, numRatings, halves } = row!;
      return { productCount, numRatings, averageRating: averageOf(numRatings, halves) };
    },

    /**
     * 'También te puede interesar': up to four other buyable products of the same level-3 category, the
     * closest in price first.
     */
    async related(productId: number): Promise<ProductResponse[]> {
      const [product] = await db
        .select({ categoryId: products.categoryId, price: products.sellingPriceCents })
        .from(products)
        .where(eq(products.id, productId));
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const rows = await db
        .select(productColumns)
        .from(products)
        .innerJoin(sellers, eq(sellers.id, products.sellerId))
        .where(
          and(
            visibleToShoppers,
            eq(products.categoryId, product.categoryId),
            ne(products.id, productId),
            eq(products.inStock, true),
            gt(products.quantity, 0),
          ),
        )
        .orderBy(sql`abs(${products.sellingPriceCents} - ${product.price})`, asc(products.id))
        .limit(RELATED_PRODUCTS);
      return toResponses(rows);
    },
  };
}
export type Products = ReturnType<typeof createProducts>;
