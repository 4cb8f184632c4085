import type { Config } from '../../config.ts';

/**
 * The addresses of images we serve ourselves. In lib/ rather than modules/uploads so the catalogue, home
 * and reviews can call it: a module may import another module's types only.
 */
export const UPLOADS_PATH = '/v1/media/uploads/';

/** The name an upload is stored and served under: the sha256 of its bytes, in hex, and `.webp`. */
export const UPLOAD_NAME = /^[0-9a-f]{64}\.webp$/;

export const uploadUrl = (name: string) => `${UPLOADS_PATH}${name}`;

/** Where a column may mention an upload: its address's `/media/uploads/` part (for a LIKE filter). */
export const UPLOADS_LIKE = '%/media/uploads/%';
const UPLOAD_IN_TEXT = /\/media\/uploads\/([0-9a-f]{64}\.webp)/g;

/**
 * The upload names mentioned in image addresses, or in JSON holding them: what a table keeps alive when
 * the uploads-cleanup job looks for uploads nothing uses (each table's owner reads its own columns).
 */
export function uploadNamesIn(texts: Iterable<string | null | undefined>): string[] {
  const names = new Set<string>();
  for (const text of texts) for (const m of text?.matchAll(UPLOAD_IN_TEXT) ?? []) names.add(m[1]!);
  return [...names];
}

// Exactly our two media routes. Demo keys have one of the two shapes modules/media/demo-image.ts draws
// (DEMO_IMAGE_KEY_RE, LEGACY_DEMO_IMAGE_KEY_RE; a test keeps them in step): category-brand-model-hash-colour-
// variant for a product model, category-colour-variant for the first format that databases seeded earlier
// still hold.
const DEMO_KEY =
  '(?:[a-z0-9_]{1,32}-[a-z0-9]{1,16}-[a-z0-9]{1,12}-[0-9a-f]{6}-[a-z0-9_]{1,24}-[1-9]|[a-z0-9_]{1,40}-[a-z0-9_]{1,40}-[0-9])';
const OWN_MEDIA_PATH = new RegExp(`^/v1/media/(?:uploads/[0-9a-f]{64}|demo/${DEMO_KEY})\\.webp$`);
// Cloudinary delivery URLs: image resources only (a `raw` upload could be any file), no query or fragment,
// and none of the characters an attribute or a path traversal needs.
const CLOUDINARY_PATH = /^\/image\/upload\/[A-Za-z0-9_\-.,/:@~%]{1,500}$/;
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;

/**
 * Whether a product, home or review image may point at this address: only media we check and serve
 * (`/v1/media/uploads/<sha256>.webp`, `/v1/media/demo/<key>.webp`, relative or on PUBLIC_URL), or the
 * configured Cloudinary cloud. Anything else would make every visitor's browser load (and report to) a
 * host we do not control, or show a file nobody checked. The address is compared as written, not as a
 * URL parser would normalise it, so `..`, escapes, queries and `//host` forms are refused.
 */
export function isAllowedImageUrl(
  url: unknown,
  config: Pick<Config, 'PUBLIC_URL' | 'CLOUDINARY_CLOUD_NAME'>,
): boolean {
  if (typeof url !== 'string' || url.length > 2048) return false;
  if (url.startsWith('/')) return OWN_MEDIA_PATH.test(url);
  const own = `${config.PUBLIC_URL}/`;
  if (url.startsWith(own)) return OWN_MEDIA_PATH.test(url.slice(own.length - 1));
  const cloud = config.CLOUDINARY_CLOUD_NAME;
  if (cloud) {
    const prefix = `https://res.cloudinary.com/${cloud}`;
    if (url.startsWith(prefix)) {
      const path = url.slice(prefix.length);
      return CLOUDINARY_PATH.test(path) && !DOT_SEGMENT.test(path);
    }
  }
  return false;
}
