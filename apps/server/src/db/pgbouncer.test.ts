import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { brandProfileRoutes, pairingRoutes, webhookRoutes } from '@crm/contracts';
import { freshDatabase, testAppOn, type TestApp } from '../test/harness.js';
import { PGBOUNCER, startPgBouncer, type TestPgBouncer } from '../test/pgbouncer.js';
import { templateKey } from '../test/templates.js';
import { startReceiver } from '../test/webhookReceiver.js';
import { openDatabase } from './client.js';

/**
 * The app behind PgBouncer in transaction pooling mode (issue 43 §2): Debian's PgBouncer started by the test
 * in front of the test server, DATABASE_URL pointing at it (two server connections for the whole app) and
 * DATABASE_DIRECT_URL at the server. Every kind of use is checked through it: the server's settings, unnamed
 * prepared statements, transactions with advisory locks, pg-boss, and LISTEN (which goes direct).
 */
describe.runIf(!!process.env.TEST_DATABASE_URL && !!PGBOUNCER)('behind PgBouncer', () => {
  let bouncer: TestPgBouncer;
  let source: Awaited<ReturnType<typeof freshDatabase>>;
  let t: TestApp;
  const receivers: { close: () => Promise<void> }[] = [];

  beforeAll(async () => {
    source = await freshDatabase('postgres', templateKey({ brands: 150, pairings: 300 }));
    const direct = new URL(source.url!);
    bouncer = await startPgBouncer({ host: direct.hostname, port: Number(direct.port) }, 2);
    const pooled = new URL(source.url!);
    pooled.port = String(bouncer.port);
    const database = await openDatabase({
      databaseUrl: pooled.toString(),
      directUrl: source.url,
      dataDir: '',
    });
    t = await testAppOn(database, { logLevel: 'error' });
  }, 120_000);
  afterAll(async () => {
    for (const r of receivers) await r.close();
    await t?.close();
    await bouncer?.stop();
    await source?.close();
  });

  it('takes the server settings, runs transactions with advisory locks three at once, and delivers a webhook through its pg-boss job and the direct LISTEN', async () => {
    // the settings the pooler refuses per connection are the database's own
    const { rows } = await t.db.execute<{ jit: string; similarity: string }>(sql`
      select current_setting('jit') as jit,
        current_setting('pg_trgm.word_similarity_threshold') as similarity`);
    expect(rows[0]).toEqual({ jit: 'off', similarity: '0.3' });

    // the same new brand three times at once: its name's advisory lock (one transaction each) lets one in
    const made = await Promise.all(
      [0, 1, 2].map(() =>
        t.call('admin@demo.test', brandProfileRoutes.create, { brandName: 'Pooled Brand' }),
      ),
    );
    expect(made.map((m) => m.status).sort()).toEqual([200, 409, 409]);

    const receiver = await startReceiver(() => 200);
    receivers.push(receiver);
    const hook = await t.call('admin@demo.test', webhookRoutes.create, {
      url: receiver.url,
      events: ['pairing.stage_changed'],
    });
    expect(hook.status).toBe(200);
    const { rows: pairs } = await t.db.execute<{ ei_id: number; brand_id: number; stage: string }>(
      sql`select ei_id, brand_id, stage from pairings
        where status = 'ASSIGNED' and stage in ('ASSIGNED', 'IN_PROGRESS') order by id limit 1`,
    );
    const p = pairs[0]!;
    const stage = p.stage === 'ASSIGNED' ? 'IN_PROGRESS' : 'ASSIGNED';
    const moved = await t.call('po@demo.test', pairingRoutes.updateStage, {
      eiId: Number(p.ei_id),
      brandId: Number(p.brand_id),
      stage,
    });
    expect(moved.status).toBe(200);
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      type: 'pairing.stage_changed',
      data: { eiId: Number(p.ei_id), to: stage },
    });

    // and it all went through the pooler: its admin console counts the app database's transactions
    const admin = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${bouncer.port}/pgbouncer`,
    });
    await admin.connect();
    const stats = await admin.query<{ database: string; total_xact_count: string }>('show stats');
    await admin.end();
    const name = new URL(source.url!).pathname.slice(1);
    const ours = stats.rows.find((r) => r.database === name);
    expect(Number(ours?.total_xact_count)).toBeGreaterThan(50);
  }, 60_000);
});
