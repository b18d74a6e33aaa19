import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../test/harness.js';
import { multipartFile } from '../../test/uploads.js';
import { importRoutes, type ImportMapping } from '@crm/contracts';
import { importColumns } from '../../test/importColumns.js';

/** A multipart body with one CSV file (or `type`). */
const multipart = (fileName: string, content: Buffer | string, type = 'text/csv') =>
  multipartFile(fileName, content, type);

const csv = (rows: (string | number)[][]) =>
  rows
    .map((r) =>
      r
        .map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c)))
        .join(','),
    )
    .join('\r\n');

/** The file's columns: one per import field, and their mapping. */
const { header: HEADER, mapping: MAPPING } = importColumns();

describe.each(testDatabases('both'))('brand import on %s', (kind) => {
  let t: TestApp;
  let industry: string;
  let city: { name: string; state: string };
  let otherState: string;

  /** Every table an import writes, counted and hashed. */
  const fingerprint = async () => {
    const { rows } = await t.db.execute<{ f: string }>(sql`select concat_ws('|',
      (select count(*) from pocs), (select count(*) from companies), (select count(*) from brand_history), (select count(*) from brand_owners), (select count(*) from brand_owner_history),
      (select md5(coalesce(string_agg(concat_ws(',', id, name, description, company_id, industry_id, revenue, website, linkedin, hq_city_id, engagement, updated_at), ';' order by id), '')) from brands),
      (select md5(coalesce(string_agg(concat_ws(',', id, brand_id, name, role, email, phone_numbers::text, linkedin_url, is_primary, updated_at), ';' order by id), '')) from pocs)) as f`);
    return `${await dbFingerprint(t.db)}#${rows[0].f}`;
  };
  const historyCount = async () =>
    (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from brand_history`)).rows[0]
      .n;

  const upload = async (
    email: string,
    fileName: string,
    content: Buffer | string,
    type?: string,
  ) => {
    const body = multipart(fileName, content, type);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${importRoutes.parse.path}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: await t.auth(email) },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const uploadCsv = async (email: string, rows: (string | number)[][]) => {
    const res = await upload(email, 'brands.csv', csv([HEADER, ...rows]));
    expect(res.status).toBe(200);
    return res.body.data.importId as string;
  };
  const dry = (email: string, importId: string, mapping: ImportMapping = MAPPING) =>
    t.call(email, importRoutes.dryRun, { importId, mapping });
  const run = (email: string, importId: string, mapping: ImportMapping = MAPPING) =>
    t.call(email, importRoutes.run, { importId, mapping });

  const tag = kind.toUpperCase();
  const cleanRows = () => [
    [
      `Import Alpha ${tag}`,
      `Alpha Holdings ${tag}`,
      industry,
      '1,250.5',
      'https://alpha.example',
      'https://linkedin.com/company/alpha',
      city.name,
      city.state,
      'Strong',
      'Alpha makes things',
      'Asha Rao',
      'asha@alpha.example',
      'CMO',
      '+91 98765 43210',
      '',
      'yes',
    ],
    [
      `import alpha ${tag}`,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      'Vikram Das',
      'vikram@alpha.example',
      'Brand Manager',
      '9876500000',
      '',
      'no',
    ],
    [
      `Import Beta ${tag}`,
      '',
      industry.toUpperCase(),
      '0',
      '',
      '',
      '',
      '',
      'low',
      '',
      'Meera Iyer',
      'meera@beta.example',
      '',
      '',
      'https://linkedin.com/in/meera',
      '',
    ],
    [
      `Import Gamma ${tag}`,
      `Alpha Holdings ${tag}`,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ],
  ];

  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 200, pairings: 200 });
    industry = (
      await t.db.execute<{ name: string }>(sql`select name from industries order by id limit 1`)
    ).rows[0].name;
    // a city whose name is unique across states, and a state it is not in
    const { rows } = await t.db.execute<{
      name: string;
      state: string;
      state_id: number;
    }>(sql`select c.name, s.name as state, s.id as state_id from cities c join states s on s.id = c.state_id
      where (select count(*) from cities c2 where lower(c2.name) = lower(c.name)) = 1 order by c.id limit 1`);
    city = rows[0];
    otherState = (
      await t.db.execute<{ name: string }>(
        sql`select name from states where id <> ${rows[0].state_id} order by id limit 1`,
      )
    ).rows[0].name;
  });
  afterAll(() => t?.close());

  it('the same import run three times at once creates each brand once (PostgreSQL: real concurrency)', async () => {
    const names = Array.from({ length: 80 }, (_, i) => `Concurrent ${tag} ${i}`);
    const rows = Array.from({ length: 200 }, (_, i) => [
      i % 2 ? names[i % 80].toUpperCase() : names[i % 80],
      '',
      industry,
      String(10 + (i % 80)),
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    const ids = await Promise.all([1, 2, 3].map(() => uploadCsv('po@demo.test', rows)));
    const runs = await Promise.all(ids.map((id) => run('po@demo.test', id)));
    expect(runs.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(runs.reduce((n, r) => n + r.body.data.created, 0)).toBe(80);
    const { rows: got } = await t.db.execute<{ n: number; d: number }>(
      sql`select count(*)::int as n, count(distinct lower(name))::int as d from brands where name ilike ${`Concurrent ${tag} %`}`,
    );
    expect(got[0]).toEqual({ n: 80, d: 80 });
  });

  it('parses a CSV upload: unique headers, 5 sample rows and the row count', async () => {
    const rows = Array.from({ length: 8 }, (_, i) => [
      `Sample ${i}`,
      ...Array(HEADER.length - 1).fill(''),
    ]);
    const res = await upload(
      'po@demo.test',
      'brands.csv',
      `\uFEFF${csv([[...HEADER.slice(0, -1), 'Brand Name'], ...rows])}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.columns).toEqual([...HEADER.slice(0, -1), 'Brand Name (2)']);
    expect(res.body.data.sampleRows).toHaveLength(5);
    expect(res.body.data.sampleRows[0][0]).toBe('Sample 0');
    expect(res.body.data.rowCount).toBe(8);
  });

  it('refuses what is not an import file, an unknown import and a bad mapping', async () => {
    expect((await upload('po@demo.test', 'notes.txt', 'hello')).status).toBe(400);
    expect((await upload('po@demo.test', 'empty.csv', csv([HEADER]))).body).toMatchObject({
      error: 'FILE_EMPTY',
    });
    expect((await upload('po@demo.test', 'broken.xlsx', 'not a zip')).status).toBe(400);
    const boundary = 'no-file';
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/brand/import/parse',
      headers: {
        authorization: await t.auth('po@demo.test'),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--${boundary}--\r\n`,
    });
    expect([noFile.statusCode, noFile.json().error]).toEqual([400, 'FILE_REQUIRED']);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/brand/import/parse',
      headers: { authorization: await t.auth('po@demo.test'), 'content-type': 'application/json' },
      payload: {},
    });
    expect([json.statusCode, json.json().error]).toEqual([415, 'MULTIPART_REQUIRED']);
    const importId = await uploadCsv('po@demo.test', cleanRows());
    expect((await dry('po@demo.test', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await dry('admin@demo.test', importId)).status).toBe(404); // another user's upload
    const missing = await dry('po@demo.test', importId, { ...MAPPING, brandName: 'Nope' });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('mapping.brandName');
    const unmapped = await dry('po@demo.test', importId, { companyName: 'Company' });
    expect(unmapped.status).toBe(400);
    expect(unmapped.body.field).toBe('mapping.brandName');
    expect((await dry('po@demo.test', 'not-a-uuid')).status).toBe(400);
  });

  it('refuses a file over 50 MB with 413 and keeps nothing', async () => {
    const count = (dir: string) => (existsSync(dir) ? readdirSync(dir).length : 0);
    const stored = async () =>
      count(path.join(t.dataDir, 'imports')) +
      count(path.join(t.dataDir, 'files', 'imports')) +
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from import_uploads`))
        .rows[0].n;
    const before = await stored();
    const res = await upload('po@demo.test', 'huge.csv', Buffer.alloc(50 * 1024 * 1024 + 10, 'a'));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than 50 MB',
    });
    expect(await stored()).toBe(before);
  });

  it('an upload is kept in the shared file storage: a copy without the local file dry-runs it (several copies)', async () => {
    const importId = await uploadCsv('po@demo.test', cleanRows());
    const local = path.join(t.dataDir, 'imports', importId);
    expect(existsSync(path.join(t.dataDir, 'files', 'imports', importId))).toBe(true);
    rmSync(local); // as on another copy, which never had it
    const res = await dry('po@demo.test', importId);
    expect(res.status).toBe(200);
    expect(existsSync(local)).toBe(true);
  });

  it('fuzzed bodies and files get 4xx (never 5xx) and change nothing', async () => {
    const importId = await uploadCsv('po@demo.test', cleanRows());
    const before = await fingerprint();
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
      fc.array(fc.string(), { maxLength: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            importId: fc.oneof(fc.constant(importId), fc.uuid(), value),
            mapping: fc.oneof(
              fc.dictionary(fc.constantFrom('brandName', 'website', 'pocEmail', 'nope'), value),
              value,
            ),
          },
          { requiredKeys: [] },
        ),
        fc.constantFrom('dry-run', 'run'),
        async (body, which) => {
          const res = await t.raw('po@demo.test', 'POST', `/api/brand/import/${which}`, body);
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 300 }),
        fc.constantFrom('x.csv', 'x.xlsx'),
        async (content, name) => {
          const res = await upload('po@demo.test', name, content);
          expect(res.status === 200 || (res.status >= 400 && res.status < 500)).toBe(true);
          if (res.status === 200)
            expect(
              (
                await dry('po@demo.test', res.body.data.importId, {
                  brandName: res.body.data.columns[0],
                })
              ).status,
            ).toBeLessThan(500);
        },
      ),
      { numRuns: 30 },
    );
    expect(await fingerprint()).toBe(before);
  });

  it('only ADMIN, PO and BO may import (HR gets 403)', async () => {
    expect((await upload('hr@demo.test', 'brands.csv', csv([HEADER, ...cleanRows()]))).status).toBe(
      403,
    );
    const importId = await uploadCsv('po@demo.test', cleanRows());
    expect((await dry('hr@demo.test', importId)).status).toBe(403);
    expect((await run('hr@demo.test', importId)).status).toBe(403);
  });

  it('a dry run lists every bad row (row, field, reason), changes nothing, and the run is refused', async () => {
    const good = cleanRows()[0];
    const bad = (patch: Record<number, string>) => good.map((c, i) => patch[i] ?? c);
    const importId = await uploadCsv('po@demo.test', [
      good, // row 2
      bad({ 0: 'Bad Revenue', 3: '-5' }), // row 3
      bad({ 0: 'Bad Website', 4: 'www.example.com' }), // row 4
      bad({ 0: 'Bad Industry', 2: 'Underwater Basket Weaving' }), // row 5
      bad({ 0: '' }), // row 6
      bad({ 0: 'Bad Email', 11: 'not-an-email' }), // row 7
      bad({ 0: 'Bad City', 7: otherState }), // row 8
      bad({ 0: 'Bad Engagement', 8: 'High' }), // row 9
      bad({ 0: 'Bad Revenue Text', 3: 'lots' }), // row 10
    ]);
    const before = await fingerprint();
    const res = await dry('po@demo.test', importId);
    expect(res.status).toBe(200);
    const errors = res.body.data.errors.map((e: { row: number; field: string }) => [
      e.row,
      e.field,
    ]);
    expect(errors).toEqual([
      [3, 'brandRevenue'],
      [4, 'website'],
      [5, 'industryName'],
      [6, 'brandName'],
      [7, 'pocEmail'],
      [8, 'hqCity'],
      [9, 'engagement'],
      [10, 'brandRevenue'],
    ]);
    expect(res.body.data.errors.every((e: { reason: string }) => e.reason.length > 3)).toBe(true);
    expect(res.body.data.errors[5].reason).toContain(otherState);
    expect(res.body.data.rowCount).toBe(9);
    expect(await fingerprint()).toBe(before);
    // raw: the refusal's dry-run report is beyond the typed answer
    const refused = await t.raw('po@demo.test', 'POST', '/api/brand/import/run', {
      importId,
      mapping: MAPPING,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('IMPORT_HAS_ERRORS');
    expect(refused.body.report.errors).toHaveLength(8);
    expect(await fingerprint()).toBe(before);
  });

  it('a conflicting value for the same brand in two rows is an error naming both rows', async () => {
    const rows = cleanRows();
    rows[1][3] = '99';
    const res = await dry('po@demo.test', await uploadCsv('po@demo.test', rows));
    expect(res.body.data.errors).toEqual([
      { row: 3, field: 'brandRevenue', reason: expect.stringContaining('row 2') },
    ]);
  });

  it('imports a clean file, then the same file again changes nothing, then an edited file updates only the changed fields', async () => {
    const importId = await uploadCsv('po@demo.test', cleanRows());
    const before = await fingerprint();
    const preview = await dry('po@demo.test', importId);
    expect(preview.body.data).toMatchObject({
      errors: [],
      counts: { toCreate: 3, toUpdate: 0, unchanged: 0, pocsToCreate: 3, pocsToUpdate: 0 },
    });
    expect(await fingerprint()).toBe(before);

    const first = await run('po@demo.test', importId);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      created: 3,
      updated: 0,
      unchanged: 0,
      pocsCreated: 3,
      pocsUpdated: 0,
    });
    expect(first.body.data.seconds).toBeGreaterThanOrEqual(0);
    const { rows } = await t.db.execute<{
      id: number;
      revenue: number;
      company: string;
      industry: string;
      city: string;
      website: string;
      engagement: string;
      description: string;
    }>(sql`select b.id, b.revenue, co.name as company,
        i.name as industry, c.name as city, b.website, b.engagement, b.description
      from brands b left join companies co on co.id = b.company_id left join industries i on i.id = b.industry_id left join cities c on c.id = b.hq_city_id where b.name = ${`Import Alpha ${tag}`}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      revenue: 1250.5,
      company: `Alpha Holdings ${tag}`,
      industry,
      city: city.name,
      website: 'https://alpha.example',
      engagement: 'Strong',
      description: 'Alpha makes things',
    });
    const { rows: pocs } = await t.db.execute<{
      name: string;
      email: string;
      role: string;
      phone_numbers: unknown;
      is_primary: boolean;
    }>(
      sql`select name, email, role, phone_numbers, is_primary from pocs where brand_id = ${rows[0].id} order by name`,
    );
    expect(pocs).toEqual([
      {
        name: 'Asha Rao',
        email: 'asha@alpha.example',
        role: 'CMO',
        phone_numbers: [{ cc: '+91', number: '9876543210', type: 'MOBILE' }],
        is_primary: true,
      },
      {
        name: 'Vikram Das',
        email: 'vikram@alpha.example',
        role: 'Brand Manager',
        phone_numbers: [{ cc: '+91', number: '9876500000', type: 'MOBILE' }],
        is_primary: false,
      },
    ]);
    const { rows: gamma } = await t.db.execute<{
      company_id: number;
      alpha_company: number;
      owners: number;
    }>(sql`select g.company_id, a.company_id as alpha_company, (select count(*)::int from brand_owners where brand_id = g.id) as owners
      from brands g, brands a where g.name = ${`Import Gamma ${tag}`} and a.id = ${rows[0].id}`);
    expect(gamma[0].company_id).toBe(gamma[0].alpha_company); // one company created, shared
    expect(gamma[0].owners).toBe(0); // a PO is not made brand owner

    // the same file again: nothing changes, no history
    const again = await uploadCsv('po@demo.test', cleanRows());
    const snap = await fingerprint();
    const hist = await historyCount();
    expect((await dry('po@demo.test', again)).body.data.counts).toEqual({
      toCreate: 0,
      toUpdate: 0,
      unchanged: 3,
      pocsToCreate: 0,
      pocsToUpdate: 0,
    });
    expect((await run('po@demo.test', again)).body.data).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 3,
      pocsCreated: 0,
      pocsUpdated: 0,
    });
    expect(await fingerprint()).toBe(snap);
    expect(await historyCount()).toBe(hist);

    // an edited file: Alpha's revenue and Meera's role change; blank cells change nothing
    const edited = cleanRows();
    edited[0][3] = '1300';
    edited[2][12] = 'Head of Marketing';
    edited[0][9] = '';
    const third = await run('po@demo.test', await uploadCsv('po@demo.test', edited));
    expect(third.body.data).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 2,
      pocsCreated: 0,
      pocsUpdated: 1,
    });
    const { rows: changes } = await t.db.execute<{
      entity: string;
      field: string;
      from_value: string;
      to_value: string;
    }>(
      sql`select entity, field, from_value, to_value from brand_history where id > (select max(id) - 2 from brand_history) order by id`,
    );
    expect(await historyCount()).toBe(hist + 2);
    expect(changes).toEqual([
      { entity: 'BRAND', field: 'brandRevenue', from_value: '1250.5', to_value: '1300' },
      { entity: 'POC', field: 'pocRole', from_value: null, to_value: 'Head of Marketing' },
    ]);
    const { rows: after } = await t.db.execute<{ revenue: number; description: string }>(
      sql`select revenue, description from brands where id = ${rows[0].id}`,
    );
    expect(after[0]).toEqual({ revenue: 1300, description: 'Alpha makes things' });
  });

  it('imports the XLSX equivalent of a small file; a BO becomes brand owner of the brands created', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Brands');
    ws.addRow(HEADER);
    ws.addRow([
      `Xlsx Delta ${tag}`,
      '',
      industry,
      42,
      'https://delta.example',
      '',
      city.name,
      city.state,
      'Medium',
      '',
      'Ravi Kumar',
      'ravi@delta.example',
      'CEO',
      '+44 7700900123',
      '',
      'TRUE',
    ]);
    ws.addRow([
      `Xlsx Epsilon ${tag}`,
      '',
      '',
      7.25,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    const parsed = await upload(
      'bo@demo.test',
      'brands.xlsx',
      buf,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(parsed.status).toBe(200);
    expect(parsed.body.data).toMatchObject({ columns: HEADER, rowCount: 2 });
    expect(parsed.body.data.sampleRows[0].slice(0, 4)).toEqual([
      `Xlsx Delta ${tag}`,
      '',
      industry,
      '42',
    ]);
    const importId = parsed.body.data.importId;
    expect((await dry('bo@demo.test', importId)).body.data).toMatchObject({
      errors: [],
      counts: { toCreate: 2, pocsToCreate: 1 },
    });
    expect((await run('bo@demo.test', importId)).body.data).toMatchObject({
      created: 2,
      pocsCreated: 1,
    });
    const bo = await userId(t.db, 'bo@demo.test');
    const { rows } = await t.db.execute<{
      name: string;
      revenue: number;
      owners: number[];
      phones: unknown;
    }>(sql`select b.name, b.revenue,
        array(select user_id from brand_owners where brand_id = b.id) as owners, (select phone_numbers from pocs where brand_id = b.id limit 1) as phones
      from brands b where b.name like ${`Xlsx % ${tag}`} order by b.name`);
    expect(rows.map((r) => [r.name, Number(r.revenue), r.owners.map(Number)])).toEqual([
      [`Xlsx Delta ${tag}`, 42, [bo]],
      [`Xlsx Epsilon ${tag}`, 7.25, [bo]],
    ]);
    expect(rows[0].phones).toEqual([{ cc: '+44', number: '7700900123', type: 'MOBILE' }]);
    // the upload is gone after a successful run
    expect((await run('bo@demo.test', importId)).status).toBe(404);
  });

  it('a BO may change only their own brands; naming another owner’s brand without a change is fine', async () => {
    const bo = await userId(t.db, 'bo@demo.test');
    const { rows: own } = await t.db.execute<{ name: string }>(
      sql`select b.name from brands b join brand_owners o on o.brand_id = b.id and o.user_id = ${bo} order by b.id limit 1`,
    );
    const { rows: other } = await t.db.execute<{
      name: string;
      website: string | null;
    }>(sql`select b.name, b.website from brands b
      where not exists (select 1 from brand_owners o where o.brand_id = b.id and o.user_id = ${bo}) and exists (select 1 from brand_owners o where o.brand_id = b.id) order by b.id limit 1`);
    const row = (name: string, website: string) => [
      name,
      '',
      '',
      '',
      website,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ];
    const before = await fingerprint();
    const res = await dry(
      'bo@demo.test',
      await uploadCsv('bo@demo.test', [
        row(own[0].name, 'https://mine.example'),
        row(other[0].name, 'https://theirs.example'),
      ]),
    );
    expect(res.body.data.errors).toEqual([
      { row: 3, field: 'brandName', reason: expect.stringContaining('not one of your brands') },
    ]);
    const refused = await run(
      'bo@demo.test',
      await uploadCsv('bo@demo.test', [
        row(own[0].name, 'https://mine.example'),
        row(other[0].name, 'https://theirs.example'),
      ]),
    );
    expect(refused.status).toBe(400);
    expect(await fingerprint()).toBe(before);
    const ok = await run(
      'bo@demo.test',
      await uploadCsv('bo@demo.test', [
        row(own[0].name, 'https://mine.example'),
        row(other[0].name, other[0].website ?? ''),
      ]),
    );
    expect(ok.body.data).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
  });

  it('matches existing brands by trimmed, case-insensitive name and POCs by email', async () => {
    const { rows } = await t.db.execute<{ id: number; name: string }>(
      sql`select id, name from brands where name not like 'Import %' and name not like 'Xlsx %' order by id limit 1`,
    );
    const name = `  ${rows[0].name.toUpperCase()}  `;
    const importId = await uploadCsv('admin@demo.test', [
      [
        name,
        '',
        '',
        '',
        'https://matched.example',
        '',
        '',
        '',
        '',
        '',
        'New Person',
        'NEW.PERSON@MATCHED.EXAMPLE',
        '',
        '',
        '',
        '',
      ],
    ]);
    const brandsBefore = (
      await t.db.execute<{ n: number }>(sql`select count(*)::int as n from brands`)
    ).rows[0].n;
    expect((await run('admin@demo.test', importId)).body.data).toMatchObject({
      created: 0,
      updated: 1,
      pocsCreated: 1,
    });
    expect(
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from brands`)).rows[0].n,
    ).toBe(brandsBefore);
    const again = await uploadCsv('admin@demo.test', [
      [
        rows[0].name,
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        'new.person@matched.example',
        'VP',
        '',
        '',
        '',
      ],
    ]);
    expect((await run('admin@demo.test', again)).body.data).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 1,
      pocsCreated: 0,
      pocsUpdated: 1,
    });
    const { rows: p } = await t.db.execute<{ name: string; role: string }>(
      sql`select name, role from pocs where brand_id = ${rows[0].id} and email = 'new.person@matched.example'`,
    );
    expect(p).toEqual([{ name: 'New Person', role: 'VP' }]);
  });
});
