import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  notificationRoutes,
  pairingRoutes,
  type Notification,
  type StageUpdateRequest,
} from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';

/** Who hears of a pairing's stage change: the brand's other owners always, the event inventory's POs on a move to Won. */
describe.each(testDatabases())('stage change notifications on %s', (kind) => {
  let t: TestApp;
  let eiId: number;
  let brandId: number;
  const stageNotes = async (email: string) =>
    (
      (await t.call(email, notificationRoutes.list, { count: 50 })).body as {
        data: { notifications: Notification[] };
      }
    ).data.notifications.filter(
      (n) => n.type === 'STAGE_CHANGED' && n.brands.some((b) => b.brandId === brandId),
    );
  const move = async (email: string, stage: StageUpdateRequest['stage']) =>
    expect(
      (
        await t.call(email, pairingRoutes.updateStage, {
          eiId,
          brandId,
          stage,
        })
      ).status,
    ).toBe(200);

  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 150, pairings: 300 });
    const boId = await userId(t.db, 'bo@demo.test');
    const poId = await userId(t.db, 'po@demo.test');
    // a brand of the BO alone, on an event inventory of the PO, not yet assigned there
    const { rows } = await t.db.execute<{
      ei_id: number;
      brand_id: number;
    }>(sql`select o.ei_id, bo.brand_id from event_inventory_owners o
      cross join brand_owners bo
      where o.user_id = ${poId} and bo.user_id = ${boId}
        and not exists (select 1 from brand_owners x where x.brand_id = bo.brand_id and x.user_id <> ${boId})
        and not exists (select 1 from pairings a where a.ei_id = o.ei_id and a.brand_id = bo.brand_id)
      order by o.ei_id, bo.brand_id limit 1`);
    ({ ei_id: eiId, brand_id: brandId } = rows[0]);
    const assign = await t.call('po@demo.test', pairingRoutes.assign, {
      eiIds: [eiId],
      brandId: [brandId],
      action: 'ASSIGN',
      selectionType: 'UNASSIGNED',
      selectAll: false,
      filters: {},
    });
    if (assign.status !== 200) throw new Error(`assigning the pairing: ${assign.status}`);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it("tells the pairing's PO when the BO moves it to Won, and not of the moves before", async () => {
    await move('bo@demo.test', 'IN_PROGRESS');
    expect(await stageNotes('po@demo.test')).toEqual([]);
    await move('bo@demo.test', 'WON');
    const told = await stageNotes('po@demo.test');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ class: 'INFO', isRead: false, eventInventories: [{ eiId }] });
    expect(told[0].content).toMatch(
      /^\*\*.+\*\* moved \*\*.+\*\* on \*\*.+\*\* from \*\*In Progress\*\* to \*\*Won\*\*$/,
    );
  });

  it('tells the owner, not the PO themselves, when the PO moves it to Won', async () => {
    await move('po@demo.test', 'IN_PROGRESS');
    const before = (await stageNotes('bo@demo.test')).length;
    const poBefore = (await stageNotes('po@demo.test')).length;
    await move('po@demo.test', 'WON');
    expect(await stageNotes('bo@demo.test')).toHaveLength(before + 1);
    expect(await stageNotes('po@demo.test')).toHaveLength(poBefore);
  });
});
