import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/** How often the embedded database's tables are looked at (ms): once a minute, as autovacuum's naptime. */
const UPKEEP_EVERY_MS = 60_000;

/**
 * The tables that need upkeep, by autovacuum's default thresholds: analysed once 50 + 10 % of their rows
 * changed since the last ANALYZE, vacuumed once 50 + 20 % of their rows are dead. Names are quoted
 * identifiers, ready for the statement.
 */
async function tablesDue(db: Db): Promise<{ name: string; vacuum: boolean }[]> {
  const { rows } = await db.execute<{ name: string; vacuum: boolean }>(sql`
    select format('%I.%I', schemaname, relname) as name,
           n_dead_tup > 50 + 0.2 * n_live_tup as vacuum
      from pg_stat_user_tables
     where n_mod_since_analyze > 50 + 0.1 * n_live_tup or n_dead_tup > 50 + 0.2 * n_live_tup
     order by n_mod_since_analyze desc`);
  return rows;
}

/**
 * One turn of upkeep: each table past autovacuum's thresholds gets `VACUUM (ANALYZE)` or `ANALYZE`, one
 * statement at a time (PGlite runs one statement at a time, so each is a short pause for the requests
 * queued behind it). Answers the tables done.
 */
export async function upkeepTurn(db: Db): Promise<string[]> {
  const due = await tablesDue(db);
  for (const t of due)
    await db.execute(sql.raw(`${t.vacuum ? 'vacuum (analyze)' : 'analyze'} ${t.name}`));
  return due.map((t) => t.name);
}

/**
 * The embedded database's stand-in for autovacuum, which PGlite does not run: without it the planner
 * never learns a table's size (a 5,000-mail Email tab took twice as long on a never-analysed table) and
 * dead rows are never reclaimed. A turn (upkeepTurn) once a minute; one taking over a second is logged.
 * Not for a PostgreSQL server, whose own autovacuum does this. Answers a stop that waits for a turn
 * under way.
 */
export function startEmbeddedUpkeep(db: Db, log: (message: string) => void): () => Promise<void> {
  let current: Promise<void> | null = null;
  const turn = async () => {
    const started = Date.now();
    try {
      const done = await upkeepTurn(db);
      const ms = Date.now() - started;
      if (ms > 1000) log(`database upkeep: ${done.length} tables analysed in ${ms} ms`);
    } catch (e) {
      log(`database upkeep failed (tried again in a minute): ${String(e)}`);
    } finally {
      current = null;
    }
  };
  const timer = setInterval(() => {
    current ??= turn();
  }, UPKEEP_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
