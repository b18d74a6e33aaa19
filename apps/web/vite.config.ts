import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
      for (const file of EMOJIBASE_FILES) this.emitFile({ type: 'asset', fileName: `${EMOJIBASE_PATH.slice(1)}/${file}`, source: read(file) });
    },
  };
}

/** Vite build of the SPA; in dev, /api and /socket.io go to the server on :3000. */
export default defineConfig({
  plugins: [react(), emojibase()],
  server: { proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 600 },
});
