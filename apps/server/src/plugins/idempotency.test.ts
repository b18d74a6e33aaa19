import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';
import { errorHandler } from './errorHandler.js';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../test/harness.js';
import { idempotency, IDEMPOTENCY_LEASE_SECONDS } from './idempotency.js';

/** Idempotency keys whose request died while holding them (plugins/idempotency.ts). */
describe.each(testDatabases())('Idempotency-Key holds on %s', (kind) => {
  let t: TestApp;
  let bo: number;
  let brandId: number;
  const ROUTE = 'PUT /api/brand/notes';

  beforeAll(async () => {
    t = await startTestApp(kind);
    bo = await userId(t.db, 'bo@demo.test');
    brandId = (
      await t.db.execute<{ brand_id: number }>(
        sql`select brand_id from brand_owners where user_id = ${bo} order by brand_id limit 1`,
      )
    ).rows[0].brand_id;
  });
  afterAll(() => t?.close());

  /** A new note on the BO's brand, sent with Idempotency-Key `key`. */
  const send = async (key: string, title: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/brand/notes',
      headers: { authorization: await t.auth('bo@demo.test'), 'idempotency-key': key },
      payload: { brandId, title, description: 'Agreed on the renewal terms' },
    });
    return {
      status: res.statusCode,
      body: res.json(),
      replayed: res.headers['idempotent-replayed'],
    };
  };
  const notesTitled = async (title: string) =>
    (
      await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from brand_notes where title = ${title}`,
      )
    ).rows[0].n;
  /** The key's row as a request leaves it when its process dies mid-way: no answer, last renewed `secondsAgo`. */
  const leftInProgress = (key: string, secondsAgo: number) =>
    t.db.execute(sql`insert into idempotency_keys (user_id, key, route, created_at)
      values (${bo}, ${key}, ${ROUTE}, now() - make_interval(secs => ${secondsAgo}))`);

  it('a key a dead request left in progress lets a retry through once its lease is over', async () => {
    const key = `crashed-${kind}`;
    await leftInProgress(key, IDEMPOTENCY_LEASE_SECONDS + 5);
    const retry = await send(key, 'Retried after a crash');
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(await notesTitled('Retried after a crash')).toBe(1);
    // the retry's answer is now the key's: a later repeat is replayed and writes nothing
    const again = await send(key, 'Retried after a crash');
    expect(again).toMatchObject({ status: 200, replayed: 'true', body: retry.body });
    expect(await notesTitled('Retried after a crash')).toBe(1);
  });

  it('a key held by a live request (renewed within the lease) still answers 409 and changes nothing', async () => {
    const key = `in-flight-${kind}`;
    await leftInProgress(key, IDEMPOTENCY_LEASE_SECONDS - 30);
    const before = await dbFingerprint(t.db);
    const duplicate = await send(key, 'Sent twice');
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      error: 'REQUEST_IN_PROGRESS',
      message:
        'A request with this Idempotency-Key is still being processed. Please wait and try again.',
    });
    expect(await dbFingerprint(t.db)).toBe(before);
    expect(await notesTitled('Sent twice')).toBe(0);
    const { rows } = await t.db.execute<{ status: number | null }>(
      sql`select status from idempotency_keys where user_id = ${bo} and key = ${key}`,
    );
    expect(rows).toEqual([{ status: null }]);
  });

  it('a slow request renews its hold past the lease: a retry meanwhile gets 409, not the key', async () => {
    // an app of the plugin alone, its lease 1 s renewed every 100 ms, and a write that waits for `release`
    const lease = { seconds: 1, renewEveryMs: 100 };
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let runs = 0;
    const app = Fastify();
    app.addHook('onRequest', async (req) => {
      req.actor = { userId: bo } as Actor;
    });
    await app.register(idempotency, { db: t.db, lease });
    await app.register(errorHandler);
    app.post('/slow', { config: { idempotent: true } }, async () => {
      if (++runs === 1) await held;
      return { data: { runs } };
    });
    const key = `slow-${kind}`;
    const post = () =>
      app.inject({ method: 'POST', url: '/slow', headers: { 'idempotency-key': key } });
    const holdOf = async () =>
      (
        await t.db.execute<{ created_at: string }>(sql`
          select created_at::text as created_at from idempotency_keys
          where user_id = ${bo} and key = ${key}`)
      ).rows[0];
    /** Waits (polling the database) until `ready` holds. */
    const until = async (ready: () => Promise<boolean>) => {
      while (!(await ready())) await new Promise((r) => setTimeout(r, 50));
    };
    const first = post();
    await until(async () => Boolean(await holdOf()));
    const taken = (await holdOf()).created_at;
    // the lease counted from the first hold has run out (by the database's clock)
    await until(async () => {
      const { rows } = await t.db.execute<{ over: boolean }>(
        sql`select now() > ${taken}::timestamptz + make_interval(secs => ${lease.seconds} + 0.5) as over`,
      );
      return rows[0].over;
    });
    const retry = await post();
    expect(retry.statusCode, retry.body).toBe(409);
    expect(retry.json()).toMatchObject({ error: 'REQUEST_IN_PROGRESS' });
    expect(runs).toBe(1);
    expect((await holdOf()).created_at > taken).toBe(true);
    release();
    expect((await first).json()).toEqual({ data: { runs: 1 } });
    await app.close();
  });

  it('the same request sent three times at once writes once', async () => {
    const key = `burst-${kind}`;
    const burst = await Promise.all([1, 2, 3].map(() => send(key, 'Sent three times at once')));
    for (const r of burst) expect([200, 409]).toContain(r.status);
    expect(await notesTitled('Sent three times at once')).toBe(1);
    // a dead request's key taken over by three retries at once: one of them runs
    const crashed = `burst-crashed-${kind}`;
    await leftInProgress(crashed, IDEMPOTENCY_LEASE_SECONDS + 5);
    const retries = await Promise.all([1, 2, 3].map(() => send(crashed, 'Three retries at once')));
    for (const r of retries) expect([200, 409]).toContain(r.status);
    expect(retries.filter((r) => r.status === 200 && !r.replayed)).toHaveLength(1);
    expect(await notesTitled('Three retries at once')).toBe(1);
  });
});
