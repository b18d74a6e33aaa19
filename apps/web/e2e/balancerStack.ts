import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { freePort, startServerProcess } from '../../server/src/test/serverProcess.js';
import { redisNames } from '../../server/src/realtime/server.js';
import { startS3rver } from '../../server/src/test/s3rver.js';
import type { RunningApp } from './support.js';

/**
 * The production recipe of docs/operations.md, started for apps/web/e2e/balancer.test.ts: PostgreSQL, Redis, an S3
 * server, two server copies and nginx with the shipped deploy/nginx/sponsordesk.conf, all in a temp folder.
 */

/** The shipped nginx site: the test runs this very file. */
const SITE = path.resolve('deploy/nginx/sponsordesk.conf');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** One server copy behind the balancer: its upstream address (what nginx's X-Served-By names) and process. */
type Copy = { id: string; kill: () => void; stop: () => Promise<void> };
/** The running recipe: nginx's URL, the copies in upstream order, the folder where s3rver keeps the bucket's objects, and stop() (ends all, drops the database). */
export type Stack = RunningApp & { copies: Copy[]; bucketDir: string };

/** A new, empty database on the TEST_DATABASE_URL server; drop() removes it and its Redis stream. */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `crm_e2e_balancer_${randomBytes(4).toString('hex')}`;
  const admin = async (query: (c: pg.Client) => Promise<unknown>, url = base) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return await query(c);
    } finally {
      await c.end();
    }
  };
  await admin((c) => c.query(`create database ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const id = (await admin((c) => c.query('select id from deployment'), url.toString())) as {
        rows: { id: string }[];
      };
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
      const redis = createClient({ url: process.env.TEST_REDIS_URL });
      await redis.connect();
      await redis.del(redisNames(id.rows[0].id).streamName);
      await redis.quit();
    },
  };
}

/** Where the copies keep uploaded files: a bucket on an s3rver started here (the S3 driver); close() stops it. */
async function startStorage(): Promise<{
  env: Record<string, string>;
  directory: string;
  close: () => Promise<void>;
}> {
  const s3 = await startS3rver();
  return {
    env: {
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint!,
      S3_FORCE_PATH_STYLE: 'on',
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID!,
      AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY!,
    },
    directory: s3.directory,
    close: s3.close,
  };
}

/** Starts one server copy as a deployment runs it: the production build, NODE_ENV=production. */
async function startCopy(env: Record<string, string>): Promise<Copy> {
  const server = await startServerProcess(
    { NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    undefined,
    { built: true },
  );
  return {
    id: `127.0.0.1:${server.port}`,
    kill: () => server.child.kill('SIGKILL'),
    stop: server.stop,
  };
}

/** The shipped site file with the copies' ports for 3001, 3002 and `port` (on 127.0.0.1) for 80. */
function siteFor(ports: number[], port: number): string {
  let site = readFileSync(SITE, 'utf8');
  const swap = (from: RegExp, to: string) => {
    if (!from.test(site)) throw new Error(`${SITE} no longer has ${from}`);
    site = site.replace(from, to);
  };
  swap(/server 127\.0\.0\.1:3001 /, `server 127.0.0.1:${ports[0]} `);
  swap(/server 127\.0\.0\.1:3002 /, `server 127.0.0.1:${ports[1]} `);
  swap(/listen 80;/, `listen 127.0.0.1:${port};`);
  return site;
}

/**
 * nginx as a child process, without root or port 80: its pid, temp files and log in `dir`, the
 * shipped site inside a minimal http block; resolves once it proxies /healthz.
 */
async function startNginx(dir: string, ports: number[]): Promise<RunningApp> {
  const port = await freePort();
  writeFileSync(path.join(dir, 'sponsordesk.conf'), siteFor(ports, port));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `${t}_temp_path ${path.join(dir, `${t}_temp`)};`)
    .join('\n  ');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? "user www-data; # as root (a CI container): workers as Debian's www-data, who may read this 0755 folder" : ''}
worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log stderr warn;
events {}
http {
  access_log off;
  ${temp}
  include ${path.join(dir, 'sponsordesk.conf')};
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code) => reject(new Error(`nginx exited ${code}: ${log}`)));
    child.once('error', (e) =>
      reject(
        new Error(`${NGINX} does not run (apt-get install nginx, or set NGINX_PATH): ${e.message}`),
      ),
    );
  });
  const url = `http://127.0.0.1:${port}`;
  const up = async () => {
    while (child.exitCode === null && child.pid !== undefined) {
      // /healthz is outside /api and the catalogue: the copy's readiness, polled while it starts
      const ok = await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  await Promise.race([up(), exited]);
  if (child.exitCode !== null || child.pid === undefined) await exited; // it ended before it answered
  exited.catch(() => undefined); // stopping it later is no failure
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM'); // a fast stop: open WebSockets do not hold it
      }),
  };
}

/**
 * The production recipe in a temp folder: a fresh PostgreSQL database (demo data loaded by the first
 * copy), an s3rver bucket, two server copies over Redis on free ports, and nginx in front of them with the shipped site.
 */
export async function startStack(): Promise<Stack> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-balancer-'));
  chmodSync(dir, 0o755);
  // a data folder per copy, as on two machines: files are in the bucket, keys derive from JWT_SECRET
  const dataOf = (copy: number) => {
    const data = path.join(dir, `data-${copy}`);
    mkdirSync(data);
    return data;
  };
  const database = await freshDatabase();
  const storage = await startStorage();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: process.env.TEST_REDIS_URL!,
    JWT_SECRET: randomBytes(24).toString('hex'),
    TRUST_PROXY: '127.0.0.1',
    SHARED_DATA_DIR: 'off',
    ...storage.env,
  };
  const copies: Copy[] = [];
  let nginx: RunningApp | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(copies.map((c) => c.stop()));
    await storage.close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // the first copy migrates and loads the demo data; the second starts on the ready database
    copies.push(await startCopy({ ...env, DATA_DIR: dataOf(1), SEED_DEMO: 'on' }));
    copies.push(await startCopy({ ...env, DATA_DIR: dataOf(2), SEED_DEMO: 'off' }));
    nginx = await startNginx(
      dir,
      copies.map((c) => Number(c.id.split(':')[1])),
    );
  } catch (e) {
    await stop();
    throw e;
  }
  return { url: nginx.url, copies, bucketDir: storage.directory, stop };
}
