import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from './client.js';
import { seedDemo } from './seed/index.js';
import { ID_PARTITIONED_TABLES, makePartitionsAhead, PARTITION_WIDTH } from './partitions.js';
import { migrationsBefore } from '../test/migrationsBefore.js';
import { testDatabases } from '../test/harness.js';

/** The migration that partitions the history, timeline and chat message tables. */
const TAG = '0060_partition_history_chat';

/** Tables whose rows the migration must keep: the partitioned ones, and the reactions that point at messages. */
const KEPT = [...ID_PARTITIONED_TABLES, 'message_reactions'];

/** Each table's row count and a digest of every row, whole, in id order (row text: every column, in order). */
async function fingerprints(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of KEPT) {
    const { rows } = await db.execute<{ n: number; digest: string }>(
      sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), ''))
        as digest from ${table} t`),
    );
    out[table] = `${rows[0]!.n} ${rows[0]!.digest}`;
  }
  return out;
}

/** Adds to the demo seed: field history, event history, a chat of 40 messages (one edited, one deleted, one an announcement) with reactions. */
async function fillOldTables(db: Db): Promise<void> {
  await db.execute(sql`insert into brand_history (brand_id, entity, field, from_value, to_value, user_id)
    select b.id, 'BRAND', 'name', 'Old ' || b.name, b.name, (select min(id) from users) from brands b`);
  await db.execute(sql`insert into event_history (event_id, user_id, action, changes)
    select e.id, null, 'UPDATED', jsonb_build_array(jsonb_build_object('field', 'name', 'to', e.name)) from events e`);
  await db.execute(sql`insert into brand_owner_history (brand_id, user_id, action, by_user_id)
    select brand_id, user_id, 'ADDED', user_id from brand_owners`);
  const { rows } = await db.execute<{ id: number }>(
    sql`insert into chats (purpose, name, latest_mid) values ('REG_GROUP', 'Old times', 40) returning id`,
  );
  const chatId = rows[0]!.id;
  await db.execute(sql`insert into messages (chat_id, mid, sender_user_id, local_id, content, type,
      additional_data, edit_version, edited_at, deleted_at)
    select ${chatId}, g, u.id, 'l' || g, case when g = 7 then '' else 'Message ' || g || ' ✓ “quoted”' end,
      case when g = 1 then 'ANNOUNCEMENT' else 'TEXT' end,
      case when g = 1 then '{"actionName":"GROUP_CREATED"}'::jsonb end,
      case when g = 5 then 2 else 0 end, case when g = 5 then now() end, case when g = 7 then now() end
    from generate_series(1, 40) g, (select min(id) as id from users) u`);
  await db.execute(sql`insert into message_reactions (message_id, user_id, emoji)
    select m.id, (select min(id) from users), '👍' from messages m where m.mid % 3 = 0`);
}

/** The database after the migration: its tables partitioned, their partitions, the sequences' next ids. */
const partitionsOf = async (db: Db, table: string) =>
  (
    await db.execute<{ name: string }>(sql`select c.relname as name
      from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = ${table}::regclass order by c.relname`)
  ).rows.map((r) => r.name);

/** An empty database of `kind` that outlives its connections (a folder for PGlite, a database on the server). */
async function emptyDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'partitions-'));
    return {
      open: (migrationsFolder?: string) => openDatabase({ dataDir: dir, migrationsFolder }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `crm_test_partitions_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: base.toString() });
    await c.connect();
    await c.query(statement);
    await c.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    open: (migrationsFolder?: string) =>
      openDatabase({ databaseUrl: url.toString(), dataDir: '', migrationsFolder }),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

describe.each(testDatabases('both'))('the partitioned history and chat tables on %s', (kind) => {
  let empty: Awaited<ReturnType<typeof emptyDatabase>>;
  let database: Database;
  let db: Db;
  let before: Record<string, string>;
  let tmp: string;

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'partitions-migrations-'));
    empty = await emptyDatabase(kind);
    const old = await empty.open(migrationsBefore(TAG, tmp));
    await seedDemo(old.db, { password: 'demo1234', brands: 60, pairings: 150 });
    await fillOldTables(old.db);
    before = await fingerprints(old.db);
    await old.close();
    database = await empty.open(); // the upgrade: the next start applies the migration
    db = database.db;
  }, 240_000);
  afterAll(async () => {
    await database?.close();
    await empty?.drop();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('keeps every row of every table, whole, and partitions each table by id', async () => {
    expect(Object.values(before).every((f) => !f.startsWith('0 '))).toBe(true);
    expect(await fingerprints(db)).toEqual(before);
    for (const table of ID_PARTITIONED_TABLES)
      expect(await partitionsOf(db, table)).toEqual([0, 1, 2].map((k) => `${table}_p${k}`));
  });

  it('goes on as before: ids continue, the triggers fire, the foreign keys hold', async () => {
    const { rows: top } = await db.execute<{ id: number }>(
      sql`select max(id) as id from stage_history`,
    );
    const { rows: pairing } = await db.execute<{
      ei_id: number;
      brand_id: number;
      user_id: number;
    }>(sql`select ei_id, brand_id, user_id from stage_history order by id limit 1`);
    const p = pairing[0]!;
    const news = async () =>
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from news`)).rows[0]!.n;
    const newsBefore = await news();
    const { rows: added } = await db.execute<{ id: number }>(sql`insert into stage_history
        (ei_id, brand_id, user_id, action, from_stage, to_stage)
      values (${p.ei_id}, ${p.brand_id}, ${p.user_id}, 'STAGE', 'IN_PROGRESS', 'WON') returning id`);
    expect(Number(added[0]!.id)).toBe(Number(top[0]!.id) + 1);
    const { rows: timeline } = await db.execute<{ n: number }>(sql`select count(*)::int as n
      from event_timeline where ei_id = ${p.ei_id} and brand_id = ${p.brand_id} and detail->>'toStage' = 'WON'`);
    expect(timeline[0]!.n).toBeGreaterThan(0); // event_timeline_stage
    expect(await news()).toBe(newsBefore + 1); // news_on_won
    await expect(
      db.execute(sql`insert into message_reactions (message_id, user_id, emoji)
        values (999999999, ${p.user_id}, '👍')`),
    ).rejects.toThrow();
    const { rows: reacted } = await db.execute<{ id: number }>(
      sql`select message_id as id from message_reactions limit 1`,
    );
    await db.execute(sql`delete from messages where id = ${reacted[0]!.id}`);
    const { rows: left } = await db.execute<{ n: number }>(sql`select count(*)::int as n
      from message_reactions where message_id = ${reacted[0]!.id}`);
    expect(left[0]!.n).toBe(0); // on delete cascade, through the partitioned table
  });

  it('makes partitions ahead of the ids, and an old partition detaches for archiving, its rows kept', async () => {
    expect(await makePartitionsAhead(db)).toBe(0); // two widths ahead already
    const id = 2 * PARTITION_WIDTH + 17;
    await db.execute(sql`select setval('messages_id_seq', ${id})`);
    expect(await makePartitionsAhead(db)).toBe(2);
    expect(await partitionsOf(db, 'messages')).toEqual(
      [0, 1, 2, 3, 4].map((k) => `messages_p${k}`),
    );
    // every message so far (the demo's chats and 'Old times') has an id in the first partition
    const { rows: before } = await db.execute<{ n: number; chat: number }>(
      sql`select count(*)::int as n, (select id from chats where name = 'Old times') as chat
        from messages`,
    );
    // the partition's rows are still pointed at: the detach is refused until their reactions go first
    await expect(
      db.execute(sql`alter table messages detach partition messages_p0`),
    ).rejects.toThrow();
    await db.execute(sql`delete from message_reactions where message_id < ${PARTITION_WIDTH}`);
    await db.execute(sql`alter table messages detach partition messages_p0`);
    const { rows: archived } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from messages_p0`,
    );
    expect(archived[0]!.n).toBe(before[0]!.n);
    await db.execute(sql`insert into messages (chat_id, mid, sender_user_id, content)
      values (${before[0]!.chat}, 41, (select min(id) from users), 'After the archive')`);
    const { rows: live } = await db.execute<{ id: number; content: string }>(
      sql`select id, content from messages`,
    );
    expect(live.map((r) => [Number(r.id), r.content])).toEqual([[id + 1, 'After the archive']]);
    expect(await makePartitionsAhead(db)).toBe(0); // the detached range is not made again
  });
});
