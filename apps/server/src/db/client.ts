import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import * as schema from './schema/index.js';
import { isConnectionLoss } from '../lib/errors.js';
import { currentRequest, reportStatement } from '../lib/requestContext.js';
import { unnamedStatements } from '../lib/sql.js';
import { openReplica, readsFromReplica, type Replica, type ReplicaOptions } from './replica.js';

/** The Drizzle database: the same API whether PGlite or a PostgreSQL server is underneath. */
export type Db = NodePgDatabase<typeof schema>;
/** A database or an open transaction. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * An open database: Drizzle over it, its kind, and what the job queue (pg-boss) connects with — the
 * server's URL, or the embedded PGlite instance itself (one connection, shared).
 */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  url?: string;
  pglite?: PGlite;
  /** The read replica (DATABASE_REPLICA_URL) that read routes use while it keeps up. */
  replica?: Replica;
  /** The server itself when `url` is a pooler in transaction mode (DATABASE_DIRECT_URL): what needs a session of its own (LISTEN) connects here. */
  directUrl?: string;
};

/** The application_name of the app's PostgreSQL connections (as pg_stat_activity shows them). */
export const APPLICATION_NAME = 'sponsordesk';

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// int8 and numeric as JS numbers (ids and crore values fit), date as the plain YYYY-MM-DD string.
pg.types.setTypeParser(20, Number);
pg.types.setTypeParser(1700, Number);
pg.types.setTypeParser(1082, (v: string) => v);
const pgliteParsers = {
  [pgliteTypes.INT8]: Number,
  [pgliteTypes.NUMERIC]: Number,
  [pgliteTypes.DATE]: (v: string) => v,
};

/**
 * The word similarity a search text needs to match a name through pg_trgm's `<%` (and its trigram index):
 * 0.3, as every connection is opened (pg_trgm's default 0.6 is too strict for one swapped pair of letters:
 * word_similarity('relaince', 'reliance') is 0.38). Only the global search (modules/search) uses `<%`.
 */
const WORD_SIMILARITY = 0.3;

/** A statement that only reads: a SELECT (or WITH … SELECT) naming no data-changing command. */
const isRead = (text: string) =>
  /^\s*(select|with)\b/i.test(text) &&
  !/\b(insert|update|delete|merge|nextval|setval)\b/i.test(text);

/**
 * Runs a read again, once, when its connection was lost under it (a terminated backend, a restarted
 * server): the pool drops the broken client, so the second try gets a fresh connection. Statements of a
 * transaction (a checked-out client) and writes are never repeated; their error reaches the request.
 */
function retryReadsOnce(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const retrying = async (...args: unknown[]) => {
    try {
      return await query(...args);
    } catch (e) {
      const text =
        typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | null)?.text;
      if (!text || !isRead(text) || !isConnectionLoss(e)) throw e;
      return query(...args);
    }
  };
  pool.query = retrying as typeof pool.query;
}

/** A driver object whose `query(textOrConfig, …)` answers a promise (a pg pool or client, PGlite or its transaction). */
type Queryable = { query: (...args: never[]) => unknown };

/**
 * Times every statement `target.query` sends and reports it to the request it runs for
 * (lib/requestContext.ts: slow ones are logged with the statement text and the request's route). The
 * request is taken when the statement is sent: the driver's queue may answer it in another's context.
 */
function timeStatements(target: Queryable): void {
  const query = (target.query as (...args: unknown[]) => unknown).bind(target);
  const timed = (...args: unknown[]) => {
    const ctx = currentRequest();
    const result = query(...args);
    if (!ctx || !(result instanceof Promise)) return result;
    const text =
      typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string }).text ?? '');
    const t0 = performance.now();
    const report = () => reportStatement(ctx, text, performance.now() - t0);
    result.then(report, report);
    return result;
  };
  target.query = timed as Queryable['query'];
}

/**
 * The pool's clients checked out for a transaction (`pool.connect()` without a callback, as Drizzle does)
 * time their statements while checked out; the pool's own checkouts (pool.query) are timed by the pool.
 */
function timeTransactionClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    if (args.length) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      timeStatements(client);
      const release = client.release;
      client.release = (err?: Error | boolean) => {
        delete (client as { query?: unknown }).query; // back to the prototype's: untimed in the pool
        return release(err);
      };
      return client;
    });
  }) as typeof pool.connect;
}

/**
 * Applies the migrations over a connection of its own to `directUrl` (the server, not the pooler: a
 * migration's session must stay one session) and makes `settings` the database's own (ALTER DATABASE … SET, those it lacks),
 * so that the sessions a pooler opens take them. Without the right to alter the database, says so and goes on
 * (the settings are tuning, and the search's misspelling threshold: set them on the database by hand).
 */
async function migrateDirect(
  directUrl: string,
  settings: Record<string, string>,
  migrationsFolder: string,
): Promise<void> {
  const pool = new pg.Pool({
    connectionString: directUrl,
    max: 1,
    application_name: APPLICATION_NAME,
  });
  try {
    await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder });
    const { rows } = await pool.query<{ db: string }>('select current_database() as db');
    const name = pg.escapeIdentifier(rows[0]!.db);
    for (const [k, v] of Object.entries(settings)) {
      const now = await pool.query<{ v: string | null }>('select current_setting($1, true) as v', [
        k,
      ]);
      if (now.rows[0]?.v === v) continue; // the database has it already: no catalogue write at each start
      await pool
        .query(`alter database ${name} set ${k} = ${pg.escapeLiteral(v)}`)
        .catch((e: Error) =>
          console.error(
            `PostgreSQL: cannot set ${k} on the database (${e.message}); set it by hand`,
          ),
        );
    }
  } finally {
    await pool.end();
  }
}

/**
 * Opens the database and applies the committed migrations: a PostgreSQL server when `databaseUrl`
 * is set (with `replicaUrl`, a read replica: the reads of read routes go to it while it keeps up), else embedded PGlite under `dataDir/pgdata` (or in memory for `dataDir` 'memory://'), started
 * from `loadDataDir` (a `dumpDataDir()` tarball) when given. `logger` sees every statement (the
 * benchmark uses it to replay the bare SQL).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  /** A streaming replica of `databaseUrl` for reads (issue 43 §2: db/replica.ts). */
  replicaUrl?: string;
  /** The server itself when `databaseUrl` is PgBouncer in transaction mode (issue 43 §2): migrations and LISTEN go here. */
  directUrl?: string;
  replicaOptions?: ReplicaOptions;
  dataDir: string;
  logger?: Logger;
  loadDataDir?: Blob;
  /** The migrations to apply: default the committed ones (a test passes a copy cut before the migration it tests). */
  migrationsFolder?: string;
}): Promise<Database> {
  const migrationsFolder = opts.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (opts.databaseUrl) {
    // Short OLTP pages over cached data: parallel workers cost more to start than they save, index
    // lookups cost about what sequential reads do (random_page_cost 1.1, the usual setting for SSDs), and
    // JIT compilation never pays off: a statement whose estimate passes jit_above_cost (a bulk action's
    // per-row subqueries) spent 0.5 s compiling to run in 70 ms.
    const settings = {
      max_parallel_workers_per_gather: '0',
      random_page_cost: '1.1',
      jit: 'off',
      'pg_trgm.word_similarity_threshold': String(WORD_SIMILARITY),
    };
    const options = Object.entries(settings)
      .map(([k, v]) => `-c ${k}=${v}`)
      .join(' ');
    // a pooler hands each transaction any of its server sessions and refuses startup `options`: there the
    // settings are the database's own (migrateDirect), which every new session takes
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(opts.directUrl ? {} : { options }),
      application_name: APPLICATION_NAME,
    });
    // An idle client can lose its connection (server restart, dropped database): log it, do not crash.
    pool.on('error', (err) => console.error(`PostgreSQL idle client error: ${err.message}`));
    retryReadsOnce(pool);
    const replica = opts.replicaUrl
      ? openReplica(opts.replicaUrl, pool, options, opts.replicaOptions)
      : undefined;
    if (replica) readsFromReplica(pool, replica, isRead);
    timeStatements(pool);
    timeTransactionClients(pool);
    const db = drizzlePg({ client: pool, schema, logger: opts.logger });
    if (opts.directUrl) {
      unnamedStatements(db);
      await migrateDirect(opts.directUrl, settings, migrationsFolder);
    } else await migratePg(db, { migrationsFolder });
    const close = async () => {
      await replica?.close();
      await pool.end();
    };
    const { directUrl } = opts;
    return { db, kind: 'postgres', close, url: opts.databaseUrl, replica, directUrl };
  }
  let dir = opts.dataDir;
  if (!dir.startsWith('memory://')) {
    dir = path.join(opts.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    parsers: pgliteParsers,
    loadDataDir: opts.loadDataDir,
  });
  await client.exec(
    `set random_page_cost = 1.1; set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}`,
  ); // as for the server pool above
  timeStatements(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (fn) =>
    transaction((tx) => {
      timeStatements(tx);
      return fn(tx);
    });
  const db = drizzlePglite({ client, schema, logger: opts.logger }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close(), pglite: client };
}

/**
 * The connection pool's use on a PostgreSQL server: connections open (`total`), open but unused
 * (`idle`) and queries waiting for one (`waiting`); null on PGlite (one embedded connection, no pool).
 */
export function poolUse(db: Db): { total: number; idle: number; waiting: number } | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool
    ? { total: client.totalCount, idle: client.idleCount, waiting: client.waitingCount }
    : null;
}

/** This database's deployment id (made by its migration): copies on the same database share it. */
export async function deploymentId(db: Db): Promise<string> {
  const { rows } = await db.execute<{ id: string }>(sql`select id from deployment`);
  return rows[0].id;
}
