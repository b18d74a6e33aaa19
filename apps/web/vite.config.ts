import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Vite build of the SPA; in dev, /api and /socket.io go to the server on :3000. */
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 600 },
});
