/**
 * `npm run seed -- [--scale N] [--reset]`: loads the demo data set into the configured database
 * (DATABASE_URL, else PGlite under DATA_DIR). Scale 1 is the demo set (2,200 brands, 6,000 pairings);
 * scale N ≥ 2 builds 2,000·N brands and 20,000·N pairings (N = 50: 100k brands, 1M pairings).
 * Refuses a database that already holds users unless --reset (which drops every table first).
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase, type Db } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/db/seed/index.js';

/** Seed sizes of a scale factor. */
export const scaleSizes = (scale: number) =>
  scale <= 1
    ? { brands: 2200, pairings: 6000 }
    : { brands: 2000 * scale, pairings: 20_000 * scale };

/** Drops every table and the migration journal so that migrations run again from scratch. */
export async function resetSchema(db: Db): Promise<void> {
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`create schema public`);
}

async function main() {
  const args = process.argv.slice(2);
  const scale = Number(args[args.indexOf('--scale') + 1] ?? 1);
  if (args.includes('--scale') && !(scale >= 1)) throw new Error('--scale needs a number ≥ 1');
  const config = loadConfig();
  let database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (args.includes('--reset')) {
    await resetSchema(database.db);
    await database.close();
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  }
  const { rows } = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from users`,
  );
  if (rows[0].n > 0) throw new Error('The database already has data; pass --reset to replace it.');
  const started = Date.now();
  const summary = await seedDemo(database.db, {
    password: config.demoPassword,
    ...scaleSizes(args.includes('--scale') ? scale : 1),
    log: (m) => console.log(`seeding ${m}…`),
  });
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s:`, summary);
  await database.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
