import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  TASK_MESSAGES,
  taskPickerRoutes,
  taskRoutes,
  type Task,
  type TaskCreateRequest,
} from '@crm/contracts';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../test/harness.js';

/**
 * A task about an event that offers no inventory (spec 000 §5): with the undefined inventory ('Unlisted
 * Inventory') any unarchived event may be chosen, one without inventories too; without any inventory the
 * event is refused ('Please select inventory to select event').
 */
describe.each(testDatabases())('a task about an event without inventories on %s', (kind) => {
  let t: TestApp;
  let eventId: number;
  let archivedId: number;
  let colleague: number;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 200, pairings: 200 });
    const { rows } = await t.db.execute<{ id: number }>(sql`
      insert into events (name, category, start_date, end_date, is_archived)
      values ('Bare Expo', 'OTHERS', current_date + 5, current_date + 7, false),
        ('Shut Expo', 'OTHERS', current_date + 5, current_date + 7, true)
      returning id`);
    [eventId, archivedId] = rows.map((r) => Number(r.id));
    colleague = await userId(t.db, 'fi@demo.test');
  });
  afterAll(() => t?.close());

  const task = (extra: Partial<TaskCreateRequest>): TaskCreateRequest => ({
    name: 'Pitch the title sponsorship',
    description: 'Call the brand about the expo',
    relatedUsers: [{ id: colleague, type: 'USER' as const }],
    selectBOsAutomatically: false,
    ...extra,
  });

  it('is listed by the event picker and accepted with the undefined inventory', async () => {
    const listed = await t.call('bo@demo.test', taskPickerRoutes.events, {
      inventoryId: -1,
      searchFor: 'Bare Expo',
    });
    expect(listed.body.data.events.map((e) => e.eventId)).toEqual([eventId]);
    const res = await t.call(
      'bo@demo.test',
      taskRoutes.create,
      task({ eventIds: [eventId], hasUndefinedInventory: true }),
    );
    expect(res.status).toBe(200);
    const detail = (await t.call('bo@demo.test', taskRoutes.detail, { taskId: res.body.data.id }))
      .body.data as Task;
    expect(detail.events).toEqual([{ id: eventId, name: 'Bare Expo', image: null }]);
    const { rows } = await t.db.execute<{ event_id: number; has_undefined_inventory: boolean }>(
      sql`select event_id, has_undefined_inventory from tasks where id = ${res.body.data.id}`,
    );
    expect(rows[0]).toEqual({ event_id: eventId, has_undefined_inventory: true });
  });

  it('refuses it without an inventory, and an archived or unknown event, changing nothing', async () => {
    const before = await dbFingerprint(t.db);
    const count = async () =>
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from tasks`)).rows[0].n;
    const tasksBefore = await count();
    const cases: [TaskCreateRequest, string][] = [
      [task({ eventIds: [eventId] }), TASK_MESSAGES.selectInventoryFirst],
      [
        task({ eventIds: [archivedId], hasUndefinedInventory: true }),
        'Event ids names an event that does not exist or is archived.',
      ],
      [
        task({ eventIds: [999_999_999], hasUndefinedInventory: true }),
        'Event ids names an event that does not exist or is archived.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('bo@demo.test', taskRoutes.create, body);
      expect([res.status, res.body.message]).toEqual([400, expect.stringContaining(message)]);
    }
    expect(await count()).toBe(tasksBefore);
    expect(await dbFingerprint(t.db)).toBe(before);
  });
});
