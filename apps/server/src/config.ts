import { z } from 'zod';
import path from 'node:path';
import { DEFAULT_APP_LINKS, ROLE_CODES, type AppLinks, type RoleCode } from '@crm/contracts';
import type { S3Config } from './storage/index.js';
import type { MailConfig } from './mail/index.js';
import type { SsoConfig } from './auth/oidc.js';

/** Environment, parsed and validated once (README, Configuration). */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_REPLICA_URL: z.string().url().optional(),
  DATABASE_DIRECT_URL: z.string().url().optional(),
  REDIS_URL: z.string().optional(),
  JWT_SECRET: z.string().min(16).optional(),
  SEED_DEMO: z.enum(['on', 'off', 'true', 'false', '1', '0']).optional(),
  DEMO_PASSWORD: z.string().min(6).default('demo1234'),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  NODE_ENV: z.string().default('development'),
  TRUST_PROXY: z.string().default('off'),
  API_DOCS: z.enum(['on', 'off']).optional(),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(2048),
  ALLOWED_ORIGINS: z.string().default(''),
  SUPPORT_USER_ID: z.coerce.number().int().positive().optional(),
  IOS_STORE_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_APP_LINKS.iosStoreUrl),
  ANDROID_STORE_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_APP_LINKS.androidStoreUrl),
  SUPPORT_EMAIL: z.email().default(DEFAULT_APP_LINKS.supportEmail),
  DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).optional(),
  S3_SIGNED_DOWNLOADS: z.enum(['on', 'off']).default('off'),
  SHARED_DATA_DIR: z.enum(['on', 'off']).default('off'),
  METRICS_TOKEN: z.string().min(16).optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SLOW_REQUEST_MS: z.coerce.number().int().min(0).default(1000),
  SLOW_SQL_MS: z.coerce.number().int().min(0).default(200),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).max(320).optional(),
  MAIL_SECRET_KEY: z.string().min(32).max(500).optional(),
  MAIL_PRIVATE_HOSTS: z.string().max(5000).default(''),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30).max(36500).default(730),
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).max(500).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(2000).optional(),
  OIDC_NAME: z.string().min(1).max(60).default('SSO'),
  OIDC_AUTO_PROVISION: z.enum(['on', 'off']).default('off'),
  OIDC_ROLE_CLAIM: z.string().min(1).max(100).optional(),
  OIDC_ROLE_MAP: z.string().max(5000).default(''),
  OIDC_ONLY: z.enum(['on', 'off']).default('off'),
  OIDC_BREAK_GLASS_EMAIL: z.email().optional(),
});

/**
 * TRUST_PROXY as Fastify takes it: 'off' (default; X-Forwarded-For is ignored), 'on' (trust every
 * hop — only behind a proxy that overwrites the header), or a comma list of proxy addresses/CIDRs.
 */
export function parseTrustProxy(v: string): boolean | string[] {
  const t = v.trim().toLowerCase();
  if (['', 'off', 'false', '0', 'no'].includes(t)) return false;
  if (['on', 'true', 'yes', '1'].includes(t)) return true;
  return t
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
}

export type Config = {
  port: number;
  host: string;
  /**
   * The app's address as its users reach it (PUBLIC_URL, default `http://localhost:PORT`), without a
   * trailing slash: links the server writes for use elsewhere (the calendar feed's) start with it, never
   * with a request's Host or X-Forwarded-Host.
   */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A streaming replica of DATABASE_URL that read routes use while it keeps up (DATABASE_REPLICA_URL; db/replica.ts). */
  databaseReplicaUrl: string | undefined;
  /** The PostgreSQL server itself when DATABASE_URL is PgBouncer in transaction mode (DATABASE_DIRECT_URL): migrations and LISTEN go here. */
  databaseDirectUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  /** Load the demo data on first start: default on for embedded PGlite, off for a server. */
  seedDemo: boolean;
  demoPassword: string;
  /** Token lifetime in hours. */
  tokenTtlHours: number;
  /** LOG_LEVEL; default info (every request, JSON lines) when NODE_ENV=production, else warn (a quiet console). */
  logLevel: string;
  /** NODE_ENV=production: the deployment mode (API docs off, request logs at info). */
  production: boolean;
  /** A request that takes this long or longer is logged at warn (ms). */
  slowRequestMs: number;
  /** A request's SQL statement that takes this long or longer is logged at warn with its text (ms). */
  slowSqlMs: number;
  /** Which proxies' X-Forwarded-For is believed (client address for rate limits). Default: none. */
  trustProxy: boolean | string[];
  /** Serve the OpenAPI UI at /api/docs: API_DOCS, default on (in production its document is for signed-in admins only). */
  apiDocs: boolean;
  /** Longest time to receive one request (headers and body), seconds; uploads get longer (files module). */
  requestTimeoutSeconds: number;
  /** Most open client connections at once. */
  maxConnections: number;
  /** Browser origins allowed on the realtime sockets besides the server's own host. */
  allowedOrigins: string[];
  /** The user What's New 'message us' opens a chat with; default the first active admin. */
  supportUserId: number | undefined;
  /** The native app's store pages and the support mailbox the web links to (IOS_STORE_URL, ANDROID_STORE_URL, SUPPORT_EMAIL). */
  appLinks: AppLinks;
  /** On SIGTERM, how long GET /readyz answers 503 before the copy stops taking requests (seconds; a balancer's check interval or more). */
  drainSeconds: number;
  /** Uploaded files in an S3-compatible bucket (S3_*); absent: on disk under `${dataDir}/files`. */
  s3: S3Config | undefined;
  /** Bearer token GET /metrics requires (at least 16 characters); with it /metrics is on, on the main port. */
  metricsToken: string | undefined;
  /** A port of its own for GET /metrics (on HOST); with it /metrics is on. */
  metricsPort: number | undefined;
  /** Outgoing mail: SMTP_URL (absent: mail is off, each mail is logged with its links) and MAIL_FROM. */
  mail: MailConfig;
  /** Users' mailbox passwords are sealed under MAIL_SECRET_KEY (≥ 32 characters); production refuses to connect a mailbox without it. */
  mailSecretKey: { key?: string; required: boolean };
  /** Hosts (names or addresses) inside this server's network that mailboxes may use (MAIL_PRIVATE_HOSTS, by commas). */
  mailPrivateHosts: string[];
  /** Days an audit record is kept (AUDIT_RETENTION_DAYS, 30 to 36,500; default 730, two years). */
  auditRetentionDays: number;
  /** Single sign-on (OIDC_*): set when OIDC_ISSUER is. */
  sso: SsoConfig | undefined;
};

/** The parsed environment. */
type EnvValues = z.infer<typeof Env>;

/** Throws when variables that must go together do not: several copies, S3, the metrics port. */
function assertConsistent(e: EnvValues, env: NodeJS.ProcessEnv): void {
  for (const name of ['DATABASE_REPLICA_URL', 'DATABASE_DIRECT_URL'] as const)
    if (e[name] && !e.DATABASE_URL)
      throw new Error(
        `${name} is set but DATABASE_URL is not: it belongs to a PostgreSQL server (a replica of it, or the server behind a pooler). Set DATABASE_URL, or unset ${name}.`,
      );
  if (e.REDIS_URL && !e.DATABASE_URL) {
    throw new Error(
      'REDIS_URL is set but DATABASE_URL is not: several server copies must share one PostgreSQL server (the embedded database belongs to one process). Set DATABASE_URL, or unset REDIS_URL to run one copy.',
    );
  }
  const s3Set = ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_SIGNED_DOWNLOADS'].filter((k) => env[k]);
  if (!e.S3_BUCKET && s3Set.length)
    throw new Error(
      `${s3Set.join(', ')} set but S3_BUCKET is not: set S3_BUCKET to keep uploaded files in a bucket, or unset ${s3Set.join(', ')}.`,
    );
  if (e.REDIS_URL && !e.S3_BUCKET && e.SHARED_DATA_DIR !== 'on') {
    throw new Error(
      "REDIS_URL is set (several server copies) but uploaded files are kept on this copy's disk: set S3_BUCKET (and S3_ENDPOINT, S3_REGION…) to share them through a bucket, or SHARED_DATA_DIR=on when DATA_DIR is one folder every copy mounts (e.g. NFS).",
    );
  }
  if (e.REDIS_URL && !e.JWT_SECRET && e.SHARED_DATA_DIR !== 'on') {
    throw new Error(
      'REDIS_URL is set (several server copies) but JWT_SECRET is not: each copy would sign sessions and upload links with its own key kept in its DATA_DIR, so a session made on one copy fails on another. Set the same JWT_SECRET on every copy (or SHARED_DATA_DIR=on when DATA_DIR is one folder every copy mounts).',
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT)
    throw new Error(
      'METRICS_PORT is the same as PORT: give /metrics a port of its own, or unset METRICS_PORT and set METRICS_TOKEN to serve it on PORT.',
    );
}

/** The bucket of S3_BUCKET (path-style addressing by default with an S3_ENDPOINT), or undefined without one. */
const s3Config = (e: EnvValues): S3Config | undefined =>
  e.S3_BUCKET
    ? {
        bucket: e.S3_BUCKET,
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        forcePathStyle: (e.S3_FORCE_PATH_STYLE ?? (e.S3_ENDPOINT ? 'on' : 'off')) === 'on',
        signedDownloads: e.S3_SIGNED_DOWNLOADS === 'on',
      }
    : undefined;

/**
 * OIDC_ROLE_MAP, `value=ROLE` pairs by commas (`crm-sales=BO,crm-admins=ADMIN`), as a table from the role
 * claim's values to role codes; throws naming a pair that is malformed or names no role code.
 */
function parseRoleMap(text: string): Record<string, RoleCode> {
  const map: Record<string, RoleCode> = {};
  for (const pair of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [value, role] = pair.split('=').map((p) => p.trim());
    if (!value || !(ROLE_CODES as readonly string[]).includes(role ?? ''))
      throw new Error(
        `OIDC_ROLE_MAP: '${pair}' is not value=ROLE with one of ${ROLE_CODES.join(', ')}`,
      );
    map[value] = role as RoleCode;
  }
  return map;
}

/** Single sign-on's settings when OIDC_ISSUER is set (its client id and secret are then required). */
function ssoConfig(e: EnvValues): SsoConfig | undefined {
  if (!e.OIDC_ISSUER) return undefined;
  if (!e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET)
    throw new Error(
      'OIDC_ISSUER is set but OIDC_CLIENT_ID or OIDC_CLIENT_SECRET is not: set both (the client the provider registered for this app).',
    );
  if (e.OIDC_ONLY === 'on' && !e.OIDC_BREAK_GLASS_EMAIL)
    throw new Error(
      'OIDC_ONLY=on needs OIDC_BREAK_GLASS_EMAIL: the admin who may still sign in with a password when the provider is down.',
    );
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    name: e.OIDC_NAME,
    autoProvision: e.OIDC_AUTO_PROVISION === 'on',
    roleClaim: e.OIDC_ROLE_CLAIM,
    roleMap: parseRoleMap(e.OIDC_ROLE_MAP),
    only: e.OIDC_ONLY === 'on',
    breakGlassEmail: e.OIDC_BREAK_GLASS_EMAIL?.toLowerCase(),
  };
}

/** Reads the configuration from `env`; throws with the offending variable named when one is invalid. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = Env.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  assertConsistent(e, env);
  const seed =
    e.SEED_DEMO === undefined ? !e.DATABASE_URL : ['on', 'true', '1'].includes(e.SEED_DEMO);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    seedDemo: seed,
    demoPassword: e.DEMO_PASSWORD,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'production' ? 'info' : 'warn'),
    production: e.NODE_ENV === 'production',
    slowRequestMs: e.SLOW_REQUEST_MS,
    slowSqlMs: e.SLOW_SQL_MS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    apiDocs: e.API_DOCS ? e.API_DOCS === 'on' : true,
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    maxConnections: e.MAX_CONNECTIONS,
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    supportUserId: e.SUPPORT_USER_ID,
    appLinks: {
      iosStoreUrl: e.IOS_STORE_URL,
      androidStoreUrl: e.ANDROID_STORE_URL,
      supportEmail: e.SUPPORT_EMAIL,
    },
    drainSeconds: e.DRAIN_SECONDS,
    s3: s3Config(e),
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    mailSecretKey: { key: e.MAIL_SECRET_KEY, required: e.NODE_ENV === 'production' },
    mailPrivateHosts: e.MAIL_PRIVATE_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    sso: ssoConfig(e),
  };
}
