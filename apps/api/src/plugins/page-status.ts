import { findCategory } from '@tecnobazar/shared/constants/categories';

/** One API call (a path under the API prefix) as the page's visitor makes it: its status and body. */
export type ApiCall = (url: string) => Promise<{ status: number; body: string }>;

/** Whether the web app has a page at a path (its server build answers it; see entry-server.tsx). */
export type KnowsPage = (pathname: string) => Promise<boolean>;

// The catalogue's own pages, as apps/web/src/app/paths.ts names them.
const LISTING = /^\/products\/(?<category>[^/]+)$/;
const PRODUCT = /^\/product-details\/[^/]+\/[^/]+\/(?<id>[^/]+)$/;
/** A saved PC build's public page (issue 34). */
export const SHARED_BUILD = /^\/armados\/(?<id>[A-Za-z0-9_-]{8,24})$/;

/**
 * Whether a page address leads somewhere: a category the catalogue has, a product that exists, or a page the
 * app knows. The page is sent either way (it says "not found" itself), but with 404 when it does not, so
 * search engines and link checkers drop the address instead of keeping an empty page.
 */
export async function pageExists(
  pathname: string,
  apiPrefix: string,
  call: ApiCall,
  knowsPage?: KnowsPage,
): Promise<boolean> {
  const listing = LISTING.exec(pathname)?.groups;
  if (listing) return findCategory(decodeURIComponent(listing.category!)) !== undefined;
  const product = PRODUCT.exec(pathname)?.groups;
  if (product) {
    if (!/^\d{1,12}$/.test(product.id!)) return false;
    // Only a "no such product" counts: a busy or failing API must not make a real product a 404.
    return (await call(`${apiPrefix}/products/${product.id}`)).status !== 404;
  }
  const build = SHARED_BUILD.exec(pathname)?.groups;
  if (build) return (await call(`${apiPrefix}/builds/${build.id}`)).status !== 404;
  return knowsPage ? knowsPage(pathname) : true;
}
