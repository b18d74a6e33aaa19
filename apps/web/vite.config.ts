import { readFileSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Where the chat's emoji picker (frimousse) reads Emojibase data from: same origin, never a CDN (001 §4 reactions). */
const EMOJIBASE_PATH = '/emojibase';
const EMOJIBASE_FILES = ['en/data.json', 'en/messages.json'];

/** Serves (dev) and emits (build) the English Emojibase files of the `emojibase-data` package under /emojibase. */
function emojibase(): Plugin {
  const require = createRequire(import.meta.url);
  const read = (file: string) => readFileSync(require.resolve(`emojibase-data/${file}`));
  return {
    name: 'crm-emojibase',
    configureServer(server) {
      server.middlewares.use(EMOJIBASE_PATH, (req, res, next) => {
        const file = EMOJIBASE_FILES.find((f) => req.url?.split('?')[0] === `/${f}`);
        if (!file) return next();
        res.setHeader('content-type', 'application/json');
        res.end(read(file));
      });
    },
    generateBundle() {
      for (const file of EMOJIBASE_FILES)
        this.emitFile({
          type: 'asset',
          fileName: `${EMOJIBASE_PATH.slice(1)}/${file}`,
          source: read(file),
        });
    },
  };
}

/** Files worth compressing: text formats, at least 1 KB (the server compresses API answers from the same size). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip level 9) beside every compressible built file once
 * the bundle is written, so the server sends them as they are (@fastify/static `preCompressed`) without compressing per request.
 */
function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = '';
  return {
    name: 'crm-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true }))
        .map((f) => path.join(outDir, f))
        .filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < MIN_COMPRESS_BYTES) return;
          const source = await readFile(file);
          await writeFile(
            `${file}.br`,
            await br(source, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
          );
          await writeFile(`${file}.gz`, await gz(source, { level: 9 }));
        }),
      );
    },
  };
}

/** Vite build of the SPA; in dev, /api and /socket.io go to the server on :3000. */
export default defineConfig({
  plugins: [react(), emojibase(), precompress()],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 600 },
});
