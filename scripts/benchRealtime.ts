/**
 * Realtime benchmark: 1,000 sockets on one server copy, and on two copies behind Redis
 * (when DATABASE_URL and REDIS_URL are set); a notification fan-out to all of them — one bulk
 * assignment by a PO of 1,000 brands, each owned by a different user, so that 1,000 notifications are
 * written in one transaction and pushed after it commits — and the latency from produce (the
 * notification's creation time) to receive, p50/p95/p99, plus each server's RSS per 1,000 sockets.
 * Servers run in their own processes, and the 1,000 receiving sockets in another (scripts/benchClients.ts); a first fan-out warms up and is not counted. `tsx
 * scripts/benchRealtime.ts [sockets] [rounds]` runs it alone.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/db/seed/index.js';
import { hashPassword } from '../apps/server/src/auth/passwords.js';
import { createTokenService } from '../apps/server/src/auth/tokens.js';
import { startServerProcess, stats } from './benchServer.js';
import { openClients, type Clients } from './benchClients.js';

const SECRET = 'bench-realtime-secret-bench-realtime';
const round = (n: number) => Math.round(n * 10) / 10;

/** A bench's own database (`<name>_bench_<suffix>` beside DATABASE_URL, else PGlite in .data/bench-<suffix>), demo-seeded once. */
export async function benchDatabase(
  suffix = 'rt',
): Promise<{ database: Database; env: Record<string, string> }> {
  const url = process.env.DATABASE_URL;
  let env: Record<string, string>;
  let database: Database;
  if (url) {
    const u = new URL(url);
    const name = `${u.pathname.slice(1) || 'postgres'}_bench_${suffix}`.replace(
      /[^a-z0-9_]/gi,
      '_',
    );
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount)
      await admin.query(`create database ${name}`);
    await admin.end();
    u.pathname = `/${name}`;
    env = { DATABASE_URL: u.toString() };
    database = await openDatabase({ databaseUrl: u.toString(), dataDir: '' });
  } else {
    const dir = path.resolve(`.data/bench-${suffix}`);
    mkdirSync(dir, { recursive: true });
    env = { DATA_DIR: dir, DATABASE_URL: '' };
    database = await openDatabase({ dataDir: dir });
  }
  const { rows } = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from users`,
  );
  if (!rows[0].n) await seedDemo(database.db, { password: 'demo1234' });
  return { database, env };
}

/**
 * `n` bench users (BO), each the only owner of one brand, and `rounds` event inventories on which none of
 * those brands is assigned (earlier bench pairings are removed), so every round assigns afresh. Runs
 * before the servers start: an embedded database belongs to one process at a time.
 */
async function prepare(
  database: Database,
  n: number,
  rounds: number,
): Promise<{ eiIds: number[]; poId: number; users: number[]; brands: number[] }> {
  const db = database.db;
  const { rows: po } = await db.execute<{ id: number }>(
    sql`select id from users where email = 'po@demo.test'`,
  );
  const eiIds = (
    await db.execute<{ id: number }>(
      sql`select id from event_inventories order by id limit ${rounds}`,
    )
  ).rows.map((r) => Number(r.id));
  const have = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where email like 'bench-rt-%'`,
    )
  ).rows[0].n;
  if (have < n) {
    const hash = await hashPassword('demo1234');
    const rows = Array.from({ length: n - have }, (_, i) => ({
      email: `bench-rt-${have + i + 1}@bench.test`,
      first: 'Bench',
      last: `User ${have + i + 1}`,
    }));
    await db.execute(
      sql`insert into users (email, password_hash, first_name, last_name, roles) select x.email, ${hash}, x.first, x.last, '{BO}' from json_to_recordset(${JSON.stringify(rows)}::json) as x(email text, first text, last text)`,
    );
  }
  const users = (
    await db.execute<{ id: number }>(
      sql`select id from users where email like 'bench-rt-%' order by id limit ${n}`,
    )
  ).rows.map((r) => Number(r.id));
  const brands = (
    await db.execute<{ id: number }>(
      sql`select id from brands where not is_offloaded order by id limit ${n}`,
    )
  ).rows.map((r) => Number(r.id));
  await db.execute(
    sql`delete from brand_owners where brand_id = any(${`{${brands.join(',')}}`}::bigint[])`,
  );
  await db.execute(
    sql`insert into brand_owners (brand_id, user_id) select b, u from unnest(${`{${brands.join(',')}}`}::bigint[], ${`{${users.join(',')}}`}::bigint[]) as t(b, u)`,
  );
  // a run starts from the same state: the bench users' notifications of earlier runs are gone (left unread, they
  // would grow every run and with them the unread counts each push carries)
  await db.execute(
    sql`delete from notifications where user_id = any(${`{${users.join(',')}}`}::bigint[])`,
  );
  await db.execute(sql`vacuum analyze notifications`); // and their index entries
  const eiList = sql`${`{${eiIds.join(',')}}`}::bigint[]`;
  await db.execute(sql`delete from ei_blocked_industries where ei_id = any(${eiList})`);
  await db.execute(
    sql`delete from pairings where ei_id = any(${eiList}) and brand_id = any(${`{${brands.join(',')}}`}::bigint[])`,
  );
  return { eiIds, poId: po[0].id, users, brands };
}

/** Resident memory of a process in MB (Linux /proc). */
export const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/**
 * One scenario on the bench database: `sockets` users spread over `copies` (each started with `extraEnv`);
 * `rounds` fan-outs; for each delivered notification the time from its row's creation (clock_timestamp at
 * insert, inside the producing transaction) to its receipt.
 */
async function scenario({
  extraEnv,
  copies,
  sockets,
  rounds,
}: {
  extraEnv: Record<string, string>;
  copies: number;
  sockets: number;
  rounds: number;
}) {
  const { database, env } = await benchDatabase();
  const { eiIds, poId, users, brands } = await prepare(database, sockets, rounds);
  await database.close();
  const servers = await Promise.all(
    Array.from({ length: copies }, () =>
      startServerProcess({ ...env, ...extraEnv, JWT_SECRET: SECRET, MAX_CONNECTIONS: '10000' }),
    ),
  );
  const tokens = createTokenService(new TextEncoder().encode(SECRET), 1);
  const before = servers.map((s) => rssMb(s.child.pid!));
  const latencies: number[] = [];
  let delivered = 0;
  let clients: Clients | undefined;
  try {
    clients = await openClients(
      {
        sockets: await Promise.all(
          users.map(async (userId, i) => ({
            url: `${servers[i % copies].base}/notifications`,
            token: (await tokens.sign(userId)).token,
          })),
        ),
        event: 'notification',
        field: 'date',
        type: 'BRAND_ASSIGNED',
      },
      (batch) => {
        for (const [, at, date] of batch) latencies.push(at - Date.parse(date));
        delivered += batch.length;
      },
    );
    await new Promise((r) => setTimeout(r, 3_000)); // connections settle (each writes its user's last activity once)
    const after = servers.map((s) => rssMb(s.child.pid!));
    const { token: poToken } = await tokens.sign(poId);
    for (const [round, eiId] of eiIds.entries()) {
      if (round === 1) latencies.length = 0; // the first fan-out warms the JIT and caches: not counted
      const want = delivered + brands.length;
      const res = await fetch(`${servers[0].base}/api/event/inventory/brand/assignment/v2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${poToken}` },
        body: JSON.stringify({ eiIds: [eiId], action: 'ASSIGN', brandId: brands }),
      });
      if (!res.ok) throw new Error(`assignment: ${res.status} ${await res.text()}`);
      const t0 = Date.now();
      while (delivered < want && Date.now() - t0 < 10_000)
        await new Promise((r) => setTimeout(r, 20));
    }
    return {
      copies,
      sockets,
      rounds: eiIds.length - 1,
      delivered,
      expected: sockets * eiIds.length,
      latencyMs: stats(latencies),
      rssPer1000SocketsMb: round(
        ((after.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)) / sockets) * 1000,
      ),
    };
  } finally {
    await clients?.stop();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

/** Runs the one-copy scenario, and the two-copy one when DATABASE_URL and REDIS_URL are set. */
export async function runRealtimeBench(sockets = 1_000, rounds = 5) {
  // one copy: no adapter, even when REDIS_URL is set in the environment the servers inherit
  const one = await scenario({
    extraEnv: { REDIS_URL: '' },
    copies: 1,
    sockets,
    rounds: rounds + 1,
  });
  const two =
    process.env.DATABASE_URL && process.env.REDIS_URL
      ? await scenario({
          extraEnv: { REDIS_URL: process.env.REDIS_URL },
          copies: 2,
          sockets,
          rounds: rounds + 1,
        })
      : null;
  return {
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    oneCopy: one,
    twoCopiesRedis: two,
  };
}

/** Prints a realtime result. */
export function printRealtime(r: Awaited<ReturnType<typeof runRealtimeBench>>): void {
  for (const s of [r.oneCopy, r.twoCopiesRedis]) {
    if (!s) {
      console.log('realtime, two copies: set DATABASE_URL and REDIS_URL to measure');
      continue;
    }
    console.log(
      `realtime (${r.database}), ${s.copies} cop${s.copies > 1 ? 'ies behind Redis' : 'y'}, ${s.sockets} sockets × ${s.rounds} fan-outs: delivered ${s.delivered}/${s.expected}, produce→receive p50 ${s.latencyMs.p50} ms, p95 ${s.latencyMs.p95} ms, p99 ${s.latencyMs.p99} ms; RSS +${s.rssPer1000SocketsMb} MB per 1,000 sockets`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [sockets, rounds] = process.argv.slice(2).map(Number);
  runRealtimeBench(sockets || 1_000, rounds || 5)
    .then(printRealtime)
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
