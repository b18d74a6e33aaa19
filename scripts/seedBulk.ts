/**
 * The bench's bulk seed at a large scale (issue 43 §1; `npm run bench -- --scale N` with N > 50 on the PostgreSQL
 * server): grows the demo data set to 2,000·N brands (each with its owners and a POC), 20,000·N pairings with
 * their stage history (and, by the database's own triggers, the event timeline and the won deals' news),
 * 2,000·N tasks and 10,000·N chat messages (scripts/seedBulkChat.ts). Scale 500: 1M brands, 10M pairings, 1M
 * tasks, 5M messages. Rows are drawn here by the demo seeder's own row functions and sent with COPY in chunks
 * (scripts/bulkCopy.ts); a stopped seed resumes at its first missing chunk.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../apps/server/src/db/schema/index.js';
import type { Db } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/db/seed/index.js';
import { createRng } from '../apps/server/src/db/seed/random.js';
import {
  BRAND_COLUMNS,
  drawBrand,
  drawPoc,
  POC_COLUMNS,
  type BrandDraw,
} from '../apps/server/src/db/seed/brands.js';
import { slug } from '../apps/server/src/db/seed/names.js';
import { METROS } from '../apps/server/src/db/seed/catalog.js';
import {
  drawPairing,
  PAIRING_COLUMNS,
  pickBrands,
  type PairableBrand,
} from '../apps/server/src/db/seed/pairings.js';
import type { SeedEi } from '../apps/server/src/db/seed/events.js';
import { copyRows, doneChunks, runChunks, type CopyRow } from './bulkCopy.js';
import { seedBulkChat } from './seedBulkChat.js';
import { enterBulkLoad, leaveBulkLoad } from './bulkLoad.js';
import { ensureTasks } from './benchTasks.js';
import { scaleSizes } from './seed.js';

/** Brands per chunk. */
const BRAND_CHUNK = 50_000;
/** About this many pairings per chunk (whole event inventories). */
const PAIRING_CHUNK = 250_000;
/** The demo seeder's seed, shifted per chunk so that each chunk draws the same rows on every run. */
const SEED = 20261121;

/** Seeds the database at `databaseUrl` (already migrated; `db` on it) at `scale`, or goes on where a run stopped. */
export async function seedBulk(db: Db, databaseUrl: string, scale: number): Promise<void> {
  const { brands, pairings } = scaleSizes(scale);
  const t0 = Date.now();
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  if (rows[0].n === 0) {
    console.log('  the demo data set first…');
    await seedDemo(db, { password: 'demo1234', ...scaleSizes(1) });
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const done = await doneChunks(client);
    if (done.has('indexes:0')) return;
    await enterBulkLoad(client);
    await seedBrands(client, done, brands);
    await seedPairings(client, done, pairings);
    await seedBulkChat(client, done, 10_000 * scale);
    await client.query('set session_replication_role = replica'); // scripts/bulkLoad.ts
    await ensureTasks(drizzle(client, { schema }), brands);
    await client.query('reset session_replication_role');
    await leaveBulkLoad(client);
    await client.query("insert into bench_seed_chunks (step, chunk) values ('indexes', 0)");
  } finally {
    await client.end();
  }
  console.log(`  bulk seed: ${((Date.now() - t0) / 1000).toFixed(0)} s in all`);
}

/** What the bulk brands are drawn from (as the demo set's: drawBrand) and the BOs who own them. */
async function brandDraw(client: pg.Client): Promise<{ from: BrandDraw; bos: number[] }> {
  const { rows: companies } = await client.query<{ id: number; name: string; industry: string }>(
    'select c.id::int, c.name, i.name as industry from companies c join industries i on i.id = c.industry_id order by c.id',
  );
  const cityIds = await idsByName(
    client,
    "select c.id::int, s.name || '|' || c.name as name from cities c join states s on s.id = c.state_id",
  );
  // the role's colleagues: the demo login keeps its own few brands, as in the demo set
  const roleIds = async (role: string) =>
    (
      await client.query<{ id: number }>(
        "select id::int from users where $1 = any(roles) and email <> lower($1) || '@demo.test' order by id",
        [role],
      )
    ).rows.map((r) => r.id);
  const from: BrandDraw = {
    base: companies.map((c): [string, string] => [c.name, c.industry]),
    companyIds: companies.map((c) => c.id),
    industryIds: await idsByName(client, 'select id::int, name from industries'),
    metroIds: METROS.map((k) => cityIds.get(k)).filter((v): v is number => !!v),
    allCities: [...cityIds.values()],
    pos: await roleIds('PO'),
  };
  return { from, bos: await roleIds('BO') };
}

/** The brands past the demo set's, BRAND_CHUNK a chunk, each with a BO or two and a primary POC. */
async function seedBrands(client: pg.Client, done: Set<string>, total: number): Promise<void> {
  const from = scaleSizes(1).brands;
  const { from: draw, bos } = await brandDraw(client);
  await runChunks(client, done, {
    name: 'brands',
    count: Math.ceil(Math.max(0, total - from) / BRAND_CHUNK),
    run: async (k) => {
      const rng = createRng(SEED + 1000 + k);
      const first = from + k * BRAND_CHUNK;
      const drawn = Array.from({ length: Math.min(BRAND_CHUNK, total - first) }, (_, j) =>
        drawBrand(rng, first + j, draw),
      );
      await copyRows(client, 'brands', Object.keys(BRAND_COLUMNS), drawn);
      const { rows: ids } = await client.query<{ id: number }>(
        'select id::int from brands order by id desc limit $1',
        [drawn.length],
      );
      const owners: CopyRow[] = [];
      const pocs: CopyRow[] = [];
      ids.reverse().forEach(({ id }, j) => {
        const set = new Set<number>(rng.chance(0.95) ? [rng.pick(bos)] : []);
        if (rng.chance(0.15)) set.add(rng.pick(bos));
        for (const user_id of set)
          owners.push({ brand_id: id, user_id, assigned_at: drawn[j].created_at });
        const domain = `${slug(draw.base[(first + j) % draw.base.length][0])}.com`;
        pocs.push(drawPoc(rng, id, domain, true));
      });
      await copyRows(client, 'brand_owners', ['brand_id', 'user_id', 'assigned_at'], owners);
      await copyRows(client, 'pocs', Object.keys(POC_COLUMNS), pocs);
      return drawn.length + owners.length + pocs.length;
    },
  });
}

/**
 * The pairings past the demo set's, spread evenly over the event inventories (a chunk is whole event
 * inventories, about PAIRING_CHUNK pairings), never twice for a brand and event inventory nor with a blocked
 * industry; then their stage history, as the demo seeder writes it.
 */
async function seedPairings(client: pg.Client, done: Set<string>, total: number): Promise<void> {
  const { rows: eiRows } = await client.query<{ id: number; pos: number[]; blocked: number[] }>(
    `select ei.id::int,
       coalesce((select array_agg(o.user_id::int order by o.user_id) from event_inventory_owners o where o.ei_id = ei.id), '{}') as pos,
       coalesce((select array_agg(b.industry_id::int) from ei_blocked_industries b where b.ei_id = ei.id), '{}') as blocked
     from event_inventories ei order by ei.id`,
  );
  const eis: SeedEi[] = eiRows
    .filter((e) => e.pos.length)
    .map((e) => ({ id: e.id, pos: e.pos, blocked: new Set(e.blocked) }));
  const { rows: brands } = await client.query<PairableBrand>(
    'select b.id::int, b.industry_id::int, (select min(user_id)::int from brand_owners bo where bo.brand_id = b.id) as owner from brands b where not b.is_offloaded order by b.id',
  );
  const ownerOf = new Map(brands.map((b) => [b.id, b.owner]));
  const perEi = Math.round((total - scaleSizes(1).pairings) / eis.length);
  const eisPerChunk = Math.max(1, Math.floor(PAIRING_CHUNK / perEi));
  await runChunks(client, done, {
    name: 'pairings',
    count: Math.ceil(eis.length / eisPerChunk),
    run: async (k) => {
      const rng = createRng(SEED + 2000 + k);
      const part = eis.slice(k * eisPerChunk, (k + 1) * eisPerChunk);
      const { rows: had } = await client.query<{ key: string }>(
        "select ei_id || ':' || brand_id as key from pairings where ei_id = any($1)",
        [part.map((e) => e.id)],
      );
      const paired = new Set(had.map((r) => r.key));
      const rows: CopyRow[] = [];
      for (const ei of part)
        for (const brandId of pickBrands(rng, ei, brands, perEi))
          if (!paired.has(`${ei.id}:${brandId}`))
            rows.push(drawPairing(rng, ei, brandId, ownerOf.get(brandId) ?? null));
      const { rows: last } = await client.query<{ id: string }>(
        'select coalesce(max(id), 0) as id from pairings',
      );
      await copyRows(client, 'pairings', Object.keys(PAIRING_COLUMNS), rows);
      return rows.length + (await stageHistoryAfter(client, last[0].id));
    },
  });
}

/** The stage history of the pairings after id `after` (how each got where it is): answers the rows written. */
async function stageHistoryAfter(client: pg.Client, after: string): Promise<number> {
  const assign = await client.query(
    `insert into stage_history (ei_id, brand_id, user_id, action, from_stage, to_stage, created_at)
     select ei_id, brand_id, assigned_by_user_id, case when status = 'DISCARDED' then 'DISCARD' else 'ASSIGN' end, 'UNASSIGNED',
       case when status = 'DISCARDED' then 'DISCARDED' else 'ASSIGNED' end, assigned_at from pairings where id > $1`,
    [after],
  );
  const stage = await client.query(
    `insert into stage_history (ei_id, brand_id, user_id, action, from_stage, to_stage, created_at)
     select ei_id, brand_id, coalesce(brand_owner_user_id, assigned_by_user_id), 'STAGE', 'ASSIGNED', stage, updated_at
     from pairings where id > $1 and status = 'ASSIGNED' and stage <> 'ASSIGNED'`,
    [after],
  );
  return (assign.rowCount ?? 0) + (stage.rowCount ?? 0);
}

/** name → id of a query answering `id` and `name`. */
async function idsByName(client: pg.Client, query: string): Promise<Map<string, number>> {
  const { rows } = await client.query<{ id: number; name: string }>(query);
  return new Map(rows.map((r) => [r.name, r.id]));
}
