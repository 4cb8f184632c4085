import { buildTotalCents } from '@tecnobazar/shared/specs/build-slots';
import { type ApiCall, SHARED_BUILD } from './page-status.ts';

/**
 * A shared page's own title, description and picture in its HTML, for the preview a chat or a social
 * network draws from the link (Open Graph): they read the HTML, not what the app draws. Today, a saved PC
 * build (`/armados/{id}`, issue 34): its name, its parts and total, and the picture of its case (else of
 * its graphics card, else of its first part).
 */
export interface SocialMeta {
  title: string;
  description: string;
  /** An absolute address, as the previews need. */
  image?: string;
  url: string;
}

interface BuildAnswer {
  name: string;
  parts: { productId: number; quantity: number }[];
  products: {
    id: number;
    sellingPrice: number;
    images: string[];
    category: { parentCategoryId: string | null };
  }[];
}

const pesos = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0, useGrouping: 'always' });
const PICTURE_ORDER = ['cases', 'graphics_cards'];

/** The page's preview, or undefined for a page without one (or a build that does not exist). */
export async function socialMeta(
  pathname: string,
  apiPrefix: string,
  call: ApiCall,
  publicUrl: string,
): Promise<SocialMeta | undefined> {
  const id = SHARED_BUILD.exec(pathname)?.groups?.id;
  if (!id) return undefined;
  const res = await call(`${apiPrefix}/builds/${id}`);
  if (res.status !== 200) return undefined;
  const build = JSON.parse(res.body) as BuildAnswer;
  const cents = buildTotalCents(build.parts, build.products);
  const pictured =
    PICTURE_ORDER.map((level2) => build.products.find((p) => p.category.parentCategoryId === level2)).find(
      (p) => p?.images[0],
    ) ?? build.products.find((p) => p.images[0]);
  const parts = build.parts.length === 1 ? '1 parte' : `${build.parts.length} partes`;
  return {
    title: `${build.name} · Arma tu PC · TecnoBazar`,
    description: `${parts} por $${pesos.format(cents / 100)} con IVA incluido. Arma tu PC en TecnoBazar.`,
    ...(pictured && { image: new URL(pictured.images[0]!, publicUrl).href }),
    url: `${publicUrl}${pathname}`,
  };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML with the page's title and its Open Graph and Twitter card tags. */
export function withSocialMeta(html: string, meta: SocialMeta): string {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}">`;
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    property('og:type', 'website'),
    property('og:site_name', 'TecnoBazar'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    ...(meta.image ? [property('og:image', meta.image)] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
  ].join('');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${tags}</head>`);
}
