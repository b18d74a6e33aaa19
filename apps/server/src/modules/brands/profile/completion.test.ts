import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { startTestApp, testDatabases, type TestApp } from '../../../test/harness.js';
import { brandCompletion } from './completionQueries.js';

describe.each(testDatabases('both'))(
  'stored brand completion (spec 001 §3; kept by triggers, migration 0067) on %s',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { brands: 20, pairings: 20 });
    });
    afterAll(() => t?.close());

    /** The names of the items brand `id` has done, as the profile shows them. */
    const done = async (id: number) =>
      (await brandCompletion(t.db, id)).sections.flatMap((s) =>
        s.items.filter((i) => i.done).map((i) => i.name),
      );
    const newBrand = async (name: string) =>
      (
        await t.db.execute<{ id: number }>(
          sql`insert into brands (name) values (${name}) returning id`,
        )
      ).rows[0].id;

    it('marks each item done by its own field, one write at a time (the bits in ITEMS order)', async () => {
      const id = await newBrand('Only A Name');
      expect(await done(id)).toEqual(['Brand name']);
      const brand = (set: SQL) => sql`update brands set ${set} where id = ${id}`;
      const poc = (set: SQL) => sql`update pocs set ${set} where brand_id = ${id}`;
      const steps: [SQL, string][] = [
        [brand(sql`description = ' About us '`), 'Description'],
        [brand(sql`image_url = 'https://img.example.com/a.png'`), 'Image'],
        [brand(sql`company_id = (select min(id) from companies)`), 'Company'],
        [brand(sql`industry_id = (select min(id) from industries)`), 'Industry'],
        [brand(sql`category = 'Retail'`), 'Category'],
        [brand(sql`contact_type = 'Direct'`), 'Contact type'],
        [brand(sql`revenue = 0`), 'Revenue'], // zero crore is a revenue given
        [sql`insert into pocs (brand_id, name) values (${id}, 'Asha Rao')`, 'Has a POC'],
        [poc(sql`email = 'asha@example.com'`), 'Primary POC email'],
        [
          poc(
            sql`phone_numbers = '[{"cc":"+91","number":"  ","type":"MOBILE"},{"cc":"+91","number":"98200","type":"WORK"}]'::jsonb`,
          ),
          'Primary POC phone',
        ],
        [poc(sql`role = 'CMO'`), 'Primary POC role'],
        [poc(sql`linkedin_url = 'https://linkedin.com/in/asha'`), 'Primary POC LinkedIn'],
        [brand(sql`hq_city_id = (select min(id) from cities)`), 'HQ city'],
        [brand(sql`website = 'https://a.example.com'`), 'Website'],
        [brand(sql`linkedin = 'https://linkedin.com/company/a'`), 'LinkedIn page'],
      ];
      const want = ['Brand name'];
      for (const [write, item] of steps) {
        await t.db.execute(write);
        want.push(item);
        expect(new Set(await done(id)), item).toEqual(new Set(want));
      }
      expect((await brandCompletion(t.db, id)).completionPercentage).toBe(100);
      // a blank text is not filled; a phone list of blank numbers has no phone
      await t.db.execute(brand(sql`description = '   ', category = ''`));
      await t.db.execute(
        poc(sql`phone_numbers = '[{"cc":"+91","number":" ","type":"MOBILE"}]'::jsonb`),
      );
      const blank = ['Description', 'Category', 'Primary POC phone'];
      expect(new Set(await done(id))).toEqual(new Set(want.filter((i) => !blank.includes(i))));
    });

    it('reads the primary POC: one flagged primary over the first, removed ones ignored, deleted ones gone', async () => {
      const id = await newBrand('Two Contacts Co');
      await t.db.execute(
        sql`insert into pocs (brand_id, name, email, role) values (${id}, 'First', 'first@example.com', 'CEO')`,
      );
      expect(await done(id)).toEqual(
        expect.arrayContaining(['Has a POC', 'Primary POC email', 'Primary POC role']),
      );
      // a second POC without email or role, flagged primary: it is the one read
      const { rows } = await t.db.execute<{ id: number }>(
        sql`insert into pocs (brand_id, name, is_primary) values (${id}, 'Second', true) returning id`,
      );
      expect(await done(id)).toEqual(['Brand name', 'Has a POC']);
      // removed, the first is read again
      await t.db.execute(sql`update pocs set removed_at = now() where id = ${rows[0].id}`);
      expect(await done(id)).toEqual(
        expect.arrayContaining(['Primary POC email', 'Primary POC role']),
      );
      // every POC gone: no POC item is done
      await t.db.execute(sql`delete from pocs where brand_id = ${id}`);
      expect(await done(id)).toEqual(['Brand name']);
      // a POC moved from another brand counts for its new brand and no longer for the old one
      const other = await newBrand('Giver Co');
      await t.db.execute(
        sql`insert into pocs (brand_id, name, email) values (${other}, 'Mover', 'm@example.com')`,
      );
      await t.db.execute(sql`update pocs set brand_id = ${id} where brand_id = ${other}`);
      expect(await done(id)).toEqual(['Brand name', 'Has a POC', 'Primary POC email']);
      expect(await done(other)).toEqual(['Brand name']);
    });

    it.runIf(kind === 'postgres')(
      'counts both of two POC writes at once on one brand (the second reads after the first commits)',
      async () => {
        const id = await newBrand('Two At Once Co');
        let release = () => {};
        const held = new Promise<void>((r) => (release = r));
        let inserted = () => {};
        const firstIn = new Promise<void>((r) => (inserted = r));
        const first = t.db.transaction(async (tx) => {
          await tx.execute(
            sql`insert into pocs (brand_id, name, email, role, is_primary) values (${id}, 'First', 'f@example.com', 'CMO', true)`,
          );
          inserted();
          await held;
        });
        await firstIn;
        // sent now (a drizzle query runs once awaited or then-ed)
        const second = t.db
          .execute(sql`insert into pocs (brand_id, name) values (${id}, 'Second')`)
          .then(() => undefined);
        // the second waits on the brand the first holds: only then does the first commit
        await expect
          .poll(async () => {
            const { rows } = await t.db.execute<{ n: number }>(
              sql`select count(*)::int as n from pg_stat_activity
                where wait_event_type = 'Lock' and query like '%values (%''Second'')%'`,
            );
            return rows[0].n;
          })
          .toBe(1);
        release();
        await first;
        await second;
        expect(await done(id)).toEqual(
          expect.arrayContaining(['Has a POC', 'Primary POC email', 'Primary POC role']),
        );
      },
    );
  },
);
