import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REMINDER_RECURRENCE_MESSAGES as M, taskRoutes, validationSentence } from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';

/**
 * A reminder's recurrence (spec 000 §3; 001 §3 Reminder): a recurring one needs its type, and a type on a
 * reminder that does not repeat is refused rather than dropped unseen — on PUT /api/task/reminder and on
 * the reminder of PUT /api/task.
 */
describe.each(testDatabases())('reminder recurrence on %s', (kind) => {
  let t: TestApp;
  let colleague: number;
  let taskId: number;
  const date = () => new Date(Date.now() + 86_400_000).toISOString();
  const task = (extra: object = {}) => ({
    name: 'Send the renewal',
    description: 'Follow up on the renewal',
    relatedUsers: [{ id: colleague, type: 'USER' as const }],
    selectBOsAutomatically: false,
    ...extra,
  });
  const reminders = async () =>
    (await t.db.execute(sql`select recurrence from task_reminders order by id`)).rows;

  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 200, pairings: 200 });
    colleague = await userId(t.db, 'fi@demo.test');
    taskId = (await t.call('bo@demo.test', taskRoutes.create, task())).body.data.id;
  });
  afterAll(() => t?.close());

  it('refuses a recurring reminder without a type and a type on one that does not repeat, changing nothing', async () => {
    const before = await reminders();
    const typeRequired = validationSentence(['reccuranceType'], M.typeRequired);
    const notRecurring = validationSentence(['isRecurring'], M.notRecurring);
    const cases: [object, string][] = [
      [{ taskId, date: date(), isRecurring: true }, typeRequired],
      [{ taskId, date: date(), isRecurring: true, reccuranceType: null }, typeRequired],
      [{ taskId, date: date(), reccuranceType: 'DAILY' }, notRecurring],
      [{ taskId, date: date(), isRecurring: false, reccuranceType: 'WEEKLY' }, notRecurring],
    ];
    // raw: reminders the contract refuses (a type without repeating, repeating without a type)
    for (const [body, message] of cases) {
      const res = await t.raw('bo@demo.test', 'PUT', '/api/task/reminder', body);
      expect([res.status, res.body.message, res.body.field]).toEqual([
        400,
        message,
        message === typeRequired ? 'reccuranceType' : 'isRecurring',
      ]);
    }
    const created = await t.raw(
      'bo@demo.test',
      'PUT',
      '/api/task',
      task({ reminder: { date: date(), reccuranceType: 'MONTHLY' } }),
    );
    expect([created.status, created.body.field]).toEqual([400, 'reminder.isRecurring']);
    expect(await reminders()).toEqual(before);
  });

  it('sets a recurring reminder with its type, and a one-time one without', async () => {
    const recurring = await t.call('bo@demo.test', taskRoutes.setReminder, {
      taskId,
      date: date(),
      isRecurring: true,
      reccuranceType: 'DAILY',
    });
    expect(recurring.body.data.reminder).toMatchObject({
      isRecurring: true,
      reccuranceType: 'DAILY',
    });
    const once = await t.call('bo@demo.test', taskRoutes.setReminder, { taskId, date: date() });
    expect(once.body.data.reminder).toMatchObject({ isRecurring: false, reccuranceType: null });
  });
});
