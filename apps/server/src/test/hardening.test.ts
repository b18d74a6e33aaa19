import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  BrandExportRequest,
  brandProfileRoutes,
  brandRoutes,
  fileRoutes,
  mayRead,
  pairingRoutes,
  pocRoutes,
  READ_AREAS,
  ROLE_CODES,
  settingRoutes,
  type ReadArea,
} from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from './harness.js';
import { loadActor } from '../modules/users/index.js';
import { exportBrands } from '../modules/brands/index.js';
import type { Db } from '../db/client.js';

/** What a client can send must never stop the server, lose deal data or read past its rights. */
describe.each(testDatabases('both'))('hardening on %s', (kind) => {
  let t: TestApp;
  let brandId: number;
  let eiId: number;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 150, pairings: 300 });
    const boId = await userId(t.db, 'bo@demo.test');
    const { rows } = await t.db.execute<{
      brand_id: number;
      ei_id: number;
    }>(sql`select a.brand_id, a.ei_id from pairings a join brand_owners bo on bo.brand_id = a.brand_id
      where bo.user_id = ${boId} and a.status = 'ASSIGNED' order by a.id limit 1`);
    brandId = rows[0].brand_id;
    eiId = rows[0].ei_id;
  });
  afterAll(() => t?.close());

  it('an export whose database fails half-way ends that response with an error; the server keeps answering', async () => {
    const actor = (await loadActor(t.db, await userId(t.db, 'po@demo.test')))!;
    // the database fails from the moment `failing` is set: after the export has started, or before it
    let failing = false;
    const db = new Proxy(t.db, {
      get: (target, prop) =>
        prop === 'execute'
          ? (q: unknown) =>
              failing ? Promise.reject(new Error('connection lost')) : target.execute(q as never)
          : Reflect.get(target, prop),
    }) as Db;
    for (const format of ['csv', 'xlsx'] as const) {
      failing = false;
      const { stream } = await exportBrands({
        db,
        actor,
        q: BrandExportRequest.parse({ format }),
        pageSize: 5,
      });
      failing = true;
      await expect(
        (async () => {
          for await (const _ of stream) void _;
        })(),
      ).rejects.toThrow(/connection lost/);
    }
    // a failure before the first page is an error answer, not a broken download
    await expect(
      exportBrands({ db, actor, q: BrandExportRequest.parse({ format: 'csv' }), pageSize: 5 }),
    ).rejects.toThrow(/connection lost/);
    // raw: a NUL byte, which the contract forbids in text
    const nul = await t.raw('po@demo.test', 'POST', '/api/brand/export', {
      format: 'csv',
      searchFor: 'a\u0000b',
    });
    expect(nul.status).toBe(400);
    const csvNul = await t.raw('po@demo.test', 'POST', '/api/event/inventory/brand/stage/v2/csv', {
      eiId,
      filters: { searchFor: 'a\u0000b' },
    });
    expect(csvNul.status).toBe(400);
    expect((await t.call('po@demo.test', brandRoutes.list, {})).status).toBe(200);
  });

  it('every export neutralises formulas: CSV cells get a leading quote, XLSX cells are text', async () => {
    const name = `=HYPERLINK("http://evil.example","${kind} click")`;
    const created = await t.call('admin@demo.test', brandProfileRoutes.create, {
      brandName: name,
      brandOwnerUserIds: [],
    });
    expect(created.status).toBe(200);
    const csv = await t.call('po@demo.test', brandRoutes.export, {
      format: 'csv',
      searchFor: `${kind} click`,
    });
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""${kind} click"")"`);
    expect(csv.body).not.toMatch(/(^|,)"?=HYPERLINK/m);
    const xlsx = await t.app.inject({
      method: 'POST',
      url: '/api/brand/export',
      headers: { authorization: await t.auth('po@demo.test') },
      payload: { format: 'xlsx', searchFor: `${kind} click` },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cell = wb.worksheets[0].getRow(2).getCell(1);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(name);
    // the assigned-brands CSV: a lost reason written as a formula
    expect(
      (
        await t.call('bo@demo.test', pairingRoutes.updateStage, {
          eiId,
          brandId,
          stage: 'NOT_INTERESTED',
          lostReason: '@SUM(1+1)*cmd',
        })
      ).status,
    ).toBe(200);
    const assigned = await t.call('bo@demo.test', pairingRoutes.assignedCsv, { eiId });
    expect(assigned.body).toContain("'@SUM(1+1)*cmd");
    expect(assigned.body).not.toMatch(/,@SUM/);
  });

  it('parallel owner changes: one succeeds, the rest are 409s, and history holds one row each', async () => {
    const { rows: bos } = await t.db.execute<{ id: number }>(
      sql`select id from users where 'BO' = any(roles) and status = 'ACTIVE' and id not in (select user_id from brand_owners where brand_id = ${brandId}) order by id limit 1`,
    );
    const newOwner = bos[0].id;
    const history = async (action: string) =>
      (
        await t.db.execute<{ n: number }>(
          sql`select count(*)::int as n from brand_owner_history where brand_id = ${brandId} and user_id = ${newOwner} and action = ${action}`,
        )
      ).rows[0].n;
    const adds = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('po@demo.test', brandProfileRoutes.updateOwners, { brandId, add: [newOwner] }),
      ),
    );
    expect(adds.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(adds.find((r) => r.status === 409)!.body.error).toBe('ALREADY_AN_OWNER');
    expect(await history('ADDED')).toBe(1);
    const removes = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('po@demo.test', brandProfileRoutes.updateOwners, {
          brandId,
          remove: [newOwner],
        }),
      ),
    );
    expect(removes.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await history('REMOVED')).toBe(1);
  });

  it('an Idempotency-Key makes a retried write happen once and replays its answer', async () => {
    const count = async () =>
      (
        await t.db.execute<{ n: number }>(
          sql`select count(*)::int as n from interactions where brand_id = ${brandId}`,
        )
      ).rows[0].n;
    const before = await count();
    const send = async (key: string) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/brand/interactions',
        headers: { authorization: await t.auth('bo@demo.test'), 'idempotency-key': key },
        payload: {
          brandId,
          type: 'CALL',
          note: `Spoke about renewals ${key}`,
          updates: [{ eiId }],
        },
      });
      return {
        status: res.statusCode,
        body: res.json(),
        replayed: res.headers['idempotent-replayed'],
      };
    };
    const key = `call-${kind}-1`;
    const burst = await Promise.all([send(key), send(key), send(key)]);
    expect(burst.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of burst) expect([200, 409]).toContain(r.status);
    const again = await send(key);
    expect(again).toMatchObject({
      status: 200,
      replayed: 'true',
      body: burst.find((r) => r.status === 200)!.body,
    });
    expect(await count()).toBe(before + 1);
    expect((await send(`call-${kind}-2`)).status).toBe(200);
    expect(await count()).toBe(before + 2);
    // a refused first attempt does not burn the key
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/event/inventory/brand/stage/update',
      headers: { authorization: await t.auth('bo@demo.test'), 'idempotency-key': `stage-${kind}` },
      payload: { eiId: 999_999_999, brandId, stage: 'IN_PROGRESS' },
    });
    expect(bad.statusCode).toBe(404);
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/event/inventory/brand/stage/update',
      headers: { authorization: await t.auth('bo@demo.test'), 'idempotency-key': `stage-${kind}` },
      payload: { eiId, brandId, stage: 'IN_PROGRESS' },
    });
    expect(good.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/brand/interactions',
          headers: {
            authorization: await t.auth('bo@demo.test'),
            'idempotency-key': 'bad key with spaces',
          },
          payload: { brandId, type: 'CALL', note: 'x' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('settings JSON nested too deeply is refused with 400 and not stored', async () => {
    let value: unknown = 'leaf';
    for (let i = 0; i < 200; i++) value = { v: value };
    const res = await t.raw('bo@demo.test', 'POST', '/api/user/kv', {
      key: 'agencyInitialUI',
      value,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('TOO_DEEP');
    expect(
      (
        await t.call('bo@demo.test', settingRoutes.read, {
          keys: ['agencyInitialUI'],
        })
      ).body.data.values.agencyInitialUI,
    ).toBeNull();
  });

  it('impossible dates are 400s that change nothing', async () => {
    for (const followUpDate of ['2026-02-31', '2026-13-01', '2025-02-29', '0000-01-01']) {
      const res = await t.raw('bo@demo.test', 'POST', '/api/event/inventory/brand/stage/update', {
        eiId,
        brandId,
        stage: 'IN_PROGRESS',
        followUpDate,
      });
      expect(res.status, followUpDate).toBe(400);
      expect(res.body.field).toBe('followUpDate');
    }
    const expected = await t.raw('bo@demo.test', 'PUT', '/api/brand/interactions', {
      brandId,
      type: 'CALL',
      note: 'n',
      updates: [{ eiId, expectedClosure: '2026-04-31' }],
    });
    expect(expected.status).toBe(400);
    expect(expected.body.message).toBe('Expected closure must be a real date written YYYY-MM-DD.');
  });

  it('answers carry the security headers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brand',
      headers: { authorization: await t.auth('po@demo.test') },
      payload: {},
    });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  /** The read routes of the read table (ROLE_READ_ACCESS), one call each. */
  const readRoutes: Record<ReadArea, (email: string) => Promise<{ status: number }>> = {
    PIPELINE: (e) => t.call(e, pairingRoutes.brandPairings, { brandId }),
    CALL_NOTES: (e) => t.call(e, pairingRoutes.interactions, { brandId }),
    STAGE_HISTORY: (e) => t.call(e, pairingRoutes.brandHistory, { brandId }),
    POC_CONTACT: async (e) => {
      const res = await t.call(e, pocRoutes.list, { brandId });
      const seen = res.body.data.poc.some((p) => p.pocEmail || p.phoneNumbers.length);
      return { status: seen ? 200 : 403 };
    },
    BRAND_FILES: (e) => t.call(e, fileRoutes.brandFiles, { brandId }),
    BRAND_EXPORT: (e) => t.call(e, brandRoutes.export, { format: 'csv', searchFor: 'zzzz-none' }),
  };

  it.each(ROLE_CODES.map((r) => [r]))(
    '%s reads exactly what the read table allows',
    async (role) => {
      const email = `${role.toLowerCase()}@demo.test`;
      const { rows } = await t.db.execute<{ is_admin: boolean }>(
        sql`select is_admin from users where email = ${email}`,
      );
      const got = Object.fromEntries(
        await Promise.all(
          READ_AREAS.map(async (a) => [a, (await readRoutes[a](email)).status] as const),
        ),
      );
      expect(got).toEqual(
        Object.fromEntries(
          READ_AREAS.map((a) => [a, mayRead([role], rows[0].is_admin, a) ? 200 : 403]),
        ),
      );
    },
  );
});
