import { IMAGE_WIDTHS } from '@tecnobazar/shared/constants/media';

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
  if (own && (!own.origin || own.origin === globalThis.location?.origin)) {
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
 * How an image loads: `high` for the page's main first picture (its LCP), fetched at once and first in line;
 * `eager` for the rest of what is on screen at first; `lazy` for everything further down.
 */
export type ImagePriority = 'high' | 'eager' | 'lazy';

export function imageLoading(priority: ImagePriority) {
  if (priority === 'high') return { loading: 'eager', fetchPriority: 'high' } as const;
  return { loading: priority, decoding: 'async' } as const;
}

/** A transparent pixel: what a held picture shows (an empty box, no broken-image sign) until released. */
const NOTHING_YET = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * Everything an <img> needs to load as `priority` says: its responsive sources and how it loads. A `lazy`
 * picture that is `held` (lib/main-picture.ts) gets no source yet; its box keeps its size.
 */
export function pictureAttributes(url: string, sizes: string, priority: ImagePriority, held: boolean) {
  if (held && priority === 'lazy') return { src: NOTHING_YET, ...imageLoading(priority) };
  return { ...responsiveImage(url, sizes), ...imageLoading(priority) };
}
