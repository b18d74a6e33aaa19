import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/serverProcess.js';
import { notOwnerOnly } from '../test/modes.js';

/** Gives group and others every bit on `root` and everything under it (what an older version left). */
function loosen(root: string): void {
  const info = statSync(root);
  chmodSync(root, info.isDirectory() ? 0o777 : 0o666);
  if (info.isDirectory()) for (const name of readdirSync(root)) loosen(path.join(root, name));
}

/** The data folder (DATA_DIR: embedded database, keys, uploads) is owner-only from start-up (main.ts). */
describe('the data folder at start-up', () => {
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'crm-modes-')), 'data');
  afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it('a fresh embedded start leaves nothing group- or world-accessible, and a later start puts an existing folder right', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir });
    try {
      expect(statSync(path.join(dataDir, 'pgdata', 'global', 'pg_control')).isFile()).toBe(true);
      expect(statSync(path.join(dataDir, 'jwt-secret')).isFile()).toBe(true);
      expect(await notOwnerOnly(dataDir)).toEqual([]);
    } finally {
      await first.stop();
    }
    loosen(dataDir);
    expect((await notOwnerOnly(dataDir)).length).toBeGreaterThan(900);
    const second = await startServerProcess({ DATA_DIR: dataDir });
    try {
      expect(await notOwnerOnly(dataDir)).toEqual([]);
    } finally {
      await second.stop();
    }
  }, 180_000);
});
