import pg from 'pg';
import { currentRequest } from '../lib/requestContext.js';

/** How far behind the primary the replica may be for reads to go to it (ms), and how often that is checked. */
export type ReplicaOptions = {
  /** The replica's lag past which reads go to the primary (ms); default 2,000. */
  maxLagMs?: number;
  /** How often each copy measures the lag (ms); default 1,000. */
  checkMs?: number;
};

/** A streaming replica that answers reads while it keeps up (issue 43 §2). */
export type Replica = {
  pool: pg.Pool;
  /** Whether reads may go to it now: its last check answered and it was at most `maxLagMs` behind. */
  fresh: () => boolean;
  /** Its lag at the last check (ms), null while unknown (down, not a standby, not yet checked). */
  lagMs: () => number | null;
  /** Read statements sent to it and answered (`replica`), and those it failed, run on the primary instead (`fellBack`), since start. */
  reads: { replica: number; fellBack: number };
  close: () => Promise<void>;
};

/** A WAL position ('16/B374D848') as a number of bytes. */
const lsnOf = (text: string) => {
  const [hi, lo] = text.split('/');
  return (BigInt(`0x${hi}`) << 32n) | BigInt(`0x${lo}`);
};

/**
 * Opens the replica at `url` (a pool opened with `pgOptions`, as the primary's) and measures its lag every
 * `checkMs`: each check notes the primary's WAL position (from `primary`) with its time, then asks the replica
 * how far it has replayed; its lag is the age of the newest noted position it has replayed. A replica that
 * cannot be reached, is not a standby, or whose check takes longer than `checkMs` is not fresh.
 */
export function openReplica(
  url: string,
  primary: pg.Pool,
  pgOptions: string,
  options: ReplicaOptions = {},
): Replica {
  const maxLagMs = options.maxLagMs ?? 2_000;
  const checkMs = options.checkMs ?? 1_000;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: pgOptions,
    application_name: 'sponsordesk-replica-reads',
    connectionTimeoutMillis: 2_000,
  });
  pool.on('error', (err) => console.error(`PostgreSQL replica idle client error: ${err.message}`));
  const noted: { at: number; lsn: bigint }[] = [];
  let lag: number | null = null;
  let checkedAt = 0;
  let warned = false;
  const check = async () => {
    try {
      const p = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      noted.push({ at: Date.now(), lsn: lsnOf(p.rows[0]!.lsn) });
      const r = await pool.query<{ lsn: string | null }>(
        'select pg_last_wal_replay_lsn()::text as lsn',
      );
      const replayed = r.rows[0]!.lsn;
      if (replayed === null) throw new Error('it is not a standby (DATABASE_REPLICA_URL)');
      const upTo = noted.findLast((n) => n.lsn <= lsnOf(replayed));
      lag = upTo ? Date.now() - upTo.at : null;
      // the newest replayed position is all later checks need, with those after it
      noted.splice(0, upTo ? noted.indexOf(upTo) : Math.max(0, noted.length - 60));
      checkedAt = Date.now();
      warned = false;
    } catch (e) {
      lag = null;
      if (!warned)
        console.error(`PostgreSQL replica: reads go to the primary: ${(e as Error).message}`);
      warned = true;
    }
  };
  let checking = check();
  const timer = setInterval(() => {
    checking = checking.then(check);
  }, checkMs);
  timer.unref();
  return {
    pool,
    reads: { replica: 0, fellBack: 0 },
    fresh: () => lag !== null && lag <= maxLagMs && Date.now() - checkedAt <= 2 * checkMs,
    lagMs: () => lag,
    close: async () => {
      clearInterval(timer);
      await checking;
      await pool.end();
    },
  };
}

/**
 * Sends the reads of requests that allow it (`replicaReads` in their request context: read routes of a user
 * who wrote nothing lately, plugins/readReplica.ts) to `replica` while it is fresh; everything else, and any
 * read the replica fails, goes to the primary, so a replica that is down, lagging or refusing costs no error.
 * Transactions are never sent to it (they check out a client of the primary's pool, not `pool.query`).
 */
export function readsFromReplica(
  pool: pg.Pool,
  replica: Replica,
  isRead: (text: string) => boolean,
): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const routed = (...args: unknown[]) => {
    const text =
      typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | null)?.text;
    if (!currentRequest()?.replicaReads || !text || !isRead(text) || !replica.fresh())
      return query(...args);
    const answered = (replica.pool.query as (...a: unknown[]) => Promise<unknown>)(...args);
    return answered.then(
      (result) => {
        replica.reads.replica++;
        return result;
      },
      () => {
        replica.reads.fellBack++;
        return query(...args);
      },
    );
  };
  pool.query = routed as typeof pool.query;
}
