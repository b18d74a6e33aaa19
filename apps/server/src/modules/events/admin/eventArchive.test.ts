import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  EVENT_ADMIN_MESSAGES as M,
  eventAdminRoutes,
  eventRoutes,
  inventoryRoutes,
  reportRoutes,
  taskPickerRoutes,
} from '@crm/contracts';
import { startTestApp, testDatabases, type TestApp } from '../../../test/harness.js';
import { ADMIN, eventAdminKit } from './eventAdminKit.js';

describe.each(testDatabases('both'))('events admin archive and list on %s', (kind) => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof eventAdminKit>>;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 60, pairings: 120 });
    k = await eventAdminKit(t);
  });
  afterAll(() => t?.close());

  it('archives an event: gone from the task pickers, still in event info and reports; Undo brings it back', async () => {
    const eventId = (await t.call(ADMIN, eventAdminRoutes.create, k.base())).body.data.eventId;
    const inPicker = async () =>
      (
        await t.call(ADMIN, taskPickerRoutes.events, { searchFor: 'Admin Premier', count: 100 })
      ).body.data.events.some((e) => e.eventId === eventId);
    expect(await inPicker()).toBe(true);
    const archived = await t.call(ADMIN, eventAdminRoutes.archive, { eventId, isArchived: true });
    expect(archived.body.data).toEqual({ isArchived: true, message: M.archived });
    expect(await inPicker()).toBe(false);
    const mine = await t.call('po@demo.test', inventoryRoutes.forPo, {
      searchFor: 'Admin Premier',
      count: 100,
    });
    expect(mine.body.data.eventInventories.some((e) => e.eventId === eventId)).toBe(false);
    expect((await t.call(ADMIN, eventRoutes.info, { eventId })).status).toBe(200);
    const eiId = (await k.info(eventId)).body.data.inventories[0].eiId;
    expect(
      (await t.call(ADMIN, reportRoutes.stages, { filterType: 'INVENTORY', filterValue: eiId }))
        .status,
    ).toBe(200);
    const archivedList = await t.call(ADMIN, eventAdminRoutes.list, {
      archived: true,
      searchFor: 'Admin Premier',
    });
    expect(archivedList.body.data.events.map((e) => e.eventId)).toContain(eventId);
    const undo = await t.call(ADMIN, eventAdminRoutes.archive, { eventId, isArchived: false });
    expect(undo.body.data.message).toBe(M.unarchived);
    expect(await inPicker()).toBe(true);
    const actions = (
      await t.call(ADMIN, eventAdminRoutes.history, { eventId })
    ).body.data.history.map((h) => h.action);
    expect(actions.slice(0, 2)).toEqual(['UNARCHIVED', 'ARCHIVED']);
    expect(actions).toContain('CREATED');
  });

  it('lists events for admins by search, category and city, sorted by name', async () => {
    const next = k.base({
      eventName: 'Admin Premier Series',
      startDate: '2032-05-01',
      endDate: '2032-05-02',
    });
    expect((await t.call(ADMIN, eventAdminRoutes.create, next)).status).toBe(200);
    const res = await t.call(ADMIN, eventAdminRoutes.list, {
      searchFor: 'premier',
      category: 'CRICKET',
      cityId: k.cityId,
      sortBy: 'name',
      sortOrder: 'ASC',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.events.length).toBeGreaterThanOrEqual(2);
    expect(res.body.data.events[0]).toMatchObject({
      eventName: 'Admin Premier League',
      cityName: expect.any(String),
    });
    expect(res.body.data.events[0].projectOwners.length).toBeGreaterThan(0);
  });

  it.runIf(kind === 'postgres')(
    'three concurrent creates of one name make exactly one event; the others get 409',
    async () => {
      const got = await Promise.all(
        [1, 2, 3].map(() =>
          t.call(
            ADMIN,
            eventAdminRoutes.create,
            k.base({ eventName: 'Race Open', startDate: '2033-06-01', endDate: '2033-06-02' }),
          ),
        ),
      );
      expect(got.map((g) => g.status).sort()).toEqual([200, 409, 409]);
      const { rows } = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from events where lower(name) = 'race open'`,
      );
      expect(rows[0].n).toBe(1);
    },
  );
});
