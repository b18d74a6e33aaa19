import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eventTeamRoutes } from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../../test/harness.js';

describe.each(testDatabases())('brand assign counts by role (spec 001 §7) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('counts an event inventory’s ASSIGNED pairings per role of who assigned them, ADMIN, PO, BO, TO', async () => {
    const { rows } = await t.db.execute<{ ei_id: number }>(
      sql`select ei_id from pairings where status = 'ASSIGNED' group by ei_id order by count(*) desc limit 1`,
    );
    const eiId = Number(rows[0].ei_id);
    // the BO assigns one more there: it shows under BO (and under every other role the BO holds)
    const bo = await userId(t.db, 'bo@demo.test');
    const before = (await t.call('sme@demo.test', eventTeamRoutes.assignCountsByRole, { eiId }))
      .body.data;
    expect(before.counts.map((c) => c.role)).toEqual(['ADMIN', 'PO', 'BO', 'TO']);
    const { rows: truth } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n
      from pairings p join users u on u.id = p.assigned_by_user_id
      where p.ei_id = ${eiId} and p.status = 'ASSIGNED' and 'PO' = any(u.roles)`);
    expect(before.counts[1].brandCount).toBe(truth[0].n);
    const { rows: moved } = await t.db.execute<{ id: number }>(sql`update pairings
      set assigned_by_user_id = ${bo}
      where id = (select id from pairings where ei_id = ${eiId} and status = 'ASSIGNED'
        and assigned_by_user_id is distinct from ${bo} order by id limit 1)
      returning id`);
    expect(moved.length).toBe(1);
    const after = (await t.call('sme@demo.test', eventTeamRoutes.assignCountsByRole, { eiId })).body
      .data;
    const boAfter = after.counts.find((c) => c.role === 'BO')!;
    const boBefore = before.counts.find((c) => c.role === 'BO')!;
    expect(boAfter.brandCount).toBe(boBefore.brandCount + 1);
    const all = (await t.call('sme@demo.test', eventTeamRoutes.assignCountsByRole, {})).body.data;
    expect(all.counts[2].brandCount).toBeGreaterThanOrEqual(boAfter.brandCount);
  });

  it('answers 404 for an unknown event inventory and 400 for a bad id', async () => {
    expect(
      (await t.call('sme@demo.test', eventTeamRoutes.assignCountsByRole, { eiId: 99_999_999 }))
        .status,
    ).toBe(404);
    expect(
      (await t.raw('sme@demo.test', 'GET', '/api/brand/assign-counts/by-role?eiId=x')).status,
    ).toBe(400);
  });
});
