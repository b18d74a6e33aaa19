import { defineConfig } from 'vitest/config';

/**
 * Server test files that run several server copies over Redis (in processes of their own, under load): one at
 * a time, after the others, so that their timing-sensitive handovers do not compete for the two cores.
 */
const REDIS_FILES = [
  'apps/server/src/realtime/realtime.test.ts',
  'apps/server/src/realtime/copies.test.ts',
  'apps/server/src/modules/chat/chatFault.test.ts',
];

/**
 * Test projects, in two groups: first the server's unit and integration tests (against PGlite and
 * TEST_DATABASE_URL; each file has its own databases, copied from the run's templates, so files run two at a
 * time, in workers that keep the server's modules loaded between files) and the web unit tests; then the browser end-to-end suite (Playwright driving Debian's Chromium
 * against the built app), two specs at a time, all in one shared browser, each on its own server started
 * from a copy of the run's seeded data folder. Long runs are bounded by their count of cases; timeouts only catch hangs.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/**/*.test.ts'],
          exclude: REDIS_FILES,
          globalSetup: ['apps/server/src/test/templates.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          maxWorkers: 2,
          // a worker keeps the server's modules loaded from one file to the next: each file still starts its
          // own app on its own databases, and loading the app afresh per file cost ~2 s of CPU × 110 files
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
          maxWorkers: 2,
          // pure functions of the web's lib and features: one worker's modules serve every file (60 files
          // loaded afresh each cost about a second apiece)
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'server-redis',
          include: REDIS_FILES,
          globalSetup: ['apps/server/src/test/templates.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          globalSetup: ['apps/web/e2e/globalSetup.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 300_000,
          // a page may take seconds to answer on a loaded machine: expect.poll waits up to 20 s (not 1 s)
          expect: { poll: { timeout: 20_000 } },
          maxWorkers: 2,
          // a worker keeps playwright and the helpers loaded from one spec to the next (each spec still has
          // its own server process and browser contexts)
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
