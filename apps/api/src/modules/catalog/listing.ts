/**
 * The storefront's listing (a page of products, its total and its facets), a category's best discount and
 * search's ranked ids. Totals, facets and discounts are kept per filter set until a product or a seller
 * changes.
 */
import {
  type ListProductsQuery,
  MAX_SEARCH_RESULTS,
  PRODUCT_PAGE_SIZE,
  type ProductFacetsResponse,
  type ProductPage,
} from '@tecnobazar/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  max,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client.ts';
import { offers, products } from '../../db/schema/catalog.ts';
import { sellers } from '../../db/schema/sellers.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { Clock } from '../../lib/clock.ts';
import { createMemoCache } from '../../lib/memo-cache.ts';
import { toCents } from '../../lib/money.ts';
import { createBuildFit } from './build-fit.ts';
import type { Categories } from './categories.ts';
import { listingFacets } from './facets.ts';
import {
  allFilters,
  type ListingCategory,
  type ListingFilters,
  listingFilters,
  visibleToShoppers,
} from './listing-filters.ts';
import { parentCategory, productCategory, productsJsonArray } from './product-json.ts';
import { type ProductRow, productColumns, showingOffer, type ToResponses } from './products.ts';

type ProductRows = { product: ProductRow; businessName: string }[];

/**
 * A listing's total and facets are kept per filter set until a product or a seller changes (every instance
 * hears of it, lib/change-feed.ts); the time limit only bounds an instance that missed the news.
 */
const FILTER_CACHE = { ttlMs: 5 * 60_000, maxEntries: 5_000 };
/**
 * The share of a category's products a filter set must keep for its page to be read in the order's index,
 * checking each row (at 1 %, page 1 reads ~1,200 rows per leaf), rather than from the filter's own index,
 * which reads every match. Measured at 1M products: AM5 boards by price, 25 % of the category, 25 → 0.2 ms.
 */
export const WALK_IN_ORDER_SHARE = 0.01;
/** How many of a search's matches are ranked (the newest); see searchIds. */
const SEARCH_CANDIDATES = 300;

/** A listing page already written as its JSON body (ProductPage), for the route to send as it is. */
export interface ProductPageJson {
  json: string;
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
  q.fit === undefined &&
  Object.keys(q.specs).length === 0;

/** The listing's filters without the page and the order: what its total and facets depend on. */
function filterKey({ sort: _, pageNumber: __, specs, ...filters }: ListProductsQuery): string {
  const sortedSpecs = Object.entries(specs)
    .map(([key, values]) => [key, [...values].sort()] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([filters, sortedSpecs]);
}

/**
 * A category's page ids: each of its leaves' first `offset + limit` rows in order, from that leaf's
 * listing index, then only those sorted (issue 35). A page then costs what it costs in a small catalogue,
 * where `category_id = any(leaves)` read every match of the category (or scanned the whole catalogue's
 * index by date, dropping the other categories' rows) before taking 12.
 */
function leafPageIds(
  leaves: SQL,
  condition: SQL | undefined,
  sort: Sort,
  limit: Placeholder,
  offset: Placeholder,
): SQL {
  const outer = {
    newest: sql`first.created_at desc, first.id desc`,
    price_low: sql`first.price asc, first.id asc`,
    price_high: sql`first.price desc, first.id desc`,
  }[sort ?? 'newest'];
  return sql`(select first.id from unnest(${leaves}::bigint[]) as leaf(id) cross join lateral (
      select ${products.id} as id, ${products.createdAt} as created_at, ${products.sellingPriceCents} as price
      from ${products} where ${products.categoryId} = leaf.id and ${condition ?? sql`true`}
      order by ${sql.join(orderBy(sort), sql`, `)} limit ${limit}::int + ${offset}::int
    ) as first order by ${outer} limit ${limit} offset ${offset}) as page`;
}

/** A category's leaves, and the share of its products the listing's filters keep (read only if needed). */
interface ListingLeaves {
  ids: number[];
  share: () => Promise<number>;
}

/** The queries of a listing page: its ids from the listing index, then its rows or its JSON. */
function listingPages(
  db: Db,
  cache: { ttlMs: number; maxEntries: number; clock: Clock },
  walkInOrderShare: number,
) {
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
  const pageOf = (condition: SQL | undefined, sort: Sort, limit: number, offset: number) => {
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
  const pageJsonOf = (condition: SQL | undefined, sort: Sort, leaves?: SQL) => {
    const [limit, offset] = [sql.placeholder('limit'), sql.placeholder('offset')];
    const ids = pageIds(condition, sort, limit, offset);
    return db
      .select({ content: productsJsonArray(orderBy(sort)) })
      .from(leaves ? leafPageIds(leaves, condition, sort, limit, offset) : ids)
      .innerJoin(products, eq(products.id, leaves ? sql`page.id` : ids.id))
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
        withPrice ? gte(products.sellingPriceCents, sql.placeholder('min')) : undefined,
        withPrice ? lte(products.sellingPriceCents, sql.placeholder('max')) : undefined,
      );
      const leaves = leafIds ? sql`${sql.placeholder('categories')}` : undefined;
      prepared = pageJsonOf(condition, q.sort, leaves).prepare(name);
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

  /** The JSON of the products whose ids are given, in their order: one statement, planned once. */
  const jsonOfIds = (() => {
    const page = sql`unnest(${sql.placeholder('ids')}::bigint[]) with ordinality as page(id, n)`;
    return db
      .select({ content: productsJsonArray([sql`page.n`]) })
      .from(page)
      .innerJoin(products, eq(products.id, sql`page.id`))
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .innerJoin(productCategory, eq(productCategory.id, products.categoryId))
      .leftJoin(parentCategory, eq(parentCategory.id, productCategory.parentId))
      .prepare('listing_json_of_ids');
  })();

  /** A filtered page's ids, as pageJsonOf reads them. */
  const idsOf = (condition: SQL | undefined, sort: Sort, leaves?: SQL) => {
    const [limit, offset] = [sql.placeholder('limit'), sql.placeholder('offset')];
    const ids = pageIds(condition, sort, limit, offset);
    return db
      .select({ id: sql<number | string>`page.id` })
      .from(leaves ? leafPageIds(leaves, condition, sort, limit, offset) : ids);
  };

  /**
   * Any other listing's page as its JSON too, in two statements: its ids, by a query (the filter's values in
   * it) built once per filter set and order and kept as long as the set's counts, unnamed so connections
   * keep no statement per filter set; then their JSON, by one named statement that PostgreSQL plans once
   * (planning the whole page for every request cost it 1.2 ms, more than running it).
   */
  const filteredPages = createMemoCache<ReturnType<ReturnType<typeof idsOf>['prepare']>>(cache);
  async function filteredPage(key: string, where: Where, sort: Sort, offset: number, leaves?: ListingLeaves) {
    const load = async () => {
      const conditions = await where();
      // A filter much of the category passes is checked on each row in the order's index, which stops at
      // the page; a rare one is looked up in its own index (specs) first. PostgreSQL cannot tell them apart
      // (it guesses 1 % for any `specs @>`, 0.01 % for two): the filter set's count can.
      const walk = leaves && (await leaves.share()) >= walkInOrderShare;
      return idsOf(
        walk ? conditions.walk : conditions.rest,
        sort,
        leaves && sql`${sql.param(leaves.ids)}`,
      ).prepare('');
    };
    const query = await filteredPages.get(`${key}|${sort ?? 'newest'}`, load);
    const ids = await query.execute({ limit: PRODUCT_PAGE_SIZE, offset });
    if (ids.length === 0) return '[]';
    const [row] = await jsonOfIds.execute({ ids: ids.map((r) => r.id) });
    return row!.content;
  }

  /** A filtered listing's page as JSON (`key` names its filters); a shop's page (its own offers) as rows. */
  async function otherPage(
    q: ListProductsQuery,
    key: string,
    where: Where,
    leaves: ListingLeaves | undefined,
  ): Promise<string | ProductRows> {
    const offset = q.pageNumber * PRODUCT_PAGE_SIZE;
    if (q.seller === undefined) return filteredPage(key, where, q.sort, offset, leaves);
    return pageOf((await where()).all, q.sort, PRODUCT_PAGE_SIZE, offset);
  }

  return { usualPage, otherPage, forget: filteredPages.clear };
}
/**
 * A listing's conditions: `all` its filters, `rest` all but the category (read leaf by leaf instead), and
 * `walk`: `rest` with every filter but the price's inside `coalesce(…, false)`, which no index answers and
 * PostgreSQL takes to keep half the rows, so it walks the order's index and checks each row.
 */
type Where = () => Promise<{ all: SQL | undefined; rest: SQL | undefined; walk: SQL | undefined }>;

/**
 * A shop's page shows its own offer of each product (new first, then the cheapest), not the buy box,
 * which another shop may hold (decision 0028).
 */
async function soldBy(db: Db, sellerId: number, rows: ProductRows): Promise<ProductRows> {
  if (rows.length === 0) return rows;
  const own = await db
    .select({ offer: offers, businessName: sellers.businessName })
    .from(offers)
    .innerJoin(sellers, eq(sellers.id, offers.sellerId))
    .where(
      and(
        eq(offers.sellerId, sellerId),
        eq(offers.listed, true),
        inArray(
          offers.productId,
          rows.map((r) => r.product.id),
        ),
      ),
    )
    .orderBy(sql`${offers.condition} = 'NUEVO' desc`, offers.sellingPriceCents);
  const first = new Map<number, (typeof own)[number]>();
  for (const o of own) if (!first.has(o.offer.productId)) first.set(o.offer.productId, o);
  return rows.map((r) => {
    const o = first.get(r.product.id);
    return o ? { product: showingOffer(r.product, o.offer), businessName: o.businessName } : r;
  });
}

/** The conditions of `filters`, built on the first call only. */
function lazyWhere(filters: () => Promise<{ filters: ListingFilters }>): Where {
  let conditions: ReturnType<Where> | undefined;
  return () =>
    (conditions ??= filters().then(({ filters: f }) => {
      const checked = and(...allFilters({ ...f, category: undefined, price: undefined }));
      return {
        all: and(visibleToShoppers, ...allFilters(f)),
        rest: and(visibleToShoppers, ...allFilters({ ...f, category: undefined })),
        walk: and(visibleToShoppers, f.price, checked && sql`coalesce(${checked}, false)`),
      };
    }));
}

export function createListing({
  db,
  clock,
  changes,
  categories,
  toResponses,
  walkInOrderShare = WALK_IN_ORDER_SHARE,
}: {
  db: Db;
  clock: Clock;
  changes?: ChangeFeed;
  categories: Pick<Categories, 'categoryTree' | 'categoryOf'>;
  toResponses: ToResponses;
  /** WALK_IN_ORDER_SHARE; a test sets 0 (always walk) or more than 1 (never) to hold both ways alike. */
  walkInOrderShare?: number;
}) {
  const { categoryTree, categoryOf } = categories;
  const pages = listingPages(db, { ...FILTER_CACHE, clock }, walkInOrderShare);
  const buildFit = createBuildFit({ db, categoryTree, cache: { ...FILTER_CACHE, clock } });

  const totals = createMemoCache<number>({ ...FILTER_CACHE, clock });
  const facetAnswers = createMemoCache<ProductFacetsResponse>({ ...FILTER_CACHE, clock });
  const bestDiscounts = createMemoCache<number | null>({ ...FILTER_CACHE, clock });
  const forgetCounts = () => {
    totals.clear();
    facetAnswers.clear();
    bestDiscounts.clear();
    buildFit.forget();
    pages.forget();
  };

  /** How many products a shopper sees in the category, kept with the totals. */
  const categorySize = (node: ListingCategory) =>
    totals.get(`size:${node.id}`, async () => {
      const [row] = await db
        .select({ n: count() })
        .from(products)
        .where(and(visibleToShoppers, inArray(products.categoryId, node.leafIds)));
      return row!.n;
    });

  /** The listing's filters, `fit` among them, and how its products fit the build (build-fit.ts). */
  const filtersOf = (q: ListProductsQuery, node: ListingCategory | undefined) =>
    buildFit.filters(q, listingFilters(q, node), filterKey({ ...q, fit: undefined }));
  changes?.subscribe('products', forgetCounts);
  changes?.subscribe('sellers', forgetCounts);

  return {
    /**
     * One page of the listing: 12 rows read in the index's order, and the total, kept per filter set
     * (`totals`), so only a new filter set or a catalogue change pays for counting every match. The usual
     * listing comes as the JSON body itself (its products written by PostgreSQL), the others as objects.
     */
    async list(q: ListProductsQuery): Promise<ProductPage | ProductPageJson> {
      const node = await categoryOf(q.category);
      // Built only when a query needs it: never for the usual listing with its total kept.
      const where = lazyWhere(() => filtersOf(q, node));
      const total = totals.get(filterKey(q), async () => {
        const [row] = await db
          .select({ n: count() })
          .from(products)
          .where((await where()).all);
        return row!.n;
      });
      // The share of the category the filters keep: how the page is best read (listingPages).
      const leaves = node && {
        ids: node.leafIds,
        share: async () => (await total) / Math.max(1, await categorySize(node)),
      };
      const [page, totalElements] = await Promise.all([
        isUsualListing(q)
          ? pages.usualPage(q, node?.leafIds)
          : pages.otherPage(q, filterKey(q), where, leaves),
        total,
      ]);
      const totalPages = Math.ceil(totalElements / PRODUCT_PAGE_SIZE);
      // ProductPage's keys around the array as PostgreSQL wrote it, never parsed here.
      if (typeof page === 'string')
        return { json: `{"content":${page},"totalPages":${totalPages},"totalElements":${totalElements}}` };
      const rows = q.seller === undefined ? page : await soldBy(db, q.seller, page);
      return { content: await toResponses(rows), totalPages, totalElements };
    },

    /** What the listing's filters can narrow to, with counts (facets.ts). */
    async facets(q: ListProductsQuery): Promise<ProductFacetsResponse> {
      const node = await categoryOf(q.category);
      // The filters are built (and checked) only when this filter set's answer is not kept already.
      return facetAnswers.get(filterKey(q), async () => {
        const { filters, fit } = await filtersOf(q, node);
        const facets = await listingFacets(db, filters, { specs: q.specs, color: q.color });
        return fit?.related ? { ...facets, fit: fit.facet } : facets;
      });
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
  };
}
