import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../../server/src/test/serverProcess.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder holding the migrated demo data set, for each spec's server to start from a copy. */
    e2eDataTemplate: string;
    /** The run's one Chromium, which every spec connects to. */
    e2eBrowserEndpoint: string;
  }
}

/**
 * Vitest global setup of the browser tests: seeds the demo data once (a server started on an empty data
 * folder, then stopped), and starts one Chromium for the whole run. Each spec then starts its own server
 * on a copy of that folder (a restart, no seeding) and opens contexts in the shared browser. Servers run
 * the production build (`npm run build` first), as a deployment does: no TypeScript compiled at start.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const built of ['apps/web/dist/index.html', 'apps/server/dist/main.js'])
    if (!existsSync(path.resolve(built))) throw new Error(`No ${built}: npm run build first`);
  const dataTemplate = mkdtempSync(path.join(os.tmpdir(), 'crm-e2e-template-'));
  const seeding = await startServerProcess(
    { DATA_DIR: dataTemplate, SEED_DEMO: 'on', DATABASE_URL: '', REDIS_URL: '' },
    undefined,
    { built: true },
  );
  await seeding.stop();
  const browser = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  project.provide('e2eDataTemplate', dataTemplate);
  project.provide('e2eBrowserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    rmSync(dataTemplate, { recursive: true, force: true });
  };
}
