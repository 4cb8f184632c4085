/**
 * The catalogue: categories and products, and the stock the payment takes. One service for the other
 * modules, made of its use cases: the category tree and menu (categories.ts), product answers
 * (products.ts) and a cart's (the same file), the listing, facets and search (listing.ts), and the writes other modules' transactions
 * make (stock.ts), and what commission rules need of products (commission-targets.ts). A seller's own products are seller-products.service.ts.
 *
 * Read-only exception to "a module touches only its own tables": the product answers join `sellers` for
 * the shop's business name (and a cart line for its status). Visibility itself is `products.listed`, kept by
 * triggers from the seller's status (migration 0011), so listings, counts and search never join. Nothing
 * here writes `sellers`.
 */
import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { createCategories } from './categories.ts';
import { createCommissionTargets } from './commission-targets.ts';
import { createListing } from './listing.ts';
import { createProductOffers } from './product-offers.ts';
import { createCartProducts, createProducts, productAnswers } from './products.ts';
import { stock } from './stock.ts';

export type { CommissionTarget } from './commission-targets.ts';
export type { ProductPageJson } from './listing.ts';
export { type CartProduct, PRODUCT_NOT_FOUND } from './products.ts';

export function createCatalogService({
  db,
  clock = systemClock,
  changes,
  walkInOrderShare,
}: {
  db: Db;
  clock?: Clock;
  changes?: ChangeFeed;
  /** When a filtered page walks the order's index (listing.ts); tests only. */
  walkInOrderShare?: number;
}) {
  const categories = createCategories({ db, clock, changes });
  const toResponses = productAnswers(categories.categoryTree);
  const stored = createProducts({ db, toResponses });
  return {
    categoryTree: categories.categoryTree,
    topLevelWithProducts: categories.topLevelWithProducts,
    /** For the seller-products service of this module: rows (joined with the shop name) as answers. */
    toResponses,
    ...stored,
    ...createProductOffers({ db, toResponses, stored }),
    ...createCartProducts({ db, toResponses }),
    ...createListing({ db, clock, changes, categories, toResponses, walkInOrderShare }),
    ...stock,
    ...createCommissionTargets({ db, categoryTree: categories.categoryTree }),
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
