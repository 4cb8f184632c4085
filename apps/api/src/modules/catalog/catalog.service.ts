/**
 * The catalogue: categories and products, and the stock the payment takes.
 *
 * Read-only exception to "a module touches only its own tables": the product answers join `sellers` for
 * the shop's business name (and a cart line for its status). Visibility itself is `products.listed`, kept by
 * triggers from the seller's status (migration 0011), so listings, counts and search never join. Nothing
 * here writes `sellers`.
 */
import {
  type CategoryResponse,
  type ListProductsQuery,
  MAX_SEARCH_RESULTS,
  PRODUCT_PAGE_SIZE,
  type ProductFacetsResponse,
  type ProductPage,
  type ProductResponse,
  type TopLevelCategoriesResponse,
} from '@tecnobazar/shared';
import { ourCategoryId } from '@tecnobazar/shared/constants/original-client-aliases';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  max,
  ne,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, type DbOrTx, queryRows } from '../../db/client.ts';
import { categories, products } from '../../db/schema/catalog.ts';
import { sellers } from '../../db/schema/sellers.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { createMemoCache } from '../../lib/memo-cache.ts';
import { fromCents, toCents } from '../../lib/money.ts';
import { UPLOADS_LIKE, uploadNamesIn } from '../../lib/storage/image-urls.ts';
import { listingFacets } from './facets.ts';
import { allFilters, listingFilters, visibleToShoppers } from './listing-filters.ts';
import { parentCategory, productCategory, productsJsonArray } from './product-json.ts';

export const PRODUCT_NOT_FOUND = 'Producto no encontrado';
const RELATED_PRODUCTS = 4;
/** How long the menu's answer (which top-level categories have products) is reused: every page load asks. */
const TOP_LEVEL_TTL_MS = 60_000;
/**
 * A listing's total and facets are kept per filter set until a product or a seller changes (every instance
 * hears of it, lib/change-feed.ts); the time limit only bounds an instance that missed the news.
 */
const FILTER_CACHE = { ttlMs: 5 * 60_000, maxEntries: 5_000 };
/** How many of a search's matches are ranked (the newest); see searchIds. */
const SEARCH_CANDIDATES = 300;

type ProductRow = typeof products.$inferSelect;
/** A listing page already written as its JSON body (ProductPage), for the route to send as it is. */
export interface ProductPageJson {
  json: string;
}
interface CategoryNode extends CategoryResponse {
  /** Ids of the level-3 categories at or below this one. */
  leafIds: number[];
}

/** The fixed category tree, loaded once: slug and id lookups and the leaves below each node. */
async function loadCategoryTree(db: DbOrTx) {
  const rows = await db.select().from(categories).orderBy(asc(categories.level), asc(categories.id));
  const byId = new Map<number, CategoryNode>();
  for (const r of rows) {
    const parent = r.parentId ? byId.get(r.parentId) : undefined;
    byId.set(r.id, {
      id: r.id,
      categoryId: r.categoryId,
      name: r.name,
      level: r.level,
      parentCategoryId: parent?.categoryId ?? null,
      leafIds: [],
    });
  }
  const bySlug = new Map([...byId.values()].map((c) => [c.categoryId, c]));
  for (const r of rows) {
    if (r.level !== 3) continue;
    for (let node: CategoryNode | undefined = byId.get(r.id); node; ) {
      node.leafIds.push(r.id);
      node = node.parentCategoryId ? bySlug.get(node.parentCategoryId) : undefined;
    }
  }
  return { byId, bySlug };
}

/** A product as a cart prices it, hidden or not: a cart still shows a line whose seller was suspended. */
export interface CartProduct {
  product: ProductResponse;
  sellerId: number;
  unitMrpCents: number;
  unitSellingCents: number;
  /** Its seller is ACTIVE, so shoppers see it. */
  visible: boolean;
  /** Units a shopper may buy now: the stock, or 0 when it is hidden or out of stock. */
  available: number;
}

type Sort = ListProductsQuery['sort'];
const orderBy = (sort: Sort) =>
  sort === 'price_low'
    ? [asc(products.sellingPriceCents), asc(products.id)]
    : sort === 'price_high'
      ? [desc(products.sellingPriceCents), desc(products.id)]
      : [desc(products.createdAt), desc(products.id)];

/** A listing of a category, or of the whole catalogue, with at most a price range: served prepared. */
const isUsualListing = (q: ListProductsQuery) =>
  q.color === undefined &&
  q.brand === undefined &&
  q.seller === undefined &&
  q.minDiscount === undefined &&
  !q.sizes?.length &&
  Object.keys(q.specs).length === 0;

/** The listing's filters without the page and the order: what its total and facets depend on. */
function filterKey({ sort: _, pageNumber: __, specs, ...filters }: ListProductsQuery): string {
  const sortedSpecs = Object.entries(specs)
    .map(([key, values]) => [key, [...values].sort()] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([filters, sortedSpecs]);
}

export function createCatalogService({
  db,
  clock = systemClock,
  changes,
}: {
  db: Db;
  clock?: Clock;
  changes?: ChangeFeed;
}) {
  let tree: ReturnType<typeof loadCategoryTree> | undefined;
  /** The tree, loaded once; a caller inside a transaction passes it (PGlite has a single connection). */
  const categoryTree = (executor: DbOrTx = db) => {
    tree ??= loadCategoryTree(executor).catch((err) => {
      tree = undefined;
      throw err;
    });
    return tree;
  };

  /**
   * Level-1 slugs, in menu order, with a visible product below them. One query: each leaf is probed with
   * EXISTS on the listing index (stopping at its first visible product), then grouped by its level-1 id.
   */
  async function loadTopLevelWithProducts(): Promise<string[]> {
    const { byId } = await categoryTree();
    const leaf = alias(categories, 'leaf');
    const section = alias(categories, 'section');
    const visibleInLeaf = db
      .select({ one: sql`1` })
      .from(products)
      .where(and(eq(products.categoryId, leaf.id), visibleToShoppers));
    const rows = await db
      .selectDistinct({ topId: section.parentId })
      .from(leaf)
      .innerJoin(section, eq(section.id, leaf.parentId))
      .where(and(eq(leaf.level, 3), exists(visibleInLeaf)));
    const withProducts = new Set(rows.map((r) => r.topId));
    return [...byId.values()].filter((c) => c.level === 1 && withProducts.has(c.id)).map((c) => c.categoryId);
  }
  let topLevel: { expiresAt: number; ids: Promise<string[]> } | undefined;
  const totals = createMemoCache<number>({ ...FILTER_CACHE, clock });
  const facetAnswers = createMemoCache<ProductFacetsResponse>({ ...FILTER_CACHE, clock });
  const bestDiscounts = createMemoCache<number | null>({ ...FILTER_CACHE, clock });
  const forgetCounts = () => {
    totals.clear();
    facetAnswers.clear();
    bestDiscounts.clear();
    topLevel = undefined;
  };
  changes?.subscribe('products', forgetCounts);
  changes?.subscribe('sellers', forgetCounts);

  const productColumns = { product: products, businessName: sellers.businessName };

  /** The product page's query, prepared once (see usualPage). */
  const productById = db
    .select(productColumns)
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(products.id, sql.placeholder('id')), visibleToShoppers))
    .prepare('product_by_id');

  /** A page's ids, read from the listing index alone (index-only). */
  const pageIds = (
    condition: SQL | undefined,
    sort: Sort,
    limit: number | Placeholder,
    offset: number | Placeholder,
  ) =>
    db
      .select({ id: products.id })
      .from(products)
      .where(condition)
      .orderBy(...orderBy(sort))
      .limit(limit)
      .offset(offset)
      .as('page');

  /** A page's 12 rows: their ids first (pageIds), then only those rows. */
  const pageOf = (
    condition: SQL | undefined,
    sort: Sort,
    limit: number | Placeholder,
    offset: number | Placeholder,
  ) => {
    const page = pageIds(condition, sort, limit, offset);
    return db
      .select(productColumns)
      .from(page)
      .innerJoin(products, eq(products.id, page.id))
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .orderBy(...orderBy(sort));
  };

  /**
   * A page's products as the JSON array the answer sends (product-json.ts), in one text column: the
   * storefront's hottest query then costs the API no row mapping, no objects and no serializing.
   */
  const pageJsonOf = (condition: SQL | undefined, sort: Sort) => {
    const page = pageIds(condition, sort, sql.placeholder('limit'), sql.placeholder('offset'));
    return db
      .select({ content: productsJsonArray(orderBy(sort)) })
      .from(page)
      .innerJoin(products, eq(products.id, page.id))
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .innerJoin(productCategory, eq(productCategory.id, products.categoryId))
      .leftJoin(parentCategory, eq(parentCategory.id, productCategory.parentId));
  };

  /**
   * The usual listing as prepared statements, one per sort, price filter and whether a category is chosen
   * (`leafIds`; none for the whole catalogue): built once instead of on every request, and PostgreSQL keeps
   * their plans per connection. Only the values travel.
   */
  const usualPages = new Map<string, ReturnType<ReturnType<typeof pageJsonOf>['prepare']>>();
  async function usualPage(q: ListProductsQuery, leafIds: number[] | undefined): Promise<string> {
    const withPrice = q.minPrice !== undefined || q.maxPrice !== undefined;
    const name = `listing_${leafIds ? '' : 'all_'}${q.sort ?? 'newest'}${withPrice ? '_price' : ''}`;
    let prepared = usualPages.get(name);
    if (!prepared) {
      const condition = and(
        visibleToShoppers,
        leafIds ? sql`${products.categoryId} = any(${sql.placeholder('categories')})` : undefined,
        withPrice ? gte(products.sellingPriceCents, sql.placeholder('min')) : undefined,
        withPrice ? lte(products.sellingPriceCents, sql.placeholder('max')) : undefined,
      );
      prepared = pageJsonOf(condition, q.sort).prepare(name);
      usualPages.set(name, prepared);
    }
    const [row] = await prepared.execute({
      categories: leafIds,
      min: toCents(q.minPrice ?? 0),
      max: q.maxPrice === undefined ? Number.MAX_SAFE_INTEGER : toCents(q.maxPrice),
      limit: PRODUCT_PAGE_SIZE,
      offset: q.pageNumber * PRODUCT_PAGE_SIZE,
    });
    return row!.content;
  }

  async function toResponses(
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
        averageRating: p.numRatings ? Math.round((p.ratingHalvesSum / 2 / p.numRatings) * 10) / 10 : 0,
        createdAt: p.createdAt.toISOString(),
      };
    });
  }

  /**
   * Products by id, in the order given (search keeps its ranking this way). Only visible ones, unless
   * `includeHidden` (a cart still shows a line whose seller was suspended, as unavailable).
   */
  async function byIds(
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
  }

  /**
   * The listing's category, by our id or the original client's (a bare id: ourCategoryId's rule), or 400
   * when the address names none that exists.
   */
  async function categoryOf(slug: string | undefined) {
    if (!slug) return undefined;
    const node = (await categoryTree()).bySlug.get(ourCategoryId(slug));
    if (!node) throw badRequest(`La categoría '${slug}' no existe`);
    return node;
  }

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
            visible,
            available: visible && p.inStock ? p.quantity : 0,
          },
        ];
      }),
    );
  }

  return {
    categoryTree,
    byIds,
    forCart,
    /** For the seller-products service of this module: rows (joined with the shop name) as answers. */
    toResponses,

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

    /** A product a shopper may put in the cart: 404 when it does not exist or is hidden. */
    async buyable(productId: number): Promise<CartProduct> {
      const found = (await forCart([productId])).get(productId);
      if (!found?.visible) throw notFound(PRODUCT_NOT_FOUND);
      return found;
    },

    /**
     * Takes the paid units out of stock inside the payment transaction. Returns the first line that could
     * not be taken (sold out or withdrawn meanwhile), and the caller rolls back; undefined when all were.
     * Rows are updated in product id order for every payer, so two payments cannot deadlock.
     */
    async reserveStock<Line extends { productId: number; quantity: number }>(
      tx: DbOrTx,
      lines: Line[],
    ): Promise<Line | undefined> {
      for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
        const taken = await tx
          .update(products)
          .set({ quantity: sql`${products.quantity} - ${line.quantity}` })
          .where(
            and(
              eq(products.id, line.productId),
              eq(products.inStock, true),
              isNull(products.archivedAt),
              gte(products.quantity, line.quantity),
            ),
          )
          .returning({ id: products.id });
        if (taken.length === 0) return line;
      }
      return undefined;
    },

    /** Keeps a product's rating count and sum in step with its reviews, inside the review's transaction. */
    async adjustRatings(
      tx: DbOrTx,
      productId: number,
      countDelta: number,
      halvesDelta: number,
    ): Promise<void> {
      await tx
        .update(products)
        .set({
          numRatings: sql`${products.numRatings} + ${countDelta}`,
          ratingHalvesSum: sql`${products.ratingHalvesSum} + ${halvesDelta}`,
        })
        .where(eq(products.id, productId));
    },

    /** Puts a cancelled order's units back (inside the cancellation's transaction), in product id order. */
    async releaseStock(tx: DbOrTx, lines: { productId: number | null; quantity: number }[]): Promise<void> {
      const known = lines.filter((l): l is { productId: number; quantity: number } => l.productId !== null);
      for (const line of known.sort((a, b) => a.productId - b.productId)) {
        await tx
          .update(products)
          .set({ quantity: sql`${products.quantity} + ${line.quantity}` })
          .where(eq(products.id, line.productId));
      }
    },

    /**
     * Ids of visible products matching the words, best first (at most MAX_SEARCH_RESULTS): `all` of them or
     * `any`. The words must be folded to [a-z0-9] (search.service.ts), so they are safe inside to_tsquery.
     *
     * Only a bounded set of candidates is ranked: the newest SEARCH_CANDIDATES matches. A broad word (a
     * category noun matching thousands of products) then costs the same as a narrow one, instead of
     * ranking every match; the newest of many near-equal matches is also what a shopper wants first.
     * What can be bought comes before what is sold out, each in rank order.
     */
    async searchIds(words: string[], match: 'all' | 'any'): Promise<number[]> {
      const tsquery = words.join(match === 'all' ? ' & ' : ' | ');
      const rows = await queryRows<{ id: number | string }>(
        db,
        sql`select c.id from (
              select p.id, p.search_vector, p.in_stock and p.quantity > 0 as buyable from products p
              where p.listed and p.search_vector @@ to_tsquery('es_unaccent', ${tsquery})
              order by p.id desc
              limit ${SEARCH_CANDIDATES}
            ) c
            order by c.buyable desc,
                     ts_rank(c.search_vector, to_tsquery('es_unaccent', ${tsquery})) desc, c.id desc
            limit ${MAX_SEARCH_RESULTS}`,
      );
      return rows.map((r) => Number(r.id));
    },

    /**
     * One page of the listing: 12 rows read in the index's order, and the total, kept per filter set
     * (`totals`), so only a new filter set or a catalogue change pays for counting every match. The usual
     * listing comes as the JSON body itself (its products written by PostgreSQL), the others as objects.
     */
    async list(q: ListProductsQuery): Promise<ProductPage | ProductPageJson> {
      const node = await categoryOf(q.category);
      const condition = () => and(visibleToShoppers, ...allFilters(listingFilters(q, node)));
      const [page, totalElements] = await Promise.all([
        isUsualListing(q)
          ? usualPage(q, node?.leafIds)
          : pageOf(condition(), q.sort, PRODUCT_PAGE_SIZE, q.pageNumber * PRODUCT_PAGE_SIZE),
        totals.get(filterKey(q), async () => {
          const [row] = await db.select({ n: count() }).from(products).where(condition());
          return row!.n;
        }),
      ]);
      const totalPages = Math.ceil(totalElements / PRODUCT_PAGE_SIZE);
      // ProductPage's keys around the array as PostgreSQL wrote it, never parsed here.
      if (typeof page === 'string')
        return { json: `{"content":${page},"totalPages":${totalPages},"totalElements":${totalElements}}` };
      return { content: await toResponses(page), totalPages, totalElements };
    },

    /** The menu's top-level categories that have visible products, reused for TOP_LEVEL_TTL_MS. */
    async topLevelWithProducts(): Promise<TopLevelCategoriesResponse> {
      const now = clock.now().getTime();
      if (!topLevel || now >= topLevel.expiresAt) {
        const ids = loadTopLevelWithProducts();
        topLevel = { expiresAt: now + TOP_LEVEL_TTL_MS, ids };
        // A failed load is not kept: the next call tries again.
        ids.catch(() => {
          if (topLevel?.ids === ids) topLevel = undefined;
        });
      }
      return { categoryIds: await topLevel.ids };
    },

    /** What the listing's filters can narrow to, with counts (facets.ts). */
    async facets(q: ListProductsQuery): Promise<ProductFacetsResponse> {
      const node = await categoryOf(q.category);
      // The filters are built (and checked) only when this filter set's answer is not kept already.
      return facetAnswers.get(filterKey(q), async () =>
        listingFacets(db, listingFilters(q, node), { specs: q.specs, color: q.color }),
      );
    },

    /**
     * The highest discount among the products a shopper sees in a category (any level): what a deal on it
     * may promise, as the listing filtered by that `minDiscount` shows them. Null when it has none (or the
     * category is unknown). Kept until a product or a seller changes; read afresh inside a transaction.
     */
    async bestDiscount(slug: string, tx?: DbOrTx): Promise<number | null> {
      const load = async () => {
        const node = (await categoryTree(tx)).bySlug.get(slug);
        if (!node || node.leafIds.length === 0) return null;
        const [row] = await (tx ?? db)
          .select({ best: max(products.discountPercent) })
          .from(products)
          .where(and(visibleToShoppers, inArray(products.categoryId, node.leafIds)));
        return row?.best ?? null;
      };
      return tx ? load() : bestDiscounts.get(slug, load);
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
      return {
        productCount,
        numRatings,
        averageRating: numRatings ? Math.round((halves / 2 / numRatings) * 10) / 10 : 0,
      };
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

    async get(productId: number): Promise<ProductResponse> {
      const [product] = await toResponses(await productById.execute({ id: productId }));
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return product;
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
