/**
 * The bulk seed's load mode (scripts/seedBulk.ts), as PostgreSQL's own advice for a bulk load has it:
 * - the big tables' plain indexes are set aside (their definitions kept in `bench_seed_indexes`, then dropped)
 *   while the rows go in, and made again in one sort each afterwards; primary keys, unique indexes and
 *   TRIGGER_INDEXES stay: they guard the data and the triggers read by them;
 * - the seed's session runs as a replica (`session_replication_role`: no foreign-key checks, the rows are drawn
 *   from existing ids), while the big tables' own triggers are set to fire ALWAYS, so the counts, the event
 *   timeline and the news are written by the same triggers as in the app.
 * Resumable: a stopped seed finds its definitions kept and its triggers set, and sets both back at its end.
 */
import type pg from 'pg';

/** The tables the bulk seed fills with millions of rows. */
const BULK_TABLES = [
  'brands',
  'brand_owners',
  'pocs',
  'pairings',
  'stage_history',
  'event_timeline',
  'news',
  'messages',
  'tasks',
  'task_people',
  'task_sub_assignments',
  'task_brands',
];

/** Plain indexes a trigger reads by, per row written: a brand's completion reads its POCs (migration 0067). */
const TRIGGER_INDEXES = ['pocs_brand_idx'];

/** The user triggers of BULK_TABLES (a partition's copies follow their parent's). */
const triggersOf = (client: pg.ClientBase) =>
  client.query<{ tbl: string; name: string }>(
    `select c.relname as tbl, t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relname = any($1) and c.relnamespace = 'public'::regnamespace and not t.tgisinternal and t.tgparentid = 0`,
    [BULK_TABLES],
  );

/** Enters the load mode: the plain indexes of BULK_TABLES kept and dropped (once), their triggers set to ALWAYS. */
export async function enterBulkLoad(client: pg.ClientBase): Promise<void> {
  for (const t of (await triggersOf(client)).rows)
    await client.query(`alter table "${t.tbl}" enable always trigger "${t.name}"`);
  await client.query(
    'create table if not exists bench_seed_indexes (name text primary key, definition text not null)',
  );
  // pg_get_indexdef of a partitioned table's index reads 'ON ONLY <table>': made again without ONLY so
  // that every partition gets its index
  const { rows } = await client.query<{ name: string; definition: string }>(
    `insert into bench_seed_indexes (name, definition)
     select i.relname, replace(pg_get_indexdef(x.indexrelid), ' ON ONLY ', ' ON ')
       from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      where t.relname = any($1) and t.relnamespace = 'public'::regnamespace and not x.indisunique
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
        and not i.relispartition and i.relname <> all($2)
     on conflict do nothing returning name, definition`,
    [BULK_TABLES, TRIGGER_INDEXES],
  );
  for (const r of rows) await client.query(`drop index if exists "${r.name}"`);
}

/**
 * Leaves the load mode: the triggers fire as usual again (ORIGIN), the kept indexes are made again (one sort
 * each, with 1 GB of working memory) and each forgotten once made.
 */
export async function leaveBulkLoad(client: pg.ClientBase): Promise<void> {
  for (const t of (await triggersOf(client)).rows)
    await client.query(`alter table "${t.tbl}" enable trigger "${t.name}"`);
  await client.query("set maintenance_work_mem = '1GB'");
  const { rows } = await client.query<{ name: string; definition: string }>(
    'select name, definition from bench_seed_indexes order by name',
  );
  for (const r of rows) {
    const t0 = Date.now();
    await client.query(
      r.definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '),
    );
    await client.query('delete from bench_seed_indexes where name = $1', [r.name]);
    console.log(`  index ${r.name}: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
  await client.query('reset maintenance_work_mem');
}
