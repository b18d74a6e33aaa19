import { execFile } from 'node:child_process';
import {
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import * as tar from 'tar';
import { OWNER_ONLY, restrictToOwner } from './ownerOnly.js';

const run = promisify(execFile);

/** What a backup archive holds besides the database: the data folder's entries worth keeping. */
const DATA_ENTRIES = ['files', 'jwt-secret'];
/** The archive's description of itself (manifest.json). */
type Manifest = {
  format: 'sponsordesk-backup';
  version: 1;
  engine: 'pglite' | 'postgres';
  createdAt: string;
  /** 'disk': `files/` holds the uploaded bytes; 's3': they live in the bucket (not in the archive). */
  fileStorage: 'disk' | 's3';
};
const DUMP = { pglite: 'pgdata.tar.gz', postgres: 'database.dump' } as const;

/** The PGlite data folder inside a data folder (db/client.ts openDatabase). */
const pgdataOf = (dataDir: string) => path.join(dataDir, 'pgdata');

/**
 * Refuses to touch a PGlite folder that an open database holds: PGlite writes `postmaster.pid` while
 * open and removes it on close (one left behind means a server that did not stop cleanly).
 */
function assertPgliteClosed(dataDir: string, forceHint: boolean): void {
  const pid = path.join(pgdataOf(dataDir), 'postmaster.pid');
  if (existsSync(pid))
    throw new Error(
      `The embedded database in ${dataDir} is open (${pid} exists): stop the server first — it holds the folder. If no server runs (it crashed), start and stop it once${forceHint ? ', or pass --force' : ''}.`,
    );
}

/** Runs a PostgreSQL client tool; a missing tool or its failure is an error naming the tool and its output. */
async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (e) {
    const err = e as NodeJS.ErrnoException & { stderr?: string };
    if (err.code === 'ENOENT')
      throw new Error(
        `${tool} not found: install the PostgreSQL client tools of the server's version (e.g. apt-get install postgresql-client).`,
        { cause: e },
      );
    throw new Error(`${tool} failed: ${err.stderr?.trim() || err.message}`, { cause: e });
  }
}

/** `2026-11-27T14:05:01.123Z` → `20261127-140501`. */
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');

/**
 * Writes one backup archive (`sponsordesk-backup-<UTC time>.tar.gz` in `outDir`): manifest.json, the
 * database — `pg_dump -Fc` of `databaseUrl` (the machine's pg_dump, which must not be older than the
 * server), else the embedded PGlite database of `dataDir` (`dumpDataDir()`; the server must be stopped,
 * `force` skips that check) — and the data folder's `files/` (the disk driver's uploads; not with S3
 * storage, `s3`, whose bucket keeps its own versions) and `jwt-secret`. Resolves to the archive's path
 * and notes for the operator. The archive is owner-only (0600; `outDir` made 0700 when missing), and so
 * is the PGlite folder after it was read. Errors name what is wrong (no database, open database, missing pg_dump).
 */
export async function backup(opts: {
  dataDir: string;
  databaseUrl?: string;
  outDir: string;
  s3?: boolean;
  force?: boolean;
  now?: Date;
}): Promise<{ file: string; notes: string[] }> {
  const engine = opts.databaseUrl ? 'postgres' : 'pglite';
  const notes: string[] = [];
  const staging = await mkdtemp(path.join(os.tmpdir(), 'crm-backup-'));
  try {
    if (opts.databaseUrl) {
      await pgTool('pg_dump', [
        '-Fc',
        '-f',
        path.join(staging, DUMP.postgres),
        `--dbname=${opts.databaseUrl}`,
      ]);
    } else {
      if (!existsSync(pgdataOf(opts.dataDir)))
        throw new Error(`No embedded database in ${opts.dataDir} (DATA_DIR): nothing to back up.`);
      if (!opts.force) assertPgliteClosed(opts.dataDir, true);
      const db = await PGlite.create(pgdataOf(opts.dataDir), { extensions: { pg_trgm } });
      try {
        const dump = await db.dumpDataDir('gzip');
        await writeFile(path.join(staging, DUMP.pglite), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await db.close();
        await restrictToOwner(pgdataOf(opts.dataDir)); // PGlite made files of its own while open
      }
    }
    const manifest: Manifest = {
      format: 'sponsordesk-backup',
      version: 1,
      engine,
      createdAt: (opts.now ?? new Date()).toISOString(),
      fileStorage: opts.s3 ? 's3' : 'disk',
    };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const entries = ['manifest.json', DUMP[engine]];
    for (const name of DATA_ENTRIES) {
      if (name === 'files' && opts.s3) {
        notes.push(
          'Uploaded files are in the S3 bucket: they are backed up by the object store (versioning / replication), not by this archive.',
        );
        continue;
      }
      const source = path.join(path.resolve(opts.dataDir), name);
      if (!existsSync(source)) continue;
      await symlink(source, path.join(staging, name)); // followed when archived
      entries.push(name);
    }
    await mkdir(opts.outDir, { recursive: true, mode: OWNER_ONLY.dir });
    const file = path.resolve(
      opts.outDir,
      `sponsordesk-backup-${stamp(opts.now ?? new Date())}.tar.gz`,
    );
    if (existsSync(file)) throw new Error(`${file} exists already: not overwritten.`);
    await tar.create(
      { gzip: true, file, mode: OWNER_ONLY.file, cwd: staging, follow: true, portable: true },
      entries,
    );
    return { file, notes };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** True when `p` is a file, or a folder with something in it. */
const isOccupied = async (p: string) =>
  existsSync(p) && (!(await stat(p)).isDirectory() || (await readdir(p)).length > 0);

/** The database name of a connection URL and the URL of its server's maintenance database `postgres`. */
function serverOf(databaseUrl: string): { name: string; adminUrl: string } {
  const u = new URL(databaseUrl);
  const name = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL names no database.');
  u.pathname = '/postgres';
  return { name, adminUrl: u.toString() };
}

/**
 * Creates the database of `databaseUrl` (on its server, through the maintenance database) unless it
 * exists; an existing one with tables is refused unless `force`, which empties it (drops its schemas).
 */
async function prepareDatabase(databaseUrl: string, force: boolean): Promise<void> {
  const { name, adminUrl } = serverOf(databaseUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`create database ${pg.escapeIdentifier(name)}`);
      return;
    }
  } finally {
    await admin.end();
  }
  const target = new pg.Client({ connectionString: databaseUrl });
  await target.connect();
  try {
    const { rows } = await target.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0].n === 0) return;
    if (!force)
      throw new Error(
        `Database ${name} is not empty (${rows[0].n} tables): restore into a new database, or pass --force to replace its contents.`,
      );
    // Emptied rather than pg_restore --clean, which cannot drop the constraints of partitioned tables (pg-boss's).
    const { rows: schemas } = await target.query<{ name: string }>(
      `select nspname as name from pg_namespace
       where nspname not like 'pg\\_%' and nspname <> 'information_schema'`,
    );
    await target.query(
      `drop schema ${schemas.map((s) => pg.escapeIdentifier(s.name)).join(', ')} cascade; create schema public`,
    );
  } finally {
    await target.end();
  }
}

/** The manifest of an extracted archive, checked against where it is restored to (engine ↔ DATABASE_URL). */
async function readManifest(
  staging: string,
  opts: { file: string; databaseUrl?: string },
): Promise<Manifest> {
  const manifestFile = path.join(staging, 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest)
    : null;
  if (manifest?.format !== 'sponsordesk-backup' || manifest.version !== 1)
    throw new Error(`${opts.file} is not a backup made by npm run backup.`);
  if (manifest.engine === 'postgres' && !opts.databaseUrl)
    throw new Error(
      'This backup holds a PostgreSQL database: set DATABASE_URL (or --database-url) to the database to restore into.',
    );
  if (manifest.engine === 'pglite' && opts.databaseUrl)
    throw new Error(
      'This backup holds an embedded (PGlite) database: restore it without DATABASE_URL, into a data folder (--data-dir).',
    );
  return manifest;
}

/**
 * Restores a `backup` archive into a new target: the data folder `dataDir` (files/, jwt-secret, and for
 * a PGlite backup the embedded database in pgdata/) and, for a PostgreSQL backup, the database of
 * `databaseUrl` (created when missing; `pg_restore --no-owner` into it, emptied first when
 * forced). A non-empty target (data folder or database) is refused unless `force`, which replaces it —
 * never while a server holds the PGlite folder. A PGlite backup needs no `databaseUrl` and a PostgreSQL
 * one needs it. Everything restored is owner-only (folders 0700, files 0600). Resolves to the manifest
 * of the archive.
 */
export async function restore(opts: {
  file: string;
  dataDir: string;
  databaseUrl?: string;
  force?: boolean;
}): Promise<Manifest> {
  if (!existsSync(opts.file)) throw new Error(`No backup file ${opts.file}.`);
  const staging = await mkdtemp(path.join(os.tmpdir(), 'crm-restore-'));
  try {
    await tar.extract({ file: opts.file, cwd: staging });
    const manifest = await readManifest(staging, opts);
    const dataDir = path.resolve(opts.dataDir);
    if (existsSync(pgdataOf(dataDir))) assertPgliteClosed(dataDir, false);
    const targets = manifest.engine === 'pglite' ? ['pgdata', ...DATA_ENTRIES] : DATA_ENTRIES;
    const occupied = [];
    for (const t of targets) if (await isOccupied(path.join(dataDir, t))) occupied.push(t);
    if (occupied.length && !opts.force)
      throw new Error(
        `${dataDir} is not empty (${occupied.join(', ')}): restore into a new data folder (--data-dir), or pass --force to replace it.`,
      );
    if (opts.databaseUrl) await prepareDatabase(opts.databaseUrl, !!opts.force);
    for (const t of occupied) await rm(path.join(dataDir, t), { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true, mode: OWNER_ONLY.dir });
    if (manifest.engine === 'pglite') {
      await mkdir(pgdataOf(dataDir), { recursive: true });
      const dump = new Blob([await readFile(path.join(staging, DUMP.pglite))]);
      const db = await PGlite.create(pgdataOf(dataDir), {
        extensions: { pg_trgm },
        loadDataDir: dump,
      });
      await db.close();
    } else {
      await pgTool('pg_restore', [
        '--no-owner',
        '--no-acl',
        '--exit-on-error',
        `--dbname=${opts.databaseUrl}`,
        path.join(staging, DUMP.postgres),
      ]);
    }
    for (const name of DATA_ENTRIES)
      if (existsSync(path.join(staging, name)))
        await cp(path.join(staging, name), path.join(dataDir, name), { recursive: true });
    await restrictToOwner(dataDir);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
