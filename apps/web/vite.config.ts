import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, at the highest levels (done once,
 * here, instead of on each request); the API sends the one the browser accepts (@fastify/static's
 * `preCompressed`). A file that would not get smaller keeps no compressed copy.
 */
function precompress(): Plugin {
  let outDir = '';
  const textFiles = async () =>
    (await readdir(outDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      // Dot folders (Vite's .vite/manifest.json) are for the build, not for browsers.
      .filter(
        (path) =>
          !relative(outDir, path)
            .split(sep)
            .some((part) => part.startsWith('.')),
      );
  return {
    name: 'tecnobazar:precompress',
    // The server's drawing code (entry-server.tsx, `--ssr`) is read from disk, never sent.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await Promise.all(
        (await textFiles()).map(async (path) => {
          const raw = await readFile(path);
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            promisify(gzip)(raw, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < raw.length) await writeFile(`${path}.br`, br);
          if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress()],
  // The server's drawing (entry-server.tsx) carries its libraries in production mode, whatever the
  // server's NODE_ENV: React's and MUI's development builds draw several times slower. (`npm run build`
  // builds with NODE_ENV=production, whatever the caller's, e.g. a test runner's "test": its JSX must be
  // the production runtime's too.)
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    // (public/ holds the browser's scripts: nothing for the server's build.)
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: { proxy: { '/v1': 'http://127.0.0.1:3000' } },
  // The manifest is what scripts/initial-js.mjs (npm run size) reads to add up what each page loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // A phone on HTTP/1.1 fetches six files at a time: shared chunks under 60 kB are copied into the
    // chunks that use them, so a page needs about ten files instead of seventy.
    // (The server's build is one file read from disk: nothing to split.)
    rollupOptions: isSsrBuild
      ? { output: { codeSplitting: false } }
      : { output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 60_000 } } } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // One file per core (Vitest's default leaves one free: half the speed on CI's two cores).
    maxWorkers: availableParallelism(),
    // A worker loads React, MUI and the app once for all its files, not once per file: 100 s → 60 s for
    // the suite. Each test still gets a fresh store, router and page (cleanup, a cleared localStorage,
    // globals unstubbed in src/test/setup.ts); a test that needs a module fresh calls vi.resetModules().
    // `vitest run --sequence.shuffle.files` checks that no file depends on what ran before it.
    isolate: false,
    // Each test is a few seconds on an idle machine; the limit is for a hung one, not a slow machine.
    testTimeout: 60_000,
    // Node's fetch needs absolute URLs; the tests stub it at the network edge.
    env: { VITE_API_BASE: 'http://localhost/v1' },
  },
}));
