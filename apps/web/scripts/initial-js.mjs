#!/usr/bin/env node
// The JavaScript a page loads to show itself: the entry chunk, the chunks of a route module, and every chunk
// they import statically (`imports` in Vite's manifest; `dynamicImports` load later, on demand). The first
// line is the entry alone: what the first paint (the loader) waits for. Each page adds the modules main.tsx
// and the router load beside the page on every store page (the store, the root layout) and its route module.
// Usage, after `npm run build`: node scripts/initial-js.mjs [--files] [--dist=<dir>] [route module ...]
//   e.g. node scripts/initial-js.mjs src/features/home/home-page.tsx
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distArg = process.argv.find((arg) => arg.startsWith('--dist='));
const dist = distArg ? distArg.slice('--dist='.length) : fileURLToPath(new URL('../dist/', import.meta.url));
const DEFAULT_ROUTES = [
  'src/features/home/home-page.tsx',
  'src/features/products/product-list-page.tsx',
  'src/features/products/product-details-page.tsx',
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
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizeCache.set(file, size);
  }
  return size;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KiB`;
const verbose = process.argv.includes('--files');
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
}
