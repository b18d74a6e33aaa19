/**
 * The load test's deployment (issue 43 §3), all on this machine and all its own: a PostgreSQL primary with
 * the demo data and its streaming replica (initdb, pg_basebackup -R), the Redis of REDIS_URL, `copies` server
 * copies (the production build when built, NODE_ENV=production) and nginx in front with the shipped site.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/db/seed/index.js';
import { startNginx } from '../apps/server/src/test/nginx.js';
import { postgresBin, startCluster } from '../apps/server/src/test/postgresCluster.js';
import { startServerProcess, type ServerProcess } from '../apps/server/src/test/serverProcess.js';

/**
 * nginx skips a copy this long after it refused a connection (`fail_timeout` in deploy/nginx/sponsordesk.conf),
 * even once it is back: a rolling restart waits it out between copies, or every copy is skipped at once (502).
 */
const NGINX_FAIL_TIMEOUT_MS = 10_000;

/** The running deployment: nginx's URL, the copies' processes, the databases' server pids, and how to restart a copy or stop it all. */
export type LoadStack = {
  url: string;
  /** The primary's database, to pick the load's fixtures from. */
  databaseUrl: string;
  copies: ServerProcess[];
  /**
   * Restarts copy `i` as deploy/rolling-restart.sh does: SIGTERM (it drains, finishes its requests), started
   * again on its port, then nginx's fail_timeout waited out, so the next copy may go; `mark` is told each step.
   */
  restart: (i: number, mark: (what: string) => void) => Promise<void>;
  /** nginx's error log so far (warnings and worse): why it answered a 502, if it did. */
  balancerErrors: () => string;
  /** The PostgreSQL postmasters' pids (primary, replica), to read their CPU and memory. */
  databasePids: () => Promise<number[]>;
  stop: () => Promise<void>;
};

/** Starts the deployment: the demo data at `brands` × `pairings`, `copies` copies behind nginx. */
export async function startLoadStack(opts: {
  copies: number;
  brands: number;
  pairings: number;
}): Promise<LoadStack> {
  const bin = postgresBin();
  if (!bin)
    throw new Error(
      'the load test needs Debian PostgreSQL server programs (/usr/lib/postgresql/*/bin)',
    );
  const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-load-'));
  chmodSync(dir, 0o755);
  const primary = await startCluster(bin, undefined, ['max_connections=200']);
  const admin = new pg.Client({ connectionString: primary.url() });
  await admin.connect();
  await admin.query('create database crm');
  await admin.end();
  const database = await openDatabase({ databaseUrl: primary.url('crm'), dataDir: '' });
  await seedDemo(database.db, {
    password: 'demo1234',
    brands: opts.brands,
    pairings: opts.pairings,
  });
  await database.close();
  const replica = await startCluster(bin, primary, ['max_connections=200']);
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: primary.url('crm'),
    DATABASE_REPLICA_URL: replica.url('crm'),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    JWT_SECRET: randomBytes(24).toString('hex'),
    TRUST_PROXY: '127.0.0.1',
    SHARED_DATA_DIR: 'on',
    DATA_DIR: path.join(dir, 'data'),
    DRAIN_SECONDS: '2',
  };
  const built = existsSync('apps/server/dist/main.js');
  const start = (port?: number) => startServerProcess(env, port, { built });
  const copies: ServerProcess[] = [];
  for (let i = 0; i < opts.copies; i++) copies.push(await start());
  const nginx = await startNginx(
    dir,
    copies.map((c) => c.port),
  );
  const pidOf = async (url: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const { rows } = await c.query<{ pid: string }>(`select pg_read_file('postmaster.pid') as pid`);
    await c.end();
    return Number(rows[0]!.pid.split('\n')[0]);
  };
  return {
    url: nginx.url,
    databaseUrl: primary.url('crm'),
    copies,
    restart: async (i, mark) => {
      const port = copies[i]!.port;
      mark(`copy ${i + 1} stops`);
      await copies[i]!.stop();
      mark(`copy ${i + 1} stopped`);
      copies[i] = await start(port);
      mark(`copy ${i + 1} ready`);
      await new Promise((r) => setTimeout(r, NGINX_FAIL_TIMEOUT_MS + 1000));
    },
    balancerErrors: nginx.errorLog,
    databasePids: async () => [await pidOf(primary.url()), await pidOf(replica.url())],
    stop: async () => {
      await nginx.stop();
      await Promise.all(copies.map((c) => c.stop()));
      await replica.remove();
      await primary.remove();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
