import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import type { JobQueue } from '../jobs/queue.js';
import { startPeriodicJob } from '../jobs/periodic.js';

/**
 * The tables partitioned by id range (issue 43 §1, migration 0060): the history, the event timeline and the
 * chat messages. Their queries go by brand, pairing, event or chat, never by a span of time alone, so no
 * partition key serves them better; ids only grow, so the oldest partitions hold the oldest rows.
 */
export const ID_PARTITIONED_TABLES = [
  'stage_history',
  'brand_history',
  'brand_owner_history',
  'event_history',
  'event_timeline',
  'messages',
] as const;

/** The ids of one partition (<table>_p<k> holds [k × width, (k + 1) × width)): 5,000,000, as migration 0060 made them. */
export const PARTITION_WIDTH = 5_000_000;

/** The job that makes the partitions ahead. */
const PARTITIONS_JOB = 'partitions-ahead';

/** How often each copy asks for it (ms): every 6 hours; two widths ahead last far longer than that. */
const PARTITIONS_EVERY_MS = 6 * 3600_000;

/**
 * Makes the partitions each partitioned table will need next (the database's `ensure_id_partitions`: up to
 * two widths past its identity sequence, above its highest attached partition, so a detached range is not
 * made again). Answers how many it made.
 */
export async function makePartitionsAhead(db: Db): Promise<number> {
  let made = 0;
  for (const table of ID_PARTITIONED_TABLES) {
    const { rows } = await db.execute<{ n: number }>(
      sql`select ensure_id_partitions(${table}, ${PARTITION_WIDTH}) as n`,
    );
    made += Number(rows[0]!.n);
  }
  return made;
}

/**
 * Keeps the partitions ahead of the ids (makePartitionsAhead) as a pg-boss job asked for at start and every
 * 6 hours by each copy (jobs/periodic.ts); logs what it made. Answers a stop for the timer.
 */
export function startPartitionUpkeep(deps: {
  db: Db;
  jobs: JobQueue;
  log: (message: string) => void;
}): Promise<() => void> {
  const { db, jobs, log } = deps;
  return startPeriodicJob({
    jobs,
    name: PARTITIONS_JOB,
    everyMs: PARTITIONS_EVERY_MS,
    log,
    run: async () => {
      const made = await makePartitionsAhead(db);
      if (made > 0) log(`database: ${made} partitions made ahead of the ids`);
    },
  });
}
