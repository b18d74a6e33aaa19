import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CHAT_EVENTS, DEFAULT_APP_LINKS, REALTIME_EVENTS, type AppLinks } from '@crm/contracts';
import { deploymentId, type Database, type Db } from './db/client.js';
import type { Session, TokenService } from './auth/tokens.js';
import { createActorCache } from './auth/actorCache.js';
import type { JobQueue } from './jobs/queue.js';
import { startPartitionUpkeep } from './db/partitions.js';
import { createRealtime, type Realtime } from './realtime/server.js';
import { createNotifications, type Notifications } from './modules/notifications/service.js';
import { createPresence } from './modules/users/presence.js';
import {
  apiTokenVerifier,
  liveSessions,
  sessionSeen,
  type ApiTokenVerifier,
} from './modules/users/index.js';
import { pairingsMoved, type PairingsMoved } from './modules/pairings/board/live.js';
import { createStorage, type FileStorage, type S3Config } from './storage/index.js';
import { createMetrics, type AppMetrics } from './lib/metrics.js';
import { startMail, type Mail, type MailConfig } from './mail/index.js';
import {
  mailLinked,
  startEmailSender,
  startMailboxSync,
  type EmailSender,
  type MailboxSync,
} from './modules/email/index.js';
import type { SsoConfig } from './auth/oidc.js';
import { createSecretBox, deploymentSecretBox, type SecretBox } from './auth/secretBox.js';
import { deploymentSecret } from './lib/deploymentSecret.js';
import { startWebhooks, type WebhookOptions } from './modules/webhooks/index.js';

/** What every module's routes are built from: each module plugin gets it as its options. */
export type AppContext = {
  db: Db;
  tokens: TokenService;
  /** Folder of uploaded files and import uploads (disk storage). */
  dataDir: string;
  /** Where uploaded bytes live (storage/index.ts: the disk under `${dataDir}/files`, or a bucket). */
  storage: FileStorage;
  /** Notifications written by producers and pushed after commit. */
  notifications: Notifications;
  /** This copy's realtime server (sockets, client events, broadcasts). */
  realtime: Realtime;
  /**
   * Tells open pipeline boards and pairing lists that these pairings changed, after the commit
   * (modules/pairings/board/live.ts): a stage move, or a manual closure recorded, removed or restored.
   */
  pairingsMoved: PairingsMoved;
  /** The job queue (pg-boss): task reminders fire from it, mails leave through it. */
  jobs: JobQueue;
  /** Outgoing system mail (mail/): queued in a transaction, sent by the job queue after the commit. */
  mail: Mail;
  /** JWT_SECRET when configured: the key every copy shares, from which upload links' key is derived. */
  jwtSecret?: string;
  /** Seals the TOTP secrets and webhooks' signing secrets at rest (auth/secretBox.ts), under a deployment secret derived from JWT_SECRET or kept in DATA_DIR. */
  secretBox: SecretBox;
  /** How webhooks are delivered (issue 42 §2): whether a receiver on this machine may be reached. */
  webhooks: WebhookOptions;
  /**
   * Seals users' mailbox passwords at rest (issue 41 §1): under MAIL_SECRET_KEY; without it a deployment
   * secret in development, and none in production (no mailbox can be connected: 503 MAIL_KEY_MISSING).
   */
  mailboxSecrets: SecretBox | undefined;
  /** Reads users' mailboxes (modules/email: a job per mailbox, IDLE connections); started with the app. */
  mailboxSync: MailboxSync;
  /** Sending users' mail from the CRM (modules/email/send). */
  emailSender: EmailSender;
  /** Hosts inside this server's own network a mailbox may use (config MAIL_PRIVATE_HOSTS); others there are refused. */
  mailPrivateHosts: readonly string[];
  /** The user 'message us' opens a chat with (config SUPPORT_USER_ID); absent: the first active admin. */
  supportUserId?: number;
  /** The app's address as users reach it (config PUBLIC_URL, no trailing slash): links written for use elsewhere start with it. */
  publicUrl: string;
  /** The native app's store pages and the support mailbox (config IOS_STORE_URL, ANDROID_STORE_URL, SUPPORT_EMAIL). */
  appLinks: AppLinks;
  /** This app's Prometheus registry and push counters (lib/metrics.ts). */
  metrics: AppMetrics;
  /** Days an audit record is kept (config AUDIT_RETENTION_DAYS); the retention job deletes older ones. */
  auditRetentionDays: number;
  /** Single sign-on with an OpenID Connect provider (config OIDC_*); absent: off. */
  sso?: SsoConfig;
};

/** What buildApp is given: the services main.ts (or the test harness) opened, and the app's settings. */
export type AppOptions = Pick<
  AppContext,
  'db' | 'tokens' | 'dataDir' | 'jobs' | 'supportUserId' | 'jwtSecret' | 'sso'
> & {
  /** The built web app, served with an SPA fallback when its index.html exists. */
  webDist?: string;
  /** The app's address as users reach it (config PUBLIC_URL); default `http://localhost:3000`. */
  publicUrl?: string;
  /** The links the web shows (config IOS_STORE_URL, ANDROID_STORE_URL, SUPPORT_EMAIL); default DEFAULT_APP_LINKS. */
  appLinks?: AppLinks;
  logLevel?: string;
  /** Where log lines go (JSON lines); default stdout. Tests pass a stream to read them. */
  logStream?: { write: (line: string) => void };
  /** A request that takes this long or longer is logged at warn (ms, config SLOW_REQUEST_MS); default 1000. */
  slowRequestMs?: number;
  /** A request's SQL statement that takes this long or longer is logged at warn (ms, config SLOW_SQL_MS); default 200. */
  slowSqlMs?: number;
  /** How long a looked-up user's roles are reused (ms); tests pass 0. */
  actorTtlMs?: number;
  /** How often each copy checks its sockets' sessions against the database (ms); default 30 s (realtime/sessions.ts). */
  sessionCheckMs?: number;
  /** Whose X-Forwarded-For to believe (config TRUST_PROXY); default none. */
  trustProxy?: boolean | string[];
  /**
   * The OpenAPI UI at /api/docs and its document: 'anyone' (default), 'admins' (the document for signed-in
   * admins only: production, issue 42 §3) or 'off' (no UI; the document is still built, for tests).
   */
  apiDocs?: 'anyone' | 'admins' | 'off';
  /** Longest time to receive a request's body (ms); default 30 s. */
  bodyTimeoutMs?: number;
  /** Several server copies: Socket.IO's Redis streams adapter (config REDIS_URL). */
  redisUrl?: string;
  /** Browser origins allowed on the sockets besides the server's own host (config ALLOWED_ORIGINS). */
  allowedOrigins?: string[];
  /** Keep uploaded files in an S3-compatible bucket (config S3_*) instead of `${dataDir}/files`. */
  s3?: S3Config;
  /** GET /metrics (config METRICS_TOKEN, METRICS_PORT, HOST); off when neither token nor port is given. */
  metrics?: { token?: string; port?: number; host?: string };
  /** Outgoing mail (config SMTP_URL, MAIL_FROM); default off: each mail is written to `mailLog`. */
  mail?: MailConfig;
  /** Where a mail that is not sent (mail off) is written with its links; default the app's log at info. */
  mailLog?: (message: string) => void;
  /** Days an audit record is kept (config AUDIT_RETENTION_DAYS); default 730, two years. */
  auditRetentionDays?: number;
  /** The key mailbox passwords are sealed under (config MAIL_SECRET_KEY), and whether one is required (production). */
  mailSecretKey?: { key?: string; required: boolean };
  /** Hosts inside this server's own network a mailbox may use (config MAIL_PRIVATE_HOSTS); default none. */
  mailPrivateHosts?: string[];
  /** The database's engine, for what LISTENs on it (webhook deliveries wake at a commit); without it they sweep only. */
  database?: Database;
  /** Webhook deliveries (issue 42 §2): default no loopback receiver (production's rule) and WEBHOOK_DELIVERY's times. */
  webhooks?: WebhookOptions;
};

/** The box of mailbox passwords: under MAIL_SECRET_KEY, else a deployment secret unless the key is required. */
function mailboxSecretBox(options: AppOptions): SecretBox | undefined {
  const { key, required } = options.mailSecretKey ?? { required: false };
  if (key) return createSecretBox(Buffer.from(key, 'utf8'));
  if (required) return undefined;
  return createSecretBox(
    deploymentSecret({
      dataDir: options.dataDir,
      jwtSecret: options.jwtSecret,
      label: 'mailbox-secrets',
      file: 'mailbox-secret-key',
    }),
  );
}

/**
 * Outgoing system mail (mail/), the reading of users' mailboxes and sending from them (modules/email),
 * each stopped when `app` closes.
 */
async function startMailServices(
  app: FastifyInstance,
  options: AppOptions,
  deps: { storage: FileStorage; notifications: Notifications; realtime: Realtime },
) {
  const mail = await startMail({
    db: options.db,
    jobs: options.jobs,
    config: options.mail ?? {},
    log: options.mailLog ?? ((message) => app.log.info(message)),
  });
  app.addHook('onClose', async () => mail.stop());
  const mailboxSecrets = mailboxSecretBox(options);
  const linked = mailLinked(options.db, deps.realtime, (e) => app.log.error(e));
  const mailboxSync = await startMailboxSync({
    db: options.db,
    jobs: options.jobs,
    storage: deps.storage,
    box: mailboxSecrets,
    privateHosts: options.mailPrivateHosts ?? [],
    mailLinked: linked,
    log: (e) => app.log.error(e),
  });
  app.addHook('onClose', async () => mailboxSync.stop());
  const emailSender = await startEmailSender({
    db: options.db,
    jobs: options.jobs,
    box: mailboxSecrets,
    privateHosts: options.mailPrivateHosts ?? [],
    publicUrl: publicUrlOf(options),
    mailLinked: linked,
    log: (e) => app.log.error(e),
    storage: deps.storage,
    notifications: deps.notifications,
  });
  app.addHook('onClose', async () => emailSender.stop());
  return { mail, mailboxSecrets, mailboxSync, emailSender };
}

/** Starts this copy's webhook deliveries (stopped as the app closes); answers their options, for the routes. */
async function startWebhookServices(
  app: FastifyInstance,
  options: AppOptions,
  deps: { secretBox: SecretBox; notifications: Notifications },
): Promise<WebhookOptions> {
  const webhooks = options.webhooks ?? { allowLoopback: false };
  const deliveries = await startWebhooks({
    db: options.db,
    jobs: options.jobs,
    database: options.database,
    box: deps.secretBox,
    notifications: deps.notifications,
    options: webhooks,
    log: (e) => app.log.error(e),
  });
  app.addHook('onClose', () => deliveries.stop());
  return webhooks;
}

/** The address users reach the app at (PUBLIC_URL), for links in mail. */
const publicUrlOf = (options: AppOptions) => options.publicUrl ?? 'http://localhost:3000';

/** Notifications (modules/notifications) whose new rows are pushed to their users' tabs through `realtime`. */
function pushedNotifications(db: Db, realtime: Realtime): Notifications {
  const notifications = createNotifications(db);
  notifications.setPublisher((events) =>
    realtime.toEachUser(
      '/notifications',
      REALTIME_EVENTS.notification,
      events.map(({ userId, ...payload }) => ({ userId, payload })),
    ),
  );
  return notifications;
}

/** The actors of verified tokens, reused for a while (auth/actorCache.ts). */
export type ActorCache = ReturnType<typeof createActorCache>;
/** Users' last activity, written and broadcast (modules/users/presence.ts). */
export type Presence = ReturnType<typeof createPresence>;

/** What createContext answers: the modules' context and what the auth check needs. */
type CopyServices = {
  context: AppContext;
  actors: ActorCache;
  presence: Presence;
  apiTokens: ApiTokenVerifier;
  seen: (session: Session, address: string) => void;
  /** The deployment's id when its copies share a Redis (naming their keys there). */
  deploymentId?: string;
};

/**
 * Builds the services of `app`'s copy: the actor cache, the realtime server on its HTTP server
 * (decorated as `app.realtime`), presence and notifications pushed through realtime. Answers the
 * modules' context and what the auth check needs (the actors, presence, the API tokens' verifier, and `seen`, which notes a
 * session's last request); realtime and presence close before the app does.
 */
export async function createContext(
  app: FastifyInstance,
  options: AppOptions,
): Promise<CopyServices> {
  const { db, tokens, redisUrl } = options;
  const deployment = redisUrl ? await deploymentId(db) : undefined;
  const actors = createActorCache(db, options.actorTtlMs);
  const metrics = createMetrics();
  const realtime = await createRealtime(app.server, {
    authenticate: async (token) => {
      const session = await tokens.verify(token);
      return session && (await actors.fresh(session)) ? session : null;
    },
    liveSessions: (sessions) => liveSessions(db, sessions),
    onSessionEnd: (end) => ('jti' in end ? actors.forget(end.jti) : actors.forgetUser(end.userId)),
    sessionCheckMs: options.sessionCheckMs,
    redisUrl,
    deploymentId: deployment,
    allowedOrigins: options.allowedOrigins,
    onConnect: (userId) => void presence.touch(userId).catch((e: unknown) => app.log.error(e)),
    onPush: (ns, event, users) => {
      if (ns === '/chat' && event === CHAT_EVENTS.message) metrics.chatMessagesPushed.inc();
      if (ns === '/notifications' && event === REALTIME_EVENTS.notification)
        metrics.notificationsPushed.inc(users);
    },
  });
  app.decorate('realtime', realtime);
  const presence = createPresence(db, (users) =>
    realtime.toAll('/notifications', REALTIME_EVENTS.presence, { users }),
  );
  app.addHook('preClose', async () => {
    presence.close();
    await realtime.close();
  });
  const notifications = pushedNotifications(db, realtime);
  const secretBox = deploymentSecretBox(options.dataDir, options.jwtSecret);
  const webhooks = await startWebhookServices(app, options, { secretBox, notifications });
  const log = (message: string) => app.log.info(message);
  const stopPartitions = await startPartitionUpkeep({ db, jobs: options.jobs, log });
  app.addHook('onClose', async () => stopPartitions());
  const storage = await createStorage(path.resolve(options.dataDir), options.s3);
  const { mail, mailboxSecrets, mailboxSync, emailSender } = await startMailServices(app, options, {
    storage,
    notifications,
    realtime,
  });
  const context: AppContext = {
    db,
    tokens,
    dataDir: options.dataDir,
    storage,
    notifications,
    realtime,
    pairingsMoved: pairingsMoved(db, realtime),
    jobs: options.jobs,
    mail,
    supportUserId: options.supportUserId,
    publicUrl: publicUrlOf(options),
    appLinks: options.appLinks ?? DEFAULT_APP_LINKS,
    jwtSecret: options.jwtSecret,
    secretBox,
    webhooks,
    mailboxSecrets,
    mailboxSync,
    emailSender,
    mailPrivateHosts: options.mailPrivateHosts ?? [],
    metrics,
    auditRetentionDays: options.auditRetentionDays ?? 730,
    sso: options.sso,
  };
  const seen = sessionSeen(db, (e) => app.log.error(e));
  return {
    context,
    actors,
    presence,
    apiTokens: apiTokenVerifier(db),
    seen,
    deploymentId: deployment,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This copy's realtime server (sockets, client events, broadcasts). */
    realtime: Realtime;
  }
}
