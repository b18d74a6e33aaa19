import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eventTeamRoutes } from '@crm/contracts';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../../test/harness.js';

const SIZES = { brands: 150, pairings: 300 };
const EMAILS = ['po', 'bo', 'sme', 'to', 'hr', 'mg'] as const;

describe.each(testDatabases())('event teams and the inventory overview on %s', (kind) => {
  let t: TestApp;
  let ids: Record<(typeof EMAILS)[number], number>;
  let eventId: number;
  let eiIds: number[];
  let inventoryId: number;
  beforeAll(async () => {
    t = await startTestApp(kind, SIZES);
    const found = await Promise.all(EMAILS.map((e) => userId(t.db, `${e}@demo.test`)));
    ids = Object.fromEntries(EMAILS.map((e, i) => [e, found[i]])) as typeof ids;
    // a new inventory at three events (upcoming, ongoing, completed in IST); the upcoming one is the team's event
    const { rows: inv } = await t.db.execute<{ id: number }>(
      sql`insert into inventories (name) values ('Team inventory') returning id`,
    );
    inventoryId = Number(inv[0].id);
    const { rows } = await t.db.execute<{ id: number; event_id: number }>(sql`
      with today as (select (now() at time zone 'Asia/Kolkata')::date as d),
        e as (insert into events (name, category, start_date, end_date)
          select v.name, (select category from events limit 1), today.d + v.s, today.d + v.e
            from today, (values ('Team Upcoming', 5, 9), ('Team Ongoing', -1, 1), ('Team Completed', -9, -2)) as v(name, s, e)
          returning id, name)
      insert into event_inventories (event_id, inventory_id)
        select e.id, ${inventoryId} from e order by e.name desc returning id, event_id`);
    // ordered by name descending: Upcoming, Ongoing, Completed
    eventId = Number(rows[0].event_id);
    eiIds = rows.map((r) => Number(r.id));
    const [ei] = eiIds;
    const { rows: brands } = await t.db.execute<{ brand_id: number }>(
      sql`select brand_id from brand_owners where user_id = ${ids.bo} order by brand_id limit 3`,
    );
    const [b1, b2, b3] = brands.map((r) => Number(r.brand_id));
    await t.db.execute(
      sql`insert into event_inventory_owners (ei_id, user_id) values (${ei}, ${ids.po})`,
    );
    await t.db.execute(
      sql`insert into event_smes (event_id, user_id) values (${eventId}, ${ids.sme}), (${eventId}, ${ids.po})`,
    );
    await t.db.execute(
      sql`insert into inventory_smes (inventory_id, user_id) values (${inventoryId}, ${ids.mg})`,
    );
    await t.db
      .execute(sql`insert into pairings (ei_id, brand_id, status, stage, closed_value, assigned_by_user_id) values
      (${ei}, ${b1}, 'ASSIGNED', 'IN_PROGRESS', null, ${ids.po}),
      (${ei}, ${b2}, 'ASSIGNED', 'WON', 1.5, ${ids.po}),
      (${eiIds[1]}, ${b1}, 'ASSIGNED', 'WON', 2.25, ${ids.bo}),
      (${eiIds[2]}, ${b3}, 'DISCARDED', 'ASSIGNED', null, ${ids.bo})`);
    await t.db
      .execute(sql`insert into collab_invitations (ei_id, brand_id, inviter_user_id, invitee_user_id, status)
      values (${ei}, ${b1}, ${ids.bo}, ${ids.hr}, 'ACCEPTED')`);
    const { rows: team } = await t.db.execute<{ id: number }>(
      sql`insert into teams (name, owner_user_id) values ('Event team test', ${ids.to}) returning id`,
    );
    await t.db.execute(
      sql`insert into team_members (team_id, user_id) values (${Number(team[0].id)}, ${ids.sme}), (${Number(team[0].id)}, ${ids.hr})`,
    );
  });
  afterAll(() => t?.close());

  const team = (q: object = {}) =>
    t.call('to@demo.test', eventTeamRoutes.teamMembers, { eventId, ...q });

  it('lists each member of the event once with their roles and the pairings they own', async () => {
    const res = await team();
    expect(res.status).toBe(200);
    const byUser = Object.fromEntries(
      res.body.data.members.map((m) => [m.user.userId, [m.eventRoles, m.pairingCount]]),
    );
    expect(byUser).toEqual({
      [ids.po]: [['PO', 'EVENT_SME'], 0],
      [ids.sme]: [['EVENT_SME'], 0],
      [ids.mg]: [['INVENTORY_SME'], 0],
      [ids.bo]: [['BO'], 2],
      [ids.hr]: [['COLLABORATOR'], 0],
    });
    expect(res.body.data).toMatchObject({ pageNo: 1, totalPages: 1, totalNoOfEntries: 5 });
  });

  it('keeps a team owner’s team members with toUserId, finds by name, and pages', async () => {
    const mine = (await team({ toUserId: ids.to })).body.data.members.map((m) => m.user.userId);
    const { rows: reports } = await t.db.execute<{ user_id: number }>(
      sql`select tm.user_id from team_members tm join teams tt on tt.id = tm.team_id where tt.owner_user_id = ${ids.to}`,
    );
    const all = [ids.po, ids.sme, ids.mg, ids.bo, ids.hr];
    const expected = all.filter((u) => reports.some((r) => Number(r.user_id) === u));
    expect(expected).toEqual(expect.arrayContaining([ids.sme, ids.hr]));
    expect(mine.sort()).toEqual(expected.sort());
    const { rows } = await t.db.execute<{ name: string }>(
      sql`select first_name || ' ' || last_name as name from users where id = ${ids.po}`,
    );
    const named = (await team({ searchFor: rows[0].name.toUpperCase() })).body.data.members;
    expect(named.map((m) => m.user.userId)).toEqual([ids.po]);
    const page = (await team({ count: 2, pageNo: 3 })).body.data;
    expect(page).toMatchObject({ pageNo: 3, totalPages: 3, totalNoOfEntries: 5 });
    expect(page.members).toHaveLength(1);
  });

  it('lists one event inventory’s team the same way', async () => {
    const res = await t.call('hr@demo.test', eventTeamRoutes.eiTeamMembers, { eiId: eiIds[1] });
    expect(res.status).toBe(200);
    const byUser = Object.fromEntries(
      res.body.data.members.map((m) => [m.user.userId, [m.eventRoles, m.pairingCount]]),
    );
    expect(byUser).toEqual({ [ids.mg]: [['INVENTORY_SME'], 0], [ids.bo]: [['BO'], 1] });
  });

  it('counts the brands each user assigned on an event inventory, most first', async () => {
    const res = await t.call('bo@demo.test', eventTeamRoutes.brandAssigners, { eiId: eiIds[0] });
    expect(res.status).toBe(200);
    expect(res.body.data.assigners.map((a) => [a.user.userId, a.brandCount])).toEqual([
      [ids.po, 2],
    ]);
    const other = await t.call('bo@demo.test', eventTeamRoutes.brandAssigners, { eiId: eiIds[2] });
    expect(other.body.data).toMatchObject({ assigners: [], totalNoOfEntries: 0 });
  });

  it('sums an inventory’s events by phase, its brands assigned, won value and stages', async () => {
    const res = await t.call('sme@demo.test', eventTeamRoutes.inventoryOverview, { inventoryId });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      inventoryId,
      phases: { UPCOMING: 1, ONGOING: 1, COMPLETED: 1 },
      brandsAssigned: 3,
      wonValue: 3.75,
      stageCounts: { ASSIGNED: 0, IN_PROGRESS: 1, WON: 2, NOT_INTERESTED: 0 },
    });
  });

  it('answers 404 for an unknown event, event inventory or inventory and changes nothing', async () => {
    const before = await dbFingerprint(t.db);
    const calls = await Promise.all([
      team({ eventId: 99_999_999 }),
      t.call('po@demo.test', eventTeamRoutes.eiTeamMembers, { eiId: 99_999_999 }),
      t.call('po@demo.test', eventTeamRoutes.brandAssigners, { eiId: 99_999_999 }),
      t.call('po@demo.test', eventTeamRoutes.inventoryOverview, { inventoryId: 99_999_999 }),
    ]);
    expect(calls.map((c) => c.status)).toEqual([404, 404, 404, 404]);
    // raw: a user id that is no number
    const bad = await t.raw(
      'po@demo.test',
      'GET',
      `/api/event/team-members?eventId=${eventId}&toUserId=x`,
    );
    expect(bad.status).toBe(400);
    expect(await dbFingerprint(t.db)).toBe(before);
  });
});
