import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIN_PICTURE_SIZES, responsiveImage } from '@tecnobazar/shared/media/pictures';

/**
 * A store page's first needs, in its HTML: the page's code announced (`modulepreload`, from Vite's
 * manifest), so the browser fetches it beside the entry script, and the answers of its first API calls
 * embedded (a JSON data block the app reads before calling, api/page-data.ts). Without them a phone waits
 * for the entry, then the page's code, then the data, then the picture. Only public catalogue answers,
 * the same for every visitor, are embedded.
 *
 * The table mirrors the web app's routes (apps/web/src/app/paths.ts) and the addresses its first queries
 * ask for; page-hints.test.ts checks that its modules exist.
 */
interface PageHint {
  path: RegExp;
  /** The route module, as Vite's manifest names it. */
  module: string;
  /** API calls (under the API prefix) the page makes first, from the path's groups. */
  calls?: (groups: Record<string, string>) => string[];
  /**
   * The calls a signed-in visitor's page makes first (under the API prefix): web public/signed-in-calls.js
   * starts them with the stored token while the code downloads.
   */
  signedInCalls?: string[];
  /** The page's main picture (its largest paint): which call's answer names it, and how wide it shows. */
  mainPicture?: { call: number; pick: (answer: never) => string | undefined; sizes: string };
}

/** What every store page loads beside its own module (main.tsx and the router); the test checks they exist. */
export const EVERY_PAGE = ['src/app/root-layout.tsx', 'src/app/provider.tsx', 'src/lib/store/store.ts'];
/** The header's menu asks it on every page. */
const EVERY_PAGE_CALLS = ['/categories/top-level'];

export const PAGES: PageHint[] = [
  {
    path: /^\/$/,
    module: 'src/features/home/home-page.tsx',
    calls: () => ['/home-page'],
    mainPicture: {
      call: 0,
      pick: (home: { grid?: { image?: string | null }[] }) => home.grid?.[0]?.image ?? undefined,
      sizes: MAIN_PICTURE_SIZES.homeTile,
    },
  },
  {
    path: /^\/products\/(?<category>[a-z0-9_]+)$/,
    module: 'src/features/products/product-list-page.tsx',
    calls: ({ category }) => [
      `/products?category=${category}&pageNumber=0`,
      `/products/facets?category=${category}`,
    ],
    // No picture preloaded: measured (npm run bench:web), it moved the listing's first paint later, the
    // first card's picture being needed no sooner than the page's code draws the grid.
  },
  {
    path: /^\/product-details\/[^/]+\/[^/]+\/(?<id>\d{1,12})$/,
    module: 'src/features/products/product-details-page.tsx',
    calls: ({ id }) => [`/products/${id}`, `/products/${id}/offers`, `/products/${id}/related`],
    mainPicture: {
      call: 0,
      pick: (product: { images?: string[] }) => product.images?.[0],
      sizes: MAIN_PICTURE_SIZES.productMain,
    },
  },
  {
    path: /^\/cart$/,
    module: 'src/features/cart/cart-page.tsx',
    signedInCalls: ['/api/cart', '/api/users/profile'],
  },
];

interface Chunk {
  file: string;
  imports?: string[];
  /** Its stylesheets (CSS modules), which Vite's loader otherwise adds only once the chunk has run. */
  css?: string[];
  /** Files its styles name, e.g. the fonts. */
  assets?: string[];
}
type Manifest = Record<string, Chunk>;

/** The chunks a module loads before it runs: itself and its static imports, recursively, by file. */
function chunksOf(manifest: Manifest, key: string, seen = new Map<string, Chunk>()): Map<string, Chunk> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.set(chunk.file, chunk);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, seen);
  return seen;
}

/** The id of the data block; apps/web/src/api/page-data.ts reads it. */
export const PAGE_DATA_ID = 'tb-page-data';
/** The id of the list of a signed-in page's first calls, which web public/signed-in-calls.js makes. */
export const SIGNED_IN_CALLS_ID = 'tb-signed-in-calls';
/** The id of the list of a drawn page's code, which web public/first-screen.js loads. */
export const APP_CODE_ID = 'tb-app-code';
/** The id of the block with the answers the first screen was drawn from (read by the same file). */
export const FIRST_SCREEN_ID = 'tb-first-screen';

/** The screen widths a page is drawn for: a phone's (the User-Agent says "Mobile") and a computer's. */
export const PHONE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;
export const screenWidthOf = (userAgent = '') => (/Mobi/i.test(userAgent) ? PHONE_WIDTH : DESKTOP_WIDTH);

/** The web app's server drawing (apps/web/src/entry-server.tsx), as its build exports it. */
export type DrawFirstScreen = (
  url: string,
  answer: (url: string) => Promise<string | undefined>,
  screenWidth: number,
) => Promise<{ html: string; styles: string; apiState: unknown } | undefined>;

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The main picture fetched from the start, with the sources and sizes its <img> will have, so the browser
 * picks the same copy (a different one would be downloaded twice).
 */
function preloadPicture(url: string, sizes: string): string {
  const { src, srcSet } = responsiveImage(url, sizes);
  const sources = srcSet ? ` imagesrcset="${attribute(srcSet)}" imagesizes="${attribute(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${attribute(src)}"${sources} fetchpriority="high">`;
}

/** JSON that cannot end the <script> element it sits in (`</script>`, `<!--`). */
const inScript = (json: string) => json.replace(/</g, '\\u003c');

/**
 * The page's `index.html` with its hints put before `</head>`, or undefined when there are none (an
 * unknown page, or a build without a manifest): then the file is sent as built. `answer` makes one API
 * call (a path under the API prefix) and gives its JSON, or undefined when it did not succeed.
 *
 * With `drawFirstScreen`, a public catalogue page (one with calls) also comes drawn: its first screen in
 * `#root` (in place of the header index.html paints), inert until the app draws over it, and the api cache
 * it was drawn from (the data block keeps only the answers the drawing did not use, e.g. what is below the
 * product). A drawing that gives undefined leaves the page undrawn.
 */
export function createPageHints(webDist: string, apiPrefix: string, drawFirstScreen?: DrawFirstScreen) {
  const manifestPath = join(webDist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return async () => undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const built = readFileSync(join(webDist, 'index.html'), 'utf8');
  // The code comes after the header the HTML paints and the main picture: at low priority the browser
  // fetches it beside them instead of ahead of them (measured: the header painted at 0.8-0.9 s instead of
  // once all the code had arrived, about 2.3 s, on Lighthouse's phone; the largest paint unchanged).
  const html = built.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
  // A drawn page starts its code itself once its main picture is painted (web public/first-screen.js): the
  // entry script and its preloads leave the head, and are listed for it instead, the entry first.
  const drawnHtml = built.replace(
    /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g,
    '',
  );
  const entryScript = /<script type="module"[^>]*src="([^"]+)"/.exec(built)?.[1];
  const entryPreloads = [...built.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  // Already in the HTML as the entry's own script, preloads and stylesheet.
  const inHtml = new Set([...html.matchAll(/(?:href|src)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]));
  // The theme's fonts (Roboto, named by the entry's stylesheet), fetched beside the code instead of once the
  // first text is drawn, when they would share the line with the page's first picture. Not on a page whose
  // main picture is preloaded: measured, they then delayed that picture (the text shows in a fallback font
  // meanwhile, `font-display: swap`).
  const fonts = [...chunksOf(manifest, 'index.html').values()]
    .flatMap((chunk) => chunk.assets ?? [])
    .filter((file) => file.endsWith('.woff2'))
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`);

  const hintsOf = new Map(
    PAGES.map((page) => {
      const chunks = new Map<string, Chunk>();
      for (const key of [...EVERY_PAGE, page.module]) chunksOf(manifest, key, chunks);
      const notInHtml = (file: string) => !inHtml.has(file);
      const styles = [...new Set([...chunks.values()].flatMap((chunk) => chunk.css ?? []))].filter(notInHtml);
      const code = [...chunks.keys()].filter(notInHtml);
      return [
        page,
        {
          // The page's own styles in the head: without them its first render waits for one more request.
          styles: styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
          preloads: [
            ...(page.mainPicture ? [] : fonts),
            ...code.map(
              (file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`,
            ),
          ],
          signedInCalls: page.signedInCalls
            ? [
                `<script type="application/json" id="${SIGNED_IN_CALLS_ID}">${inScript(
                  JSON.stringify(page.signedInCalls.map((call) => `${apiPrefix}${call}`)),
                )}</script>`,
                '<script src="/signed-in-calls.js" async fetchpriority="high"></script>',
              ]
            : [],
          codeList: `<script type="application/json" id="${APP_CODE_ID}">${inScript(
            JSON.stringify([entryScript, ...entryPreloads, ...code.map((file) => `/${file}`)]),
          )}</script>`,
        },
      ];
    }),
  );

  return async (
    pathname: string,
    search: string,
    answer: (call: string) => Promise<string | undefined>,
    screenWidth = DESKTOP_WIDTH,
  ): Promise<string | undefined> => {
    const page = PAGES.find((p) => p.path.test(pathname));
    if (!page) return undefined;
    const { groups = {} } = page.path.exec(pathname)!;
    // With filters in the address the page asks for other addresses: its code is still worth loading.
    const calls = [...EVERY_PAGE_CALLS, ...(search ? [] : (page.calls?.(groups) ?? []))].map(
      (call) => `${apiPrefix}${call}`,
    );
    const asked = new Map<string, Promise<string | undefined>>();
    const answerOnce = (url: string) => asked.get(url) ?? asked.set(url, answer(url)).get(url)!;
    const answers = await Promise.all(calls.map(async (url) => [url, await answerOnce(url)] as const));
    const main = page.mainPicture;
    // The page's own calls follow the menu's in `answers`.
    const mainAnswer = main && answers[EVERY_PAGE_CALLS.length + main.call]?.[1];
    const mainUrl = mainAnswer ? main.pick(JSON.parse(mainAnswer) as never) : undefined;
    // What the drawing used comes to the browser in its api cache: the data block keeps the rest.
    const usedByDrawing = new Set<string>();
    const drawn =
      page.calls && drawFirstScreen
        ? await drawFirstScreen(
            `${pathname}${search}`,
            (url) => {
              usedByDrawing.add(url);
              return answerOnce(url);
            },
            screenWidth,
          )
        : undefined;
    const data = answers
      .filter(([url, json]) => json !== undefined && !(drawn && usedByDrawing.has(url)))
      .map(([url, json]) => `${JSON.stringify(url)}:${json}`);
    const hints = hintsOf.get(page)!;
    const head = [
      ...hints.signedInCalls,
      ...(mainUrl ? [preloadPicture(mainUrl, main!.sizes)] : []),
      ...hints.styles,
      `<script type="application/json" id="${PAGE_DATA_ID}">${inScript(`{${data.join(',')}}`)}</script>`,
      ...(drawn
        ? [
            `<script type="application/json" id="${FIRST_SCREEN_ID}">${inScript(JSON.stringify(drawn.apiState))}</script>`,
            hints.codeList,
            '<script src="/first-screen.js" defer></script>',
            // After the stylesheets, where the app's own styles go when it draws.
            drawn.styles,
          ]
        : hints.preloads),
    ];
    if (!drawn) return html.replace('</head>', `    ${head.join('\n    ')}\n  </head>`);
    return drawnHtml
      .replace('</head>', `    ${head.join('\n    ')}\n  </head>`)
      .replace(/<div id="root">.*?<\/div>/s, () => `<div id="root"><div inert>${drawn.html}</div></div>`);
  };
}
