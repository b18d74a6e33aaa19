/**
 * The bench's two measures of each endpoint: its bare SQL (the statements one request issues, captured in-process
 * and replayed alone) and the API under load (the real server in its own process, autocannon here).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Logger } from 'drizzle-orm/logger';
import type { Database, Db } from '../apps/server/src/db/client.js';
import { buildApp } from '../apps/server/src/app.js';
import { createTokenService } from '../apps/server/src/auth/tokens.js';
import { startJobQueue } from '../apps/server/src/jobs/queue.js';
import { startServerProcess, stats, type Stat } from './benchServer.js';
import { measureFirstVisit, type FirstVisit } from './benchFirstLoad.js';
import type { BenchEndpoint } from './benchEndpoints.js';

const round = (n: number) => Math.round(n * 100) / 100;

/** Statements captured from drizzle's logger while `capturing` is on. */
const captured: { query: string; params: unknown[] }[] = [];
let capturing = false;
/** The bench database's logger: it keeps the statements a request issues while they are being captured. */
export const captureLogger: Logger = {
  logQuery: (query, params) => void (capturing && captured.push({ query, params })),
};

/** Replays statements as the request issued them (in parallel, as the services do) and times the whole. */
async function replay(
  db: Db,
  statements: { query: string; params: unknown[] }[],
  runs: number,
): Promise<Stat> {
  const client = (
    db as unknown as { $client: { query: (q: string, p: unknown[]) => Promise<unknown> } }
  ).$client;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await Promise.all(statements.map((s) => client.query(s.query, s.params)));
    times.push(performance.now() - t0);
  }
  return stats(times);
}

/**
 * The bare SQL of each endpoint (null for a write): its request is sent once in-process (opened with
 * captureLogger), the statements it issued but the actor lookup are replayed 200 times. Closes `database`.
 */
export async function measureBareSql(
  database: Database,
  endpoints: BenchEndpoint[],
): Promise<Record<string, Stat | null>> {
  const db = database.db;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crm-bench-files-'));
  const jobs = await startJobQueue(database);
  const local = await buildApp({
    db,
    tokens: createTokenService(new TextEncoder().encode('bench-secret-bench-secret-bench!'), 1),
    dataDir,
    jobs,
  });
  const localAuth: Record<string, string> = {};
  for (const u of ['po', 'bo', 'to']) {
    const res = await local.inject({
      method: 'POST',
      url: '/api/user/auth',
      payload: { email: `${u}@demo.test`, password: 'demo1234' },
    });
    localAuth[u] = `Bearer ${res.json().data.token}`;
  }
  const bare: Record<string, Stat | null> = {};
  for (const ep of endpoints) {
    captured.length = 0;
    capturing = true;
    const res = await local.inject({
      method: ep.get ? 'GET' : 'POST',
      url: ep.path,
      headers: { authorization: localAuth[ep.user] },
      payload: ep.body,
    });
    capturing = false;
    if (res.statusCode !== 200) throw new Error(`${ep.name}: ${res.statusCode} ${res.body}`);
    // the per-request actor lookup is part of the API's cost, not of the query
    const statements = captured.filter((s) => !/from users u left join verticals v/.test(s.query));
    bare[ep.name] = ep.kind === 'list' ? await replay(db, statements, 200) : null;
  }
  await local.close();
  await jobs.stop();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  return bare;
}

/** One endpoint's figures: requests and errors under load, API latency at 4 and 1 connections, bare SQL, their ratio. */
export type EndpointResult = {
  endpoint: string;
  requests: number;
  errors: number;
  apiMs: Stat;
  apiSingleMs: Stat | null;
  sqlMs: Stat | null;
  ratioP50: number | null;
};

/**
 * Each endpoint under load on a server copy of `env` (4 connections for `duration` s; a read also 1 connection
 * for half as long, against its bare SQL `bare`), then what a browser's first visit moves over the wire from the
 * built app (null when apps/web/dist is not built).
 */
export async function loadApi(
  env: Record<string, string>,
  endpoints: BenchEndpoint[],
  bare: Record<string, Stat | null>,
  duration: number,
): Promise<{ results: EndpointResult[]; bundle: FirstVisit | null }> {
  const server = await startServerProcess(env);
  const login = async (u: string) => {
    const res = await fetch(`${server.base}/api/user/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${u}@demo.test`, password: 'demo1234' }),
    });
    return `Bearer ${((await res.json()) as { data: { token: string } }).data.token}`;
  };
  const auth: Record<string, string> = {
    po: await login('po'),
    bo: await login('bo'),
    to: await login('to'),
  };
  const load = (ep: BenchEndpoint, connections: number, seconds: number) =>
    loadEndpoint({ base: server.base, authorization: auth[ep.user], ep, connections, seconds });
  const results: EndpointResult[] = [];
  for (const ep of endpoints) {
    const { r, s: api } = await load(ep, 4, duration);
    // The ratio compares like with like: one request at a time through the API vs the bare SQL replayed one at a time.
    const b = bare[ep.name];
    const single = b ? (await load(ep, 1, Math.max(2, Math.round(duration / 2)))).s : null;
    results.push({
      endpoint: ep.name,
      requests: r.requests.total,
      errors: r.non2xx + r.errors,
      apiMs: api,
      apiSingleMs: single,
      sqlMs: b,
      ratioP50: b && single ? round(single.p50 / Math.max(b.p50, 0.01)) : null,
    });
  }
  // What a browser's first visit moves over the wire (it accepts br and gzip), from the built app this copy serves.
  const bundle = existsSync(path.resolve('apps/web/dist/index.html'))
    ? await measureFirstVisit(server.base, 'bo@demo.test', 'demo1234')
    : null;
  await server.stop();
  return { results, bundle };
}

/** autocannon on one endpoint of the server at `base` with `connections` for `seconds`: its result and latency percentiles. */
async function loadEndpoint(o: {
  base: string;
  authorization: string;
  ep: BenchEndpoint;
  connections: number;
  seconds: number;
}) {
  const { ep } = o;
  const latencies: number[] = [];
  const run = (
    autocannon as unknown as (
      opts: autocannon.Options,
    ) => Promise<autocannon.Result> & import('node:events').EventEmitter
  )({
    url: `${o.base}${ep.path}`,
    method: ep.get ? 'GET' : 'POST',
    headers: {
      ...(ep.get ? {} : { 'content-type': 'application/json' }),
      authorization: o.authorization,
    },
    body: ep.get ? undefined : JSON.stringify(ep.body),
    connections: o.connections,
    duration: o.seconds,
  });
  run.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) =>
    latencies.push(ms),
  );
  const r = await run;
  return { r, s: stats(latencies.map(round)) };
}
