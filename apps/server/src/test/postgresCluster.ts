import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './serverProcess.js';

const run = promisify(execFile);

/** The newest PostgreSQL server programs Debian installed (/usr/lib/postgresql/<major>/bin), or null. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const majors = readdirSync(root)
    .filter((d) => existsSync(path.join(root, d, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length ? path.join(root, majors[0]!, 'bin') : null;
}

/** The `postgres` user's id: as root, the servers a test starts run as that user (PostgreSQL and PgBouncer refuse root). */
export const postgresUid = () => Number(execFileSync('id', ['-u', 'postgres']).toString());

/** A PostgreSQL cluster a test started: its URL (database `postgres`), and how to stop it (its files removed). */
export type TestCluster = {
  port: number;
  url: (database?: string) => string;
  /** Stops it at once (`immediate`: as a crash would) or cleanly. */
  stop: (mode?: 'fast' | 'immediate') => Promise<void>;
  remove: () => Promise<void>;
};

/** Runs PostgreSQL program `name` of `bin` as the `postgres` user when this process is root (the server refuses root). */
const asPostgres = (bin: string, name: string, args: string[]) =>
  process.getuid?.() === 0
    ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args])
    : run(path.join(bin, name), args);

/**
 * Starts a PostgreSQL cluster of its own on a free port of 127.0.0.1, in a new folder: a new primary (initdb,
 * trust for local and replication connections), or, with `standbyOf`, a streaming replica of that cluster
 * made as an operator would (`pg_basebackup -R`: its data plus `standby.signal` and `primary_conninfo`).
 */
export async function startCluster(
  bin: string,
  standbyOf?: TestCluster,
  settings: string[] = [],
): Promise<TestCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-pg-'));
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0)
    chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout), 0);
  if (standbyOf)
    await asPostgres(bin, 'pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(standbyOf.port),
      '-U',
      'postgres',
      '-D',
      data,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
  else
    await asPostgres(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c shared_buffers=32MB',
    ...settings.map((s) => `-c ${s}`),
  ].join(' ');
  await asPostgres(bin, 'pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-o',
    options,
    '-w',
    'start',
  ]);
  let running = true;
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    if (!running) return;
    running = false;
    await asPostgres(bin, 'pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  };
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop,
    remove: async () => {
      await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
