import type { CartResponse, ProductResponse } from '@tecnobazar/shared';
// A path import: the package's index would bring every schema, and zod, along with the check.
import {
  type CompatibilityPart,
  compatibilityReport,
  compatibilityWith,
  statusOf,
} from '@tecnobazar/shared/specs/compatibility';

export type CompatibilityResult = ReturnType<typeof compatibilityWith>;

/** A product as the compatibility check sees it: its level-2 category is its leaf category's parent. */
export function partOf(product: ProductResponse, quantity?: number): CompatibilityPart {
  return {
    id: product.id,
    title: product.title,
    level2: product.category.parentCategoryId ?? '',
    specs: product.specs,
    ...(quantity === undefined ? {} : { quantity }),
  };
}

/** The cart's lines as parts, each with its units. */
export const cartParts = (cart: CartResponse) =>
  cart.cartItems.map((item) => partOf(item.product, item.quantity));

/**
 * How the cart's parts fit one another, as `compatibilityWith` says it for one product: 'compatible' only
 * when some rule checked two of them and every check ran, so a cart of unrelated products shows nothing.
 */
export function cartCompatibility(parts: readonly CompatibilityPart[]): CompatibilityResult {
  const { warnings, unchecked } = compatibilityReport(parts);
  const related = parts.some((part) => compatibilityWith(part, parts).status !== 'unrelated');
  return { status: statusOf(related, warnings, unchecked), warnings, unchecked };
}
