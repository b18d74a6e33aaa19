import { defineConfig } from 'vitest/config';

/**
 * Test projects: unit + integration (server, against PGlite and TEST_DATABASE_URL), web unit tests,
 * and the browser end-to-end suite (Playwright driving Debian's Chromium against the built app).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'server', include: ['apps/server/src/**/*.test.ts', 'packages/**/*.test.ts'], globalSetup: ['apps/server/src/test/templates.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 180_000, fileParallelism: false } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'e2e', include: ['apps/web/e2e/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 300_000, fileParallelism: false } },
    ],
  },
});
