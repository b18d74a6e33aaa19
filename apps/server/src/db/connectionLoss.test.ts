import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { notificationRoutes } from '@crm/contracts';
import { startTestApp, type TestApp } from '../test/harness.js';
import { socketsOf } from '../test/sockets.js';
import { APPLICATION_NAME } from './client.js';

/** Terminating backends is only done to a PostgreSQL server on this machine. */
const loopback = (() => {
  const url = process.env.TEST_DATABASE_URL;
  return !!url && ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
})();

const ROUNDS = 30;

/**
 * The app's PostgreSQL connections dropped under load (pg_terminate_backend on every backend of the app's
 * pool while requests run): reads are retried once on a fresh connection, a write whose connection drops
 * answers 503 with Retry-After, and nothing answers 500.
 */
describe.runIf(loopback)('dropped PostgreSQL connections under load', () => {
  let t: TestApp;
  let admin: pg.Client;
  let sockets: Awaited<ReturnType<typeof socketsOf>>;
  beforeAll(async () => {
    t = await startTestApp('postgres', { brands: 100, pairings: 200 });
    sockets = await socketsOf(t);
    admin = new pg.Client({
      connectionString: t.database.url,
      application_name: 'connection-loss-test',
    });
    await admin.connect();
  });
  afterAll(async () => {
    sockets?.close();
    await admin?.end();
    await t?.close();
  });

  it('answers reads (retried once) and writes (503 with Retry-After) while the app’s backends are terminated, never 500', async () => {
    const auth = { bo: await t.auth('bo@demo.test'), po: await t.auth('po@demo.test') };
    const requests = [
      { method: 'GET', url: '/api/user/notifications', who: auth.bo },
      { method: 'POST', url: '/api/brand', who: auth.po, payload: {} },
      { method: 'GET', url: '/api/user/notifications?class=ACTION', who: auth.po },
      { method: 'POST', url: '/api/user/all/v2', who: auth.po, payload: {} },
      { method: 'POST', url: '/api/user/notifications', who: auth.bo, payload: { markAll: true } },
      { method: 'POST', url: '/api/user/update-lock', who: auth.bo, payload: { isLocked: false } },
    ] as const;
    const answers: { status: number; retryAfter?: string; what: string; body: string }[] = [];
    const socket = await sockets.open('bo@demo.test', '/notifications');
    const acks: { error?: string }[] = [];
    let terminated = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const emitted = socket
        .emitWithAck('mark-read', { markAll: true })
        .then((ack: { error?: string }) => acks.push(ack));
      const running = Array.from({ length: 3 }, () => requests)
        .flat()
        .map(async (r) => {
          const res = await t.app.inject({
            method: r.method,
            url: r.url,
            headers: { authorization: r.who },
            ...('payload' in r ? { payload: r.payload } : {}),
          });
          answers.push({
            status: res.statusCode,
            retryAfter: res.headers['retry-after'] as string | undefined,
            what: `${r.method} ${r.url}`,
            body: res.body.slice(0, 200),
          });
        });
      const { rows } = await admin.query<{ n: number }>(
        `select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()) x`,
        [APPLICATION_NAME],
      );
      terminated += rows[0].n;
      await Promise.all([...running, emitted]);
    }
    expect(terminated).toBeGreaterThan(ROUNDS);
    expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    for (const a of answers.filter((x) => x.status === 503))
      expect(Number(a.retryAfter), a.what).toBeGreaterThan(0);
    // reads run again on a fresh connection: (nearly) all of them answer, even when their connection dropped
    const reads = answers.filter(
      (a) => !['POST /api/user/notifications', 'POST /api/user/update-lock'].includes(a.what),
    );
    expect(reads.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(reads.length * 0.9);
    // socket events too: a dropped connection is an error ack saying so, never INTERNAL
    expect(acks.filter((a) => a.error && a.error !== 'DATABASE_UNAVAILABLE')).toEqual([]);
    // the app serves normally afterwards
    expect((await t.call('bo@demo.test', notificationRoutes.list, {})).status).toBe(200);
  });
});
