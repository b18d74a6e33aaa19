import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { startServerProcess } from '../../server/src/test/serverProcess.js';
import { startNginx } from '../../server/src/test/nginx.js';
import { redisNames } from '../../server/src/realtime/server.js';
import { startS3rver } from '../../server/src/test/s3rver.js';
import { createDatabase, dropDatabase, withClient } from '../../server/src/test/databaseCopies.js';
import type { RunningApp } from './support.js';

/**
 * The production recipe of docs/operations.md, started for apps/web/e2e/balancer.test.ts: PostgreSQL, Redis, an S3
 * server, two server copies and nginx with the shipped deploy/nginx/sponsordesk.conf, all in a temp folder.
 */

/** One server copy behind the balancer: its upstream address (what nginx's X-Served-By names) and process. */
type Copy = { id: string; kill: () => void; stop: () => Promise<void> };
/** The running recipe: nginx's URL, the copies in upstream order, the folder where s3rver keeps the bucket's objects, and stop() (ends all, drops the database). */
export type Stack = RunningApp & { copies: Copy[]; bucketDir: string };

/** A new, empty database on the TEST_DATABASE_URL server; drop() removes it and its Redis stream. */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `crm_e2e_balancer_${randomBytes(4).toString('hex')}`;
  const url = await createDatabase(base, name);
  return {
    url,
    drop: async () => {
      const id = await withClient(url, (c) => c.query<{ id: string }>('select id from deployment'));
      await dropDatabase(base, name);
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
