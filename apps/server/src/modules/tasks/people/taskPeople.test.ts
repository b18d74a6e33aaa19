import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  AUTO_ASSIGN_LABELS,
  notificationRoutes,
  REALTIME_EVENTS,
  TASK_MESSAGES,
  type SubAssignment,
  type Task,
  type TaskComment,
  type TaskUpdateEvent,
  type UserSummary,
  taskConversationRoutes,
  taskPeopleRoutes,
  taskPickerRoutes,
  taskRoutes,
} from '@crm/contracts';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../../test/harness.js';
import { next, socketsOf } from '../../../test/sockets.js';

describe.each(testDatabases())(
  'task people, sub-assignments, conversation and pickers on %s',
  (kind) => {
    let t: TestApp;
    let sockets: Awaited<ReturnType<typeof socketsOf>>;
    let boId: number;
    let brandId: number;
    let coOwner: number;
    let fi: number;
    let lg: number;
    const create = async (body: object) =>
      (
        await t.call('bo@demo.test', taskRoutes.create, {
          name: 'People task',
          description: 'Plan the stall',
          ...body,
        })
      ).body.data.id as number;
    const detail = async (email: string, id: number) =>
      (await t.call(email, taskRoutes.detail, { taskId: id })).body.data as Task;
    const subOf = (task: Task, userId: number) =>
      task.people.find((p) => p.userId === userId && p.relation === 'ASSIGNEE')!
        .taskSubAssignmentId!;

    beforeAll(async () => {
      t = await startTestApp(kind, { brands: 150, pairings: 300 });
      sockets = await socketsOf(t);
      boId = await userId(t.db, 'bo@demo.test');
      fi = await userId(t.db, 'fi@demo.test');
      lg = await userId(t.db, 'lg@demo.test');
      const { rows } = await t.db.execute<{ brand_id: number }>(
        sql`select brand_id from brand_owners where user_id = ${boId} order by brand_id limit 1`,
      );
      brandId = rows[0].brand_id;
      const { rows: other } = await t.db.execute<{ id: number }>(
        sql`select id from users where 'BO' = any(roles) and id <> ${boId} and status = 'ACTIVE' order by id limit 1`,
      );
      coOwner = other[0].id;
      await t.db.execute(
        sql`insert into brand_owners (brand_id, user_id) values (${brandId}, ${coOwner}) on conflict do nothing`,
      );
    });
    afterAll(async () => {
      sockets?.close();
      await t?.close();
    });

    it('adds people by hand and by role, refuses removing the auto-assigned and the last assignee, tells newcomers', async () => {
      const id = await create({ brandIds: [brandId], relatedUsers: [{ id: fi, type: 'USER' }] });
      const added = await t.call('bo@demo.test', taskPeopleRoutes.addPeople, {
        taskId: id,
        relatedUsers: [{ id: lg, type: 'USER' }],
      });
      expect(added.status).toBe(200);
      expect((added.body.data as Task).people.find((p) => p.userId === lg)).toMatchObject({
        relation: 'ASSIGNEE',
        subAssignmentStatus: 'OPEN',
        auto: false,
      });
      expect(
        (await t.call('lg@demo.test', notificationRoutes.list, {})).body.data.notifications[0],
      ).toMatchObject({ type: 'TASK_ASSIGNED', tasks: [{ id }] });
      const byRole = (
        await t.call('bo@demo.test', taskPeopleRoutes.addPeople, { taskId: id, roles: ['HR'] })
      ).body.data as Task;
      expect(byRole.people.some((p) => p.userId !== boId && p.type === 'ROLE')).toBe(true);
      // the creator is never their own assignee; an assignee who is not the lead cannot change people
      expect(
        (
          await t.call('bo@demo.test', taskPeopleRoutes.addPeople, {
            taskId: id,
            relatedUsers: [{ id: boId }],
          })
        ).body.message,
      ).toBe(TASK_MESSAGES.selfAssign);
      expect(
        (
          await t.call('fi@demo.test', taskPeopleRoutes.addPeople, {
            taskId: id,
            relatedUsers: [{ id: lg }],
          })
        ).status,
      ).toBe(403);
      const before = await dbFingerprint(t.db);
      const auto = await t.call('bo@demo.test', taskPeopleRoutes.removePeople, {
        taskId: id,
        userIds: [coOwner, lg],
      });
      expect(auto).toMatchObject({
        status: 400,
        body: { message: TASK_MESSAGES.autoAssigned(AUTO_ASSIGN_LABELS.selectBOsAutomatically) },
      });
      expect(await dbFingerprint(t.db)).toBe(before);
      const removed = (
        await t.call('bo@demo.test', taskPeopleRoutes.removePeople, {
          taskId: id,
          userIds: [lg],
        })
      ).body.data as Task;
      expect(removed.people.some((p) => p.userId === lg)).toBe(false);
      expect((await t.call('lg@demo.test', taskRoutes.detail, { taskId: id })).status).toBe(404);
      const only = await create({ relatedUsers: [{ id: fi }], selectBOsAutomatically: false });
      expect(
        (
          await t.call('bo@demo.test', taskPeopleRoutes.removePeople, {
            taskId: only,
            userIds: [fi],
          })
        ).body.message,
      ).toBe(TASK_MESSAGES.assigneeRequired);
    });

    it('edits the description (its mentions re-read), logs every change in the activity log', async () => {
      const id = await create({ relatedUsers: [{ id: fi }] });
      const edited = await t.call('bo@demo.test', taskPeopleRoutes.update, {
        taskId: id,
        description: `Ask @[Legal](${lg}) to review`,
      });
      expect(edited.body.data.description).toContain('@[Legal]');
      expect(
        (await t.call('lg@demo.test', taskRoutes.list, { tab: 'MENTIONS' })).body.data.tasks.map(
          (x: Task) => x.id,
        ),
      ).toContain(id);
      expect(
        (await t.call('fi@demo.test', taskPeopleRoutes.update, { taskId: id, description: 'Mine' }))
          .status,
      ).toBe(403);
      expect((await t.call('bo@demo.test', taskPeopleRoutes.update, { taskId: id })).status).toBe(
        400,
      );
      await t.call('bo@demo.test', taskPeopleRoutes.update, {
        taskId: id,
        name: 'Review the contract',
      });
      const log = (await t.call('fi@demo.test', taskPeopleRoutes.activity, { taskId: id })).body
        .data;
      expect(log.activities.map((a: { action: string }) => a.action)).toEqual([
        'RENAMED',
        'DESCRIPTION_EDITED',
        'CREATED',
      ]);
      expect(log.activities[0]).toMatchObject({
        text: 'renamed the task from “People task” to “Review the contract”',
        user: { userId: boId },
      });
    });

    it('sub-assignments: list, thread members (who then see the task), users for addition, nudge; ids required', async () => {
      const id = await create({
        relatedUsers: [{ id: fi }, { id: lg }],
        selectBOsAutomatically: false,
      });
      const task = await detail('bo@demo.test', id);
      const sub = subOf(task, fi);
      const missing = await t.call('fi@demo.test', taskPeopleRoutes.usersForAddition, {
        taskId: id,
      });
      expect(missing).toMatchObject({
        status: 400,
        body: { message: TASK_MESSAGES.subAssignmentIdsRequired },
      });
      const hr = await userId(t.db, 'hr@demo.test');
      const addable = (
        await t.call('fi@demo.test', taskPeopleRoutes.usersForAddition, {
          taskId: id,
          taskSubAssignmentId: sub,
          searchFor: 'Hr',
        })
      ).body.data;
      expect(addable.users.every((u: UserSummary) => u.userId !== fi)).toBe(true);
      expect(
        (
          await t.call('lg@demo.test', taskPeopleRoutes.addThreadMembers, {
            taskId: id,
            taskSubAssignmentId: sub,
            userIds: [hr],
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await t.call('fi@demo.test', taskPeopleRoutes.addThreadMembers, {
            taskId: id,
            taskSubAssignmentId: sub,
            userIds: [hr],
          })
        ).status,
      ).toBe(200);
      expect((await detail('hr@demo.test', id)).id).toBe(id);
      const subs = (await t.call('hr@demo.test', taskPeopleRoutes.subAssignments, { taskId: id }))
        .body.data.subAssignments as SubAssignment[];
      expect(subs.find((s) => s.taskSubAssignmentId === sub)).toMatchObject({
        assignee: { userId: fi },
        status: 'OPEN',
        members: [{ userId: hr }],
      });
      const again = (
        await t.call('fi@demo.test', taskPeopleRoutes.usersForAddition, {
          taskId: id,
          taskSubAssignmentId: sub,
          count: 100,
        })
      ).body.data;
      expect(again.users.some((u: UserSummary) => u.userId === hr)).toBe(false);
      const nudge = await t.call('bo@demo.test', taskPeopleRoutes.nudgeSubAssignment, {
        taskId: id,
        taskSubAssignmentId: subOf(task, lg),
      });
      expect(nudge.body.data.message).toMatch(/^Reminder sent to /);
      expect(
        (await t.call('lg@demo.test', notificationRoutes.list, {})).body.data.notifications[0],
      ).toMatchObject({ type: 'TASK_REMINDER', tasks: [{ id }] });
    });

    it('the conversation: live TASK_UPDATE on /task, one message per localId, unread per task, sub-assignment and tab; threads are private', async () => {
      const id = await create({
        relatedUsers: [{ id: fi }, { id: lg }],
        selectBOsAutomatically: false,
      });
      const fiSocket = await sockets.open('fi@demo.test', '/task');
      const live = next<TaskUpdateEvent>(
        fiSocket,
        REALTIME_EVENTS.taskUpdate,
        (e) => e.type === 'COMMENT' && e.taskId === id,
      );
      const body = { taskId: id, text: 'Deck attached?', localId: 'loc-1' };
      const sent = await Promise.all(
        [1, 2, 3].map(() => t.call('bo@demo.test', taskConversationRoutes.postComment, body)),
      );
      expect(new Set(sent.map((s) => s.body.data.id)).size).toBe(1);
      const event = await live;
      expect(event.type === 'COMMENT' && event.comment).toMatchObject({
        text: 'Deck attached?',
        localId: 'loc-1',
        sender: { userId: boId },
      });
      expect((await detail('fi@demo.test', id)).hasUnReadMessages).toBe(true);
      expect((await detail('bo@demo.test', id)).hasUnReadMessages).toBe(false);
      const counts = (await t.call('fi@demo.test', taskRoutes.counts, {})).body.data;
      expect(counts.taskUnReadMessageCounts.forYou).toBeGreaterThanOrEqual(1);
      const list = (await t.call('fi@demo.test', taskConversationRoutes.comments, { taskId: id }))
        .body.data;
      expect(list.comments.map((c: TaskComment) => c.text)).toEqual(['Deck attached?']);
      expect((await detail('fi@demo.test', id)).hasUnReadMessages).toBe(false);
      // a sub-assignment's thread: its assignee and the creator; another assignee is refused
      const task = await detail('bo@demo.test', id);
      const sub = subOf(task, fi);
      expect(
        (
          await t.call('fi@demo.test', taskConversationRoutes.postComment, {
            taskId: id,
            taskSubAssignmentId: sub,
            text: 'Done my part soon',
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await t.call('lg@demo.test', taskConversationRoutes.comments, {
            taskId: id,
            taskSubAssignmentId: sub,
          })
        ).status,
      ).toBe(403);
      const subs = (await t.call('bo@demo.test', taskPeopleRoutes.subAssignments, { taskId: id }))
        .body.data.subAssignments as SubAssignment[];
      expect(subs.find((s) => s.taskSubAssignmentId === sub)?.hasUnReadMessages).toBe(true);
      await t.call('lg@demo.test', taskConversationRoutes.comments, { taskId: id });
      expect((await detail('lg@demo.test', id)).hasUnReadMessages).toBe(false); // fi's part is not lg's thread
      expect(
        (await t.call('bo@demo.test', notificationRoutes.list, {})).body.data.notifications[0],
      ).toMatchObject({ type: 'TASK_COMMENT', tasks: [{ id }] });
      for (const text of ['', '   ', 'x'.repeat(5_001)])
        expect(
          (await t.call('bo@demo.test', taskConversationRoutes.postComment, { taskId: id, text }))
            .status,
        ).toBe(400);
    });

    it('a user outside the task gets 404 on every new task route', async () => {
      const id = await create({ relatedUsers: [{ id: fi }], selectBOsAutomatically: false });
      const sub = subOf(await detail('bo@demo.test', id), fi);
      const outsider = 'lg@demo.test';
      const calls: [string, () => Promise<{ status: number }>][] = [
        [
          'addPeople',
          () =>
            t.call(outsider, taskPeopleRoutes.addPeople, {
              taskId: id,
              relatedUsers: [{ id: lg }],
            }),
        ],
        ['people', () => t.call(outsider, taskPeopleRoutes.people, { taskId: id })],
        [
          'removePeople',
          () => t.call(outsider, taskPeopleRoutes.removePeople, { taskId: id, userIds: [fi] }),
        ],
        ['subAssignments', () => t.call(outsider, taskPeopleRoutes.subAssignments, { taskId: id })],
        [
          'addThreadMembers',
          () =>
            t.call(outsider, taskPeopleRoutes.addThreadMembers, {
              taskId: id,
              taskSubAssignmentId: sub,
              userIds: [lg],
            }),
        ],
        [
          'usersForAddition',
          () =>
            t.call(outsider, taskPeopleRoutes.usersForAddition, {
              taskId: id,
              taskSubAssignmentId: sub,
            }),
        ],
        [
          'nudgeSubAssignment',
          () =>
            t.call(outsider, taskPeopleRoutes.nudgeSubAssignment, {
              taskId: id,
              taskSubAssignmentId: sub,
            }),
        ],
        ['activity', () => t.call(outsider, taskPeopleRoutes.activity, { taskId: id })],
        ['comments', () => t.call(outsider, taskConversationRoutes.comments, { taskId: id })],
        [
          'postComment',
          () => t.call(outsider, taskConversationRoutes.postComment, { taskId: id, text: 'hi' }),
        ],
        [
          'update',
          () => t.call(outsider, taskPeopleRoutes.update, { taskId: id, description: 'x' }),
        ],
      ];
      for (const [name, call] of calls) expect([name, (await call()).status]).toEqual([name, 404]);
    });

    it('pickers: active colleagues without the caller, by role; inventories and events with SMEs; brands with owners; Unlisted Inventory handlers auto-assigned', async () => {
      const users = (await t.call('bo@demo.test', taskPickerRoutes.users, { count: 100 })).body
        .data;
      expect(users.users.some((u: UserSummary) => u.userId === boId)).toBe(false);
      await t.db.execute(sql`update users set status = 'INACTIVE' where email = 'svc@demo.test'`);
      const svc = await userId(t.db, 'svc@demo.test');
      expect(
        (
          await t.call('bo@demo.test', taskPickerRoutes.users, { searchFor: 'Joseph' })
        ).body.data.users.some((u: UserSummary) => u.userId === svc),
      ).toBe(false);
      const smes = (
        await t.call('bo@demo.test', taskPickerRoutes.users, { role: 'SME', count: 100 })
      ).body.data.users as UserSummary[];
      expect(smes.length).toBeGreaterThan(0);
      expect(smes.every((u) => u.roles.includes('SME'))).toBe(true);
      const inv = (await t.call('bo@demo.test', taskPickerRoutes.inventories, { count: 50 })).body
        .data.inventories;
      const withSme = inv.find((i: { sme: unknown[] }) => i.sme.length);
      expect(withSme).toBeDefined();
      const events = (
        await t.call('bo@demo.test', taskPickerRoutes.events, { inventoryId: withSme!.id })
      ).body.data.events;
      expect(events.length).toBeGreaterThan(0);
      const { rows } = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from event_inventories where event_id = ${events[0].eventId} and inventory_id = ${withSme!.id}`,
      );
      expect(rows[0].n).toBe(1);
      const brands = (await t.call('bo@demo.test', taskPickerRoutes.brands, { brandIds: brandId }))
        .body.data.brands;
      expect(brands[0].brandOwners.map((o: UserSummary) => o.userId)).toEqual(
        expect.arrayContaining([boId, coOwner]),
      );
      const handlers = (
        await t.call('bo@demo.test', taskPickerRoutes.undefinedInventoryHandlers, {})
      ).body.data.users as UserSummary[];
      expect(handlers.length).toBeGreaterThan(0);
      const id = await create({ hasUndefinedInventory: true, selectBOsAutomatically: false });
      const task = await detail('bo@demo.test', id);
      expect(
        task.people
          .filter((p) => p.type === 'I-SME' && p.auto)
          .map((p) => p.userId)
          .sort(),
      ).toEqual(handlers.map((h) => h.userId).sort());
      // raw: paging, a role and ids the contract forbids
      for (const q of ['?pageNo=0', '?count=100000', '?role=KING', '?userIds=abc'])
        expect((await t.raw('bo@demo.test', 'GET', `/api/task/users${q}`)).status).toBe(400);
    });
  },
);
