// Without zod: the storefront's pages and the server's page hints (apps/api plugins/page-hints.ts) both
// build picture sources with these.
import { IMAGE_WIDTHS } from '../constants/media.ts';

/** The demo images are drawn this wide (and as high); a narrower copy is all `?w=` can give of them. */
export const DEMO_IMAGE_SIZE = 600;

const OWN_MEDIA = /^(?<origin>https?:\/\/[^/?#]+)?\/v1\/media\/(?<kind>demo|uploads)\/[A-Za-z0-9_-]+\.webp$/;
// A delivery URL without transformations (`…/image/upload/v123/…`): ours goes in before the version.
// One that has its own is left alone, since a second one would apply to the first's result.
const CLOUDINARY = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(v\d+\/[^?#]+)$/;

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

const candidates = (widths: readonly number[], at: (width: number) => string) =>
  widths.map((width) => `${at(width)} ${width}w`).join(', ');

/**
 * The attributes that let the browser pick the narrowest copy of an image that fills `sizes` (a CSS sizes
 * list, e.g. `'(min-width: 900px) 50vw, 100vw'`) at the screen's density: our own media at each of our
 * widths, a Cloudinary image through its resizing, and any other address unchanged, as `src` alone.
 */
export function responsiveImage(url: string, sizes: string): ResponsiveImage {
  const own = OWN_MEDIA.exec(url)?.groups;
  if (
    own &&
    (!own.origin || own.origin === (globalThis as { location?: { origin: string } }).location?.origin)
  ) {
    // A demo image is never wider than its drawing: the original stands for that width.
    const srcSet =
      own.kind === 'demo'
        ? `${candidates(
            IMAGE_WIDTHS.filter((w) => w < DEMO_IMAGE_SIZE),
            (w) => `${url}?w=${w}`,
          )}, ${url} ${DEMO_IMAGE_SIZE}w`
        : candidates(IMAGE_WIDTHS, (w) => `${url}?w=${w}`);
    return { src: url, srcSet, sizes };
  }
  const cloudinary = CLOUDINARY.exec(url);
  if (cloudinary) {
    const [, base, rest] = cloudinary;
    return {
      src: url,
      srcSet: candidates(IMAGE_WIDTHS, (w) => `${base}c_limit,w_${w},f_auto,q_auto/${rest}`),
      sizes,
    };
  }
  return { src: url };
}

/**
 * How wide each page's main picture shows (its `sizes`). The server preloads that picture with the same
 * sources and sizes, so the browser picks the same copy the page's <img> then uses.
 */
export const MAIN_PICTURE_SIZES = {
  /** The home page's first tile: half the row on phones, half of it on wide screens too. */
  homeTile: '50vw',
  /** The product page's main image. */
  productMain: '(min-width: 1200px) 560px, (min-width: 900px) 50vw, 100vw',
} as const;
