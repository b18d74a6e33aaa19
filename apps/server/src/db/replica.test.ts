import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { brandRoutes, notificationRoutes } from '@crm/contracts';
import {
  freshDatabase,
  realtimeStreamDropper,
  serverCopy,
  testAppOn,
  type TestApp,
} from '../test/harness.js';
import { postgresBin, startCluster, type TestCluster } from '../test/postgresCluster.js';
import { templateKey } from '../test/templates.js';
import { openDatabase } from './client.js';
import { openReplica, readsFromReplica } from './replica.js';
import { runInRequest } from '../lib/requestContext.js';

const run = promisify(execFile);
const bin = postgresBin();
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The replica's allowed lag in this test (ms), and how often it is measured. */
const MAX_LAG_MS = 1_500;
const CHECK_MS = 200;
const METRICS_TOKEN = 'replica-test-metrics-token';

/**
 * Reads on a streaming replica (issue 43 §2): a primary and its replica started by the test (initdb, then
 * pg_basebackup -R, as an operator makes one), loaded with the demo data of the test server's template.
 * Replay on the replica is paused so that it shows old data: which answer a read gets tells where it ran.
 */
describe.runIf(!!process.env.TEST_DATABASE_URL && !!bin)('a read replica', () => {
  let primary: TestCluster;
  let replica: TestCluster;
  let t: TestApp;
  /** A second copy of the app, sharing a Redis with the first when the run has one (a write on one, the next read on the other). */
  let other: FastifyInstance;
  const redisUrl = process.env.TEST_REDIS_URL;
  let dropStream: (() => Promise<void>) | undefined;
  const onReplica = (text: string) => {
    const c = new pg.Client({ connectionString: replica.url('crm') });
    return c.connect().then(() => c.query(text).finally(() => c.end()));
  };

  beforeAll(async () => {
    primary = await startCluster(bin!);
    replica = await startCluster(bin!, primary);
    const source = await freshDatabase('postgres', templateKey({ brands: 150, pairings: 300 }));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-replica-'));
    const dump = path.join(dir, 'demo.dump');
    await run(path.join(bin!, 'pg_dump'), ['-Fc', '-f', dump, source.url!]);
    await source.close();
    const admin = new pg.Client({ connectionString: primary.url() });
    await admin.connect();
    await admin.query('create database crm');
    await admin.end();
    await run(path.join(bin!, 'pg_restore'), ['--no-owner', '-d', primary.url('crm'), dump]);
    rmSync(dir, { recursive: true, force: true });
    const database = await openDatabase({
      databaseUrl: primary.url('crm'),
      replicaUrl: replica.url('crm'),
      replicaOptions: { maxLagMs: MAX_LAG_MS, checkMs: CHECK_MS },
      dataDir: '',
    });
    t = await testAppOn(database, { redisUrl, metrics: { token: METRICS_TOKEN } });
    other = await serverCopy(t, { redisUrl });
    dropStream = await realtimeStreamDropper(database.db);
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await dropStream?.();
    await replica?.remove();
    await primary?.remove();
  });

  /** The brand's name as `email` reads it through the first copy (0) or the other (1). */
  const brandName = async (email: string, brandId: number, copy = 0) => {
    const res = await (copy ? other : t.app).inject({
      method: 'GET',
      url: `/api${brandRoutes.info.path}?brandId=${brandId}`,
      headers: { authorization: await t.auth(email) },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.brandName as string;
  };

  it('serves reads from the replica while it keeps up; a writer reads their writes; a lagging or stopped replica falls back to the primary without an error', async () => {
    const [admin, bo] = ['admin@demo.test', 'bo@demo.test'];
    const database = t.database;
    for (const email of [admin, bo]) await t.auth(email); // signed in before the replay pauses
    await expect.poll(() => database.replica!.fresh(), { timeout: 10_000 }).toBe(true);
    const { rows } = await database.db.execute<{ id: number; name: string }>(
      sql`select id, name from brands order by id limit 1`,
    );
    const { id, name } = rows[0]!;

    await onReplica('select pg_wal_replay_pause()');
    await database.db.execute(sql`update brands set name = name || ' (renamed)' where id = ${id}`);
    // the replica has not replayed the rename, and is within its allowed lag: a read of the BO goes there
    expect(await brandName(bo, id)).toBe(name);
    // the admin has just written (marking a notification read) through one copy: their reads stay on the
    // primary, through the other copy too when the copies share a Redis
    const write = await t.call(admin, notificationRoutes.markRead, { markAll: true });
    expect(write.status).toBe(200);
    expect(await brandName(admin, id, redisUrl ? 1 : 0)).toBe(`${name} (renamed)`);
    expect(await brandName(bo, id, 1)).toBe(name);
    // past the allowed lag, everyone reads from the primary
    await wait(MAX_LAG_MS + 3 * CHECK_MS);
    expect(database.replica!.fresh()).toBe(false);
    expect(await brandName(bo, id)).toBe(`${name} (renamed)`);

    await onReplica('select pg_wal_replay_resume()');
    await expect.poll(() => database.replica!.fresh(), { timeout: 10_000 }).toBe(true);
    expect(await brandName(bo, id)).toBe(`${name} (renamed)`);

    // a replica its copy still holds fresh (its next check a minute away) fails a read: the read goes to
    // the primary and counts as fallen back (with the checks every 200 ms, which comes first is a race)
    const primaryPool = new pg.Pool({ connectionString: primary.url('crm') });
    const held = openReplica(replica.url('crm'), primaryPool, '', {
      checkMs: 60_000,
      maxLagMs: 60_000,
    });
    await expect.poll(() => held.fresh(), { timeout: 10_000 }).toBe(true);
    readsFromReplica(primaryPool, held, () => true);

    // the replica stops as a crash would: the reads sent to it before the check notices go to the primary
    await replica.stop('immediate');
    const request = { reqId: 'r', route: '/', address: '', log: t.app.log, slowSqlMs: 1e9 };
    const read = await runInRequest({ ...request, replicaReads: true }, () =>
      primaryPool.query<{ name: string }>('select name from brands where id = $1', [id]),
    );
    expect(read.rows[0]!.name).toBe(`${name} (renamed)`);
    expect(held.reads).toEqual({ replica: 0, fellBack: 1 });
    await held.close();
    await primaryPool.end();
    const answers = await Promise.all(Array.from({ length: 5 }, () => brandName(bo, id)));
    expect(answers).toEqual(Array(5).fill(`${name} (renamed)`));
    await expect.poll(() => database.replica!.fresh(), { timeout: 5_000 }).toBe(false);

    // what an operator sees: the replica is out, and how many reads it answered and failed
    const scrape = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scrape.body).toContain('sponsordesk_db_replica_fresh 0');
    const reads = (outcome: string) =>
      Number(
        scrape.body.match(new RegExp(`replica_reads_total\\{outcome="${outcome}"\\} (\\d+)`))?.[1],
      );
    expect(reads('replica')).toBeGreaterThanOrEqual(2);
    expect(reads('fell_back')).toBeGreaterThanOrEqual(0);
  }, 60_000);
});
