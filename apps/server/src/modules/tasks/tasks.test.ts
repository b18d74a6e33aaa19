import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  notificationRoutes,
  TASK_CATEGORIES,
  TASK_MESSAGES,
  taskPeopleRoutes,
  taskRoutes,
  type Task,
  type TaskCreateRequest,
  type TaskListRequest,
} from '@crm/contracts';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../test/harness.js';

describe.each(testDatabases('both'))('tasks on %s', (kind) => {
  let t: TestApp;
  let boId: number;
  let brandId: number;
  let inventoryId: number;
  let eventId: number;
  let colleague: { id: number; email: string };
  let coOwner: number;
  const create = (email: string, body: TaskCreateRequest) => t.call(email, taskRoutes.create, body);
  const detail = async (email: string, taskId: number) =>
    t.call(email, taskRoutes.detail, { taskId });

  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 150, pairings: 300 });
    boId = await userId(t.db, 'bo@demo.test');
    // a brand of the demo BO, with a second owner (auto-assigned as BO)
    const { rows: b } = await t.db.execute<{ brand_id: number }>(
      sql`select brand_id from brand_owners where user_id = ${boId} order by brand_id limit 1`,
    );
    brandId = b[0].brand_id;
    const { rows: other } = await t.db.execute<{ id: number }>(
      sql`select id from users where 'BO' = any(roles) and id <> ${boId} and status = 'ACTIVE' order by id limit 1`,
    );
    coOwner = other[0].id;
    await t.db.execute(
      sql`insert into brand_owners (brand_id, user_id) values (${brandId}, ${coOwner}) on conflict do nothing`,
    );
    const { rows: ei } = await t.db.execute<{
      inventory_id: number;
      event_id: number;
    }>(sql`select ei.inventory_id, ei.event_id from event_inventories ei join inventories i on i.id = ei.inventory_id
      where not i.is_archived and exists (select 1 from inventory_smes s where s.inventory_id = i.id) and exists (select 1 from event_smes s where s.event_id = ei.event_id)
        and not exists (select 1 from inventory_smes s join event_smes es on es.user_id = s.user_id where s.inventory_id = i.id and es.event_id = ei.event_id) order by ei.id limit 1`);
    ({ inventory_id: inventoryId, event_id: eventId } = ei[0]);
    const { rows: c } = await t.db.execute<{ id: number; email: string }>(
      sql`select id, email from users where email = 'fi@demo.test'`,
    );
    colleague = c[0];
  });
  afterAll(() => t?.close());

  it('starts with the demo tasks: the demo BO, PO and TO each have open work for them and work they gave', async () => {
    for (const email of ['bo@demo.test', 'po@demo.test', 'to@demo.test']) {
      const counts = (await t.call(email, taskRoutes.counts, {})).body.data.taskCounts;
      expect(counts.forYou, email).toBeGreaterThan(0);
      expect(counts.createdByYou, email).toBeGreaterThan(0);
    }
    const to = (await t.call('to@demo.test', taskRoutes.counts, {})).body.data.taskCounts;
    expect(to.teamTasks).toBeGreaterThan(0);
    const forBo = (await t.call('bo@demo.test', taskRoutes.list, { tab: 'FOR_YOU' })).body.data
      .tasks as Task[];
    expect(forBo.some((x) => x.brands.length && x.events.length && x.inventories.length)).toBe(
      true,
    );
    for (const task of forBo) {
      expect(task.people.filter((p) => p.relation === 'ASSIGNER')).toHaveLength(1);
      expect(task.subAssignmentStats.all).toBeGreaterThan(0);
    }
  });

  const baseTask = () => ({
    name: 'Send the revised rate card',
    description: `Share the deck with @[Finance](${colleague.id}) before Friday`,
    brandIds: [brandId],
    inventoryIds: [inventoryId],
    eventIds: [eventId],
    relatedUsers: [{ id: colleague.id, type: 'USER' as const }],
  });

  it('a retried create with the same Idempotency-Key makes one task and replays its answer', async () => {
    const name = `Retried create ${kind}`;
    const send = async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/task',
        headers: { authorization: await t.auth('bo@demo.test'), 'idempotency-key': `task-${kind}` },
        payload: { ...baseTask(), name },
      });
      return {
        status: res.statusCode,
        body: res.json(),
        replayed: res.headers['idempotent-replayed'],
      };
    };
    const first = await send();
    expect(first.status).toBe(200);
    expect(await send()).toMatchObject({ status: 200, replayed: 'true', body: first.body });
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from tasks where name = ${name}`,
    );
    expect(rows[0].n).toBe(1);
  });

  it('creates a task: picked, auto-assigned BOs and SMEs (never the creator), sub-assignments, mentions, notifications', async () => {
    const res = await create('bo@demo.test', baseTask());
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(TASK_MESSAGES.created);
    const task = (await detail('bo@demo.test', res.body.data.id)).body.data as Task;
    expect(task).toMatchObject({
      name: 'Send the revised rate card',
      category: 'EVENT',
      status: 'OPEN',
      creator: { userId: boId },
      canRename: true,
      brands: [{ id: brandId }],
      inventories: [{ id: inventoryId }],
      events: [{ id: eventId }],
    });
    const assignees = task.people.filter((p) => p.relation === 'ASSIGNEE');
    expect(assignees.find((p) => p.userId === colleague.id)).toMatchObject({
      type: 'USER',
      auto: false,
      subAssignmentStatus: 'OPEN',
    });
    expect(assignees.find((p) => p.userId === coOwner)).toMatchObject({ type: 'BO', auto: true });
    expect(assignees.some((p) => p.type === 'I-SME' && p.auto)).toBe(true);
    expect(assignees.some((p) => p.type === 'E-SME' && p.auto)).toBe(true);
    expect(assignees.some((p) => p.userId === boId)).toBe(false);
    expect(task.people.find((p) => p.relation === 'ASSIGNER')?.userId).toBe(boId);
    expect(task.subAssignmentStats).toEqual({ all: assignees.length, closed: 0 });
    const n = (await t.call(colleague.email, notificationRoutes.list, {})).body.data
      .notifications[0];
    expect(n).toMatchObject({ type: 'TASK_ASSIGNED', tasks: [{ id: task.id }] });
    // the role tag makes everyone of the role a participant
    const tagged = await create('bo@demo.test', {
      name: 'Legal review',
      description: 'Check the contract clauses',
      roles: ['LG'],
    });
    const lg = await userId(t.db, 'lg@demo.test');
    expect(
      ((await detail('bo@demo.test', tagged.body.data.id)).body.data as Task).people.some(
        (p) => p.userId === lg && p.type === 'ROLE',
      ),
    ).toBe(true);
  });

  it('refuses what the task modal refuses (spec 000 §5), changing nothing', async () => {
    const before = await dbFingerprint(t.db);
    const count = async () =>
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from tasks`)).rows[0].n;
    const tasksBefore = await count();
    const cases: [TaskCreateRequest, string][] = [
      [{ ...baseTask(), name: 'x'.repeat(256) }, TASK_MESSAGES.titleMax],
      [{ ...baseTask(), description: '   ' }, 'Description is required.'],
      [{ ...baseTask(), inventoryIds: [] }, TASK_MESSAGES.selectInventoryFirst],
      [
        { ...baseTask(), eventIds: [], hasUndefinedInventory: true },
        'cannot be selected when other inventories are already selected',
      ],
      [
        { ...baseTask(), inventoryIds: [inventoryId, inventoryId + 1] },
        'Inventory ids can have at most 1 items.',
      ],
      [
        { name: 'n', description: 'd', selectBOsAutomatically: false },
        TASK_MESSAGES.assigneeRequired,
      ],
      [{ ...baseTask(), relatedUsers: [{ id: boId, type: 'USER' }] }, TASK_MESSAGES.selfAssign],
      [{ ...baseTask(), brandIds: [999_999_999] }, 'Brand ids lists a brand that does not exist.'],
      [
        { ...baseTask(), reminder: { date: new Date(Date.now() - 60_000).toISOString() } },
        TASK_MESSAGES.pastReminder,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create('bo@demo.test', body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await count()).toBe(tasksBefore);
    expect(await dbFingerprint(t.db)).toBe(before);
  });

  it('tabs and counts: For you, Created by you, Mentions, Starred, Team tasks; others see nothing (404)', async () => {
    const id = (await create('bo@demo.test', { ...baseTask(), name: 'Tabs task' })).body.data
      .id as number;
    const ids = async (email: string, body: TaskListRequest) =>
      ((await t.call(email, taskRoutes.list, body)).body.data.tasks as Task[]).map((x) => x.id);
    expect(await ids('bo@demo.test', { tab: 'CREATED_BY_YOU' })).toContain(id);
    expect(await ids(colleague.email, { tab: 'FOR_YOU' })).toContain(id);
    expect(await ids(colleague.email, { tab: 'MENTIONS' })).toContain(id);
    expect(await ids('bo@demo.test', { tab: 'FOR_YOU' })).not.toContain(id);
    expect(await ids('to@demo.test', { tab: 'TEAM_TASK' })).toContain(id); // the demo BO reports to the demo TO
    expect(
      (await t.call(colleague.email, taskRoutes.star, { taskId: id, action: 'STAR' })).body.data
        .isStarred,
    ).toBe(true);
    expect(await ids(colleague.email, { tab: 'STARRED' })).toContain(id);
    expect(await ids('bo@demo.test', { tab: 'STARRED' })).not.toContain(id);
    // a star outlives access: taken off a task (and not mentioned in it), its starrer no longer lists or counts it
    const left = (
      await create('bo@demo.test', {
        ...baseTask(),
        name: 'Starred, then left',
        description: 'No mention here',
        relatedUsers: [colleague.id, await userId(t.db, 'to@demo.test')].map((u) => ({
          id: u,
          type: 'USER' as const,
        })),
      })
    ).body.data.id as number;
    await t.call(colleague.email, taskRoutes.star, { taskId: left, action: 'STAR' });
    const starredCount = async () =>
      (await t.call(colleague.email, taskRoutes.counts, {})).body.data.taskCounts.starred as number;
    const whileOn = await starredCount();
    expect(await ids(colleague.email, { tab: 'STARRED' })).toContain(left);
    const removal = await t.call('bo@demo.test', taskPeopleRoutes.removePeople, {
      taskId: left,
      userIds: [colleague.id],
    });
    expect(removal.status, JSON.stringify(removal.body)).toBe(200);
    expect(await ids(colleague.email, { tab: 'STARRED' })).not.toContain(left);
    expect(await starredCount()).toBe(whileOn - 1);
    expect(
      await ids('bo@demo.test', {
        tab: 'ALL',
        category: 'EVENT',
        filters: { brandIds: { ids: [brandId], selectionType: 'INCLUDE' } },
      }),
    ).toContain(id);
    expect(
      await ids('bo@demo.test', {
        tab: 'ALL',
        filters: { brandIds: { ids: [brandId], selectionType: 'EXCLUDE' } },
      }),
    ).not.toContain(id);
    expect(await ids('bo@demo.test', { tab: 'ALL', category: 'GENERAL' })).not.toContain(id);
    // the team-owner filter: tasks of the TO's team members (the demo BO), by creator or either; EXCLUDE drops them
    const toId = await userId(t.db, 'to@demo.test');
    expect(
      await ids('bo@demo.test', {
        tab: 'ALL',
        filters: {
          teamOwners: { ids: [toId], selectionType: 'INCLUDE', singleLevelTeamOwners: true },
        },
      }),
    ).toContain(id);
    expect(
      await ids('bo@demo.test', {
        tab: 'ALL',
        filters: {
          teamOwners: { ids: [toId], selectionType: 'INCLUDE', applySelectionTo: 'CREATOR' },
        },
      }),
    ).toContain(id);
    expect(
      await ids('bo@demo.test', {
        tab: 'ALL',
        filters: { teamOwners: { ids: [toId], selectionType: 'EXCLUDE' } },
      }),
    ).not.toContain(id);
    expect(
      await ids('bo@demo.test', {
        tab: 'ALL',
        filters: { teamOwners: { ids: [colleague.id], selectionType: 'INCLUDE' } },
      }),
    ).not.toContain(id);
    const tabs = {
      allTasks: 'ALL',
      forYou: 'FOR_YOU',
      createdByYou: 'CREATED_BY_YOU',
      mentions: 'MENTIONS',
      teamTasks: 'TEAM_TASK',
      starred: 'STARRED',
    } as const;
    // counts read task_people.task_status (kept by triggers): close one task and delete another first
    const closed = (await create('bo@demo.test', { ...baseTask(), name: 'Closed at once' })).body
      .data.id as number;
    await t.call('bo@demo.test', taskRoutes.status, {
      taskId: closed,
      status: 'COMPLETE',
    });
    const gone = (await create('bo@demo.test', { ...baseTask(), name: 'Deleted at once' })).body
      .data.id as number;
    await t.call('bo@demo.test', taskRoutes.remove, { taskId: gone });
    for (const email of [colleague.email, 'to@demo.test', 'bo@demo.test']) {
      for (const status of ['OPEN', 'CLOSED'] as const) {
        const counts = (await t.call(email, taskRoutes.counts, { status })).body.data
          .taskCounts as Record<keyof typeof tabs, number>;
        for (const [key, tab] of Object.entries(tabs) as [
          keyof typeof tabs,
          (typeof tabs)[keyof typeof tabs],
        ][]) {
          expect([email, status, key, counts[key]]).toEqual([
            email,
            status,
            key,
            (await t.call(email, taskRoutes.list, { tab, status })).body.data.totalNoOfEntries,
          ]);
        }
      }
    }
    // the TO's Team tasks, not narrowed (read from the per-person indexes: migration 0064), list in the same
    // order what the general form lists for its categories, the closed and the deleted task placed right
    for (const status of ['OPEN', 'CLOSED'] as const) {
      const team = await ids('to@demo.test', { tab: 'TEAM_TASK', status, count: 100 });
      const byCategory = await Promise.all(
        TASK_CATEGORIES.filter((c) => c !== 'ALL').map((category) =>
          ids('to@demo.test', { tab: 'TEAM_TASK', status, category, count: 100 }),
        ),
      );
      expect(team.length).toBeGreaterThan(0);
      expect([...team].sort((x, y) => x - y)).toEqual(byCategory.flat().sort((x, y) => x - y));
      expect(team).not.toContain(gone);
      expect(team.includes(closed)).toBe(status === 'CLOSED');
      const paged = [1, 2, 3].map((pageNo) =>
        ids('to@demo.test', { tab: 'TEAM_TASK', status, count: 5, pageNo }),
      );
      expect((await Promise.all(paged)).flat()).toEqual(team.slice(0, 15));
    }
    expect(
      (await t.call(colleague.email, taskRoutes.counts, { status: 'CLOSED' })).body.data.taskCounts
        .forYou,
    ).toBeGreaterThanOrEqual(1);
    expect(
      (await t.call(colleague.email, taskRoutes.counts, {})).body.data.taskCounts.starred,
    ).toBeGreaterThanOrEqual(1);
    expect(
      (await t.call('to@demo.test', taskRoutes.counts, {})).body.data.taskCounts.teamTasks,
    ).toBeGreaterThanOrEqual(1);
    // past the last page: no tasks, the total still told
    const far = (await t.call(colleague.email, taskRoutes.list, { tab: 'FOR_YOU', pageNo: 999 }))
      .body.data;
    expect(far.tasks).toEqual([]);
    expect(far.totalNoOfEntries).toBeGreaterThanOrEqual(1);
    // a user outside the task gets 404 on every task route
    const outsider = 'hr@demo.test';
    expect((await detail(outsider, id)).status).toBe(404);
    expect(
      (await t.call(outsider, taskRoutes.status, { taskId: id, status: 'COMPLETE' })).status,
    ).toBe(404);
    expect((await t.call(outsider, taskRoutes.star, { taskId: id, action: 'STAR' })).status).toBe(
      404,
    );
    expect(
      (await t.call(outsider, taskPeopleRoutes.update, { taskId: id, name: 'Mine now' })).status,
    ).toBe(404);
    expect((await t.call(outsider, taskRoutes.remove, { taskId: id })).status).toBe(404);
    expect(
      (
        await t.call(outsider, taskRoutes.subAssignmentStatus, {
          taskId: id,
          taskSubAssignmentId: 1,
          status: 'COMPLETE',
        })
      ).status,
    ).toBe(404);
    expect(await ids(outsider, { tab: 'ALL' })).not.toContain(id);
  });

  it('renames by the creator only; closing every sub-assignment closes the task; delete hides it', async () => {
    const id = (await create('bo@demo.test', { ...baseTask(), name: 'Close me' })).body.data
      .id as number;
    expect(
      (await t.call(colleague.email, taskPeopleRoutes.update, { taskId: id, name: 'Renamed' }))
        .status,
    ).toBe(403);
    expect(
      (await t.call('bo@demo.test', taskPeopleRoutes.update, { taskId: id, name: 'Close me now' }))
        .body.data.name,
    ).toBe('Close me now');
    const missing = await t.call(colleague.email, taskRoutes.subAssignmentStatus, {
      taskId: id,
      status: 'COMPLETE',
    });
    expect(missing).toMatchObject({
      status: 400,
      body: { message: TASK_MESSAGES.subAssignmentIdsRequired },
    });
    const task = (await detail('bo@demo.test', id)).body.data as Task;
    const subs = task.people.filter((p) => p.relation === 'ASSIGNEE');
    // an assignee may not close someone else's part
    const notMine = subs.find((p) => p.userId !== colleague.id)!;
    expect(
      (
        await t.call(colleague.email, taskRoutes.subAssignmentStatus, {
          taskId: id,
          taskSubAssignmentId: notMine.taskSubAssignmentId!,
          status: 'COMPLETE',
        })
      ).status,
    ).toBe(403);
    let last: { taskStatus: string } | undefined;
    for (const [i, p] of subs.entries()) {
      const res = await t.call('bo@demo.test', taskRoutes.subAssignmentStatus, {
        taskId: id,
        taskSubAssignmentId: p.taskSubAssignmentId!,
        status: 'COMPLETE',
      });
      expect(res.status).toBe(200);
      expect(res.body.data.taskStatus).toBe(i === subs.length - 1 ? 'COMPLETE' : 'UNCHANGED');
      last = res.body.data;
    }
    expect(last?.taskStatus).toBe('COMPLETE');
    expect((await detail('bo@demo.test', id)).body.data as Task).toMatchObject({
      status: 'CLOSED',
      isCompleted: true,
      subAssignmentStats: { all: subs.length, closed: subs.length },
    });
    expect(
      (
        await t.call('bo@demo.test', taskRoutes.status, {
          taskId: id,
          status: 'INCOMPLETE',
        })
      ).body.data.message,
    ).toBe(TASK_MESSAGES.reopened);
    expect((await t.call(colleague.email, taskRoutes.remove, { taskId: id })).status).toBe(403);
    expect(
      (await t.call('bo@demo.test', taskRoutes.remove, { taskId: id })).body.data.message,
    ).toBe(TASK_MESSAGES.deleted);
    expect((await detail('bo@demo.test', id)).status).toBe(404);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from task_activity where task_id = ${id}`,
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(subs.length + 3);
  });

  const remindersOf = async (taskId: number) =>
    (
      await t.db.execute<{ user_id: number }>(
        sql`select user_id from notifications where task_id = ${taskId} and type = 'TASK_REMINDER'`,
      )
    ).rows.map((r) => Number(r.user_id));
  const waitFor = async (ok: () => Promise<boolean>, ms = 8_000) => {
    for (
      const end = Date.now() + ms;
      Date.now() < end;
      await new Promise((r) => setTimeout(r, 200))
    )
      if (await ok()) return;
    throw new Error('timed out');
  };

  it('a reminder set with the task fires once, at its time, for every person on the task; past dates are refused', async () => {
    const at = new Date(Date.now() + 2_000).toISOString();
    const id = (
      await create('bo@demo.test', { ...baseTask(), name: 'Remind us', reminder: { date: at } })
    ).body.data.id as number;
    const task = (await detail('bo@demo.test', id)).body.data as Task;
    const everyone = [...new Set(task.people.map((p) => p.userId))].sort();
    expect(
      (await t.call('bo@demo.test', taskRoutes.reminders, { taskId: id })).body.data.reminders,
    ).toEqual([
      {
        id: expect.any(Number),
        date: expect.any(String),
        isRecurring: false,
        reccuranceType: null,
      },
    ]);
    expect(await remindersOf(id)).toEqual([]);
    await waitFor(async () => (await remindersOf(id)).length >= everyone.length);
    await new Promise((r) => setTimeout(r, 1_500)); // nothing more arrives
    expect((await remindersOf(id)).sort()).toEqual(everyone);
    expect(
      (await t.call('bo@demo.test', taskRoutes.reminders, { taskId: id })).body.data.reminders,
    ).toEqual([]); // one-time: gone once fired
    const past = await t.call('bo@demo.test', taskRoutes.setReminder, {
      taskId: id,
      date: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past).toMatchObject({ status: 400, body: { message: TASK_MESSAGES.pastReminder } });
  });

  it('only the latest reminder is kept, a cancelled one never fires, and a recurring one schedules its next time', async () => {
    const id = (await create('bo@demo.test', { ...baseTask(), name: 'Recurring' })).body.data
      .id as number;
    const soon = (s: number) => new Date(Date.now() + s * 1_000).toISOString();
    await t.call('bo@demo.test', taskRoutes.setReminder, { taskId: id, date: soon(2) });
    const latest = await t.call('bo@demo.test', taskRoutes.setReminder, {
      taskId: id,
      date: soon(60),
    });
    expect(latest.body.data.message).toBe(TASK_MESSAGES.reminderCreated);
    const list = (await t.call('bo@demo.test', taskRoutes.reminders, { taskId: id })).body.data
      .reminders;
    expect(list).toHaveLength(1);
    const cancelled = await t.call('bo@demo.test', taskRoutes.cancelReminder, {
      taskId: id,
      reminderId: list[0].id,
    });
    expect(cancelled.body.data.message).toBe(TASK_MESSAGES.reminderDeleted);
    expect(
      (
        await t.call('bo@demo.test', taskRoutes.cancelReminder, {
          taskId: id,
          reminderId: list[0].id,
        })
      ).status,
    ).toBe(404);
    await new Promise((r) => setTimeout(r, 3_500)); // the replaced 2 s reminder would have fired by now
    expect(await remindersOf(id)).toEqual([]);
    const first = new Date(Date.now() + 1_500);
    await t.call('bo@demo.test', taskRoutes.setReminder, {
      taskId: id,
      date: first.toISOString(),
      isRecurring: true,
      reccuranceType: 'DAILY',
    });
    await waitFor(async () => (await remindersOf(id)).length > 0);
    await waitFor(async () => {
      const r = (await t.call('bo@demo.test', taskRoutes.reminders, { taskId: id })).body.data
        .reminders[0];
      return !!r && Date.parse(r.date) - first.getTime() === 86_400_000;
    });
    const { rows } = await t.db.execute<{ job_id: string | null }>(
      sql`select job_id from task_reminders where task_id = ${id}`,
    );
    expect(rows[0].job_id).toBeTruthy(); // the next day's job is waiting
  });

  it.runIf(kind === 'postgres')(
    'with two server copies a reminder fires exactly once',
    async () => {
      const { startJobQueue } = await import('../../jobs/queue.js');
      const { createReminders } = await import('./reminders.js');
      const { createNotifications } = await import('../notifications/index.js');
      const jobs = await startJobQueue(t.database);
      try {
        await createReminders({
          db: t.db,
          notifications: createNotifications(t.db),
          jobs,
        }).start(); // a second copy's worker
        const id = (
          await create('bo@demo.test', {
            ...baseTask(),
            name: 'Twice?',
            reminder: { date: new Date(Date.now() + 1_500).toISOString() },
          })
        ).body.data.id as number;
        const people = new Set(
          ((await detail('bo@demo.test', id)).body.data as Task).people.map((p) => p.userId),
        ).size;
        await waitFor(async () => (await remindersOf(id)).length >= people);
        await new Promise((r) => setTimeout(r, 2_000));
        expect((await remindersOf(id)).length).toBe(people);
      } finally {
        await jobs.stop();
      }
    },
  );

  it('a nudge reminds the assignees whose part is still open', async () => {
    const id = (await create('bo@demo.test', { ...baseTask(), name: 'Nudge' })).body.data
      .id as number;
    const res = await t.call('bo@demo.test', taskRoutes.nudge, { taskId: id });
    expect(res.body.data.message).toMatch(/^Reminder sent to \d+ (person|people)$/);
    expect((await remindersOf(id)).length).toBeGreaterThan(0);
    expect((await t.call('hr@demo.test', taskRoutes.nudge, { taskId: id })).status).toBe(404);
  });
});
