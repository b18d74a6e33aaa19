import { once } from 'node:events';
import { mkdtempSync, rmSync, renameSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, serverCopy, startTestApp, type TestApp } from './harness.js';
import { startServerProcess } from './serverProcess.js';

const get = async (t: TestApp, url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

/** GET /healthz and /readyz (the operator's and the balancer's checks) on one copy, in process. */
describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { brands: 20, pairings: 0 });
  });
  afterAll(() => t?.close());

  it('/healthz answers 200 without a token; /readyz names each check: database, Redis off, storage', async () => {
    expect(await get(t, '/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get(t, '/readyz')).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', redis: 'off', storage: 'ok' } },
    });
  });

  it('/readyz answers 503 naming the storage when the files folder cannot be written, 200 again once it can', async () => {
    const files = path.join(t.dataDir, 'files');
    rmSync(`${files}.away`, { recursive: true, force: true });
    renameSync(files, `${files}.away`);
    writeFileSync(files, 'not a folder');
    try {
      const res = await get(t, '/readyz');
      expect(res.status).toBe(503);
      expect(res.body.status).toBe('not ready');
      expect(res.body.checks.database).toBe('ok');
      expect(res.body.checks.storage).toMatch(/^failed: /);
    } finally {
      rmSync(files);
      renameSync(`${files}.away`, files);
    }
    expect((await get(t, '/readyz')).status).toBe(200);
  });

  it('/readyz answers 503 draining once the copy drains; /healthz still 200', async () => {
    const copy = await serverCopy(t);
    try {
      copy.drain();
      const ready = await copy.inject({ method: 'GET', url: '/readyz' });
      expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'draining' }]);
      expect((await copy.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await copy.close();
    }
  });
});

/**
 * A copy with Redis reports it; a real process drains on SIGTERM for DRAIN_SECONDS before it stops, and does not
 * drop what a balancer sent it on a connection it had accepted.
 */
describe.runIf(!!process.env.TEST_DATABASE_URL && !!process.env.TEST_REDIS_URL)(
  'readiness of a server process with PostgreSQL and Redis',
  () => {
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crm-health-'));
    beforeAll(async () => {
      database = await freshDatabase('postgres');
    });
    afterAll(async () => {
      await database?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers ready with Redis ok, then 503 draining after SIGTERM, then exits', async () => {
      const server = await startServerProcess({
        DATABASE_URL: database.url!,
        REDIS_URL: process.env.TEST_REDIS_URL!,
        DATA_DIR: dataDir,
        DRAIN_SECONDS: '2',
      });
      const ready = await fetch(`${server.base}/readyz`);
      expect([ready.status, await ready.json()]).toEqual([
        200,
        { status: 'ready', checks: { database: 'ok', redis: 'ok', storage: 'ok' } },
      ]);
      const exited = new Promise<number | null>((r) => server.child.once('exit', r));
      server.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      const draining = await fetch(`${server.base}/readyz`);
      expect([draining.status, await draining.json()]).toEqual([503, { status: 'draining' }]);
      expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
      expect(await exited).toBe(0);
    });

    it('on SIGTERM answers a request on a connection it had accepted, then refuses new connections', async () => {
      const server = await startServerProcess({
        DATABASE_URL: database.url!,
        REDIS_URL: process.env.TEST_REDIS_URL!,
        DATA_DIR: dataDir,
      });
      // a balancer's connection, opened before the stop, its request arriving as the copy begins to stop (Node's
      // close() would reset the connection as idle, Fastify's would answer the request 503)
      expect((await fetch(`${server.base}/healthz`)).status).toBe(200); // up, its stop handler set
      const socket = connect(server.port, '127.0.0.1');
      await once(socket, 'connect');
      const answer = new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (d: Buffer) => (text += d.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', (e) => resolve(`error: ${e.message}`));
      });
      const exited = new Promise<number | null>((r) => server.child.once('exit', r));
      const stopping = new Promise<void>((r) =>
        server.child.stdout!.on('data', (d: Buffer) => d.toString().includes('finishing') && r()),
      );
      server.child.kill('SIGTERM');
      await stopping;
      socket.write('GET /healthz HTTP/1.1\r\nHost: copy\r\nConnection: close\r\n\r\n');
      expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
      // then a new connection is refused (a balancer sends its request to another copy)
      await expect
        .poll(() =>
          fetch(`${server.base}/healthz`).then(
            (r) => `answered ${r.status}`,
            (e: Error & { cause?: { code?: string } }) => e.cause?.code,
          ),
        )
        .toBe('ECONNREFUSED');
      expect(await exited).toBe(0);
    });
  },
);
