/**
 * Products as the API answers them: by id (the product page, search's ranking, a cart's lines), a shop's
 * numbers, the related products and titles. The answers join `sellers` read-only for the shop's name (see
 * catalog.service.ts).
 */
import type { ProductResponse } from '@tecnobazar/shared';
import { and, asc, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { notFound } from '../../lib/errors.ts';
import { fromCents } from '../../lib/money.ts';
import { UPLOADS_LIKE, uploadNamesIn } from '../../lib/storage/image-urls.ts';
import type { Categories } from './categories.ts';
import { visibleToShoppers } from './listing-filters.ts';

export const PRODUCT_NOT_FOUND = 'Producto no encontrado';
const RELATED_PRODUCTS = 4;

export type ProductRow = typeof products.$inferSelect;
/** A product row and its shop's name: what every product answer is made from. */
export const productColumns = { product: products, businessName: sellers.businessName };

/** A product as a cart prices it, hidden or not: a cart still shows a line whose seller was suspended. */
export interface CartProduct {
  product: ProductResponse;
  sellerId: number;
  unitMrpCents: number;
  unitSellingCents: number;
  vatPercent: number;
  /** Its seller is ACTIVE, so shoppers see it. */
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
      };
    });
  };
}
export type ToResponses = ReturnType<typeof productAnswers>;

/** Products as a cart prices and limits them, whatever their visibility. */
export function createCartProducts({ db, toResponses }: { db: Db; toResponses: ToResponses }) {
  /** Products by id with what the cart prices and limits, whatever their visibility (one query). */
  async function forCart(ids: number[], tx: DbOrTx = db): Promise<Map<number, CartProduct>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select(productColumns)
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(inArray(products.id, ids));
    const responses = await toResponses(rows);
    return new Map(
      rows.map(({ product: p }, i) => {
        // An archived product (deleted by its seller after it was ordered) stays in carts as unavailable.
        const visible = p.listed;
        return [
          p.id,
          {
            product: responses[i]!,
            sellerId: p.sellerId,
            unitMrpCents: p.mrpPriceCents,
            unitSellingCents: p.sellingPriceCents,
            vatPercent: p.vatPercent,
            visible,
            available: visible && p.inStock ? p.quantity : 0,
          },
        ];
      }),
    );
  }

  return {
    forCart,

    /** A product a shopper may put in the cart: 404 when it does not exist or is hidden. */
    async buyable(productId: number): Promise<CartProduct> {
      const found = (await forCart([productId])).get(productId);
      if (!found?.visible) throw notFound(PRODUCT_NOT_FOUND);
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

    async get(productId: number): Promise<ProductResponse> {
      const [product] = await toResponses(await productById.execute({ id: productId }));
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
        .where(and(eq(products.sellerId, sellerId), visibleToShoppers));
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
