/**
 * Brand import benchmark (target: 100,000 rows in under 60 s on this machine). `benchImport` drives a
 * running server: generates a deterministic CSV (one brand and one POC per row), uploads it, dry-runs
 * and runs it. `tsx scripts/benchImport.ts [rows]` boots the app in-process on a fresh database
 * (PGlite in a temp folder, or a new database beside DATABASE_URL) with a small seed and prints the figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/db/seed/index.js';
import { buildApp } from '../apps/server/src/app.js';
import { createTokenService } from '../apps/server/src/auth/tokens.js';
import { startJobQueue } from '../apps/server/src/jobs/queue.js';
import { importColumns } from '../apps/server/src/test/importColumns.js';

const CITIES = [
  ['Mumbai', 'Maharashtra'],
  ['Pune', 'Maharashtra'],
  ['Bengaluru', 'Karnataka'],
  ['Chennai', 'Tamil Nadu'],
  ['Hyderabad', 'Telangana'],
  ['Kolkata', 'West Bengal'],
  ['Jaipur', 'Rajasthan'],
  ['Ahmedabad', 'Gujarat'],
  ['Lucknow', 'Uttar Pradesh'],
];
const ENGAGEMENTS = ['Strong', 'Medium', 'Low', ''];
/** The bench file's columns (every import field's but the POC LinkedIn) and their mapping. */
const { header: HEADER, mapping: MAPPING } = importColumns(['pocLinkedIn']);

/** A deterministic import CSV of `rows` data rows (one brand and one POC each) using `industries`. */
export function benchCsv(rows: number, industries: string[]): string {
  const out = [HEADER.join(',')];
  for (let i = 1; i <= rows; i++) {
    const [city, state] = CITIES[i % CITIES.length];
    out.push(
      [
        `Bench Brand ${i}`,
        `Bench Company ${i % 2000}`,
        `"${industries[i % industries.length].replace(/"/g, '""')}"`,
        ((i * 37) % 100_000) / 100,
        `https://brand${i}.example`,
        `https://www.linkedin.com/company/brand${i}`,
        city,
        state,
        ENGAGEMENTS[i % 4],
        `"Brand ${i}, imported for the benchmark"`,
        `Contact ${i}`,
        `poc${i}@brand${i}.example`,
        i % 2 ? 'Marketing Head' : 'Brand Manager',
        `+91 9${String(i).padStart(9, '0')}`,
        'yes',
      ].join(','),
    );
  }
  return `${out.join('\n')}\n`;
}

async function call<T>(
  baseUrl: string,
  authHeader: string,
  pathName: string,
  init: RequestInit = {},
): Promise<T> {
  const res = await fetch(`${baseUrl}${pathName}`, {
    ...init,
    headers: { authorization: authHeader, ...init.headers },
  });
  const body = (await res.json()) as { data: T; message?: string };
  if (!res.ok)
    throw new Error(
      `${pathName}: ${res.status} ${body.message ?? JSON.stringify(body).slice(0, 500)}`,
    );
  return body.data;
}

/**
 * Generates a `rows`-row CSV, uploads it (parse), dry-runs and runs it against `baseUrl` as
 * `authHeader` (an ADMIN, PO or BO). Returns the rows and the wall seconds of upload + dry run + run;
 * `log` gets each phase's seconds.
 */
export async function benchImport(
  baseUrl: string,
  authHeader: string,
  rows = 100_000,
  log: (msg: string) => void = () => {},
): Promise<{ rows: number; seconds: number }> {
  const ref = await call<{ industries: { name: string }[] }>(baseUrl, authHeader, '/api/reference');
  const csv = benchCsv(
    rows,
    ref.industries.map((i) => i.name),
  );
  const json = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const t0 = performance.now();
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const parsed = await call<{ importId: string; rowCount: number }>(
    baseUrl,
    authHeader,
    '/api/brand/import/parse',
    { method: 'POST', body: form },
  );
  const t1 = performance.now();
  const dry = await call<{ errors: unknown[]; counts: Record<string, number> }>(
    baseUrl,
    authHeader,
    '/api/brand/import/dry-run',
    json({ importId: parsed.importId, mapping: MAPPING }),
  );
  if (dry.errors.length)
    throw new Error(
      `the bench file has ${dry.errors.length} errors: ${JSON.stringify(dry.errors.slice(0, 3))}`,
    );
  const t2 = performance.now();
  const result = await call<Record<string, number>>(
    baseUrl,
    authHeader,
    '/api/brand/import/run',
    json({ importId: parsed.importId, mapping: MAPPING }),
  );
  const t3 = performance.now();
  const s = (a: number, b: number) => Math.round(b - a) / 1000;
  log(
    `import ${rows} rows (${(csv.length / 1e6).toFixed(1)} MB CSV): upload+parse ${s(t0, t1)} s, dry run ${s(t1, t2)} s (${JSON.stringify(dry.counts)}), run ${s(t2, t3)} s (${JSON.stringify(result)})`,
  );
  return { rows: parsed.rowCount, seconds: s(t0, t3) };
}

/** A fresh database: a new one beside DATABASE_URL (dropped after), else PGlite in a temp folder. */
async function freshDatabase(): Promise<Database & { label: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-import-bench-'));
    const db = await openDatabase({ dataDir: dir });
    return {
      ...db,
      label: 'PGlite',
      close: async () => {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `crm_import_bench_${process.pid}`;
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres'; // the server's maintenance database: DATABASE_URL's own may not exist
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: adminUrl.toString() });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await admin(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: u.toString(), dataDir: '' });
  return {
    ...db,
    label: 'PostgreSQL',
    close: async () => {
      await db.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * Imports `rows` generated rows through the real API into a fresh database (small seed first) and
 * answers which database, how many rows and the seconds from upload to the end of the import.
 */
export async function runImportBench(
  rows = 100_000,
  log: (msg: string) => void = () => {},
): Promise<{ database: string; rows: number; seconds: number }> {
  const database = await freshDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crm-import-bench-files-'));
  try {
    await seedDemo(database.db, { password: 'demo1234', brands: 200, pairings: 200 });
    const jobs = await startJobQueue(database);
    const app = await buildApp({
      db: database.db,
      jobs,
      tokens: createTokenService(
        new TextEncoder().encode('bench-secret-bench-secret-bench-secret'),
        1,
      ),
      dataDir,
    });
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${baseUrl}/api/user/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'po@demo.test', password: 'demo1234' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const r = await benchImport(baseUrl, `Bearer ${token}`, rows, log);
    await app.close();
    await jobs.stop();
    return { database: database.label, ...r };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const r = await runImportBench(Number(process.argv[2]) || 100_000, (m) => console.log(m));
  console.log(
    `${r.database}: imported ${r.rows} rows in ${r.seconds} s (${Math.round(r.rows / r.seconds)} rows/s)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
