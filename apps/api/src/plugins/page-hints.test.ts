import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAIN_PICTURE_SIZES, responsiveImage } from '@tecnobazar/shared/media/pictures';
import { describe, expect, it } from 'vitest';
import {
  createPageHints,
  type DrawFirstScreen,
  EVERY_PAGE,
  PAGES,
  PHONE_WIDTH,
  screenWidthOf,
} from './page-hints.ts';

const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url));
const INDEX = `<!doctype html><html><head><script type="module" crossorigin src="/assets/entry.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react.js">
<link rel="stylesheet" crossorigin href="/assets/entry.css"></head>
<body><div id="root"><header class="tb-shell">TecnoBazar</header></div></body></html>`;

/** A build as Vite leaves it: index.html and the manifest of a few chunks. */
function built(withManifest = true) {
  const dist = mkdtempSync(join(tmpdir(), 'tb-hints-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  if (!withManifest) return dist;
  mkdirSync(join(dist, '.vite'));
  const chunk = (file: string, imports: string[] = []) => ({ file, imports });
  writeFileSync(
    join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { ...chunk('assets/entry.js', ['_react.js']), isEntry: true },
      '_react.js': {
        ...chunk('assets/react.js'),
        css: ['assets/entry.css'],
        assets: ['assets/roboto-400.woff2', 'assets/roboto-400.woff', 'assets/roboto-700.woff2'],
      },
      '_mui.js': chunk('assets/mui.js', ['_react.js']),
      'src/app/root-layout.tsx': chunk('assets/root-layout.js', ['_mui.js']),
      'src/app/provider.tsx': chunk('assets/provider.js', ['_mui.js']),
      'src/lib/store/store.ts': chunk('assets/store.js'),
      'src/features/home/home-page.tsx': chunk('assets/home.js', ['_mui.js']),
      '_card.js': { ...chunk('assets/card.js', ['_mui.js']), css: ['assets/card.css'] },
      'src/features/products/product-list-page.tsx': {
        ...chunk('assets/listing.js', ['_mui.js', '_card.js']),
        css: ['assets/listing.css'],
      },
      'src/features/products/product-details-page.tsx': chunk('assets/product.js', ['_mui.js', '_card.js']),
      'src/features/cart/cart-page.tsx': chunk('assets/cart.js'),
    }),
  );
  return dist;
}

const linksIn = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="([^"]+)">`, 'g'))].map((m) => m[1]);
/** The links the hints added to the built index.html. */
const links = (html: string | undefined, rel: string) =>
  linksIn(html ?? '', rel).filter((href) => !linksIn(INDEX, rel).includes(href));

describe('page hints', () => {
  it("names route modules that exist in the web app's sources", () => {
    for (const module of [...EVERY_PAGE, ...PAGES.map((page) => page.module)])
      expect(existsSync(join(webRoot, module)), module).toBe(true);
  });

  /** Answers every call with its own address, so the embedded block shows which calls were made. */
  const echo = async (url: string) => JSON.stringify({ url });
  const embedded = (html: string | undefined) =>
    JSON.parse(/<script type="application\/json" id="tb-page-data">(.*)<\/script>/.exec(html ?? '')![1]!);

  it("announces a product page's code, each chunk once, and embeds its first answers", async () => {
    const hints = createPageHints(built(), '/v1');
    const html = await hints('/product-details/consoles_playstation/consola-ps5/189', '', echo);
    expect(links(html, 'modulepreload').sort()).toEqual([
      '/assets/card.js',
      '/assets/mui.js',
      '/assets/product.js',
      '/assets/provider.js',
      '/assets/root-layout.js',
      '/assets/store.js',
    ]);
    expect(html?.match(/href="\/assets\/react.js"/g)).toHaveLength(1);
    // The code at low priority, the built entry's own tags included (its script, its preload and the six
    // chunks added): the painted header and the main picture come first.
    const lowPriority = /<(script type="module"|link rel="modulepreload") fetchpriority="low"/g;
    expect(html?.match(lowPriority)).toHaveLength(8);
    expect(html).not.toMatch(/<(script type="module"|link rel="modulepreload") (?!fetchpriority="low")/);
    expect(Object.keys(embedded(html))).toEqual([
      '/v1/categories/top-level',
      '/v1/products/189',
      '/v1/products/189/offers',
      '/v1/products/189/related',
    ]);
    expect(embedded(html)['/v1/products/189']).toEqual({ url: '/v1/products/189' });
  });

  it("puts the page's stylesheets and the theme's fonts in the head, none of them twice", async () => {
    const hints = createPageHints(built(), '/v1');
    const listing = await hints('/products/consoles', '', echo);
    // The chunks' own styles, which Vite's loader would add only once the page's code has run.
    expect(links(listing, 'stylesheet').sort()).toEqual(['/assets/card.css', '/assets/listing.css']);
    expect(listing?.match(/href="\/assets\/entry.css"/g)).toHaveLength(1);
    // woff2 only: every browser that runs the app reads it.
    expect(listing).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/roboto-400.woff2">',
    );
    expect(links(listing, 'preload')).toEqual(['/assets/roboto-400.woff2', '/assets/roboto-700.woff2']);
    const cart = await hints('/cart', '', echo);
    expect(links(cart, 'stylesheet')).toEqual([]);
    expect(links(cart, 'preload')).toEqual(['/assets/roboto-400.woff2', '/assets/roboto-700.woff2']);
    // A page that preloads its main picture leaves the fonts for later: the picture comes first.
    const product = await hints('/product-details/consoles_playstation/consola-ps5/189', '', echo);
    expect(links(product, 'stylesheet')).toEqual(['/assets/card.css']);
    expect(product).not.toContain('as="font"');
  });

  it("embeds the listing's first page as the listing asks for it, and only when the address has no filters", async () => {
    const hints = createPageHints(built(), '/v1');
    expect(Object.keys(embedded(await hints('/products/keyboards', '', echo)))).toEqual([
      '/v1/categories/top-level',
      '/v1/products?category=keyboards&pageNumber=0',
      '/v1/products/facets?category=keyboards',
    ]);
    const filtered = await hints('/products/keyboards', '?sort=price_low', echo);
    expect(Object.keys(embedded(filtered))).toEqual(['/v1/categories/top-level']);
    expect(links(filtered, 'modulepreload')).toContain('/assets/listing.js');
  });

  it('leaves out a call that failed, and keeps text that would close the script element harmless', async () => {
    const hints = createPageHints(built(), '/v1');
    const html = await hints('/', '', async (url) =>
      url === '/v1/home-page' ? JSON.stringify({ title: '</script><script>alert(1)</script>' }) : undefined,
    );
    expect(html).not.toContain('</script><script>alert');
    expect(embedded(html)).toEqual({ '/v1/home-page': { title: '</script><script>alert(1)</script>' } });
  });

  it("preloads the page's main picture with the sources and sizes its <img> will have", async () => {
    const hints = createPageHints(built(), '/v1');
    const image = '/v1/media/demo/consoles-negro-1.webp';
    const html = await hints('/product-details/consoles/consola/189', '', async (url) =>
      url === '/v1/products/189' ? JSON.stringify({ id: 189, images: [image] }) : '[]',
    );
    const { srcSet } = responsiveImage(image, MAIN_PICTURE_SIZES.productMain);
    expect(html).toContain(
      `<link rel="preload" as="image" href="${image}" imagesrcset="${srcSet}" imagesizes="${MAIN_PICTURE_SIZES.productMain}" fetchpriority="high">`,
    );
    // No picture named: nothing preloaded.
    expect(await hints('/', '', echo)).not.toContain('as="image"');
  });

  it("starts a signed-in page's first calls before its code, with the browser's stored token", async () => {
    const cart = await createPageHints(built(), '/v1')('/cart', '', echo);
    expect(cart).toContain(
      '<script type="application/json" id="tb-signed-in-calls">["/v1/api/cart","/v1/api/users/profile"]</script>',
    );
    expect(cart).toContain('<script src="/signed-in-calls.js" async fetchpriority="high"></script>');
    expect(await createPageHints(built(), '/v1')('/', '', echo)).not.toContain('signed-in-calls');
  });

  it('gives nothing for other pages, or for a build without a manifest', async () => {
    expect(await createPageHints(built(), '/v1')('/login', '', echo)).toBeUndefined();
    expect(await createPageHints(built(false), '/v1')('/', '', echo)).toBeUndefined();
  });

  describe('with the server drawing', () => {
    const product = '/product-details/consoles_playstation/consola-ps5/189';
    /** Draws the address, the width and one answer it asks for, as the web app's drawing would. */
    const drawing: DrawFirstScreen = async (url, answer, width) => ({
      html: `<main>${url} at ${width}px: ${await answer('/v1/products/189')}</main>`,
      styles: '<style data-emotion="css 1x2y3z">.css-1x2y3z{color:red}</style>',
      apiState: { queries: { 'getProduct(189)': { status: 'fulfilled' } } },
    });
    const block = (html: string | undefined, id: string) =>
      JSON.parse(
        new RegExp(`<script type="application/json" id="${id}">(.*)</script>`).exec(html ?? '')![1]!,
      );

    it("puts a catalogue page's first screen in #root, inert until the app draws over it", async () => {
      const asked: string[] = [];
      const answer = async (url: string) => {
        asked.push(url);
        return echo(url);
      };
      const hints = createPageHints(built(), '/v1', drawing);
      const html = await hints(product, '?color=negro', answer, PHONE_WIDTH);
      expect(html).toContain(
        `<div id="root"><div inert><main>${product}?color=negro at 390px: {"url":"/v1/products/189"}</main></div></div>`,
      );
      // The painted header is gone; the drawing's answers come with it, for the app's first drawing.
      expect(html).not.toContain('tb-shell">TecnoBazar</header>');
      expect(block(html, 'tb-first-screen')).toEqual({
        queries: { 'getProduct(189)': { status: 'fulfilled' } },
      });
      // An address the hints and the drawing both ask for is asked once.
      expect(asked.filter((url) => url === '/v1/products/189')).toHaveLength(1);
    });

    it('lists the code for first-screen.js, entry first, instead of loading it from the head', async () => {
      const html = await createPageHints(built(), '/v1', drawing)(product, '', echo);
      expect(html).not.toContain('<script type="module"');
      expect(html).not.toContain('rel="modulepreload"');
      expect(block(html, 'tb-app-code')).toEqual([
        '/assets/entry.js',
        '/assets/react.js',
        '/assets/root-layout.js',
        '/assets/mui.js',
        '/assets/provider.js',
        '/assets/store.js',
        '/assets/product.js',
        '/assets/card.js',
      ]);
      expect(html).toContain('<script src="/first-screen.js" defer></script>');
      // The styles stay in the head: the drawing needs them, the app's own after the stylesheets.
      expect(links(html, 'stylesheet')).toEqual(['/assets/card.css']);
      const head = html!.slice(0, html!.indexOf('</head>'));
      expect(head.indexOf('<style data-emotion="css 1x2y3z">')).toBeGreaterThan(head.indexOf('card.css'));
    });

    it('sends the page undrawn when the drawing gives nothing, and never draws a signed-in page', async () => {
      const nothing = createPageHints(built(), '/v1', async () => undefined);
      const undrawn = await nothing('/', '', echo);
      expect(undrawn).toContain('<div id="root"><header class="tb-shell">');
      expect(undrawn).toContain('<script type="module" fetchpriority="low"');
      expect(undrawn).not.toContain('tb-first-screen');
      // The cart is the visitor's own: the server, which draws everyone signed out, leaves it to the app.
      const cart = await createPageHints(built(), '/v1', drawing)('/cart', '', echo);
      expect(cart).not.toContain('<div inert>');
    });

    it("guesses the screen from the browser's User-Agent", () => {
      const phone =
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';
      expect(screenWidthOf(phone)).toBe(PHONE_WIDTH);
      expect(
        screenWidthOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36'),
      ).toBeGreaterThanOrEqual(1200);
      expect(screenWidthOf(undefined)).toBeGreaterThanOrEqual(1200);
    });
  });
});
