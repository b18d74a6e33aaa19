import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { BODY_LIMIT_BYTES } from '@crm/contracts';
import { safeValidatorCompiler } from './lib/validation.js';
import { openCopyRedis } from './lib/redis.js';
import { createContext, type AppOptions } from './context.js';
import { securityHeaders } from './plugins/securityHeaders.js';
import { apiDocs } from './plugins/apiDocs.js';
import { rateLimit } from './plugins/rateLimit.js';
import { compression } from './plugins/compression.js';
import { bodyTimeout } from './plugins/bodyTimeout.js';
import { auth } from './plugins/auth.js';
import { apiTokenLimit } from './plugins/apiTokenLimit.js';
import { readReplica } from './plugins/readReplica.js';
import { idempotency } from './plugins/idempotency.js';
import { errorHandler } from './plugins/errorHandler.js';
import { apiRoutes } from './modules/index.js';
import { webApp } from './plugins/webApp.js';
import { health } from './plugins/health.js';
import { metrics } from './plugins/metrics.js';
import { requestIdOptions, requestLog, requestSerializers } from './plugins/requestLog.js';

/**
 * Builds the Fastify app: validation with the contracts' zod schemas, then, in this order, request ids
 * and slow-request/slow-SQL logs (plugins/requestLog.ts), security headers, OpenAPI at /api/docs, rate
 * limits, compression, body timeouts, bearer-token auth on every /api route not marked public (browser
 * sessions and API tokens, the latter rate limited per token),
 * idempotency keys, `{error, message}` for every failure, /metrics when configured (request durations
 * of every route registered after it), /healthz and
 * /readyz, every module's routes under /api, and the built web app (SPA fallback) when `webDist` exists.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { logLevel, logStream } = options;
  const app = Fastify({
    logger:
      logLevel && logLevel !== 'silent'
        ? { level: logLevel, stream: logStream, serializers: requestSerializers }
        : false,
    ...requestIdOptions,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(safeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const { context, actors, presence, apiTokens, seen, deploymentId } = await createContext(
    app,
    options,
  );

  await app.register(requestLog, {
    slowRequestMs: options.slowRequestMs ?? 1000,
    slowSqlMs: options.slowSqlMs ?? 200,
  });
  await app.register(securityHeaders);
  await app.register(apiDocs, { ui: options.apiDocs !== 'off' });
  const redis = options.redisUrl ? openCopyRedis(app, options.redisUrl) : undefined;
  await app.register(rateLimit, { redis, deploymentId });
  await app.register(compression);
  await app.register(bodyTimeout, { ms: options.bodyTimeoutMs ?? 30_000 });
  await app.register(auth, {
    tokens: options.tokens,
    apiTokens,
    actors,
    presence,
    seen,
    docsForAdmins: options.apiDocs === 'admins',
  });
  await app.register(apiTokenLimit);
  if (options.database?.replica) await app.register(readReplica, { redis, deploymentId });
  await app.register(idempotency, { db: options.db });
  await app.register(errorHandler);
  await app.register(metrics, { context, replica: options.database?.replica, ...options.metrics });
  await app.register(health, { context, redis: Boolean(options.redisUrl) });
  await app.register(apiRoutes(context), { prefix: '/api' });
  await app.register(webApp, { webDist: options.webDist });
  return app;
}
