import { responsiveImage } from '@tecnobazar/shared/media/pictures';

export { DEMO_IMAGE_SIZE, type ResponsiveImage, responsiveImage } from '@tecnobazar/shared/media/pictures';

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
