import { z } from 'zod';
import path from 'node:path';

/** Environment, parsed and validated once (DESIGN §8). */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().optional(),
  JWT_SECRET: z.string().min(16).optional(),
  SEED_DEMO: z.enum(['on', 'off', 'true', 'false', '1', '0']).optional(),
  DEMO_PASSWORD: z.string().min(6).default('demo1234'),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  /** Load the demo data on first start: default on for embedded PGlite, off for a server. */
  seedDemo: boolean;
  demoPassword: string;
  /** Token lifetime in hours. */
  tokenTtlHours: number;
  logLevel: string;
};

/** Reads the configuration from `env`; throws with the offending variable named when one is invalid. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = Env.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  const seed = e.SEED_DEMO === undefined ? !e.DATABASE_URL : ['on', 'true', '1'].includes(e.SEED_DEMO);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    seedDemo: seed,
    demoPassword: e.DEMO_PASSWORD,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    logLevel: e.LOG_LEVEL,
  };
}
