/**
 * `npm run bench [-- --scale N]`: seeds (once, then reuses) a large data set — scale 50 = 100k brands
 * and 1M pairings — on the PostgreSQL server when DATABASE_URL is set (database `<name>_bench_<N>`
 * beside it), else in PGlite under .data/bench-<N>; loads the pipeline endpoints with autocannon and
 * prints p50/p95/p99 per endpoint, the ratio to the bare SQL of the same request (replayed from the
 * statements the request issued), and the gzipped size of the web app's first load. Also writes
 * bench/results.json. Measures only; asserts nothing.
 */
import { gzipSync } from 'node:zlib';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { openDatabase, type Db } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/db/seed/index.js';
import { buildApp } from '../apps/server/src/app.js';
import { createTokenService } from '../apps/server/src/auth/tokens.js';
import { scaleSizes } from './seed.js';

type Stat = { p50: number; p95: number; p99: number };
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const stats = (xs: number[]): Stat => ({ p50: pct(xs, 50), p95: pct(xs, 95), p99: pct(xs, 99) });
const round = (n: number) => Math.round(n * 100) / 100;

/** Statements captured from drizzle's logger while `capturing` is on. */
const captured: { query: string; params: unknown[] }[] = [];
let capturing = false;
const logger: Logger = { logQuery: (query, params) => void (capturing && captured.push({ query, params })) };

async function openBenchDatabase(scale: number) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `${new URL(url).pathname.slice(1) || 'postgres'}_bench_${scale}`.replace(/[^a-z0-9_]/gi, '_');
    const adminUrl = new URL(url);
    adminUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
    if (!exists) await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    return openDatabase({ databaseUrl: u.toString(), dataDir: '', logger });
  }
  const dir = path.resolve(`.data/bench-${scale}`);
  mkdirSync(dir, { recursive: true });
  return openDatabase({ dataDir: dir, logger });
}

/** Replays statements as the request issued them (in parallel, as the services do) and times the whole. */
async function replay(db: Db, statements: { query: string; params: unknown[] }[], runs: number): Promise<Stat> {
  const client = (db as unknown as { $client: { query: (q: string, p: unknown[]) => Promise<unknown> } }).$client;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await Promise.all(statements.map((s) => client.query(s.query, s.params)));
    times.push(performance.now() - t0);
  }
  return stats(times);
}

/** Sum of gzipped bytes of the JS (and CSS) that index.html loads first. */
function firstLoadSize(): { jsGzipKB: number; cssGzipKB: number } | null {
  const dist = path.resolve('apps/web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) return null;
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  const size = (ext: string) => refs.filter((r) => r.endsWith(ext)).reduce((n, r) => n + gzipSync(readFileSync(path.join(dist, r))).length, 0) / 1024;
  return { jsGzipKB: round(size('.js')), cssGzipKB: round(size('.css')) };
}

async function main() {
  const args = process.argv.slice(2);
  const scale = args.includes('--scale') ? Number(args[args.indexOf('--scale') + 1]) : 50;
  const duration = args.includes('--duration') ? Number(args[args.indexOf('--duration') + 1]) : 8;
  const database = await openBenchDatabase(scale);
  const db = database.db;
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  if (rows[0].n === 0) {
    console.log(`Seeding scale ${scale} (${JSON.stringify(scaleSizes(scale))}) — once; later runs reuse it…`);
    const t0 = Date.now();
    await seedDemo(db, { password: 'demo1234', ...scaleSizes(scale), log: (m) => console.log(`  ${m}…`) });
    await db.execute(sql`analyze`);
    console.log(`Seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
  const counts = (await db.execute<{ brands: number; assignments: number }>(sql`select (select count(*)::int from brands) as brands, (select count(*)::int from assignments) as assignments`)).rows[0];
  const app = await buildApp({ db, tokens: createTokenService(new TextEncoder().encode('bench-secret-bench-secret-bench!'), 1) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const login = async (email: string) => {
    const res = await fetch(`${base}/api/user/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'demo1234' }) });
    return `Bearer ${((await res.json()) as { data: { token: string } }).data.token}`;
  };
  const po = await login('po@demo.test');
  const bo = await login('bo@demo.test');
  // The busiest event inventory, an industry to filter by, and one assigned pairing to update.
  const ei = (await db.execute<{ ei_id: number }>(sql`select ei_id from assignments group by ei_id order by count(*) desc limit 1`)).rows[0].ei_id;
  const industry = (await db.execute<{ id: number }>(sql`select industry_id as id from brands group by industry_id order by count(*) desc limit 1`)).rows[0].id;
  const pair = (await db.execute<{ brand_id: number }>(sql`select brand_id from assignments where ei_id = ${ei} and status = 'ASSIGNED' limit 1`)).rows[0].brand_id;
  const filters = (f: object) => ({ searchFor: '', industryIds: [], brandOwnerIds: [], stages: [], ...f });
  const endpoints: { name: string; auth: string; method: 'POST'; path: string; body: object; kind: 'list' | 'update' }[] = [
    { name: 'brand list (all, by name)', auth: po, method: 'POST', path: '/api/brand', body: { pageNo: 3, mainTab: 'ALL_BRANDS' }, kind: 'list' },
    { name: 'brand list (search "tata")', auth: po, method: 'POST', path: '/api/brand', body: { searchFor: 'tata', mainTab: 'ALL_BRANDS' }, kind: 'list' },
    { name: 'brand list (BO, your brands, by revenue)', auth: bo, method: 'POST', path: '/api/brand', body: { mainTab: 'MY_BRANDS', sortBy: { field: 'brandRevenue', order: 'DESC' } }, kind: 'list' },
    { name: 'UNASSIGNED tab (industry filter, revenue sort)', auth: po, method: 'POST', path: '/api/event/brand/v2', body: { eiId: ei, selectionType: 'UNASSIGNED', filters: filters({ industryIds: [industry] }), sortBy: { field: 'brandRevenue', order: 'DESC' } }, kind: 'list' },
    { name: 'ASSIGNED tab (stage filter, updated sort)', auth: po, method: 'POST', path: '/api/event/inventory/brand/stage/v2', body: { eiId: ei, filters: filters({ stages: ['IN_PROGRESS', 'WON'] }), sortBy: { field: 'updatedAt', order: 'DESC' } }, kind: 'list' },
    { name: 'DISCARDED tab (name sort)', auth: po, method: 'POST', path: '/api/event/brand/v2', body: { eiId: ei, selectionType: 'DISCARDED' }, kind: 'list' },
    { name: 'stage update', auth: po, method: 'POST', path: '/api/event/inventory/brand/stage/update', body: { eiId: ei, brandId: pair, stage: 'IN_PROGRESS', tag: 'WARM', proposedValue: 12.5 }, kind: 'update' },
  ];
  const results = [];
  for (const ep of endpoints) {
    captured.length = 0;
    capturing = true;
    const check = await fetch(`${base}${ep.path}`, { method: ep.method, headers: { 'content-type': 'application/json', authorization: ep.auth }, body: JSON.stringify(ep.body) });
    capturing = false;
    if (!check.ok) throw new Error(`${ep.name}: ${check.status} ${await check.text()}`);
    const statements = captured.filter((s) => !/^(select .* from users u left join verticals|begin|commit)/i.test(s.query.trim()));
    const latencies: number[] = [];
    const run = (autocannon as unknown as (o: autocannon.Options) => Promise<autocannon.Result> & import('node:events').EventEmitter)({ url: `${base}${ep.path}`, method: ep.method, headers: { 'content-type': 'application/json', authorization: ep.auth }, body: JSON.stringify(ep.body), connections: 4, duration });
    run.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
    const r = await run;
    const api = stats(latencies.map(round));
    const bare = ep.kind === 'list' ? await replay(db, statements, 200) : null;
    results.push({ endpoint: ep.name, requests: r.requests.total, errors: r.non2xx + r.errors, apiMs: api, sqlMs: bare, ratioP50: bare ? round(api.p50 / Math.max(bare.p50, 0.01)) : null });
  }
  const bundle = firstLoadSize();
  const out = { date: new Date().toISOString(), database: database.kind, scale, data: counts, connections: 4, durationSeconds: duration, results, firstLoad: bundle };
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.json', `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\n${database.kind}, ${counts.brands.toLocaleString('en-IN')} brands, ${counts.assignments.toLocaleString('en-IN')} pairings, 4 connections × ${duration} s`);
  console.log('endpoint'.padEnd(50), 'p50'.padStart(7), 'p95'.padStart(7), 'p99'.padStart(7), ' sql p50'.padStart(9), 'ratio'.padStart(6), 'req'.padStart(7));
  for (const r of results) console.log(r.endpoint.padEnd(50), ...[r.apiMs.p50, r.apiMs.p95, r.apiMs.p99].map((v) => `${v}`.padStart(7)), `${r.sqlMs ? round(r.sqlMs.p50) : '-'}`.padStart(9), `${r.ratioP50 ?? '-'}`.padStart(6), `${r.requests}`.padStart(7));
  console.log(bundle ? `first load: ${bundle.jsGzipKB} KB JS + ${bundle.cssGzipKB} KB CSS gzipped` : 'first load: build the web app first (npm run build)');
  await app.close();
  await database.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
