import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testDatabases } from '../test/harness.js';
import type { Database } from '../db/client.js';
import { startJobQueue, type JobQueue } from './queue.js';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(testDatabases('both'))('job queue (pg-boss) on %s', (kind) => {
  let database: Database;
  let queue: JobQueue;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    queue = await startJobQueue(database);
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
  });

  it('runs a job at its time, once; a cancelled job never runs', async () => {
    const ran: { n: number; at: number }[] = [];
    await queue.work<{ n: number }>(
      'test-due',
      async ({ n }) => void ran.push({ n, at: Date.now() }),
    );
    const sent = Date.now();
    await queue.send('test-due', { n: 1 }, { startAfter: new Date(sent + 1_500) });
    const cancelled = await queue.send(
      'test-due',
      { n: 2 },
      { startAfter: new Date(sent + 1_500) },
    );
    await queue.cancel('test-due', cancelled!);
    await wait(4_000);
    expect(ran.map((r) => r.n)).toEqual([1]);
    expect(ran[0].at - sent).toBeGreaterThanOrEqual(1_400);
  }, 30_000);

  // Several server copies each run a worker: a job still runs once (SKIP LOCKED; real only on the server).
  it.runIf(kind === 'postgres')(
    'two workers on one database run each job exactly once',
    async () => {
      const other = await startJobQueue(database);
      try {
        const ran: number[] = [];
        for (const q of [queue, other])
          await q.work<{ n: number }>('test-once', async ({ n }) => void ran.push(n));
        for (let n = 0; n < 20; n++) await queue.send('test-once', { n });
        for (let i = 0; i < 40 && ran.length < 20; i++) await wait(250);
        await wait(1_500); // any second run would show up by now
        expect(ran.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
      } finally {
        await other.stop();
      }
    },
    30_000,
  );
});
