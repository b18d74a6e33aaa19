import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/harness.js';
import { startJobQueue } from './queue.js';

/**
 * Several server copies start together on a new database and create the same queues at once (the chat
 * fault test once lost a copy to PostgreSQL's deadlock between two such creations): every copy starts.
 */
describe.runIf(!!process.env.TEST_DATABASE_URL)(
  'job queues created by several copies at once',
  () => {
    it(
      'three copies create the same ten queues concurrently without an error',
      { timeout: 60_000 },
      async () => {
        const database = await freshDatabase('postgres');
        const queues = await Promise.all([0, 1, 2].map(() => startJobQueue(database)));
        try {
          const names = Array.from({ length: 10 }, (_, i) => `race-${i}`);
          const results = await Promise.allSettled(
            queues.flatMap((q) =>
              names.map((n) => q.work(n, async () => undefined, { pollMs: 60_000 })),
            ),
          );
          expect(
            results
              .filter((r) => r.status === 'rejected')
              .map(
                (r) =>
                  `${(r as PromiseRejectedResult).reason?.code} ${String((r as PromiseRejectedResult).reason?.message).slice(0, 80)}`,
              ),
          ).toEqual([]);
          expect(
            (await Promise.all(queues.map((q) => q.send('race-0', { ok: true })))).every(
              (id) => typeof id === 'string',
            ),
          ).toBe(true);
        } finally {
          await Promise.all(queues.map((q) => q.stop()));
          await database.close();
        }
      },
    );
  },
);
