/**
 * `npm run bench [-- --scale N]`: seeds (once, then reuses) a large data set — scale 50 = 100k brands
 * and 1M pairings — on the PostgreSQL server when DATABASE_URL is set (database `<name>_bench_<N>`
 * beside it), else in PGlite under .data/bench-<N>; loads the pipeline endpoints with autocannon and
 * prints p50/p95/p99 per endpoint, the ratio to the bare SQL of the same request (replayed from the
 * statements the request issued), the bytes a browser's first visit transfers (scripts/benchFirstLoad.ts), the 100k-row import,
 * the realtime fan-out (scripts/benchRealtime.ts), the chat's send → receive latency on 2,000 sockets
 * (scripts/benchChat.ts), and the task lists and counts at 100k tasks and a burst of 10,000 reminders
 * (scripts/benchTasks.ts), and the built server's start → first answer (scripts/benchStartup.ts). Also writes
 * bench/results.json. Measures only; asserts nothing.
 * Flags: --scale N, --duration S, --only TEXT (the endpoints whose name contains TEXT; `--only startup`: the startup
 * figures alone), --no-import, --no-realtime, --no-chat, --no-reminders, --no-startup. `--only export [--rows N]`
 * runs only the brand export at 1M brands (scripts/benchExport.ts).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { BOARD_PAGE_SIZE } from '@crm/contracts';
import { openDatabase, type Db } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/db/seed/index.js';
import { buildApp } from '../apps/server/src/app.js';
import { createTokenService } from '../apps/server/src/auth/tokens.js';
import { startJobQueue } from '../apps/server/src/jobs/queue.js';
import { scaleSizes } from './seed.js';
import { runImportBench } from './benchImport.js';
import { printRealtime, runRealtimeBench } from './benchRealtime.js';
import { printChat, runChatBench } from './benchChat.js';
import { startServerProcess, stats, type Stat } from './benchServer.js';
import { measureFirstVisit, type FirstVisit } from './benchFirstLoad.js';
import { ensureTasks, runReminderBench, taskEndpoints } from './benchTasks.js';
import { runExportBench } from './benchExport.js';
import { printStartup, runStartupBench } from './benchStartup.js';

const round = (n: number) => Math.round(n * 100) / 100;

/** Statements captured from drizzle's logger while `capturing` is on. */
const captured: { query: string; params: unknown[] }[] = [];
let capturing = false;
const logger: Logger = {
  logQuery: (query, params) => void (capturing && captured.push({ query, params })),
};

async function openBenchDatabase(
  scale: number,
): Promise<{ env: Record<string, string>; open: () => ReturnType<typeof openDatabase> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `${new URL(url).pathname.slice(1) || 'postgres'}_bench_${scale}`.replace(
      /[^a-z0-9_]/gi,
      '_',
    );
    const adminUrl = new URL(url);
    adminUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name]))
      .rowCount;
    if (!exists) await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: u.toString() },
      open: () => openDatabase({ databaseUrl: u.toString(), dataDir: '', logger }),
    };
  }
  const dir = path.resolve(`.data/bench-${scale}`);
  mkdirSync(dir, { recursive: true });
  return {
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    open: () => openDatabase({ dataDir: dir, logger }),
  };
}

/**
 * Tops the events up to `n` (the search and events list benches: 5,000 events) with bench events named like real ones —
 * a city, a kind of event and a season ('Pune Music Festival 2027') — each with one event inventory.
 */
/**
 * 100,000 event-timeline entries on the event of event inventory `eiId` (one insert…select), and the id
 * of the entry 50,000 deep: the 'event timeline' cases read the first page and a page there by cursor.
 */
async function ensureTimeline(db: Db, eiId: number): Promise<{ eventId: number; deep: number }> {
  const eventId = Number(
    (
      await db.execute<{ id: number }>(
        sql`select event_id as id from event_inventories where id = ${eiId}`,
      )
    ).rows[0].id,
  );
  const have = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from event_timeline where event_id = ${eventId}`,
    )
  ).rows[0].n;
  // cycle through the event inventory's first pairings (fewer than 100 at a small --scale)
  const paired = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from (select 1 from pairings where ei_id = ${eiId} limit 100) p`,
    )
  ).rows[0].n;
  if (have < 100_000 && paired > 0)
    await db.execute(sql`insert into event_timeline (event_id, ei_id, brand_id, user_id, kind, detail, at)
      select ${eventId}, ${eiId}, p.brand_id, p.assigned_by_user_id, 'STAGE_MOVED',
             jsonb_build_object('fromStage', 'ASSIGNED', 'toStage', 'IN_PROGRESS'), now() - make_interval(secs => g)
        from generate_series(1, ${100_000 - have}) g
        join lateral (select brand_id, assigned_by_user_id from pairings where ei_id = ${eiId} order by id offset (g % ${paired}) limit 1) p on true`);
  await db.execute(sql`analyze event_timeline`);
  const deep = (
    await db.execute<{ id: number }>(
      sql`select id from event_timeline where event_id = ${eventId} order by at desc, id desc offset 50000 limit 1`,
    )
  ).rows[0].id;
  return { eventId, deep: Number(deep) };
}

/**
 * Tops event inventory `eiId` up to `n` ASSIGNED pairings (the 'pipeline board' case: 2,000), with brands not
 * yet paired there, spread over the four stages with values; a no-op when it has them already.
 */
async function ensureBoardPairings(db: Db, eiId: number, n: number): Promise<void> {
  const have = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pairings where ei_id = ${eiId} and status = 'ASSIGNED'`,
    )
  ).rows[0].n;
  if (have >= n) return;
  await db.execute(sql`insert into pairings (ei_id, brand_id, status, stage, proposed_value, closed_value, follow_up_date)
    select ${eiId}, b.id, 'ASSIGNED', s.stage, round((b.id % 400) / 10.0, 2),
      case when s.stage = 'WON' then round((b.id % 300) / 10.0, 2) end, current_date + (b.id % 30)::int
    from (select id, row_number() over (order by id) as k from brands b
          where not b.is_offloaded
            and not exists (select 1 from pairings a where a.ei_id = ${eiId} and a.brand_id = b.id)
          order by id limit ${n - have}) b
    cross join lateral (select (array['ASSIGNED','IN_PROGRESS','WON','NOT_INTERESTED'])[1 + b.k % 4] as stage) s`);
  await db.execute(sql`analyze pairings`);
}

/** The card a column's first page of event inventory `eiId`'s board ends with (BOARD_PAGE_SIZE cards of `stage` in the board's order). */
async function boardPageEnd(db: Db, eiId: number, stage: string) {
  const { rows } = await db.execute<{ follow_up_date: string | null; brand_id: number }>(sql`
    select a.follow_up_date::text as follow_up_date, a.brand_id from pairings a
    where a.ei_id = ${eiId} and a.status = 'ASSIGNED' and a.stage = ${stage}
    order by coalesce(a.follow_up_date, 'infinity'::date), a.brand_id offset ${BOARD_PAGE_SIZE - 1} limit 1`);
  return { followUpDate: rows[0].follow_up_date, brandId: Number(rows[0].brand_id), eiId };
}

async function ensureEvents(db: Db, n: number): Promise<void> {
  const have = (await db.execute<{ n: number }>(sql`select count(*)::int as n from events`)).rows[0]
    .n;
  if (have >= n) return;
  const cities = [
    'Mumbai',
    'Delhi',
    'Bengaluru',
    'Chennai',
    'Kolkata',
    'Hyderabad',
    'Pune',
    'Ahmedabad',
    'Jaipur',
    'Lucknow',
    'Kochi',
    'Goa',
    'Chandigarh',
    'Indore',
    'Guwahati',
  ];
  const kinds = [
    'Music Festival',
    'Marathon',
    'Comic Con',
    'Film Awards',
    'Premier League',
    'Open',
    'Food Festival',
    'Fashion Week',
    'Tech Summit',
    'Kabaddi Cup',
    'Jazz Nights',
    'Literature Fest',
    'Auto Expo',
    'Design Week',
    'Startup Conclave',
  ];
  await db.execute(sql`with e as (insert into events (name, category, start_date, end_date, source_url)
      select (${`{${cities.join(',')}}`}::text[])[1 + g % ${cities.length}] || ' ' || (${`{${kinds.map((k) => `"${k}"`).join(',')}}`}::text[])[1 + (g / ${cities.length}) % ${kinds.length}]
          || ' ' || (2026 + g / ${cities.length * kinds.length}) || case when g >= ${cities.length * kinds.length * 3} then ' #' || g else '' end,
        (array['CRICKET','FOOTBALL','MUSIC_CONCERT','FILM_AWARDS','OTHERS'])[1 + g % 5], current_date + (g % 400), current_date + (g % 400) + 3, 'bench'
      from generate_series(1, ${n - have}::int) g returning id)
    insert into event_inventories (event_id, inventory_id) select e.id, (select id from inventories order by id limit 1) from e`);
}

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

/** One line of the first-visit figures: files, KB over the wire, KB decoded, and how many answers came in each encoding. */
const transferLine = (t: FirstVisit['login']) =>
  `${t.files} files, ${t.transferredKB} KB transferred (${t.decodedKB} KB decoded; ${Object.entries(
    t.byEncoding,
  )
    .map(([e, n]) => `${e} ${n}`)
    .join(', ')})`;

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--only') && args[args.indexOf('--only') + 1] === 'startup')
    return printStartup(await runStartupBench());
  const scale = args.includes('--scale') ? Number(args[args.indexOf('--scale') + 1]) : 50;
  const duration = args.includes('--duration') ? Number(args[args.indexOf('--duration') + 1]) : 8;
  if (args[args.indexOf('--only') + 1] === 'export' && args.includes('--only')) {
    // the brand export at 1M brands on the database of DATABASE_URL itself (scripts/benchExport.ts)
    const rows = args.includes('--rows') ? Number(args[args.indexOf('--rows') + 1]) : 1_000_000;
    await runExportBench(rows);
    return;
  }
  const target = await openBenchDatabase(scale);
  const database = await target.open();
  const db = database.db;
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  if (rows[0].n === 0) {
    console.log(
      `Seeding scale ${scale} (${JSON.stringify(scaleSizes(scale))}) — once; later runs reuse it…`,
    );
    const t0 = Date.now();
    await seedDemo(db, {
      password: 'demo1234',
      ...scaleSizes(scale),
      log: (m) => console.log(`  ${m}…`),
    });
    console.log(`Seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
  await ensureTasks(db, 100_000);
  await ensureEvents(db, 5_000);
  await db.execute(sql`vacuum analyze`); // fresh statistics and visibility map after seeding or new migrations
  const counts = (
    await db.execute<{ brands: number; pairings: number }>(
      sql`select (select count(*)::int from brands) as brands, (select count(*)::int from pairings) as pairings`,
    )
  ).rows[0];
  // The busiest event inventory, an industry to filter by, and one assigned pairing to update.
  const ei = (
    await db.execute<{ ei_id: number }>(
      sql`select ei_id from pairings group by ei_id order by count(*) desc limit 1`,
    )
  ).rows[0].ei_id;
  const industry = (
    await db.execute<{ id: number }>(
      sql`select industry_id as id from brands group by industry_id order by count(*) desc limit 1`,
    )
  ).rows[0].id;
  const pair = (
    await db.execute<{ brand_id: number }>(
      sql`select brand_id from pairings where ei_id = ${ei} and status = 'ASSIGNED' limit 1`,
    )
  ).rows[0].brand_id;
  const region = (await db.execute<{ id: number }>(sql`select id from regions where name = 'West'`))
    .rows[0].id;
  const filters = (f: object) => ({
    searchFor: '',
    industryIds: [],
    brandOwnerIds: [],
    stages: [],
    ...f,
  });
  const timeline = await ensureTimeline(db, ei);
  await ensureBoardPairings(db, ei, 2_000);
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : '';
  const allEndpoints: {
    name: string;
    user: string;
    path: string;
    body?: object;
    get?: boolean;
    kind: 'list' | 'update';
  }[] = [
    {
      name: 'brand list (all, by name, page 3)',
      user: 'po',
      path: '/api/brand',
      body: { pageNo: 3, mainTab: 'ALL_BRANDS' },
      kind: 'list',
    },
    {
      name: 'brand list (search "tata")',
      user: 'po',
      path: '/api/brand',
      body: { searchFor: 'tata', mainTab: 'ALL_BRANDS' },
      kind: 'list',
    },
    {
      name: 'brand list (BO, your brands, by revenue)',
      user: 'bo',
      path: '/api/brand',
      body: { mainTab: 'MY_BRANDS', sortBy: { field: 'brandRevenue', order: 'DESC' } },
      kind: 'list',
    },
    // The brand filter of spec 001 §5 (revenue in rupees: crore × 10,000,000).
    {
      name: 'brands: industry EXCLUDE + revenue 100–5000 Cr',
      user: 'po',
      path: '/api/brand',
      body: {
        mainTab: 'ALL_BRANDS',
        filters: {
          industries: { ids: [industry], selectionType: 'EXCLUDE' },
          revenues: { lb: 100 * 1e7, ub: 5000 * 1e7 },
        },
      },
      kind: 'list',
    },
    {
      name: 'brands: region West HQ + owner type MULTI',
      user: 'po',
      path: '/api/brand',
      body: {
        mainTab: 'ALL_BRANDS',
        filters: {
          regions: { ids: [region], selectionType: 'INCLUDE' },
          applySelectionTo: 'HQ',
          brandOwnerType: 'MULTI',
        },
      },
      kind: 'list',
    },
    {
      name: 'brands: bucket INV_1_TO_5 + POC exists',
      user: 'po',
      path: '/api/brand',
      body: {
        mainTab: 'ALL_BRANDS',
        filters: { brandAssignedInventoryCount: ['INV_1_TO_5'], pocExists: 'YES' },
      },
      kind: 'list',
    },
    // The Events page over 5,000 events (spec 001 §7 /event/list/v3): the first page, and a search.
    {
      name: 'event list (upcoming, page 1)',
      user: 'bo',
      path: '/api/event/list/v3',
      body: { phase: 'UPCOMING' },
      kind: 'list',
    },
    {
      name: 'event list (search "pune music")',
      user: 'bo',
      path: '/api/event/list/v3',
      body: { searchFor: 'pune music' },
      kind: 'list',
    },
    {
      name: 'UNASSIGNED tab (industry filter, revenue sort)',
      user: 'po',
      path: '/api/event/brand/v2',
      body: {
        eiId: ei,
        selectionType: 'UNASSIGNED',
        filters: filters({ industryIds: [industry] }),
        sortBy: { field: 'brandRevenue', order: 'DESC' },
      },
      kind: 'list',
    },
    {
      name: 'ASSIGNED tab (stage filter, updated sort)',
      user: 'po',
      path: '/api/event/inventory/brand/stage/v2',
      body: {
        eiId: ei,
        filters: filters({ stages: ['IN_PROGRESS', 'WON'] }),
        sortBy: { field: 'updatedAt', order: 'DESC' },
      },
      kind: 'list',
    },
    {
      name: 'DISCARDED tab (name sort)',
      user: 'po',
      path: '/api/event/brand/v2',
      body: { eiId: ei, selectionType: 'DISCARDED' },
      kind: 'list',
    },
    // The pipeline board of the busiest event inventory (issue 24 §1): the column totals and each column's
    // first page, then a column's next page as it scrolls (after its 50th card)
    {
      name: 'pipeline board (2,000 pairings)',
      user: 'po',
      path: '/api/pipeline/board',
      body: { eiId: ei },
      kind: 'list',
    },
    {
      name: 'pipeline board, a column’s next page',
      user: 'po',
      path: '/api/pipeline/board/column',
      body: { eiId: ei, stage: 'IN_PROGRESS', after: await boardPageEnd(db, ei, 'IN_PROGRESS') },
      kind: 'list',
    },
    ...(await taskEndpoints(db)),
    // Global search: suggestions as one types and a results page, a prefix and a typo
    {
      name: 'search suggestions (prefix "reli")',
      user: 'bo',
      path: '/api/user/global-search/suggestions?searchFor=reli',
      get: true,
      kind: 'list',
    },
    {
      name: 'search suggestions (typo "relaince")',
      user: 'bo',
      path: '/api/user/global-search/suggestions?searchFor=relaince',
      get: true,
      kind: 'list',
    },
    {
      name: 'search results (typo "relaince", all types)',
      user: 'bo',
      path: '/api/user/global-search?searchFor=relaince',
      get: true,
      kind: 'list',
    },
    {
      name: 'search results (person "priya sharma", people page 2)',
      user: 'bo',
      path: '/api/user/global-search?searchFor=priya%20sharma&searchSpace=USER&pageNo=2',
      get: true,
      kind: 'list',
    },
    // Reports of the busiest event inventory, from its pairings and stage history
    {
      name: 'report: by stages',
      user: 'po',
      path: '/api/user/stats/brand-movements/by-stages',
      body: { filterType: 'INVENTORY', filterValue: ei },
      kind: 'list',
    },
    {
      name: 'report: drop-offs',
      user: 'po',
      path: '/api/user/stats/dropoffs-by-stages',
      body: { filterType: 'INVENTORY', filterValue: ei },
      kind: 'list',
    },
    {
      name: 'report: turnaround',
      user: 'po',
      path: '/api/user/stats/stage-wise-turnaround-time',
      body: { filterType: 'INVENTORY', filterValue: ei },
      kind: 'list',
    },
    {
      name: 'report: brand data completion',
      user: 'po',
      path: '/api/user/stats/brand-data-completion',
      body: { filterType: 'INVENTORY', filterValue: ei },
      kind: 'list',
    },
    {
      name: 'event timeline (100,000 entries, first page)',
      user: 'po',
      path: `/api/event/timeline?eventId=${timeline.eventId}`,
      get: true,
      kind: 'list',
    },
    {
      name: 'event timeline (100,000 entries, page 50,000 deep by cursor)',
      user: 'po',
      path: `/api/event/timeline?eventId=${timeline.eventId}&before=${timeline.deep}`,
      get: true,
      kind: 'list',
    },
    {
      name: 'stage update',
      user: 'po',
      path: '/api/event/inventory/brand/stage/update',
      body: { eiId: ei, brandId: pair, stage: 'IN_PROGRESS', tag: 'WARM', proposedValue: 12.5 },
      kind: 'update',
    },
  ];
  const endpoints = allEndpoints.filter((ep) => ep.name.includes(only));

  // 1. The bare SQL: capture the statements each request issues (in-process), then replay them alone.
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

  // 2. The API under load: the real server in its own process, autocannon here.
  const server = await startServerProcess(target.env);
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
  const load = async (ep: (typeof endpoints)[number], connections: number, seconds: number) => {
    const latencies: number[] = [];
    const run = (
      autocannon as unknown as (
        o: autocannon.Options,
      ) => Promise<autocannon.Result> & import('node:events').EventEmitter
    )({
      url: `${server.base}${ep.path}`,
      method: ep.get ? 'GET' : 'POST',
      headers: {
        ...(ep.get ? {} : { 'content-type': 'application/json' }),
        authorization: auth[ep.user],
      },
      body: ep.get ? undefined : JSON.stringify(ep.body),
      connections,
      duration: seconds,
    });
    run.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) =>
      latencies.push(ms),
    );
    const r = await run;
    return { r, s: stats(latencies.map(round)) };
  };
  const results = [];
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
  // Reminders: 10,000 due in the same minute, fired by a server copy.
  const reminders = args.includes('--no-reminders')
    ? null
    : await runReminderBench(target.open, target.env, 10_000);
  // Import of 100k brands with a POC each (target: under 60 s), on a fresh database of the same kind.
  const importRun = args.includes('--no-import') ? null : await runImportBench(100_000);
  // Realtime: 1,000 sockets, a 1,000-user notification fan-out, on one copy and on two behind Redis.
  const realtime = args.includes('--no-realtime') ? null : await runRealtimeBench(1_000, 5);
  // Chat: 2,000 sockets on two copies, 500 messages/s for 60 s (the target load), and 200/s, send → receive by every member.
  const chat = args.includes('--no-chat')
    ? null
    : [await runChatBench(200, 60), await runChatBench(500, 60)];
  // Startup: the built server's command → first answer, on an existing database.
  const startup = args.includes('--no-startup') ? null : await runStartupBench();
  const out = {
    date: new Date().toISOString(),
    database: database.kind,
    scale,
    data: counts,
    connections: 4,
    durationSeconds: duration,
    results,
    firstLoad: bundle,
    import: importRun,
    realtime,
    chat,
    reminders,
    startup,
  };
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.json', `${JSON.stringify(out, null, 2)}\n`);
  console.log(
    `\n${database.kind}, ${counts.brands.toLocaleString('en-IN')} brands, ${counts.pairings.toLocaleString('en-IN')} pairings, autocannon 4 connections × ${duration} s per endpoint (ms)`,
  );
  console.log(
    'endpoint'.padEnd(48),
    'p50'.padStart(7),
    'p95'.padStart(7),
    'p99'.padStart(7),
    '1-conn p50'.padStart(11),
    'sql p50'.padStart(8),
    'ratio'.padStart(6),
    'req'.padStart(7),
    'err'.padStart(4),
  );
  for (const r of results)
    console.log(
      r.endpoint.padEnd(48),
      ...[r.apiMs.p50, r.apiMs.p95, r.apiMs.p99].map((v) => `${v}`.padStart(7)),
      `${r.apiSingleMs ? r.apiSingleMs.p50 : '-'}`.padStart(11),
      `${r.sqlMs ? round(r.sqlMs.p50) : '-'}`.padStart(8),
      `${r.ratioP50 ?? '-'}`.padStart(6),
      `${r.requests}`.padStart(7),
      `${r.errors}`.padStart(4),
    );
  if (importRun)
    console.log(
      `import: ${importRun.rows.toLocaleString('en-IN')} rows (brand + POC each) in ${importRun.seconds} s on ${importRun.database}`,
    );
  if (realtime) printRealtime(realtime);
  for (const c of chat ?? []) printChat(c);
  if (reminders)
    console.log(
      `reminders: ${reminders.fired.toLocaleString('en-IN')} of ${reminders.reminders.toLocaleString('en-IN')} due in the same minute fired within ${reminders.secondsFromDueToLast} s of their time (scheduled in ${reminders.scheduleSeconds} s)`,
    );
  if (startup) printStartup(startup);
  if (bundle)
    console.log(
      `first visit, login form shown: ${transferLine(bundle.login)}\nfirst visit, fetched ahead while typing: ${transferLine(bundle.ahead)}\nfirst visit, signing in to home: ${transferLine(bundle.home)}`,
    );
  else console.log('first visit: build the web app first (npm run build)');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
