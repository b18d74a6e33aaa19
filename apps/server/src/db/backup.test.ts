import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { chatRoutes } from '@crm/contracts';
import { backup, restore } from './backup.js';
import { openDatabase, type Db } from './client.js';
import { startTestApp, testDatabases, userId, type TestApp } from '../test/harness.js';
import { uploadAs } from '../test/uploads.js';
import { notOwnerOnly } from '../test/modes.js';

/** What a restored copy must hold: row counts, the new message's text and the stored file's bytes. */
async function contents(db: Db) {
  const { rows } = await db.execute<{
    brands: number;
    pairings: number;
    messages: number;
    files: number;
  }>(sql`select (select count(*)::int from brands) as brands,
    (select count(*)::int from pairings) as pairings,
    (select count(*)::int from messages) as messages,
    (select count(*)::int from files) as files`);
  return rows[0];
}

/** npm run backup / restore (db/backup.ts): a whole deployment comes back in a new place. */
describe.each(testDatabases('both'))('backup and restore on %s', (kind) => {
  let t: TestApp;
  let work: string;
  let expected: Awaited<ReturnType<typeof contents>>;
  let storageKey: string;
  const bytes = new TextEncoder().encode('brand,target\nAcme,12\n');

  beforeAll(async () => {
    t = await startTestApp(kind);
    work = mkdtempSync(path.join(os.tmpdir(), 'crm-backup-test-'));
    const lg = await userId(t.db, 'lg@demo.test');
    const chat = await t.call('bo@demo.test', chatRoutes.personalChat, { userId: lg });
    expect(chat.status, JSON.stringify(chat.body)).toBe(200);
    const sent = await t.call('bo@demo.test', chatRoutes.send, {
      chatId: chat.body.data.id,
      content: 'backed up',
      localId: 'backup-1',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const up = await uploadAs(t, 'admin@demo.test', 'DECK', {
      name: 'targets.csv',
      type: 'text/csv',
      bytes,
    });
    storageKey = (
      await t.db.execute<{ storage_key: string }>(
        sql`select storage_key from files where id = ${up.fileId}`,
      )
    ).rows[0].storage_key;
    expected = await contents(t.db);
    expect(expected.messages).toBeGreaterThan(0);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** The restored copy holds every brand, pairing, message and file, and the file's bytes. */
  const expectRestored = async (db: Db, dataDir: string) => {
    expect(await contents(db)).toEqual(expected);
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from messages where content = 'backed up'`,
    );
    expect(rows[0].n).toBe(1);
    expect(new Uint8Array(readFileSync(path.join(dataDir, 'files', storageKey)))).toEqual(bytes);
  };

  it('backs up and restores into a new data folder (and database), refusing a non-empty target and an open PGlite folder', async () => {
    let source = t.dataDir;
    if (kind === 'pglite') {
      // the test app's database is in memory: put it on disk as a server's data folder would hold it
      source = path.join(work, 'source');
      const dump = await t.database.pglite!.dumpDataDir('gzip');
      const onDisk = await openDatabase({ dataDir: source, loadDataDir: dump });
      await onDisk.close();
      const { cpSync } = await import('node:fs');
      cpSync(path.join(t.dataDir, 'files'), path.join(source, 'files'), { recursive: true });
    }
    const { file } = await backup({
      dataDir: source,
      databaseUrl: t.database.url,
      outDir: path.join(work, 'backups'),
    });
    expect(path.basename(file)).toMatch(/^sponsordesk-backup-\d{8}-\d{6}\.tar\.gz$/);
    // the archive holds the database and the signing key: owner-only, and so is what was read
    expect(await notOwnerOnly(path.join(work, 'backups'))).toEqual([]);
    if (kind === 'pglite') {
      expect(await notOwnerOnly(path.join(source, 'pgdata'))).toEqual([]);
      // a PGlite folder that a server holds open is refused (copying it would tear the database)
      const open = await openDatabase({ dataDir: source });
      try {
        await expect(backup({ dataDir: source, outDir: path.join(work, 'b2') })).rejects.toThrow(
          /stop the server first/,
        );
      } finally {
        await open.close();
      }
    }
    const target = path.join(work, 'restored');
    const restoredUrl = t.database.url && `${t.database.url}_restored`;
    await restore({ file, dataDir: target, databaseUrl: restoredUrl });
    expect(await notOwnerOnly(target)).toEqual([]);
    const restored = await openDatabase({ dataDir: target, databaseUrl: restoredUrl });
    try {
      await expectRestored(restored.db, target);
    } finally {
      await restored.close();
    }
    await expect(restore({ file, dataDir: target, databaseUrl: restoredUrl })).rejects.toThrow(
      /not empty/,
    );
    // --force replaces the target with the backup again
    await restore({ file, dataDir: target, databaseUrl: restoredUrl, force: true });
    const again = await openDatabase({ dataDir: target, databaseUrl: restoredUrl });
    try {
      await expectRestored(again.db, target);
    } finally {
      await again.close();
    }
    if (restoredUrl) {
      const u = new URL(restoredUrl);
      const name = u.pathname.slice(1);
      u.pathname = '/postgres';
      const admin = new pg.Client({ connectionString: u.toString() });
      await admin.connect();
      await admin.query(`drop database ${pg.escapeIdentifier(name)} with (force)`);
      await admin.end();
    }
  }, 300_000);
});
