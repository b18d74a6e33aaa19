import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import {
  BRAND_FILTER_SORT_FIELDS,
  BrandExportRequest,
  brandRoutes,
  type BrandFilterInput,
} from '@crm/contracts';
import { loadActor } from '../../users/index.js';
import { exportBrands } from './export.js';
import { startTestApp, testDatabases, userId, type TestApp } from '../../../test/harness.js';

/** POST /api/brand/export reads the brands by keyset pages: every sort, ties on the key, NULL keys. */
describe.each(testDatabases())('brand export keyset pages on %s', (kind) => {
  let t: TestApp;
  let filters: BrandFilterInput;

  beforeAll(async () => {
    t = await startTestApp(kind);
    // ties and NULLs on every sort key: equal and missing revenues, missing industries, equal times
    await t.db.execute(sql`update brands set
      revenue = case id % 4 when 0 then null when 1 then 7 else revenue end,
      industry_id = case when id % 6 = 0 then null else industry_id end,
      updated_at = case when id % 3 = 0 then timestamptz '2026-01-01 10:00:00.123456+00' else updated_at end`);
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select industry_id as id from brands where industry_id is not null
        group by industry_id order by count(*) desc, industry_id limit 1`,
    );
    // EXCLUDE keeps the brands without an industry (an unknown value does not match)
    filters = { industries: { ids: [rows[0].id], selectionType: 'EXCLUDE' } };
  });
  afterAll(() => t.close());

  /** The brand list's names for `sortBy` (all pages of 100): the order the export must follow. */
  const listNames = async (sortBy: BrandFilterInput['sortBy']) => {
    const out: string[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const res = await t.call('po@demo.test', brandRoutes.list, {
        count: 100,
        pageNo,
        filters: { ...filters, sortBy },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      out.push(...res.body.data.brands.map((b) => b.brandName));
      if (pageNo >= res.body.data.totalPages) return out;
    }
  };

  it('answers exactly the filtered brands in the list order across pages of 4, for every sort', async () => {
    const actor = (await loadActor(t.db, await userId(t.db, 'po@demo.test')))!;
    const { rows } = await t.db.execute<{ nulls: number; ties: number }>(
      sql`select count(*) filter (where revenue is null)::int as nulls,
        count(*) filter (where revenue = 7)::int as ties from brands`,
    );
    expect(rows[0].nulls).toBeGreaterThan(8);
    expect(rows[0].ties).toBeGreaterThan(8);
    for (const field of BRAND_FILTER_SORT_FIELDS)
      for (const order of ['ASC', 'DESC'] as const) {
        const sortBy = { field, order };
        const expected = await listNames(sortBy);
        expect(expected.length).toBeGreaterThan(100);
        const { stream } = await exportBrands({
          db: t.db,
          actor,
          q: BrandExportRequest.parse({
            filters: { ...filters, sortBy },
            columns: ['brandName'],
          }),
          pageSize: 4,
        });
        let text = '';
        for await (const chunk of stream) text += chunk.toString();
        const names = (parse(text.replace(/^\uFEFF/, '')) as string[][])
          .slice(1)
          .map(([name]) => name.replace(/^'(?=[=+\-@\t\r])/, ''));
        expect(names, `${field} ${order}`).toEqual(expected);
      }
  });

  it('has every brand once when a brand is renamed mid-export behind the cursor', async () => {
    const actor = (await loadActor(t.db, await userId(t.db, 'po@demo.test')))!;
    const sortBy = { field: 'brandName', order: 'ASC' } as const;
    const expected = await listNames(sortBy);
    const lastName = expected.at(-1)!;
    // after the export's third statement (its fields, its first two pages) the brand last by name is
    // renamed to come first, behind the cursor
    let statements = 0;
    const db = new Proxy(t.db, {
      get: (target, prop, receiver) =>
        prop !== 'execute'
          ? Reflect.get(target, prop, receiver)
          : async (query: Parameters<typeof t.db.execute>[0]) => {
              const result = await target.execute(query);
              if (++statements === 3)
                await target.execute(sql`update brands set name = ${`0 ${lastName}`}
                  where name = ${lastName}`);
              return result;
            },
    });
    const { stream } = await exportBrands({
      db,
      actor,
      q: BrandExportRequest.parse({ filters: { ...filters, sortBy }, columns: ['brandName'] }),
      pageSize: 4,
    });
    let text = '';
    for await (const chunk of stream) text += chunk.toString();
    expect(statements).toBeGreaterThan(3);
    const names = (parse(text.replace(/^\uFEFF/, '')) as string[][]).slice(1).map(([n]) => n);
    expect(names.filter((n) => n.endsWith(lastName))).toEqual([`0 ${lastName}`]);
    expect(names).toHaveLength(expected.length);
    expect(new Set(names).size).toBe(names.length);
  });
});
