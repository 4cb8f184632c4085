/**
 * The catalogue's categories: the fixed tree (slug and id lookups, the leaves below each node), a listing's
 * category from its address, and the menu's top-level categories that have visible products.
 */
import type { CategoryResponse, TopLevelCategoriesResponse } from '@tecnobazar/shared';
import { ourCategoryId } from '@tecnobazar/shared/constants/original-client-aliases';
import { and, asc, eq, exists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { categories, products } from '../../db/schema/catalog.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';
import { visibleToShoppers } from './listing-filters.ts';

/** How long the menu's answer (which top-level categories have products) is reused: every page load asks. */
const TOP_LEVEL_TTL_MS = 60_000;

export interface CategoryNode extends CategoryResponse {
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
export type CategoryTree = Awaited<ReturnType<typeof loadCategoryTree>>;

export function createCategories({ db, clock, changes }: { db: Db; clock: Clock; changes?: ChangeFeed }) {
  let tree: Promise<CategoryTree> | undefined;
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
  // A product or a seller changed: the menu may gain or lose a category (every instance hears of it).
  const forget = () => {
    topLevel = undefined;
  };
  changes?.subscribe('products', forget);
  changes?.subscribe('sellers', forget);

  return {
    categoryTree,

    /**
     * The listing's category, by our id or the original client's (a bare id: ourCategoryId's rule), or 400
     * when the address names none that exists.
     */
    async categoryOf(slug: string | undefined) {
      if (!slug) return undefined;
      const node = (await categoryTree()).bySlug.get(ourCategoryId(slug));
      if (!node) throw badRequest(`La categoría '${slug}' no existe`);
      return node;
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
  };
}
export type Categories = ReturnType<typeof createCategories>;
