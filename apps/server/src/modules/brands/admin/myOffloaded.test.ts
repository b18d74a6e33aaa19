import { brandProfileRoutes, myBrandRoutes } from '@crm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { startTestApp, testDatabases, userId, type TestApp } from '../../../test/harness.js';

/**
 * POST /brand/offloaded (spec 001 §9 'my offloaded brands'): the brands the caller offloaded and does not
 * own again, and the offloaded brands they still own, with the offload's reason, time and user.
 */
describe.each(testDatabases('both'))('my offloaded brands on %s', (kind) => {
  let t: TestApp;
  let bo: number;
  let baseline: number[];
  const ids = {} as Record<'selfOffloaded' | 'markedOffloaded' | 'current' | 'ownedAgain', number>;
  const names = {} as Record<keyof typeof ids, string>;

  const list = async (email: string, body: object = {}) => {
    const res = await t.call(email, myBrandRoutes.offloaded, { count: 100, ...body });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const nameOf = async (id: number) =>
    (
      await t.db.execute<{ n: string }>(
        sql`select first_name || ' ' || last_name as n from users where id = ${id}`,
      )
    ).rows[0].n;

  beforeAll(async () => {
    t = await startTestApp(kind);
    bo = await userId(t.db, 'bo@demo.test');
    baseline = (await list('bo@demo.test')).brands.map((b) => b.brandId);
    const { rows } = await t.db.execute<{ id: number; name: string }>(sql`select b.id, b.name
      from brands b join brand_owners o on o.brand_id = b.id and o.user_id = ${bo}
      where not b.is_offloaded order by b.id limit 4`);
    (['selfOffloaded', 'markedOffloaded', 'current', 'ownedAgain'] as const).forEach((k, i) => {
      ids[k] = Number(rows[i].id);
      names[k] = rows[i].name;
    });
    for (const brandId of [ids.selfOffloaded, ids.ownedAgain]) {
      const res = await t.call('bo@demo.test', brandProfileRoutes.offload, {
        brandId,
        reason: 'Moved to the retail team',
      });
      if (res.status !== 200) throw new Error(`offloading: ${JSON.stringify(res.body)}`);
    }
    const admin = await userId(t.db, 'admin@demo.test');
    await t.db.execute(sql`update brands set is_offloaded = true, offload_reason = 'Budget freeze',
      offloaded_at = now(), offloaded_by_user_id = ${admin} where id = ${ids.markedOffloaded}`);
    await t.db
      .execute(sql`update brands set is_offloaded = false, offload_reason = null, offloaded_at = null,
      offloaded_by_user_id = null where id = ${ids.ownedAgain}`);
    await t.db.execute(
      sql`insert into brand_owners (brand_id, user_id) values (${ids.ownedAgain}, ${bo})`,
    );
  });
  afterAll(() => t?.close());

  it('lists the brands the caller offloaded and the offloaded brands they own, with reason, time and user', async () => {
    const { brands, totalNoOfEntries } = await list('bo@demo.test');
    expect(brands.map((b) => b.brandId).sort((a, b) => a - b)).toEqual(
      [...baseline, ids.selfOffloaded, ids.markedOffloaded].sort((a, b) => a - b),
    );
    expect(totalNoOfEntries).toBe(baseline.length + 2);
    const byId = Object.fromEntries(brands.map((b) => [b.brandId, b]));
    expect(byId[ids.selfOffloaded]).toMatchObject({
      brandName: names.selfOffloaded,
      offloadReason: 'Moved to the retail team',
      offloadedBy: await nameOf(bo),
    });
    expect(byId[ids.markedOffloaded]).toMatchObject({
      brandName: names.markedOffloaded,
      offloadReason: 'Budget freeze',
      offloadedBy: await nameOf(await userId(t.db, 'admin@demo.test')),
      isOffloaded: true,
    });
    for (const id of [ids.selfOffloaded, ids.markedOffloaded])
      expect(byId[id].offloadedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('searches by name, and shows another user none of the caller’s offloaded brands', async () => {
    const found = await list('bo@demo.test', { searchFor: names.selfOffloaded });
    expect(found.brands.map((b) => b.brandId)).toContain(ids.selfOffloaded);
    expect(found.brands.map((b) => b.brandId)).not.toContain(ids.markedOffloaded);
    const others = (await list('po@demo.test')).brands.map((b) => b.brandId);
    expect(others).not.toContain(ids.selfOffloaded);
    expect(others).not.toContain(ids.markedOffloaded);
  });
  /** POST /brand/export of Your Brands as `email` with `body`: the CSV's rows under its header. */
  const exportRows = async (email: string, body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brand/export',
      headers: { authorization: await t.auth(email) },
      payload: { mainTab: 'MY_BRANDS', format: 'csv', timeZone: 'Asia/Kolkata', ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
    return parse(res.body.replace(/^\uFEFF/, '')) as string[][];
  };

  it('exports the Offloaded view: the caller’s offloaded brands with their own offload reason and user, not the current ones', async () => {
    const columns = ['brandName', 'offloadReason', 'offloadedBy'];
    const [header, ...rows] = await exportRows('bo@demo.test', { myBrands: 'OFFLOADED', columns });
    expect(header).toEqual(['Brand', 'Offloaded Reason', 'Offloaded by']);
    const listed = (await list('bo@demo.test')).brands;
    expect(rows.map(([name]) => name)).toEqual(listed.map((b) => b.brandName));
    const byName = Object.fromEntries(rows.map((r) => [r[0], r]));
    expect(byName[names.selfOffloaded]).toEqual([
      names.selfOffloaded,
      'Moved to the retail team',
      await nameOf(bo),
    ]);
    expect(byName[names.markedOffloaded][1]).toBe('Budget freeze');
    const current = (await exportRows('bo@demo.test', { columns })).slice(1).map(([n]) => n);
    expect(current).toContain(names.current);
    expect(current).not.toContain(names.selfOffloaded);
    expect(rows.map(([n]) => n)).not.toContain(names.current);
  });
});
