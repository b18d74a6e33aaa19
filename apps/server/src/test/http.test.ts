import { WEBHOOK_EVENT_TYPES } from '@crm/contracts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { createTokenService } from '../auth/tokens.js';
import { DEMO_PASSWORD, freshDatabase } from './harness.js';
import { seedDemo } from '../db/seed/index.js';
import type { Database } from '../db/client.js';
import { startJobQueue, type JobQueue } from '../jobs/queue.js';
import { parseTrustProxy } from '../config.js';

/** The HTTP edge: cache headers of the built app, the API docs switch, slow bodies. */
const BIG_ASSET = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:'row ${i}'}`).join(',')}];`;

describe('HTTP edge', () => {
  let database: Database;
  let jobs: JobQueue;
  let app: FastifyInstance;
  let web: string;
  beforeAll(async () => {
    database = await freshDatabase('pglite');
    web = mkdtempSync(path.join(os.tmpdir(), 'crm-web-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
    // A built asset with the .br and .gz the web build writes beside it.
    writeFileSync(path.join(web, 'assets', 'big-abc123.js'), BIG_ASSET);
    writeFileSync(path.join(web, 'assets', 'big-abc123.js.br'), brotliCompressSync(BIG_ASSET));
    writeFileSync(path.join(web, 'assets', 'big-abc123.js.gz'), gzipSync(BIG_ASSET));
    await seedDemo(database.db, { password: DEMO_PASSWORD, brands: 30, pairings: 30 });
    const tokens = createTokenService(
      new TextEncoder().encode('test-secret-test-secret-test-secret'),
      1,
    );
    jobs = await startJobQueue(database);
    app = await buildApp({
      db: database.db,
      tokens,
      jobs,
      webDist: web,
      dataDir: web,
      apiDocs: 'admins', // as production serves them
      bodyTimeoutMs: 300,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await jobs?.stop();
    await database?.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('serves hashed assets as immutable for a year and index.html revalidated, with the CSP', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ method: 'GET', url: '/brands' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests'); // plain HTTP on an office network must work
    expect(page.headers['x-frame-options']).toBeDefined();
  });

  it('serves built assets precompressed: brotli when accepted, gzip when only gzip is, plain without accept-encoding', async () => {
    const get = (acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/big-abc123.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_ASSET);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_ASSET);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_ASSET);
    expect(plain.headers.vary).toContain('accept-encoding');
  });

  it('compresses API answers of 1 KB or more, not smaller ones, and never for clients that accept none', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/auth',
      payload: { email: 'bo@demo.test', password: DEMO_PASSWORD },
    });
    const authorization = `Bearer ${login.json().data.token}`;
    const reference = (acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/reference',
        headers: {
          authorization,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      });
    const plain = await reference();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await reference('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await reference('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    const small = await app.inject({
      method: 'GET',
      url: '/api/brand/lock-status',
      headers: { authorization, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves the API docs as production does: the page to anyone, its document to signed-in admins only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
    const document = (authorization?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/docs/json',
        headers: authorization ? { authorization } : {},
      });
    const tokenOf = async (email: string) => {
      const login = await app.inject({
        method: 'POST',
        url: '/api/user/auth',
        payload: { email, password: DEMO_PASSWORD },
      });
      return `Bearer ${login.json().data.token}`;
    };
    expect((await document()).statusCode).toBe(401);
    expect((await document(await tokenOf('bo@demo.test'))).statusCode).toBe(403);
    const admin = await document(await tokenOf('admin@demo.test'));
    expect(admin.statusCode).toBe(200);
    const doc = admin.json();
    expect(doc.components.securitySchemes.bearer.description).toContain('sdk_');
    expect(doc.info.description).toContain('webhook-signature');
    for (const type of WEBHOOK_EVENT_TYPES) expect(doc.info.description).toContain(`\`${type}\``);
    expect(doc.paths['/api/user/tokens']).toBeDefined();
    expect(doc.paths['/api/admin/webhooks']).toBeDefined();
    // the main calls show a body to start from
    const stageUpdate = doc.paths['/api/event/inventory/brand/stage/update'].post.requestBody;
    expect(JSON.stringify(stageUpdate.content['application/json'])).toContain(
      '"stage":"IN_PROGRESS"',
    );
    const tokenCreate = doc.paths['/api/user/tokens'].post.requestBody;
    expect(JSON.stringify(tokenCreate.content['application/json'])).toContain('Finance sync');
    // the page sends a signed-in user's token on its own requests
    const script = await app.inject({ method: 'GET', url: '/api/docs/static/theme/signed-in.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("localStorage.getItem('userData')");
  });

  it('cuts off a body that trickles in past the body timeout', async () => {
    const { port } = app.server.address() as { port: number };
    const closedAfter = await new Promise<number>((resolve) => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/user/auth HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
        );
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(Date.now() - started));
    });
    expect(closedAfter).toBeLessThan(5_000); // closed by the server, not left hanging
  });

  it('reads TRUST_PROXY: off by default, on, or a list of proxies', () => {
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('off')).toBe(false);
    expect(parseTrustProxy('on')).toBe(true);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });
});
