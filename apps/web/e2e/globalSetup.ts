import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../../server/src/test/serverProcess.js';
import { createDatabase, dropDatabase } from '../../server/src/test/databaseCopies.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder holding the migrated demo data set, for each embedded spec server to start from a copy. */
    e2eDataTemplate: string;
    /** With TEST_DATABASE_URL: the database there holding the same data set, for the other spec servers to copy ('' without). */
    e2eDatabaseTemplate: string;
    /** The run's one Chromium, which every spec connects to. */
    e2eBrowserEndpoint: string;
  }
}

/** Seeds the demo data with a server started on `env` (an empty data folder or database), then stopped. */
async function seedWith(env: Record<string, string>): Promise<void> {
  const seeding = await startServerProcess({ SEED_DEMO: 'on', REDIS_URL: '', ...env }, undefined, {
    built: true,
  });
  await seeding.stop();
}

/**
 * Vitest global setup of the browser tests: seeds the demo data once into a data folder (the embedded
 * database) and, with TEST_DATABASE_URL, into a template database on that PostgreSQL server, and starts
 * one Chromium for the whole run. Each spec then starts its own server on a copy (a restart, no seeding):
 * of the template database when there is one (the native server answers in a third of the embedded
 * one's CPU), of the folder for the specs that ask for the embedded default. Servers run the production
 * build (`npm run build` first), as a deployment does: no TypeScript compiled at start.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const built of ['apps/web/dist/index.html', 'apps/server/dist/main.js'])
    if (!existsSync(path.resolve(built))) throw new Error(`No ${built}: npm run build first`);
  const dataTemplate = mkdtempSync(path.join(os.tmpdir(), 'crm-e2e-template-'));
  const base = process.env.TEST_DATABASE_URL;
  const databaseTemplate = base ? `crm_e2e_template_${process.pid}` : '';
  if (base) await dropDatabase(base, databaseTemplate);
  const serverData = mkdtempSync(path.join(os.tmpdir(), 'crm-e2e-seed-'));
  await Promise.all([
    seedWith({ DATA_DIR: dataTemplate, DATABASE_URL: '' }),
    base &&
      createDatabase(base, databaseTemplate).then((url) =>
        seedWith({ DATA_DIR: serverData, DATABASE_URL: url }),
      ),
  ]);
  rmSync(serverData, { recursive: true, force: true });
  const browser = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  project.provide('e2eDataTemplate', dataTemplate);
  project.provide('e2eDatabaseTemplate', databaseTemplate);
  project.provide('e2eBrowserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    rmSync(dataTemplate, { recursive: true, force: true });
    if (base) await dropDatabase(base, databaseTemplate);
  };
}
