import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import helmet from 'helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { BODY_LIMIT_BYTES, MESSAGES, REALTIME_EVENTS } from '@crm/contracts';
import { deploymentId, type Db } from './db/client.js';
import type { Session, TokenService } from './auth/tokens.js';
import type { Actor } from './auth/actor.js';
import { AppError, isConcurrencyFailure, isConnectionLoss } from './lib/errors.js';
import { safeValidatorCompiler, schemaError } from './lib/validation.js';
import { registerIdempotency } from './lib/idempotency.js';
import { createRealtime, type Realtime } from './realtime/server.js';
import type { JobQueue } from './jobs/queue.js';
import { createNotifications, type Notifications } from './modules/notifications/service.js';
import { notificationsRoutes } from './modules/notifications/routes.js';
import { collaborationRoutes } from './modules/assignments/collaborationRoutes.js';
import { tasksRoutes } from './modules/tasks/routes.js';
import { chatRoutes } from './modules/chat/routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { feedbackRoutes } from './modules/feedback/routes.js';
import { peopleRoutes } from './modules/people/routes.js';
import { adminUsersRoutes } from './modules/people/adminRoutes.js';
import { newsRoutes } from './modules/news/routes.js';
import { closedDealRoutes } from './modules/closedDeals/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { createPresence } from './modules/users/presence.js';
import { createActorCache } from './auth/actorCache.js';
import { usersRoutes } from './modules/users/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { referenceRoutes } from './modules/reference/routes.js';
import { brandsRoutes } from './modules/brands/routes.js';
import { eventsRoutes } from './modules/events/routes.js';
import { inventoriesRoutes } from './modules/inventories/routes.js';
import { inventoryAdminRoutes } from './modules/inventories/adminRoutes.js';
import { assignmentsRoutes } from './modules/assignments/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { brandProfileRoutes } from './modules/brands/profileRoutes.js';
import { brandFilterRoutes } from './modules/brands/filterRoutes.js';
import { notesRoutes } from './modules/notes/routes.js';
import { filesRoutes } from './modules/files/routes.js';
import { pocsRoutes } from './modules/pocs/routes.js';
import { agenciesRoutes } from './modules/agencies/routes.js';
import { locationsRoutes } from './modules/locations/routes.js';
import { importsRoutes } from './modules/imports/routes.js';
import { repositoryRoutes } from './modules/repository/routes.js';
import { adminReferenceRoutes } from './modules/admin/routes.js';
import { customFieldsRoutes } from './modules/customFields/routes.js';

/** What the app is built from; `dataDir` holds uploaded files (disk storage). */
export type Deps = {
  db: Db;
  tokens: TokenService;
  webDist?: string;
  logLevel?: string;
  dataDir?: string;
  /** How long a looked-up user's roles are reused (ms); tests pass 0. */
  actorTtlMs?: number;
  /** Whose X-Forwarded-For to believe (config TRUST_PROXY); default none. */
  trustProxy?: boolean | string[];
  /** Serve the OpenAPI UI at /api/docs (the JSON document is always built, for tests). Default on. */
  apiDocs?: boolean;
  /** Longest time to receive a request's body (ms); default 30 s. */
  bodyTimeoutMs?: number;
  /** Drops a revoked token from this copy's actor cache at once (set by buildApp). */
  forgetSession?: (jti: string) => void;
  /** Drops all of a user's cached actors on this copy at once (set by buildApp; other copies within the actor TTL). */
  forgetUser?: (userId: number) => void;
  /** Several server copies: Socket.IO's Redis streams adapter (config REDIS_URL). */
  redisUrl?: string;
  /** Browser origins allowed on the sockets besides the server's own host (config ALLOWED_ORIGINS). */
  allowedOrigins?: string[];
  /** Notifications written by producers and pushed after commit (set by buildApp). */
  notifications?: Notifications;
  /** This copy's realtime server (set by buildApp). */
  realtime?: Realtime;
  /** The user 'message us' opens a chat with (config SUPPORT_USER_ID); default the first active admin. */
  supportUserId?: number;
  /** The job queue (pg-boss): task reminders fire from it. Started by main.ts and the test harness. */
  jobs?: JobQueue;
};
export type App = FastifyInstance & { withTypeProvider: FastifyInstance['withTypeProvider'] };

declare module 'fastify' {
  interface FastifyInstance {
    /** This copy's realtime server (sockets, client events, broadcasts). */
    realtime: Realtime;
  }
  interface FastifyRequest {
    /** The authenticated caller; set on every non-public /api route. */
    actor: Actor;
    /** The caller's verified token (user, jti, expiry); set with `actor`. */
    session: Session;
  }
  interface FastifyContextConfig {
    /** Route answers without a token (login, docs). */
    public?: boolean;
    /** Longest time to receive this route's body (ms), instead of the app's (uploads). */
    bodyTimeoutMs?: number;
  }
}

/** The caller's actor; every /api route but the public ones has one (set in the onRequest hook). */
export const actorOf = (req: { actor: Actor }) => req.actor;

/**
 * Builds the Fastify app: validation with the contracts' zod schemas, OpenAPI at /api/docs,
 * bearer-token auth on every /api route not marked public, `{error, message}` for every failure,
 * one register() per module, and the built web app (SPA fallback) when `webDist` exists.
 */
export async function buildApp(deps: Deps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logLevel && deps.logLevel !== 'silent' ? { level: deps.logLevel } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.trustProxy ?? false,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(safeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Security headers (helmet) built once: @fastify/helmet rebuilt the middleware on every request (~2.5% of a chat send's CPU)
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"], // Mantine writes its CSS variables and React style attributes inline
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null, // the app may be served over plain HTTP inside an office network
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    secureHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
  await app.register(swagger, {
    openapi: {
      info: { title: 'Events and sponsorship sales CRM API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  if (deps.apiDocs ?? true)
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list' },
      staticCSP: true,
    });
  await app.register(rateLimit, { global: false, hook: 'preHandler' });
  // Answers of 1 KB or more go out brotli- or gzip-compressed as the client accepts; request bodies are never inflated.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });

  const bodyTimeoutMs = deps.bodyTimeoutMs ?? 30_000;
  app.addHook('onRequest', async (req, reply) => {
    // A body that trickles in is cut off: the connection closes after the route's body timeout.
    const ms = req.routeOptions.config?.bodyTimeoutMs ?? bodyTimeoutMs;
    const timer = setTimeout(() => req.raw.destroy(), ms);
    timer.unref();
    const clear = () => clearTimeout(timer);
    req.raw.once('end', clear);
    req.raw.once('close', clear);
    reply.raw.once('finish', clear);
  });

  const actors = createActorCache(deps.db, deps.actorTtlMs);
  const realtime = await createRealtime(app.server, {
    authenticate: async (token) => {
      const session = await deps.tokens.verify(token);
      return session && (await actors.get(session)) ? session : null;
    },
    redisUrl: deps.redisUrl,
    deploymentId: deps.redisUrl ? await deploymentId(deps.db) : undefined,
    allowedOrigins: deps.allowedOrigins,
    onConnect: (userId) => void presence.touch(userId).catch((e: unknown) => app.log.error(e)),
  });
  app.decorate('realtime', realtime);
  const presence = createPresence(deps.db, (users) =>
    realtime.toAll('/notifications', REALTIME_EVENTS.presence, { users }),
  );
  app.addHook('preClose', async () => {
    presence.close();
    await realtime.close();
  });
  const notifications = createNotifications(deps.db);
  notifications.setPublisher((events) => {
    for (const { userId, ...event } of events)
      realtime.toUser('/notifications', userId, REALTIME_EVENTS.notification, event);
  });
  app.decorateRequest('actor', null as unknown as Actor);
  app.decorateRequest('session', null as unknown as Session);
  app.addHook('onRequest', async (req, reply) => {
    if (
      !req.url.startsWith('/api/') ||
      req.url.startsWith('/api/docs') ||
      req.routeOptions.config?.public
    )
      return;
    if (!req.routeOptions.url) return; // unknown route: the not-found handler answers
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    const session = token ? await deps.tokens.verify(token) : null;
    const actor = session ? await actors.get(session) : null;
    if (!session || !actor)
      return reply.code(401).send({ error: 'UNAUTHORIZED', message: MESSAGES.sessionExpired });
    req.actor = actor;
    req.session = session;
    void presence.touch(actor.userId).catch((e: unknown) => req.log.error(e));
  });
  registerIdempotency(app, deps.db);

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError)
      return reply.code(err.status).send({
        error: err.code,
        message: err.message,
        ...(err.field ? { field: err.field } : {}),
      });
    if (hasZodFastifySchemaValidationErrors(err))
      return reply.code(400).send({ error: 'BAD_REQUEST', ...schemaError(err.validation) });
    const e = err as { statusCode?: number; code?: string; message?: string };
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send({ error: 'PAYLOAD_TOO_LARGE', message: MESSAGES.bodyTooLarge });
    if (e.statusCode === 429)
      return reply.code(429).send({ error: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyLogins });
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500)
      return reply
        .code(e.statusCode)
        .send({ error: e.code ?? 'BAD_REQUEST', message: e.message ?? 'Bad request' });
    if (isConnectionLoss(err)) {
      req.log.warn(err);
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({ error: 'DATABASE_UNAVAILABLE', message: MESSAGES.databaseUnavailable });
    }
    if (isConcurrencyFailure(err)) {
      req.log.warn(err);
      return reply
        .code(409)
        .send({ error: 'CONCURRENT_CHANGE', message: MESSAGES.concurrentChange });
    }
    req.log.error(err);
    return reply.code(500).send({ error: 'INTERNAL', message: MESSAGES.genericError });
  });

  const moduleDeps: Deps = {
    ...deps,
    forgetSession: (jti) => actors.forget(jti),
    forgetUser: (userId) => actors.forgetUser(userId),
    notifications,
    realtime,
  };
  await app.register(
    async (api) => {
      const deps = moduleDeps;
      await usersRoutes(api, deps);
      await settingsRoutes(api, deps);
      await referenceRoutes(api, deps);
      await brandsRoutes(api, deps);
      await eventsRoutes(api, deps);
      await inventoriesRoutes(api, deps);
      await inventoryAdminRoutes(api, deps);
      await assignmentsRoutes(api, deps);
      await dashboardRoutes(api, deps);
      await brandProfileRoutes(api, deps);
      await brandFilterRoutes(api, deps);
      await notesRoutes(api, deps);
      await filesRoutes(api, deps);
      await pocsRoutes(api, deps);
      await agenciesRoutes(api, deps);
      await locationsRoutes(api, deps);
      await importsRoutes(api, deps);
      await notificationsRoutes(api, deps);
      await collaborationRoutes(api, deps);
      await tasksRoutes(api, deps);
      await chatRoutes(api, deps);
      await searchRoutes(api, deps);
      await feedbackRoutes(api, deps);
      await adminUsersRoutes(api, deps);
      await newsRoutes(api, deps);
      await peopleRoutes(api, deps);
      await reportRoutes(api, deps);
      await closedDealRoutes(api, deps);
      await repositoryRoutes(api, deps);
      await adminReferenceRoutes(api, deps);
      await customFieldsRoutes(api, deps);
    },
    { prefix: '/api' },
  );

  const hasWeb = deps.webDist && existsSync(path.join(deps.webDist, 'index.html'));
  // Hashed build assets never change: cached for a year; index.html is always revalidated.
  const cacheControl = (file: string) =>
    file.includes(`${path.sep}assets${path.sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';
  // The build writes .br and .gz beside each text asset; they are sent as they are to clients that accept them
  // (Vary: caches keep one copy per encoding).
  const staticHeaders = (
    res: { setHeader: (name: string, value: string) => unknown },
    file: string,
  ) => {
    res.setHeader('cache-control', cacheControl(file));
    res.setHeader('vary', 'accept-encoding');
  };
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: deps.webDist!,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: staticHeaders,
    });
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || !hasWeb || req.method !== 'GET')
      return reply
        .code(404)
        .send({ error: 'NOT_FOUND', message: `No route ${req.method} ${req.url.split('?')[0]}` });
    return reply.type('text/html').sendFile('index.html');
  });
  return app;
}
