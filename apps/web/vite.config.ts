import { readdir, readFile, writeFile } from 'node:fs/promises';
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
    apply: 'build',
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

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: { proxy: { '/v1': 'http://127.0.0.1:3000' } },
  // The manifest is what scripts/initial-js.mjs (npm run size) reads to add up what each page loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // A phone on HTTP/1.1 fetches six files at a time: shared chunks under 60 kB are copied into the
    // chunks that use them, so a page needs about ten files instead of seventy.
    rollupOptions: { output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 60_000 } } } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Node's fetch needs absolute URLs; the tests stub it at the network edge.
    env: { VITE_API_BASE: 'http://localhost/v1' },
  },
});
