import { spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { postgresUid } from './postgresCluster.js';
import { freePort } from './serverProcess.js';

/** Debian's PgBouncer (package pgbouncer), or null when it is not installed. */
export const PGBOUNCER = existsSync('/usr/sbin/pgbouncer') ? '/usr/sbin/pgbouncer' : null;

/** A PgBouncer a test started: its port, and how to stop it (its folder removed). */
export type TestPgBouncer = { port: number; stop: () => Promise<void> };

/**
 * Starts Debian's PgBouncer in transaction pooling mode on a free port of 127.0.0.1, in front of the
 * PostgreSQL server at `host`:`port` (every database, as the user who connects, trust auth; `postgres` may
 * use its admin console, database `pgbouncer`), with `poolSize` server connections per database and user.
 * As root it runs as the `postgres` user (`-u`: PgBouncer refuses root).
 */
export async function startPgBouncer(
  server: { host: string; port: number },
  poolSize = 5,
): Promise<TestPgBouncer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-pgbouncer-'));
  const port = await freePort();
  writeFileSync(path.join(dir, 'users.txt'), '"postgres" ""\n');
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.host} port=${server.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      'admin_users = postgres',
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 500',
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
    ].join('\n'),
  );
  const root = process.getuid?.() === 0;
  if (root) chownSync(dir, postgresUid(), 0);
  const args = [path.join(dir, 'pgbouncer.ini')];
  const child = spawn(PGBOUNCER!, root ? ['-u', 'postgres', ...args] : args, { stdio: 'ignore' });
  for (let i = 0; !(await listening(port)); i++) {
    if (i > 100 || child.exitCode !== null) throw new Error('PgBouncer did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.end();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
