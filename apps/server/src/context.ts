import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REALTIME_EVENTS } from '@crm/contracts';
import { deploymentId, type Db } from './db/client.js';
import type { TokenService } from './auth/tokens.js';
import { createActorCache } from './auth/actorCache.js';
import type { JobQueue } from './jobs/queue.js';
import { createRealtime, type Realtime } from './realtime/server.js';
import { createNotifications, type Notifications } from './modules/notifications/service.js';
import { createPresence } from './modules/users/presence.js';
import { createStorage, type FileStorage } from './storage/index.js';

/** What every module's routes are built from: each module plugin gets it as its options. */
export type AppContext = {
  db: Db;
  tokens: TokenService;
  /** Folder of uploaded files and import uploads (disk storage). */
  dataDir: string;
  /** Where uploaded bytes live (storage/index.ts; the disk under `${dataDir}/files`). */
  storage: FileStorage;
  /** Notifications written by producers and pushed after commit. */
  notifications: Notifications;
  /** This copy's realtime server (sockets, client events, broadcasts). */
  realtime: Realtime;
  /** The job queue (pg-boss): task reminders fire from it. */
  jobs: JobQueue;
  /** Drops a revoked token from this copy's actor cache at once. */
  forgetSession: (jti: string) => void;
  /** Drops all of a user's cached actors on this copy at once (other copies within the actor TTL). */
  forgetUser: (userId: number) => void;
  /** The user 'message us' opens a chat with (config SUPPORT_USER_ID); absent: the first active admin. */
  supportUserId?: number;
};

/** What buildApp is given: the services main.ts (or the test harness) opened, and the app's settings. */
export type AppOptions = Pick<
  AppContext,
  'db' | 'tokens' | 'dataDir' | 'jobs' | 'supportUserId'
> & {
  /** The built web app, served with an SPA fallback when its index.html exists. */
  webDist?: string;
  logLevel?: string;
  /** How long a looked-up user's roles are reused (ms); tests pass 0. */
  actorTtlMs?: number;
  /** Whose X-Forwarded-For to believe (config TRUST_PROXY); default none. */
  trustProxy?: boolean | string[];
  /** Serve the OpenAPI UI at /api/docs (the JSON document is always built, for tests). Default on. */
  apiDocs?: boolean;
  /** Longest time to receive a request's body (ms); default 30 s. */
  bodyTimeoutMs?: number;
  /** Several server copies: Socket.IO's Redis streams adapter (config REDIS_URL). */
  redisUrl?: string;
  /** Browser origins allowed on the sockets besides the server's own host (config ALLOWED_ORIGINS). */
  allowedOrigins?: string[];
};

/** The actors of verified tokens, reused for a while (auth/actorCache.ts). */
export type ActorCache = ReturnType<typeof createActorCache>;
/** Users' last activity, written and broadcast (modules/users/presence.ts). */
export type Presence = ReturnType<typeof createPresence>;

/**
 * Builds the services of `app`'s copy: the actor cache, the realtime server on its HTTP server
 * (decorated as `app.realtime`), presence and notifications pushed through realtime. Answers the
 * modules' context and what the auth check needs; realtime and presence close before the app does.
 */
export async function createContext(
  app: FastifyInstance,
  options: AppOptions,
): Promise<{ context: AppContext; actors: ActorCache; presence: Presence }> {
  const { db, tokens, redisUrl } = options;
  const actors = createActorCache(db, options.actorTtlMs);
  const realtime = await createRealtime(app.server, {
    authenticate: async (token) => {
      const session = await tokens.verify(token);
      return session && (await actors.get(session)) ? session : null;
    },
    redisUrl,
    deploymentId: redisUrl ? await deploymentId(db) : undefined,
    allowedOrigins: options.allowedOrigins,
    onConnect: (userId) => void presence.touch(userId).catch((e: unknown) => app.log.error(e)),
  });
  app.decorate('realtime', realtime);
  const presence = createPresence(db, (users) =>
    realtime.toAll('/notifications', REALTIME_EVENTS.presence, { users }),
  );
  app.addHook('preClose', async () => {
    presence.close();
    await realtime.close();
  });
  const notifications = createNotifications(db);
  notifications.setPublisher((events) =>
    realtime.toEachUser(
      '/notifications',
      REALTIME_EVENTS.notification,
      events.map(({ userId, ...payload }) => ({ userId, payload })),
    ),
  );
  const context: AppContext = {
    db,
    tokens,
    dataDir: options.dataDir,
    storage: createStorage(path.resolve(options.dataDir)),
    notifications,
    realtime,
    jobs: options.jobs,
    forgetSession: (jti) => actors.forget(jti),
    forgetUser: (userId) => actors.forgetUser(userId),
    supportUserId: options.supportUserId,
  };
  return { context, actors, presence };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This copy's realtime server (sockets, client events, broadcasts). */
    realtime: Realtime;
  }
}
