import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrationsBefore } from '../../test/migrationsBefore.js';

/** The migration that takes a won deal's value out of its news body. */
const TAG = '0044_news_won_value_apart';

/** News rows as the won-deal trigger wrote them before TAG (the value in the body), and an admin's. */
const OLD_ROWS = [
  ['WON', 'Asha Rao won Title Sponsor with Acme for ₹12.5 Cr.'],
  ['WON', 'Asha Rao won Stall with Beta for ₹7 Cr.'],
  ['WON', 'Asha Rao won Stall with Gamma.'],
  ['ADMIN', 'Our target this year: a deal for ₹3 Cr.'],
] as const;

describe('the migration keeping won values apart from the news body', () => {
  let client: PGlite;
  let tmp: string;

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'news-migration-'));
    client = await PGlite.create('memory://', { extensions: { pg_trgm } });
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsBefore(TAG, tmp) });
    for (const [source, body] of OLD_ROWS)
      await client.query(
        `insert into news (title, body, badge, source) values ('A deal', $1, $2, $3)`,
        [body, source === 'WON' ? 'DEAL_WON' : 'ANNOUNCEMENT', source],
      );
    await migrate(db, { migrationsFolder: MIGRATIONS });
  }, 120_000);
  afterAll(async () => {
    await client?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('moves the value of the news written before it out of the body, and leaves the rest', async () => {
    const { rows } = await client.query<{ source: string; body: string; closed_value: string }>(
      'select source, body, closed_value::text from news order by id',
    );
    expect(rows).toEqual([
      { source: 'WON', body: 'Asha Rao won Title Sponsor with Acme.', closed_value: '12.50' },
      { source: 'WON', body: 'Asha Rao won Stall with Beta.', closed_value: '7.00' },
      { source: 'WON', body: 'Asha Rao won Stall with Gamma.', closed_value: null },
      { source: 'ADMIN', body: 'Our target this year: a deal for ₹3 Cr.', closed_value: null },
    ]);
  });
});
