import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { chatRoutes, routeRequest, type RouteDefinition, type RouteInput } from '@crm/contracts';
import { serverCopy, startTestApp, testDatabases, userId, type TestApp } from '../test/harness.js';
import { socketOf } from '../test/sockets.js';
import { startJobQueue } from '../jobs/queue.js';
import { loadConfig } from '../config.js';
import { freePort } from '../test/serverProcess.js';

const TOKEN = 'metrics-token-for-tests-0123456789';
const DASHBOARD = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../deploy/grafana/sponsordesk-dashboard.json',
);

/** The value of the sample `name{labels}` in a scrape (labels as written, e.g. `namespace="/chat"`), 0 when absent. */
function sample(text: string, name: string, labels = ''): number {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(labels ? `${name}{` : `${name} `) && l.includes(labels));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/** Every metric name the dashboard's queries read (the `expr` strings of its panels' targets). */
function dashboardMetrics(): string[] {
  const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as {
    panels: { targets?: { expr: string }[] }[];
  };
  const exprs = dashboard.panels.flatMap((p) => (p.targets ?? []).map((x) => x.expr));
  const names = exprs.flatMap((e) => e.match(/\b(?:sponsordesk|nodejs|process)_[a-z0-9_]+/g) ?? []);
  return [...new Set(names)];
}

describe.each(testDatabases('both'))('GET /metrics on %s', (kind) => {
  let t: TestApp;
  const apps: FastifyInstance[] = [];
  const copy = async (metrics: { token?: string; port?: number; host?: string }) => {
    const app = await serverCopy(t, { metrics });
    apps.push(app);
    await app.ready();
    return app;
  };
  const scrape = async (app: FastifyInstance) => {
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 150, pairings: 300 });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t?.close();
  });

  it('is off by default: 404, and never in the API document', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    const app = await copy({ token: TOKEN });
    const doc = app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });

  it('with METRICS_TOKEN: 401 without the token or with a wrong one, the Prometheus text with it', async () => {
    const app = await copy({ token: TOKEN });
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    }
    // a connection the pool holds now: on a busy machine the copy's first ones may have idled out (10 s)
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
    expect(res.body).toContain('# TYPE process_cpu_seconds_total counter');
    const pool = sample(res.body, 'sponsordesk_db_pool_connections', 'state="total"');
    expect(pool).toBeGreaterThanOrEqual(1);
    if (kind === 'postgres')
      expect(res.body).toMatch(/^sponsordesk_db_pool_connections\{state="idle"\} \d+$/m);
  });

  it('times requests by route pattern, method and status: a path parameter and an unknown URL are one label each', async () => {
    const app = await copy({ token: TOKEN });
    const authorization = await t.auth('bo@demo.test');
    for (const url of ['/api/files/abc123', '/api/files/def456', '/nope/7', '/nope/8'])
      await app.inject({ method: 'GET', url, headers: { authorization } });
    const text = await scrape(app);
    const count = (labels: string) =>
      sample(text, 'sponsordesk_http_request_duration_seconds_count', labels);
    const files = text.match(
      /^sponsordesk_http_request_duration_seconds_count\{route="\/api\/files\/:publicId",method="GET",status_code="(\d+)"\} 2$/m,
    );
    expect(files).not.toBeNull();
    expect(count('route="unmatched",method="GET",status_code="404"')).toBe(2);
    expect(text).not.toContain('abc123');
    expect(text).not.toContain('/nope/');
  });

  it('counts the open sockets per namespace, the chat messages and the notifications pushed', async () => {
    const app = await copy({ token: TOKEN });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const before = await scrape(app);
    const open = (ns: string) => sample(before, 'sponsordesk_open_sockets', `namespace="${ns}"`);
    expect(open('/chat')).toBe(0);
    const socket = await socketOf(url, (await t.auth('fi@demo.test')).slice(7), '/chat');
    try {
      const during = await scrape(app);
      expect(sample(during, 'sponsordesk_open_sockets', 'namespace="/chat"')).toBe(1);
      expect(sample(during, 'sponsordesk_open_sockets', 'namespace="/task"')).toBe(0);
    } finally {
      socket.disconnect();
    }
    // bo mentions fi in a new group: one announcement and one message pushed, one CHAT_MENTION notification
    const [bo, fi] = [await userId(t.db, 'bo@demo.test'), await userId(t.db, 'fi@demo.test')];
    const authorization = await t.auth('bo@demo.test');
    const call = async <D extends RouteDefinition>(def: D, input: RouteInput<D>) => {
      const { method, url, body } = routeRequest(def, input);
      return app.inject({
        method,
        url: `/api${url}`,
        headers: { authorization },
        payload: body as object,
      });
    };
    const group = await call(chatRoutes.createGroup, {
      name: 'Metrics room',
      description: 'Counting pushes',
      members: [fi],
    });
    expect(group.statusCode).toBe(200);
    const sent = await call(chatRoutes.send, {
      chatId: group.json().data.id,
      content: `@[Fi](${fi}) the deck, please`,
      localId: 'metrics-1',
    });
    expect(sent.json().data.message.mentions).toEqual([fi]);
    expect(bo).not.toBe(fi);
    const after = await scrape(app);
    const pushed = (name: string) => sample(after, name) - sample(before, name);
    expect(pushed('sponsordesk_chat_messages_pushed_total')).toBe(2);
    expect(pushed('sponsordesk_notifications_pushed_total')).toBe(1);
  });

  it('with METRICS_PORT: a listener of its own serves /metrics (with the token when one is set) and closes with the app', async () => {
    const port = await freePort();
    const app = await copy({ port, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${port}`;
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('sponsordesk_http_request_duration_seconds');
    expect((await fetch(`${base}/other`)).status).toBe(404);
    // no token: the app's own port does not serve it
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await app.close();
    apps.splice(apps.indexOf(app), 1);
    await expect(fetch(`${base}/metrics`)).rejects.toThrow();

    const port2 = await freePort();
    await copy({ port: port2, host: '127.0.0.1', token: TOKEN });
    const url = `http://127.0.0.1:${port2}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });

  it('reads the job queue: waiting jobs per queue, and failed runs', async () => {
    const jobs = await startJobQueue(t.database);
    try {
      await jobs.work('metrics-failing', async () => {
        throw new Error('a failing job');
      });
      await jobs.send('metrics-failing', {});
      await jobs.send('metrics-later', {}, { startAfter: new Date(Date.now() + 3_600_000) });
      await expect
        .poll(() => jobs.failures()['metrics-failing'] ?? 0, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(1);
      const app = await serverCopy(t, { metrics: { token: TOKEN }, jobs });
      apps.push(app);
      const text = await scrape(app);
      const failures = sample(text, 'sponsordesk_job_failures_total', 'queue="metrics-failing"');
      expect(failures).toBeGreaterThanOrEqual(1); // pg-boss may have retried it since
      expect(failures).toBeLessThanOrEqual(jobs.failures()['metrics-failing']);
      expect(sample(text, 'sponsordesk_job_queue_depth', 'queue="metrics-later"')).toBe(1);
    } finally {
      await jobs.stop();
    }
  });

  it('serves every metric the Grafana dashboard queries', async () => {
    const app = await copy({ token: TOKEN });
    await app.inject({ method: 'GET', url: '/healthz' });
    const text = await scrape(app);
    const names = dashboardMetrics();
    expect(names.length).toBeGreaterThanOrEqual(9);
    const missing = names.filter(
      (n) =>
        !new RegExp(`^${n}[{ ]`, 'm').test(text) &&
        !new RegExp(`^# TYPE ${n.replace(/_(bucket|count|sum)$/, '')} `, 'm').test(text),
    );
    expect(missing).toEqual([]);
  });
});

describe('metrics configuration', () => {
  it('reads METRICS_TOKEN and METRICS_PORT, and names the variable when one is wrong', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, metricsPort: undefined });
    expect(loadConfig({ METRICS_TOKEN: TOKEN, METRICS_PORT: '9464' })).toMatchObject({
      metricsToken: TOKEN,
      metricsPort: 9464,
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT is the same as PORT/);
  });
});
