/**
 * `npm run bench -- --only export [--rows N]`: the brand export at N brands (default 1,000,000) on the
 * PostgreSQL server of DATABASE_URL (else PGlite under .data/bench-export). Tops the brands up to N
 * (set-based, generate_series, once), starts a server copy in its own process, downloads the CSV and
 * the XLSX export (POST /api/brand/export, every brand by name) as a client would — streaming, counting
 * bytes — and samples the server's resident memory (/proc/<pid>/status VmRSS) every 100 ms. Prints time,
 * size, peak RSS growth over the idle server and the peak growth in each quarter of the download (flat
 * memory: the later quarters stay at the first's). Measures only; asserts nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/db/seed/index.js';
import { startServerProcess } from './benchServer.js';

const MB = 1024 * 1024;

/** Adds bench brands until `db` holds `n` (100,000 per statement, names 'Bench brand 0000001'…, some revenues NULL). */
async function ensureBrands(db: Db, n: number): Promise<void> {
  const count = async () =>
    (await db.execute<{ n: number }>(sql`select count(*)::int as n from brands`)).rows[0].n;
  let have = await count();
  if (have >= n) return;
  console.log(`Adding ${(n - have).toLocaleString('en-IN')} bench brands (once)…`);
  const t0 = Date.now();
  while (have < n) {
    const add = Math.min(100_000, n - have);
    await db.execute(sql`insert into brands (name, industry_id, company_id, revenue, engagement, updated_at)
      select 'Bench brand ' || lpad((${have} + g)::text, 7, '0'),
        (array(select id from industries order by id))[1 + g % (select count(*) from industries)],
        (array(select id from companies order by id limit 500))[1 + g % 500],
        case when g % 10 = 0 then null else ((g * 37) % 500000) / 100.0 end,
        (array['LOW', 'MEDIUM', 'HIGH'])[1 + g % 3],
        now() - make_interval(secs => g)
      from generate_series(1, ${add}) g`);
    have += add;
    console.log(`  ${have.toLocaleString('en-IN')} brands…`);
  }
  await db.execute(sql`vacuum analyze brands`);
  console.log(`Added in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

/** Resident memory of process `pid` in bytes (Linux). */
const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** One export download: seconds, bytes, lines (CSV) and the server's peak RSS growth over `baseline`. */
async function download(
  base: string,
  auth: string,
  pid: number,
  format: 'csv' | 'xlsx',
): Promise<{
  format: string;
  seconds: number;
  mb: number;
  lines: number;
  peakRssGrowthMb: number;
  quarterPeaksMb: number[];
}> {
  const baseline = rssOf(pid);
  const t0 = Date.now();
  const samples: { ms: number; rss: number }[] = [{ ms: 0, rss: baseline }];
  const sample = () => samples.push({ ms: Date.now() - t0, rss: rssOf(pid) });
  const sampler = setInterval(sample, 100);
  const res = await fetch(`${base}/api/brand/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: auth },
    body: JSON.stringify({ mainTab: 'ALL_BRANDS', format, timeZone: 'Asia/Kolkata' }),
  });
  if (res.status !== 200) throw new Error(`export ${format}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    if (format === 'csv') for (const b of chunk) if (b === 10) lines++;
  }
  const seconds = (Date.now() - t0) / 1000;
  clearInterval(sampler);
  sample();
  const growth = (xs: typeof samples) =>
    Math.round(((Math.max(...xs.map((x) => x.rss)) - baseline) / MB) * 10) / 10;
  const total = samples.at(-1)!.ms;
  return {
    format,
    seconds: Math.round(seconds * 10) / 10,
    mb: Math.round((bytes / MB) * 10) / 10,
    lines,
    peakRssGrowthMb: growth(samples),
    // flat memory: the peak of each quarter of the download stays where the first quarter's was
    quarterPeaksMb: [0, 1, 2, 3].map((q) =>
      growth(samples.filter((x) => x.ms >= (q * total) / 4 && x.ms <= ((q + 1) * total) / 4)),
    ),
  };
}

/** Runs the export bench at `rows` brands and prints its figures; resolves to them. */
export async function runExportBench(rows: number) {
  const url = process.env.DATABASE_URL;
  const dataDir = path.resolve('.data/bench-export');
  const database = await openDatabase({ databaseUrl: url, dataDir });
  const users = (
    await database.db.execute<{ n: number }>(sql`select count(*)::int as n from users`)
  ).rows[0].n;
  if (users === 0) await seedDemo(database.db, { password: 'demo1234' });
  await ensureBrands(database.db, rows);
  const total = (
    await database.db.execute<{ n: number }>(sql`select count(*)::int as n from brands`)
  ).rows[0].n;
  await database.close();
  const server = await startServerProcess(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir });
  try {
    const login = await fetch(`${server.base}/api/user/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'po@demo.test', password: 'demo1234' }),
    });
    const auth = `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`;
    const results = [];
    for (const format of ['csv', 'xlsx'] as const) {
      const r = await download(server.base, auth, server.child.pid!, format);
      results.push(r);
      console.log(
        `export ${format}: ${total.toLocaleString('en-IN')} brands${format === 'csv' ? ` (${(r.lines - 1).toLocaleString('en-IN')} rows)` : ''}, ${r.mb} MB in ${r.seconds} s, server RSS peak growth ${r.peakRssGrowthMb} MB (by quarter of the download: ${r.quarterPeaksMb.join(' / ')} MB) (${url ? 'PostgreSQL' : 'PGlite'})`,
      );
    }
    return { database: url ? 'postgres' : 'pglite', brands: total, results };
  } finally {
    await server.stop();
  }
}
