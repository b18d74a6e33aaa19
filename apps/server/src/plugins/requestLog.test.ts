import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.js';
import {
  DEMO_PASSWORD,
  serverCopy,
  startTestApp,
  testDatabases,
  type TestApp,
} from '../test/harness.js';

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string; level: number };

/** A server copy of `t` whose log lines (JSON, as pino writes them) are collected in `lines`. */
async function loggedCopy(
  t: TestApp,
  options: { logLevel: string; slowSqlMs?: number; slowRequestMs?: number },
) {
  const raw: string[] = [];
  const app = await serverCopy(t, { ...options, logStream: { write: (l) => void raw.push(l) } });
  const lines = () => raw.map((l) => JSON.parse(l) as LogLine);
  return { app, raw, lines };
}

const login = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/user/auth',
    headers,
    payload: { email: 'bo@demo.test', password: DEMO_PASSWORD },
  });

describe.each(testDatabases())('request logs (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 20, pairings: 0 });
  });
  afterAll(() => t?.close());

  it('a slow statement (threshold 0 ms) is logged at warn with its text, its route and the request id, never its parameter values', async () => {
    const copy = await loggedCopy(t, { logLevel: 'warn', slowSqlMs: 0, slowRequestMs: 60_000 });
    try {
      const res = await login(copy.app);
      expect(res.statusCode).toBe(200);
      const reqId = res.headers['x-request-id'];
      const slow = copy.lines().filter((l) => l.msg === 'slow SQL statement');
      expect(slow.length).toBeGreaterThan(0);
      for (const l of slow) {
        expect(l).toMatchObject({ level: 40, reqId, route: '/api/user/auth' });
        expect(typeof l.sql).toBe('string');
        expect(typeof l.ms).toBe('number');
      }
      expect(slow.some((l) => /\busers\b/.test(l.sql as string))).toBe(true);
      // the email and the password were parameters: no log line holds them
      expect(copy.raw.join('')).not.toContain('bo@demo.test');
      expect(copy.raw.join('')).not.toContain(DEMO_PASSWORD);

      // a GET with a query string: the route is the pattern, not the URL the client sent
      const token = `Bearer ${res.json().data.token}`;
      const search = await copy.app.inject({
        method: 'GET',
        url: '/api/user/global-search/suggestions?searchFor=reli',
        headers: { authorization: token },
      });
      expect(search.statusCode).toBe(200);
      const searchLines = copy.lines().filter((l) => l.reqId === search.headers['x-request-id']);
      expect(searchLines.length).toBeGreaterThan(0);
      for (const l of searchLines) expect(l.route).toBe('/api/user/global-search/suggestions');
    } finally {
      await copy.app.close();
    }
  });

  it('a slow request (threshold 0 ms) is logged at warn with method, route pattern, status and ms; fast ones are not', async () => {
    const slow = await loggedCopy(t, { logLevel: 'warn', slowRequestMs: 0 });
    const fast = await loggedCopy(t, { logLevel: 'warn' });
    try {
      const res = await login(slow.app, { 'x-request-id': 'lb-1234.abc_Z' });
      expect(res.headers['x-request-id']).toBe('lb-1234.abc_Z');
      expect(slow.lines().filter((l) => l.msg === 'slow request')).toEqual([
        expect.objectContaining({
          level: 40,
          reqId: 'lb-1234.abc_Z',
          method: 'POST',
          route: '/api/user/auth',
          status: 200,
          ms: expect.any(Number),
        }),
      ]);
      expect((await fast.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect(fast.raw).toEqual([]);
    } finally {
      await slow.app.close();
      await fast.app.close();
    }
  });
});

describe('request ids and production logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { brands: 20, pairings: 0 });
  });
  afterAll(() => t?.close());

  it('an X-Request-Id that is not a safe id is replaced by a generated one, echoed and logged instead', async () => {
    const copy = await loggedCopy(t, { logLevel: 'info' });
    try {
      for (const bad of ['a b', 'x'.repeat(65), '<script>', 'id"}{"admin":true', '']) {
        const res = await copy.app.inject({
          method: 'GET',
          url: '/healthz',
          headers: { 'x-request-id': bad },
        });
        const id = res.headers['x-request-id'] as string;
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        expect(id).not.toBe(bad);
      }
      const ids = copy.lines().map((l) => l.reqId);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await copy.app.close();
    }
  });

  it('NODE_ENV=production logs every request as JSON lines at info with its request id; development keeps a quiet console (warn)', async () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect([production.production, production.logLevel]).toEqual([true, 'info']);
    expect(loadConfig({}).logLevel).toBe('warn');
    const copy = await loggedCopy(t, { logLevel: production.logLevel });
    try {
      const res = await copy.app.inject({ method: 'GET', url: '/healthz' });
      const reqId = res.headers['x-request-id'];
      expect(copy.raw.every((l) => l.endsWith('\n') && !l.slice(0, -1).includes('\n'))).toBe(true);
      expect(copy.lines().filter((l) => l.reqId === reqId)).toEqual([
        expect.objectContaining({ level: 30, msg: 'incoming request' }),
        expect.objectContaining({
          level: 30,
          msg: 'request completed',
          responseTime: expect.any(Number),
        }),
      ]);
    } finally {
      await copy.app.close();
    }
  });
});
