import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/client.js';
import { seedDemo } from '../db/seed/index.js';
import { createDatabase, dropDatabase } from './databaseCopies.js';

/** The demo data sizes most test files seed; a database of one of these starts from a seeded copy. */
export const SEEDED_SIZES = [
  { brands: 400, pairings: 1500 },
  { brands: 150, pairings: 300 },
  { brands: 200, pairings: 200 },
];

/** The template's key for a demo data size ('migrated' is the empty, migrated database). */
export const templateKey = (sizes?: { brands: number; pairings: number }) =>
  sizes ? `${sizes.brands}x${sizes.pairings}` : 'migrated';

/** A test run's template databases by key: PGlite dump files, and databases on the PostgreSQL server (when TEST_DATABASE_URL is set). */
export type DatabaseTemplates = {
  pglite: Record<string, string>;
  postgres: Record<string, string>;
};

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** The demo password every seeded template's users have. */
export const TEMPLATE_PASSWORD = 'demo1234';

const dumpPglite = async (database: Database, file: string) => {
  writeFileSync(
    file,
    Buffer.from(await (await database.pglite!.dumpDataDir('none')).arrayBuffer()),
  );
  await database.close();
};

/** The templates of this run, built once for every project whose global setup this is; the last teardown removes them. */
const run = globalThis as {
  crmTemplates?: {
    built: Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }>;
    users: number;
  };
};

/**
 * Vitest global setup of the server tests: migrates once per run, and seeds the common demo sizes once —
 * in PGlite (dumped to files) and, when TEST_DATABASE_URL is set, as template databases on the server —
 * so that each test file's database starts from a copy instead of migrating and seeding again (seconds
 * each). Teardown removes them all.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  run.crmTemplates ??= { built: buildTemplates(), users: 0 };
  run.crmTemplates.users++;
  const { templates, remove } = await run.crmTemplates.built;
  project.provide('databaseTemplates', templates);
  return async () => {
    if (--run.crmTemplates!.users > 0) return;
    run.crmTemplates = undefined;
    await remove();
  };
}

/** Migrates and seeds the templates into a new temporary folder (and on the server); answers them and how to remove them. */
async function buildTemplates() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-templates-'));
  const templates: DatabaseTemplates = { pglite: {}, postgres: {} };
  templates.pglite.migrated = path.join(dir, 'migrated.tar');
  await dumpPglite(await openDatabase({ dataDir: 'memory://' }), templates.pglite.migrated);
  const migrated = new Blob([readFileSync(templates.pglite.migrated)]);
  for (const sizes of SEEDED_SIZES) {
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: migrated });
    await seedDemo(database.db, { password: TEMPLATE_PASSWORD, ...sizes });
    templates.pglite[templateKey(sizes)] = path.join(dir, `${templateKey(sizes)}.tar`);
    await dumpPglite(database, templates.pglite[templateKey(sizes)]);
  }
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const create = async (key: string, from?: string) => {
      const name = `crm_template_${process.pid}_${key}`;
      await dropDatabase(base, name);
      templates.postgres[key] = name;
      return openDatabase({ databaseUrl: await createDatabase(base, name, from), dataDir: '' });
    };
    await (await create('migrated')).close();
    for (const sizes of SEEDED_SIZES) {
      const database = await create(templateKey(sizes), templates.postgres.migrated);
      await seedDemo(database.db, { password: TEMPLATE_PASSWORD, ...sizes });
      await database.close();
    }
  }
  const remove = async () => {
    if (base) for (const name of Object.values(templates.postgres)) await dropDatabase(base, name);
    rmSync(dir, { recursive: true, force: true });
  };
  return { templates, remove };
}
