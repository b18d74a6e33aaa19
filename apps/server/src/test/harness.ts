import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  routeRequest,
  type RouteData,
  type RouteDefinition,
  type RouteInput,
  type RouteMethod,
} from '@crm/contracts';
import { inject } from 'vitest';
import { createClient } from 'redis';
import { deploymentId, openDatabase, type Database, type Db } from '../db/client.js';
import { redisNames } from '../realtime/server.js';
import { seedDemo } from '../db/seed/index.js';
import { createTokenService } from '../auth/tokens.js';
import { buildApp } from '../app.js';
import type { AppOptions } from '../context.js';
import { startJobQueue } from '../jobs/queue.js';
import { TEMPLATE_PASSWORD, templateKey } from './templates.js';
import { createDatabase, dropDatabase } from './databaseCopies.js';

/**
 * The databases an integration test file runs on. Without TEST_DATABASE_URL: the embedded PGlite. With it: the
 * PostgreSQL server (the production engine) for every file, and PGlite as well for the files where the engine
 * matters (`engines` 'both': migrations and triggers, SQL the two engines could answer differently, hostile
 * text, file storage, backups, the job queue), or for every file when TEST_ENGINES=both. The browser suite
 * runs the whole app on PGlite, so each route is exercised on both engines either way.
 */
export const testDatabases = (engines: 'server' | 'both' = 'server'): ('pglite' | 'postgres')[] => {
  if (!process.env.TEST_DATABASE_URL) return ['pglite'];
  return engines === 'both' || process.env.TEST_ENGINES === 'both'
    ? ['pglite', 'postgres']
    : ['postgres'];
};

export const DEMO_PASSWORD = TEMPLATE_PASSWORD;

/** The token service of every test app (one secret, so each copy accepts the others' tokens). */
const testTokens = () =>
  createTokenService(new TextEncoder().encode('test-secret-test-secret-test-secret'), 1);

/**
 * A fresh database of `kind` copied from one of the run's templates (test/templates.ts): migrated and
 * empty, or seeded with the demo data of `template`'s size (a new database on the server for postgres,
 * whose `url` other processes can open); close() drops it. Each copy is a deployment of its own (a new
 * deployment id), as a newly migrated database is.
 */
export async function freshDatabase(
  kind: 'pglite' | 'postgres',
  template = 'migrated',
): Promise<Database & { url?: string }> {
  const database = await copyTemplate(kind, template);
  await database.db.execute(sql`update deployment set id = gen_random_uuid()::text`);
  return database;
}

async function copyTemplate(
  kind: 'pglite' | 'postgres',
  template: string,
): Promise<Database & { url?: string }> {
  const templates = inject('databaseTemplates');
  if (kind === 'pglite')
    return openDatabase({
      dataDir: 'memory://',
      loadDataDir: new Blob([readFileSync(templates.pglite[template])]),
    });
  const base = process.env.TEST_DATABASE_URL!;
  const name = `crm_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = await createDatabase(base, name, templates.postgres[template]);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  return {
    ...database,
    url,
    close: async () => {
      const dropStream = await realtimeStreamDropper(database.db);
      await database.close();
      await dropDatabase(base, name);
      await dropStream();
    },
  };
}

/**
 * What drops the Redis stream the server copies of `db`'s deployment sent their realtime events through
 * (TEST_REDIS_URL; nothing without it): read before the database closes, called after.
 */
export async function realtimeStreamDropper(db: Db): Promise<() => Promise<void>> {
  if (!process.env.TEST_REDIS_URL) return async () => undefined;
  const { streamName } = redisNames(await deploymentId(db));
  return async () => {
    const redis = createClient({ url: process.env.TEST_REDIS_URL });
    await redis.connect();
    await redis.del(streamName);
    await redis.quit();
  };
}

/** A catalogue route's request under the server's /api prefix. */
const apiRequest = (req: ReturnType<typeof routeRequest>) => ({ ...req, url: `/api${req.url}` });

/** A parsed API answer: `data` on success; `error`, `message` and `field` on a refusal. */
type RouteAnswer<T> = { data: T; error?: string; message?: string; field?: string };

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  /** The open database (e.g. to start a second server copy's job queue on it). */
  database: Database;
  kind: 'pglite' | 'postgres';
  /** A temporary folder for uploaded files, removed on close. */
  dataDir: string;
  /** Logs in a demo user and returns the authorization header value. */
  auth: (email: string) => Promise<string>;
  /**
   * Calls catalogue entry `def` with `input` as `email` (or anonymously when null); answers the status and
   * the parsed JSON, typed: `data` on success, `error`, `message` and `field` on a refusal.
   */
  call: <D extends RouteDefinition>(
    email: string | null,
    def: D,
    input: RouteInput<D>,
  ) => Promise<{ status: number; body: RouteAnswer<RouteData<D>> }>;
  /**
   * Sends what the catalogue's types refuse (malformed input, a path outside the catalogue, a spoofed
   * header case…) as `email` (or anonymously when null): `method` to `url` (under /api, as sent) with
   * `body` as JSON; answers the status and the parsed JSON (or text), untyped.
   */
  raw: (
    email: string | null,
    method: RouteMethod,
    url: string,
    body?: unknown,
    // oxlint-disable-next-line typescript/no-explicit-any -- a raw call sends what the catalogue's types refuse, so its answer is untyped
  ) => Promise<{ status: number; body: any }>;
  close: () => Promise<void>;
};

/** Boots the whole app on a fresh, migrated and seeded (small demo set) database, built with `options` on top (e.g. mail). */
export async function startTestApp(
  kind: 'pglite' | 'postgres',
  sizes = { brands: 400, pairings: 1500 },
  options: Partial<AppOptions> = {},
): Promise<TestApp> {
  const seeded = inject('databaseTemplates')[kind][templateKey(sizes)] !== undefined;
  const database = await freshDatabase(kind, seeded ? templateKey(sizes) : 'migrated');
  if (!seeded) await seedDemo(database.db, { password: DEMO_PASSWORD, ...sizes });
  return testAppOn(database, options);
}

/**
 * Boots the whole app on `database`, open and seeded (e.g. one behind a pooler, or with a replica, that a
 * test made itself), built with `options` on top; its close() closes the database too.
 */
export async function testAppOn(
  database: Database,
  options: Partial<AppOptions> = {},
): Promise<TestApp> {
  const { kind } = database;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crm-test-'));
  const jobs = await startJobQueue(database);
  const app = await buildApp({
    db: database.db,
    tokens: testTokens(),
    dataDir,
    actorTtlMs: 0, // tests change roles and see it at once
    jobs,
    database,
    webhooks: { allowLoopback: true }, // receivers started by the tests listen on 127.0.0.1
    ...options,
  });
  await app.ready();
  const cache = new Map<string, Promise<string>>();
  // one sign-in at a time, as people do: the app refuses a burst of sign-ins from one address (auth/signInLimits.ts)
  let signingIn: Promise<unknown> = Promise.resolve();
  const login = (email: string) => {
    const next = signingIn.then(() => signIn(email));
    signingIn = next.catch(() => undefined);
    return next;
  };
  const signIn = async (email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/auth',
      payload: { email, password: DEMO_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
    return `Bearer ${res.json().data.token}`;
  };
  const auth = (email: string) => {
    if (!cache.has(email)) cache.set(email, login(email));
    return cache.get(email)!;
  };
  const send = async (
    email: string | null,
    req: { method: RouteMethod; url: string; body?: unknown },
  ) => {
    const headers = email ? { authorization: await auth(email) } : {};
    const res = await app.inject({
      method: req.method,
      url: req.url,
      headers,
      ...(req.body !== undefined ? { payload: req.body as object } : {}),
    });
    let parsed: unknown = res.body;
    try {
      parsed = res.json();
    } catch {
      /* CSV and other non-JSON answers stay text */
    }
    return { status: res.statusCode, body: parsed };
  };
  const call = <D extends RouteDefinition>(email: string | null, def: D, input: RouteInput<D>) =>
    send(email, apiRequest(routeRequest(def, input)));
  const raw = (email: string | null, method: RouteMethod, url: string, body?: unknown) =>
    send(email, { method, url, body });
  return {
    app,
    db: database.db,
    database,
    kind,
    dataDir,
    auth,
    call: call as TestApp['call'],
    raw,
    close: async () => {
      await app.close();
      await jobs.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another server copy of `t`'s deployment: an app of its own on the same database and data folder,
 * with its own job queue (stopped when the app closes), built with `options` on top (e.g. redisUrl).
 */
export async function serverCopy(
  t: TestApp,
  options: Partial<AppOptions> = {},
): Promise<FastifyInstance> {
  const jobs = await startJobQueue(t.database);
  const app = await buildApp({
    db: t.db,
    tokens: testTokens(),
    dataDir: t.dataDir,
    actorTtlMs: 0,
    jobs,
    database: t.database,
    webhooks: { allowLoopback: true },
    ...options,
  });
  app.addHook('onClose', () => jobs.stop());
  return app;
}

/** A fingerprint of every table's row count and the pairings' state, to assert that nothing changed. */
export async function dbFingerprint(db: Db): Promise<string> {
  const { rows } = await db.execute<{ f: string }>(sql`select concat_ws('|',
    (select count(*) from users), (select count(*) from brands), (select count(*) from pairings), (select count(*) from stage_history),
    (select count(*) from interactions), (select count(*) from user_settings), (select count(*) from inventories where is_archived),
    (select count(*) from brand_notes), (select count(*) from files where deleted_at is null), (select count(*) from pocs where removed_at is null),
    (select count(*) from brand_history), (select count(*) from brand_owners), (select count(*) from brand_agencies), (select count(*) from departments),
    (select count(*) from companies), (select count(*) from agencies), (select count(*) from news_appreciations), (select count(*) from closed_deals where removed_at is null),
    (select md5(coalesce(string_agg(concat_ws(',', id, name, description, visibility, status, removed_at), ';' order by id), '')) from repositories), (select count(*) from repository_brands),
    (select count(*) from decks), (select count(*) from deck_views), (select count(*) from case_studies where removed_at is null), (select count(*) from case_study_requests),
    (select count(*) from inventory_smes), (select count(*) from event_smes), (select count(*) from ei_blocked_industries),
    (select md5(coalesce(string_agg(concat_ws(',', id, title, body, badge, status, appreciations), ';' order by id), '')) from news),
    (select md5(coalesce(string_agg(concat_ws(',', id, name, description, revenue, website, engagement, is_offloaded, custom_fields), ';' order by id), '')) from brands),
    (select md5(coalesce(string_agg(concat_ws(',', id, label, type, options, required, position, archived_at), ';' order by id), '')) from custom_fields),
    (select md5(coalesce(string_agg(concat_ws(',', ei_id, brand_id, status, stage, tag, lost_reason, proposed_value, closed_value), ';' order by id), '')) from pairings),
    (select md5(coalesce(string_agg(concat_ws(',', id, sales_target, property_count, notes), ';' order by id), '')) from event_inventories)) as f`);
  return rows[0].f;
}

/** Id of a demo user by email. */
/**
 * An active BO, not an admin, who owns neither brand `brandId` nor any event inventory and collaborates on
 * nothing: one whom a pairing's live news must not reach. Answers their email and id.
 */
export async function unrelatedBo(db: Db, brandId: number): Promise<{ email: string; id: number }> {
  const { rows } = await db.execute<{ email: string; id: number }>(sql`
    select u.email, u.id from users u
    where u.roles = '{BO}' and u.status = 'ACTIVE' and not u.is_admin
      and not exists (select 1 from brand_owners bo where bo.brand_id = ${brandId} and bo.user_id = u.id)
      and not exists (select 1 from event_inventory_owners eo where eo.user_id = u.id)
      and not exists (select 1 from collab_invitations c where c.invitee_user_id = u.id)
    order by u.id limit 1`);
  return rows[0];
}

export async function userId(db: Db, email: string): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(
    sql`select id from users where email = ${email}`,
  );
  return rows[0].id;
}
