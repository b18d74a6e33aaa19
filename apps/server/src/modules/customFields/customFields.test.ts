import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import {
  brandProfileRoutes,
  brandRoutes,
  customFieldRoutes,
  MESSAGES,
  pocRoutes,
  ROLE_CODES,
  type BrandFilterInput,
  type RouteInput,
} from '@crm/contracts';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';

const ADMIN = 'admin@demo.test';
const PO = 'po@demo.test';

/** Custom fields: admin routes, values on brands and POCs, filter, export, archive and permanent delete. */
describe.each(testDatabases('both'))('custom fields on %s', (kind) => {
  let t: TestApp;
  let brands: number[];
  let pocId: number;
  type Values = NonNullable<RouteInput<typeof brandProfileRoutes.edit>['customFields']>;
  const create = async (body: RouteInput<typeof customFieldRoutes.create>, email = ADMIN) =>
    t.call(email, customFieldRoutes.create, body);
  const edit = (brandId: number, customFields: Values, email = PO) =>
    t.call(email, brandProfileRoutes.edit, { brandId, customFields });
  const profile = async (brandId: number) =>
    (await t.call(PO, brandProfileRoutes.additionalInfo, { brandId })).body.data.profile
      .customFields;
  const listIds = async (customFields: BrandFilterInput['customFields']) => {
    const res = await t.call(PO, brandRoutes.list, { count: 100, filters: { customFields } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data.brands as { brandId: number }[])
      .map((b) => b.brandId)
      .sort((a, b) => a - b);
  };
  const exportCsv = async (body: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brand/export',
      headers: { authorization: await t.auth(PO) },
      payload: { format: 'csv', timeZone: 'Asia/Kolkata', ...body },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return parse(res.body.replace(/^\uFEFF/, '')) as string[][];
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 40, pairings: 20 });
    brands = (
      await t.db.execute<{ id: number }>(sql`select id from brands order by id limit 4`)
    ).rows.map((r) => Number(r.id));
    pocId = Number(
      (
        await t.db.execute<{ id: number }>(
          sql`select id from pocs where removed_at is null order by id limit 1`,
        )
      ).rows[0].id,
    );
  }, 60_000);
  afterAll(() => t?.close());

  it('admins create, list, edit and reorder fields; everyone reads the active ones; others get 403 on admin routes', async () => {
    const tier = await create({
      entity: 'BRAND',
      label: 'Tier',
      type: 'SINGLE_SELECT',
      options: [
        { value: 'gold', label: 'Gold' },
        { value: 'silver', label: 'Silver' },
      ],
    });
    expect(tier.status, JSON.stringify(tier.body)).toBe(200);
    expect(tier.body.data.field).toMatchObject({
      entity: 'BRAND',
      key: 'tier',
      label: 'Tier',
      type: 'SINGLE_SELECT',
      position: 0,
      archivedAt: null,
      usage: 0,
    });
    const budget = await create({ entity: 'BRAND', label: 'Budget (Cr)', type: 'NUMBER' });
    expect(budget.body.data.field).toMatchObject({ key: 'budget_cr', position: 1 });
    // same label (any case) → 409; select without options → 400; unknown type → 400
    expect((await create({ entity: 'BRAND', label: 'tier', type: 'TEXT' })).body).toMatchObject({
      error: 'CUSTOM_FIELD_LABEL_EXISTS',
    });
    expect(
      (await create({ entity: 'BRAND', label: 'Colour', type: 'MULTI_SELECT', options: [] }))
        .status,
    ).toBe(400);
    // raw: a type outside the catalogue's list
    expect(
      (
        await t.raw(ADMIN, 'POST', '/api/admin/custom-fields', {
          entity: 'BRAND',
          label: 'Colour',
          type: 'COLOUR',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await create({
          entity: 'BRAND',
          label: 'Dup',
          type: 'SINGLE_SELECT',
          options: [
            { value: 'a', label: 'A' },
            { value: 'A', label: 'B' },
          ],
        })
      ).status,
    ).toBe(400);

    const ids = [tier.body.data.field!.id, budget.body.data.field!.id];
    expect(
      (
        await t.call(ADMIN, customFieldRoutes.reorder, {
          entity: 'BRAND',
          fieldIds: [ids[1], ids[0]],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call(ADMIN, customFieldRoutes.reorder, {
          entity: 'BRAND',
          fieldIds: [ids[1]],
        })
      ).body,
    ).toMatchObject({ error: 'CUSTOM_FIELD_REORDER_MISMATCH' });
    const read = await t.call('bo@demo.test', customFieldRoutes.list, { entity: 'BRAND' });
    expect(read.status).toBe(200);
    expect(read.body.data.fields.map((f: { label: string }) => f.label)).toEqual([
      'Budget (Cr)',
      'Tier',
    ]);
    expect(
      (
        await t.call(ADMIN, customFieldRoutes.update, {
          fieldId: ids[1],
          label: 'Budget',
          required: false,
        })
      ).body.data.field?.label,
    ).toBe('Budget');
    expect(
      (
        await t.call(ADMIN, customFieldRoutes.update, {
          fieldId: ids[1],
          options: [{ value: 'x', label: 'X' }],
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.call(ADMIN, customFieldRoutes.update, { fieldId: 99999999, label: 'X' })).status,
    ).toBe(404);

    for (const role of ROLE_CODES.filter((r) => r !== 'ADMIN')) {
      const email = `${role.toLowerCase()}@demo.test`;
      const got = [
        (await t.call(email, customFieldRoutes.adminList, { entity: 'BRAND' })).status,
        (await create({ entity: 'BRAND', label: `By ${role}`, type: 'TEXT' }, email)).status,
        (
          await t.call(email, customFieldRoutes.update, {
            fieldId: ids[0],
            label: 'Hacked',
          })
        ).status,
        (await t.call(email, customFieldRoutes.archive, { fieldId: ids[0] })).status,
        (
          await t.call(email, customFieldRoutes.removal, {
            fieldId: ids[0],
            confirmLabel: 'Tier',
          })
        ).status,
      ];
      expect(got, role).toEqual([403, 403, 403, 403, 403]);
    }
    expect(
      (await t.call(ADMIN, customFieldRoutes.adminList, { entity: 'BRAND' })).body.data.fields,
    ).toHaveLength(2);
  });

  it('validates values against each field type and records brand history', async () => {
    const date = (await create({ entity: 'BRAND', label: 'Renewal date', type: 'DATE' })).body.data
      .field!.id;
    const tags = (
      await create({
        entity: 'BRAND',
        label: 'Interests',
        type: 'MULTI_SELECT',
        options: ['music', 'sports', 'tech'].map((v) => ({
          value: v,
          label: v[0].toUpperCase() + v.slice(1),
        })),
      })
    ).body.data.field!.id;
    const note = (await create({ entity: 'BRAND', label: 'Remark', type: 'TEXT', required: true }))
      .body.data.field!.id;
    const poc = (await create({ entity: 'POC', label: 'Birthday', type: 'DATE' })).body.data.field!
      .id;
    const fields = (await t.call(PO, customFieldRoutes.list, { entity: 'BRAND' })).body.data
      .fields as { id: number; label: string }[];
    const tier = fields.find((f) => f.label === 'Tier')!.id;
    const budget = fields.find((f) => f.label === 'Budget')!.id;

    const bad: [Values, string][] = [
      [{ [budget]: 'lots' }, 'Budget must be a number.'],
      [{ [budget]: 1e300 }, 'Budget is too large.'],
      [{ [date]: '2026-02-31' }, 'Renewal date must be a real date written YYYY-MM-DD.'],
      [{ [tier]: 'bronze' }, 'Tier must be one of the field’s options.'],
      [{ [tags]: ['music', 'cooking'] }, 'Interests must be a list of the field’s options.'],
      [{ [note]: null }, 'Remark is required.'],
      [{ [note]: 'x'.repeat(2001) }, 'Customfields 1 must be at most 2000 characters.'],
      [{ [poc]: '2026-01-01' }, `Custom field ${poc} is not a field of brands.`],
      [{ 99999999: 'x' }, 'Custom field 99999999 is not a field of brands.'],
    ];
    for (const [values, message] of bad) {
      const res = await edit(brands[0], values);
      expect(res.status, JSON.stringify(values).slice(0, 80)).toBe(400);
      if (!message.startsWith('Customfields')) expect(res.body.message).toBe(message);
    }
    expect((await edit(brands[0], { [tier]: 'gold' }, 'hr@demo.test')).status).toBe(403);
    expect(await profile(brands[0])).toEqual({});

    const ok = await edit(brands[0], {
      [tier]: 'gold',
      [budget]: 12.5,
      [date]: '2026-12-01',
      [tags]: ['tech', 'music', 'tech'],
      [note]: '  Key account ',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.changedFields).toHaveLength(5);
    expect(await profile(brands[0])).toEqual({
      [tier]: 'gold',
      [budget]: 12.5,
      [date]: '2026-12-01',
      [tags]: ['music', 'tech'],
      [note]: 'Key account',
    });
    const history = (await t.call(PO, brandProfileRoutes.history, { brandId: brands[0] })).body.data
      .history;
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'Tier', fromValue: null, toValue: 'Gold' }),
        expect.objectContaining({ field: 'Interests', toValue: 'Music; Tech' }),
      ]),
    );
    // same values again: nothing changes; null clears an optional value
    expect((await edit(brands[0], { [tier]: 'gold' })).body.data.changedFields).toEqual([]);
    await edit(brands[1], {
      [tier]: 'silver',
      [budget]: 40,
      [date]: '2027-03-15',
      [tags]: ['sports'],
      [note]: 'Prospect',
    });
    await edit(brands[2], { [tier]: 'silver', [budget]: 3, [note]: 'Cold lead' });
    await edit(brands[2], { [budget]: null });
    expect(await profile(brands[2])).toEqual({ [tier]: 'silver', [note]: 'Cold lead' });

    // POC values through PATCH /api/brand/poc
    expect(
      (
        await t.call(PO, pocRoutes.update, {
          pocId,
          customFields: { [poc]: '1990-02-30' },
        })
      ).body.message,
    ).toBe('Birthday must be a real date written YYYY-MM-DD.');
    expect(
      (await t.call(PO, pocRoutes.update, { pocId, customFields: { [tier]: 'gold' } })).status,
    ).toBe(400);
    const pocRes = await t.call(PO, pocRoutes.update, {
      pocId,
      customFields: { [poc]: '1990-02-28' },
    });
    expect(pocRes.status).toBe(200);
    expect(pocRes.body.data.poc.customFields).toEqual({ [poc]: '1990-02-28' });

    // values given when a POC is created; a bad one creates nothing
    const pocs = async () =>
      Number(
        (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from pocs`)).rows[0].n,
      );
    const n = await pocs();
    const badPoc = await t.call(PO, pocRoutes.create, {
      brandId: brands[0],
      name: 'Bad Date',
      customFields: { [poc]: '1991-13-01' },
    });
    expect([badPoc.status, await pocs()]).toEqual([400, n]);
    const newPoc = await t.call(PO, pocRoutes.create, {
      brandId: brands[0],
      name: 'Born Known',
      customFields: { [poc]: '1991-05-17' },
    });
    expect(newPoc.body.data.poc.customFields).toEqual({ [poc]: '1991-05-17' });

    // an option held only by a removed POC may be dropped (a removed POC holds nothing, as the usage count says)
    const seniority = (
      await create({
        entity: 'POC',
        label: 'Seniority',
        type: 'SINGLE_SELECT',
        options: [
          { value: 'senior', label: 'Senior' },
          { value: 'junior', label: 'Junior' },
        ],
      })
    ).body.data.field!.id;
    const other = Number(
      (
        await t.db.execute<{ id: number }>(
          sql`select id from pocs where removed_at is null and not is_primary and id <> ${pocId} order by id limit 1`,
        )
      ).rows[0].id,
    );
    expect(
      (
        await t.call(PO, pocRoutes.update, {
          pocId: other,
          customFields: { [seniority]: 'senior' },
        })
      ).status,
    ).toBe(200);
    const drop = () =>
      t.call(ADMIN, customFieldRoutes.update, {
        fieldId: seniority,
        options: [{ value: 'junior', label: 'Junior' }],
      });
    expect((await drop()).status).toBe(409);
    expect((await t.call(PO, pocRoutes.remove, { pocId: other })).status).toBe(200);
    expect((await drop()).status).toBe(200);
  });

  it('filters the brand list by custom fields (equals, any of, contains, range, set / empty)', async () => {
    const fields = (await t.call(PO, customFieldRoutes.list, { entity: 'BRAND' })).body.data
      .fields as { id: number; label: string }[];
    const id = (label: string) => fields.find((f) => f.label === label)!.id;
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    expect(await listIds([{ fieldId: id('Tier'), op: 'EQUALS', value: 'silver' }])).toEqual(
      sorted([brands[1], brands[2]]),
    );
    expect(
      await listIds([{ fieldId: id('Tier'), op: 'ANY_OF', values: ['gold', 'silver'] }]),
    ).toEqual(sorted(brands.slice(0, 3)));
    expect(await listIds([{ fieldId: id('Interests'), op: 'EQUALS', value: 'music' }])).toEqual([
      brands[0],
    ]);
    expect(
      await listIds([{ fieldId: id('Interests'), op: 'ANY_OF', values: ['music', 'sports'] }]),
    ).toEqual(sorted([brands[0], brands[1]]));
    expect(await listIds([{ fieldId: id('Remark'), op: 'CONTAINS', value: 'LEAD' }])).toEqual([
      brands[2],
    ]);
    expect(await listIds([{ fieldId: id('Budget'), op: 'RANGE', min: 10, max: 40 }])).toEqual(
      sorted([brands[0], brands[1]]),
    );
    expect(await listIds([{ fieldId: id('Budget'), op: 'RANGE', min: 12.6 }])).toEqual([brands[1]]);
    expect(
      await listIds([
        { fieldId: id('Renewal date'), op: 'RANGE', min: '2027-01-01', max: '2027-12-31' },
      ]),
    ).toEqual([brands[1]]);
    expect(await listIds([{ fieldId: id('Budget'), op: 'IS_SET' }])).toEqual(
      sorted([brands[0], brands[1]]),
    );
    const all = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from brands`))
      .rows[0].n;
    const empty = await t.call(PO, brandRoutes.list, {
      count: 100,
      filters: { customFields: [{ fieldId: id('Budget'), op: 'IS_EMPTY' }] },
    });
    expect(empty.body.data.totalNoOfEntries).toBe(all - 2);
    // two conditions: both must hold
    expect(
      await listIds([
        { fieldId: id('Tier'), op: 'EQUALS', value: 'silver' },
        { fieldId: id('Budget'), op: 'IS_SET' },
      ]),
    ).toEqual([brands[1]]);
    // raw: conditions the contract forbids (no value, an unknown op, a field id that is no number)
    for (const bad of [
      { fieldId: id('Tier'), op: 'EQUALS' },
      { fieldId: id('Budget'), op: 'RANGE', min: 5, max: 1 },
      { fieldId: id('Budget'), op: 'RANGE', min: 1, max: '2026-01-01' },
      { fieldId: id('Tier'), op: 'LIKE', value: 'x' },
      { fieldId: 'abc', op: 'IS_SET' },
    ]) {
      expect(
        (await t.raw(PO, 'POST', '/api/brand', { filters: { customFields: [bad] } })).status,
        JSON.stringify(bad),
      ).toBe(400);
    }
  });

  it('exports the active custom fields as columns (labels, option labels)', async () => {
    const fields = (await t.call(PO, customFieldRoutes.list, { entity: 'BRAND' })).body.data
      .fields as { id: number; label: string }[];
    const tier = fields.find((f) => f.label === 'Tier')!.id;
    const rows = await exportCsv({
      filters: { customFields: [{ fieldId: tier, op: 'IS_SET' }] },
      columns: ['brandName'],
    });
    expect(rows[0]).toEqual(['Brand', ...fields.map((f) => f.label)]);
    expect(rows).toHaveLength(4);
    const first = rows.find((r) => r.includes('Gold'))!;
    expect(first).toEqual(
      expect.arrayContaining(['Gold', '12.5', '2026-12-01', 'Music; Tech', 'Key account']),
    );
    // naming a custom column picks exactly it; an unknown one is refused
    expect((await exportCsv({ columns: ['brandName', `cf:${tier}`] }))[0]).toEqual([
      'Brand',
      'Tier',
    ]);
    expect(
      (await t.call(PO, brandRoutes.export, { columns: ['brandName', 'cf:99999999'] })).status,
    ).toBe(400);
  });

  it('archiving hides a field and keeps its values (restore brings them back); permanent delete needs the label and purges the values', async () => {
    const tier = (
      (await t.call(PO, customFieldRoutes.list, { entity: 'BRAND' })).body.data.fields as {
        id: number;
        label: string;
      }[]
    ).find((f) => f.label === 'Tier')!.id;
    expect(
      (
        await t.call(ADMIN, customFieldRoutes.removal, {
          fieldId: tier,
          confirmLabel: 'Tier',
        })
      ).body,
    ).toMatchObject({ error: 'CUSTOM_FIELD_NOT_ARCHIVED' });
    // an option still in use cannot be dropped
    expect(
      (
        await t.call(ADMIN, customFieldRoutes.update, {
          fieldId: tier,
          options: [{ value: 'gold', label: 'Gold' }],
        })
      ).body,
    ).toMatchObject({ error: 'CUSTOM_FIELD_OPTION_IN_USE' });

    const archived = await t.call(ADMIN, customFieldRoutes.archive, {
      fieldId: tier,
    });
    expect(archived.body.data.field).toMatchObject({ archivedAt: expect.any(String), usage: 3 });
    expect(
      (
        (await t.call(PO, customFieldRoutes.list, { entity: 'BRAND' })).body.data.fields as {
          id: number;
        }[]
      ).map((f) => f.id),
    ).not.toContain(tier);
    expect(
      (
        await t.call(ADMIN, customFieldRoutes.adminList, { entity: 'BRAND' })
      ).body.data.archived.map((f: { id: number }) => f.id),
    ).toEqual([tier]);
    expect((await profile(brands[0]))[tier]).toBe('gold');
    expect((await edit(brands[0], { [tier]: 'silver' })).body.message).toBe(
      'Tier is an archived field.',
    );
    expect((await exportCsv({ columns: ['brandName'] }))[0]).not.toContain('Tier');

    expect(
      (await t.call(ADMIN, customFieldRoutes.restore, { fieldId: tier })).body.data.field,
    ).toMatchObject({ archivedAt: null, usage: 3 });
    expect(await listIds([{ fieldId: tier, op: 'EQUALS', value: 'gold' }])).toEqual([brands[0]]);

    await t.call(ADMIN, customFieldRoutes.archive, { fieldId: tier });
    expect(
      (
        await t.call(ADMIN, customFieldRoutes.removal, {
          fieldId: tier,
          confirmLabel: 'Tie',
        })
      ).body,
    ).toMatchObject({ error: 'CONFIRMATION_MISMATCH' });
    expect((await profile(brands[0]))[tier]).toBe('gold');
    const removed = await t.call(ADMIN, customFieldRoutes.removal, {
      fieldId: tier,
      confirmLabel: ' tier ',
    });
    expect(removed.body.data).toMatchObject({ purgedValues: 3, field: null });
    const left = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from brands where custom_fields ? ${String(tier)}::text`,
    );
    expect(left.rows[0].n).toBe(0);
    expect((await profile(brands[0]))[tier]).toBeUndefined();
    expect((await t.call(ADMIN, customFieldRoutes.restore, { fieldId: tier })).status).toBe(404);
    // the label is free again
    expect(
      (await create({ entity: 'BRAND', label: 'Tier', type: 'TEXT' })).body.data.field!.key,
    ).toBe('tier');
  });
  it.runIf(kind === 'postgres')(
    'a brand edit caught in a deadlock with a field’s deletion answers 409, not 500',
    async () => {
      const field = (await create({ entity: 'BRAND', label: 'Deadlock probe', type: 'TEXT' })).body
        .data.field!.id;
      const other = new pg.Client({ connectionString: t.database.url });
      await other.connect();
      try {
        // the other session holds the field, then wants the brand the edit holds while the edit wants the field
        await other.query('begin');
        await other.query(`set local deadlock_timeout = '20s'`); // the edit's session (1 s) detects the cycle first
        await other.query('select 1 from custom_fields where id = $1 for update', [field]);
        const editing = edit(brands[3], { [field]: 'x' });
        await new Promise((r) => setTimeout(r, 300));
        const blocked = other.query('select 1 from brands where id = $1 for update', [brands[3]]);
        const res = await editing;
        expect([res.status, res.body.error, res.body.message]).toEqual([
          409,
          'CONCURRENT_CHANGE',
          MESSAGES.concurrentChange,
        ]);
        await blocked;
      } finally {
        await other.query('rollback');
        await other.end();
      }
    },
  );
});
