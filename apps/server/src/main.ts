import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { secureDataDir } from './db/ownerOnly.js';
import { createTokenService, resolveSecret } from './auth/tokens.js';
import { buildApp } from './app.js';
import { startJobQueue } from './jobs/queue.js';
import { seedDemoIfEmpty } from './db/seed/index.js';
import { startEmbeddedUpkeep } from './db/embeddedUpkeep.js';
import { listenerStopper } from './lib/stopListening.js';

/** How long a stopping copy takes to let its sockets go (ms): their reconnections spread over it. */
const SOCKET_RELEASE_MS = 3_000;

/** Tells the operator the server is up: what demo data was loaded, where it runs, on what database, and the demo logins. */
function announceStart(
  config: ReturnType<typeof loadConfig>,
  kind: 'pglite' | 'postgres',
  seeded: Awaited<ReturnType<typeof seedDemoIfEmpty>>,
  say: (message: string) => void,
) {
  if (seeded)
    say(
      `Demo data loaded: ${seeded.brands} brands, ${seeded.eventInventories} event inventories, ${seeded.pairings} pairings.`,
    );
  say(
    `${config.production ? '' : '\n'}SponsorDesk is running at http://localhost:${config.port}  (database: ${kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL server'})`,
  );
  if (config.seedDemo)
    say(
      `Demo logins: bo@demo.test, po@demo.test, to@demo.test, admin@demo.test, mg@demo.test, hr@demo.test … (one per role code), password ${config.demoPassword}`,
    );
}

/**
 * Entry point: read config → open db → migrate → make the data folder owner-only → seed on first start
 * → build app → listen (on PGlite, with its upkeep: db/embeddedUpkeep.ts). Built to apps/server/dist/main.js (scripts/build.mjs); runs from there with
 * environment variables only.
 */
async function main() {
  const config = loadConfig();
  const {
    databaseUrl,
    databaseReplicaUrl: replicaUrl,
    databaseDirectUrl: directUrl,
    dataDir,
  } = config;
  const database = await openDatabase({ databaseUrl, replicaUrl, directUrl, dataDir });
  // After the embedded database opened: PGlite gives its files modes of its own (0666), put right here.
  await secureDataDir(dataDir);
  const seeded = config.seedDemo
    ? await seedDemoIfEmpty(database.db, { password: config.demoPassword })
    : null;
  const tokens = createTokenService(resolveSecret(config.jwtSecret, dataDir), config.tokenTtlHours);
  const jobs = await startJobQueue(database);
  // In production the operator's messages are log lines too (JSON, when the level shows info); else plain
  // text, as they are before the app (and its log) exists: a mail the job queue takes while the app is built.
  const asLogLines = config.production && ['info', 'debug', 'trace'].includes(config.logLevel);
  let appLog: FastifyBaseLogger | undefined;
  const say = (message: string) =>
    asLogLines && appLog ? appLog.info(message) : console.log(message);
  const app = await buildApp({
    db: database.db,
    tokens,
    webDist: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist'),
    dataDir,
    logLevel: config.logLevel,
    slowRequestMs: config.slowRequestMs,
    slowSqlMs: config.slowSqlMs,
    trustProxy: config.trustProxy,
    apiDocs: !config.apiDocs ? 'off' : config.production ? 'admins' : 'anyone',
    bodyTimeoutMs: config.requestTimeoutSeconds * 1000,
    redisUrl: config.redisUrl,
    allowedOrigins: config.allowedOrigins,
    supportUserId: config.supportUserId,
    publicUrl: config.publicUrl,
    appLinks: config.appLinks,
    jwtSecret: config.jwtSecret,
    s3: config.s3,
    metrics: { token: config.metricsToken, port: config.metricsPort, host: config.host },
    mail: config.mail,
    mailSecretKey: config.mailSecretKey,
    mailPrivateHosts: config.mailPrivateHosts,
    auditRetentionDays: config.auditRetentionDays,
    sso: config.sso,
    mailLog: say,
    jobs,
    database,
    webhooks: { allowLoopback: !config.production }, // a receiver on this machine, in development
  });
  appLog = app.log;
  const stopUpkeep = database.kind === 'pglite' ? startEmbeddedUpkeep(database.db, say) : null;
  app.server.maxConnections = config.maxConnections;
  const listener = listenerStopper(app.server);
  app.server.headersTimeout = 15_000; // headers that trickle in (slowloris) are cut off
  await app.listen({ port: config.port, host: config.host });
  announceStart(config, database.kind, seeded, say);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (signal === 'SIGTERM' && config.drainSeconds > 0) {
      app.drain(); // GET /readyz answers 503: a balancer stops sending new requests here
      say(`${signal}: draining for ${config.drainSeconds} s…`);
      await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
    }
    say(`${signal}: finishing in-flight requests and closing the database…`);
    await listener.stop(); // no new connections; the accepted ones bring their request
    // the sockets reconnect to the other copies, spread out (a rolling restart; not at a Ctrl+C)
    if (signal === 'SIGTERM') await app.realtime.release(SOCKET_RELEASE_MS);
    await app.close(); // answers what is in flight, closes idle connections
    await jobs.stop();
    await stopUpkeep?.();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

// A bug that escapes a request (a stray rejection, an error event nobody listens to) is logged; the
// process keeps serving every other request. A supervisor restarts it if it ever does exit (docs/operations.md).
process.on('unhandledRejection', (reason) =>
  console.error('Unhandled rejection (process keeps running):', reason),
);
process.on('uncaughtException', (err) =>
  console.error('Uncaught exception (process keeps running):', err),
);

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
