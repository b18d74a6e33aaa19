import { collaborationRoutes, pairingRoutes } from '@crm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';

/**
 * GET /brand/event/inventory/v2 for brand info's current and archived inventories (spec 001 §9): each
 * pairing says whether it is archived (its event ended in IST, or the event or inventory is archived)
 * and who collaborates on it (accepted invitations only).
 */
describe.each(testDatabases('both'))('a brand’s current and archived inventories on %s', (kind) => {
  let t: TestApp;
  let brandId: number;
  let liveEi: number; // a pairing whose event runs in the future
  let pastEi: number; // a pairing on another event, the one the test moves and archives
  let pastEventId: number;
  let invitees: { id: number; email: string; name: string }[];

  const pairings = async () =>
    (await t.call('bo@demo.test', pairingRoutes.brandPairings, { brandId })).body.data.pairings;
  const archivedOf = async () =>
    Object.fromEntries((await pairings()).map((p) => [p.eiId, p.archived]));

  beforeAll(async () => {
    t = await startTestApp(kind);
    const bo = await userId(t.db, 'bo@demo.test');
    const { rows } = await t.db.execute<{ brand_id: number; eis: number[]; events: number[] }>(sql`
      select a.brand_id, array_agg(a.ei_id order by ei.event_id, a.ei_id) as eis,
        array_agg(ei.event_id order by ei.event_id, a.ei_id) as events
      from pairings a join event_inventories ei on ei.id = a.ei_id
      join brand_owners o on o.brand_id = a.brand_id and o.user_id = ${bo}
      where a.status = 'ASSIGNED' group by a.brand_id
      having count(distinct ei.event_id) >= 2 order by a.brand_id limit 1`);
    brandId = Number(rows[0].brand_id);
    const eis = rows[0].eis.map(Number);
    const events = rows[0].events.map(Number);
    liveEi = eis[0];
    const other = events.findIndex((e) => e !== events[0]);
    pastEi = eis[other];
    pastEventId = events[other];
    await t.db
      .execute(sql`update events set start_date = current_date + 30, end_date = current_date + 32,
      is_archived = false where id = any(${`{${events.join(',')}}`}::bigint[])`);
    await t.db.execute(sql`update inventories set is_archived = false
      where id in (select inventory_id from event_inventories where id = any(${`{${eis.join(',')}}`}::bigint[]))`);
    invitees = (
      await t.db.execute<{ id: number; email: string; name: string }>(sql`
        select u.id, u.email, u.first_name || ' ' || u.last_name as name from users u
        where u.status = 'ACTIVE' and u.roles = '{BO}' and u.id <> ${bo}
          and not exists (select 1 from brand_owners o where o.brand_id = ${brandId} and o.user_id = u.id)
        order by u.id limit 2`)
    ).rows.map((r) => ({ ...r, id: Number(r.id) }));
  });
  afterAll(() => t?.close());

  it('marks a pairing archived once its event has ended, or its event or inventory is archived', async () => {
    expect(await archivedOf()).toMatchObject({ [liveEi]: false, [pastEi]: false });

    await t.db
      .execute(sql`update events set start_date = current_date - 10, end_date = current_date - 1
      where id = ${pastEventId}`);
    expect(await archivedOf()).toMatchObject({ [liveEi]: false, [pastEi]: true });

    await t.db
      .execute(sql`update events set start_date = current_date + 30, end_date = current_date + 32,
      is_archived = true where id = ${pastEventId}`);
    expect(await archivedOf()).toMatchObject({ [liveEi]: false, [pastEi]: true });

    await t.db.execute(sql`update events set is_archived = false where id = ${pastEventId}`);
    await t.db.execute(sql`update inventories set is_archived = true
      where id = (select inventory_id from event_inventories where id = ${pastEi})`);
    expect(await archivedOf()).toMatchObject({ [liveEi]: false, [pastEi]: true });
  });

  it('lists the accepted collaborators of each pairing, not the pending invitees', async () => {
    const [accepted, pending] = invitees;
    const invited = await t.call('bo@demo.test', collaborationRoutes.changeCollaborators, {
      eiId: liveEi,
      brandId,
      add: [accepted.id, pending.id],
      remove: [],
    });
    expect(invited.status).toBe(200);
    const { rows } = await t.db.execute<{ id: number }>(sql`select id from collab_invitations
      where invitee_user_id = ${accepted.id} and ei_id = ${liveEi} and brand_id = ${brandId}`);
    const approved = await t.call(accepted.email, collaborationRoutes.invitationAction, {
      invitationIds: [Number(rows[0].id)],
      action: 'APPROVE',
    });
    expect(approved.status).toBe(200);

    const list = await pairings();
    expect(list.find((p) => p.eiId === liveEi)?.collaborators).toEqual([
      { userId: accepted.id, userName: accepted.name },
    ]);
    expect(list.find((p) => p.eiId === pastEi)?.collaborators).toEqual([]);
    for (const p of list) {
      expect(p).toHaveProperty('lastContact');
      expect(p).toHaveProperty('expectedClosure');
      expect(p.brandOwners.length + (p.recordedBrandOwner ? 1 : 0)).toBeGreaterThan(0);
    }
  });
});
