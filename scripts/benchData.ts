/**
 * The bench's data: the bench database (seeded once at the scale asked, then reused), topped up with 100k tasks,
 * 5,000 events, 100,000 event-timeline entries and a 2,000-pairing board on the busiest event inventory, and the
 * ids the endpoints read (scripts/benchEndpoints.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { BOARD_PAGE_SIZE } from '@crm/contracts';
import { openDatabase, type Db } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/db/seed/index.js';
import { scaleSizes } from './seed.js';
import { ensureTasks } from './benchTasks.js';
import { seedBulk } from './seedBulk.js';

/**
 * The bench database of `scale`: `<name>_bench_<scale>` beside DATABASE_URL's (created once) on the PostgreSQL
 * server, else PGlite under .data/bench-<scale>; `env` is what a server copy needs to open it, `open` opens it
 * here with `logger` (the bare-SQL capture).
 */
export async function openBenchDatabase(
  scale: number,
  logger: Logger,
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

/** What the endpoints read: the data's size, the busiest event inventory, an industry, a pairing, a region, the timeline. */
export type BenchFixtures = {
  counts: { brands: number; pairings: number };
  /** The busiest event inventory. */
  ei: number;
  /** The industry with the most brands. */
  industry: number;
  /** A brand with an ASSIGNED pairing on `ei` (the stage update). */
  pair: number;
  /** The West region. */
  region: number;
  timeline: { eventId: number; deep: number };
};

/** Past this scale on the PostgreSQL server the bench seeds in bulk (scripts/seedBulk.ts): scale 500 is 10M pairings. */
const BULK_FROM_SCALE = 50;

/**
 * Seeds `db` at `scale` when it has no users (once; later runs reuse it) — past BULK_FROM_SCALE on the
 * PostgreSQL server at `databaseUrl` in bulk, going on where a stopped seed left off — tops it up (tasks,
 * events, the timeline and board of the busiest event inventory), refreshes its statistics and answers the
 * fixtures.
 */
export async function prepareBenchData(
  db: Db,
  scale: number,
  databaseUrl?: string,
): Promise<BenchFixtures> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  if (databaseUrl && scale > BULK_FROM_SCALE) {
    console.log(`Seeding scale ${scale} in bulk (${JSON.stringify(scaleSizes(scale))})…`);
    await seedBulk(db, databaseUrl, scale);
  } else if (rows[0].n === 0) {
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
  const timeline = await ensureTimeline(db, ei);
  await ensureBoardPairings(db, ei, 2_000);
  return { counts, ei, industry, pair, region, timeline };
}

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
export async function boardPageEnd(db: Db, eiId: number, stage: string) {
  const { rows } = await db.execute<{ follow_up_date: string | null; brand_id: number }>(sql`
    select a.follow_up_date::text as follow_up_date, a.brand_id from pairings a
    where a.ei_id = ${eiId} and a.status = 'ASSIGNED' and a.stage = ${stage}
    order by coalesce(a.follow_up_date, 'infinity'::date), a.brand_id offset ${BOARD_PAGE_SIZE - 1} limit 1`);
  return { followUpDate: rows[0].follow_up_date, brandId: Number(rows[0].brand_id), eiId };
}

/**
 * Tops the events up to `n` (the search and events list benches: 5,000 events) with bench events named like real ones —
 * a city, a kind of event and a season ('Pune Music Festival 2027') — each with one event inventory.
 */
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
