#!/usr/bin/env node
// The JavaScript a page loads to show itself: the entry chunk, the chunks of a route module, and every chunk
// they import statically (`imports` in Vite's manifest; `dynamicImports` load later, on demand). The first
// line is the entry alone: what the first paint (the loader) waits for. Each page adds the modules main.tsx
// and the router load beside the page on every store page (the store, the root layout) and its route module.
// Fails when the home page's passes its budget (HOME_BUDGET_KIB, brotli), or when a store page (the cart's
// too) loads zod's chunk: the schemas (~47 KiB brotli with ours) are for forms, not for showing a page.
// Usage, after `npm run build`: node scripts/initial-js.mjs [--files] [--dist=<dir>] [route module ...]
//   e.g. node scripts/initial-js.mjs src/features/home/home-page.tsx
// --libraries also splits each page's bytes by library, from source maps: build them beside the real build with
//   NODE_ENV=production npx vite build --sourcemap --outDir /tmp/web-maps
//   node scripts/initial-js.mjs --dist=/tmp/web-maps/ --libraries
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distArg = process.argv.find((arg) => arg.startsWith('--dist='));
const dist = distArg ? distArg.slice('--dist='.length) : fileURLToPath(new URL('../dist/', import.meta.url));
/** The home page's first-load JS may not pass this, brotli-compressed (issue 35): the script then fails. */
const HOME = 'src/features/home/home-page.tsx';
const HOME_BUDGET_KIB = 180;
const DEFAULT_ROUTES = [
  'src/features/home/home-page.tsx',
  'src/features/products/product-list-page.tsx',
  'src/features/products/product-details-page.tsx',
  'src/features/cart/cart-page.tsx',
];

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error('No dist/.vite/manifest.json: run `npm run build` first (build.manifest must be on).');
  process.exit(1);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk');
// Loaded beside every store page; in a build where they are part of the entry they are not in the manifest.
const APP_MODULES = ['src/app/provider.tsx', 'src/app/store.ts', 'src/app/root-layout.tsx'].filter(
  (key) => manifest[key],
);

/** The chunk files `keys` load, with everything they import statically. */
function staticClosure(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Not in the manifest: ${key}`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

const sizeCache = new Map();
function sizes(file) {
  let size = sizeCache.get(file);
  if (!size) {
    const bytes = readFileSync(join(dist, file));
    size = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotli(bytes),
    };
    sizeCache.set(file, size);
  }
  return size;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KiB`;
const brotli = (text) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const verbose = process.argv.includes('--files');
const byLibrary = process.argv.includes('--libraries');

/** The library a bundled source belongs to; a framework's helpers count as the framework. */
const LIBRARY_OF_PACKAGE = {
  react: 'React',
  'react-dom': 'React',
  scheduler: 'React',
  'react-router': 'React Router',
  '@reduxjs/toolkit': 'Redux Toolkit',
  immer: 'Redux Toolkit',
  reselect: 'Redux Toolkit',
  redux: 'Redux Toolkit',
  'redux-thunk': 'Redux Toolkit',
  'react-redux': 'Redux Toolkit',
  'use-sync-external-store': 'Redux Toolkit',
  '@standard-schema/utils': 'Redux Toolkit',
};
const MUI_HELPERS =
  /^(@mui\/|@emotion\/|@popperjs\/|stylis$|react-transition-group$|hoist-non-react-statics$|react-is$|clsx$|prop-types$|dom-helpers$|@babel\/runtime$)/;
function libraryOf(source) {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (!pkg) return /\/src\/|packages\//.test(source) ? 'our code' : '(bundler glue)';
  return LIBRARY_OF_PACKAGE[pkg] ?? (MUI_HELPERS.test(pkg) ? 'MUI (with emotion)' : pkg);
}

const VLQ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** The text of `file` by library, read from its source map's mappings (each segment runs to the next). */
function textByLibrary(file) {
  const code = readFileSync(join(dist, file), 'utf8');
  const mapFile = join(dist, `${file}.map`);
  // Rolldown writes no map for its runtime and for empty facade chunks.
  if (!existsSync(mapFile)) return new Map([['(bundler glue)', code]]);
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const lines = code.split('\n');
  const parts = new Map();
  let source = 0;
  map.mappings.split(';').forEach((mappings, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    const segments = [];
    let column = 0;
    for (const segment of mappings.split(',').filter(Boolean)) {
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = VLQ.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      segments.push([column, values.length > 1 ? libraryOf(map.sources[source]) : '(bundler glue)']);
    }
    segments.forEach(([start, library], i) => {
      const end = segments[i + 1]?.[0] ?? line.length;
      parts.set(library, (parts.get(library) ?? '') + line.slice(start, end));
    });
  });
  return parts;
}

/** Bytes per library; brotli is each library's text compressed alone, scaled so they add up to the files'. */
function printLibraries(files, brotliTotal) {
  if (!files.some((file) => existsSync(join(dist, `${file}.map`)))) {
    console.error('No source maps in this build: build with --sourcemap (see the top of this script).');
    process.exit(1);
  }
  const texts = new Map();
  for (const file of files)
    for (const [library, text] of textByLibrary(file)) texts.set(library, (texts.get(library) ?? '') + text);
  const rows = [...texts].map(([library, text]) => ({ library, raw: text.length, brotli: brotli(text) }));
  const scale = brotliTotal / rows.reduce((sum, row) => sum + row.brotli, 0);
  for (const row of rows.sort((a, b) => b.raw - a.raw))
    console.log(`    ${row.library.padEnd(28)} raw ${kib(row.raw)}  brotli ${kib(row.brotli * scale)}`);
}
const routes = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

const pages = [
  ['first paint (entry)', []],
  ...(routes.length > 0 ? routes : DEFAULT_ROUTES).map((r) => [r, [r]]),
];
for (const [route, modules] of pages) {
  const files = staticClosure([entryKey, ...(modules.length > 0 ? APP_MODULES : []), ...modules]);
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizes(file);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  console.log(
    `${route} (${files.length} files): raw ${kib(total.raw)}  gzip ${kib(total.gzip)}  brotli ${kib(total.brotli)}`,
  );
  if (verbose) {
    for (const file of files.sort((a, b) => sizes(b).gzip - sizes(a).gzip))
      console.log(`    ${file.padEnd(48)} raw ${kib(sizes(file).raw)}  gzip ${kib(sizes(file).gzip)}`);
  }
  if (byLibrary) printLibraries(files, total.brotli);
  // zod's error class is named in its code (`$ZodError`); the bundler may put zod in any shared chunk.
  const zod = files.find((file) => readFileSync(join(dist, file), 'utf8').includes('$ZodError'));
  if (DEFAULT_ROUTES.includes(route) && zod) {
    console.error(
      `${route} loads zod (${zod}) before it shows: import constants from their own module of @tecnobazar/shared, not its index.`,
    );
    process.exitCode = 1;
  }
  if (route === HOME && total.brotli > HOME_BUDGET_KIB * 1024) {
    console.error(
      `The home page loads ${kib(total.brotli).trim()} of JS (brotli): more than its ${HOME_BUDGET_KIB} KiB budget.`,
    );
    process.exitCode = 1;
  }
}
