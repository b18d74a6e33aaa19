import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import {
  REALTIME_EVENTS,
  taskPeopleRoutes,
  taskRoutes,
  type TaskUpdateEvent,
} from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';
import { next, socketsOf } from '../../test/sockets.js';

/** TASK_UPDATE CHANGED reaches everyone who sees the task, so their open task lists follow another person's changes. */
describe.each(testDatabases())('live task changes on %s', (kind) => {
  let t: TestApp;
  let sockets: Awaited<ReturnType<typeof socketsOf>>;
  let member: { id: number; email: string };
  let teamOwner: { id: number; email: string };
  let lg: number;

  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 150, pairings: 300 });
    sockets = await socketsOf(t);
    lg = await userId(t.db, 'lg@demo.test');
    // a member of a team (not the task's creator) and that team's owner
    const boId = await userId(t.db, 'bo@demo.test');
    const { rows } = await t.db.execute<{
      member_id: number;
      member_email: string;
      owner_id: number;
      owner_email: string;
    }>(sql`select m.id as member_id, m.email as member_email, o.id as owner_id, o.email as owner_email
      from teams tm join team_members x on x.team_id = tm.id join users m on m.id = x.user_id join users o on o.id = tm.owner_user_id
      where m.status = 'ACTIVE' and o.status = 'ACTIVE' and m.id not in (${boId}, ${lg}) and o.id not in (${boId}, ${lg}, m.id) order by tm.id, m.id limit 1`);
    member = { id: rows[0].member_id, email: rows[0].member_email };
    teamOwner = { id: rows[0].owner_id, email: rows[0].owner_email };
  }, 60_000);
  afterAll(async () => {
    sockets?.close();
    await t?.close();
  });

  const changed = (s: Socket, action: string, taskId?: () => number) =>
    next<TaskUpdateEvent>(
      s,
      REALTIME_EVENTS.taskUpdate,
      (e) => e.type === 'CHANGED' && e.action === action && (!taskId || e.taskId === taskId()),
    );

  it('tells the assignee, the mentioned and the TO of the assignee’s team of a new task and of its renaming; a person taken off hears of it', async () => {
    const [assignee, mentioned, to] = await Promise.all([
      sockets.open(member.email, '/task'),
      sockets.open('lg@demo.test', '/task'),
      sockets.open(teamOwner.email, '/task'),
    ]);
    const created = Promise.all([assignee, mentioned, to].map((s) => changed(s, 'CREATED')));
    const res = await t.call('bo@demo.test', taskRoutes.create, {
      name: 'Live task',
      description: `Ask @[Legal](${lg}) to check`,
      relatedUsers: [{ id: member.id }, { id: await userId(t.db, 'fi@demo.test') }],
      selectBOsAutomatically: false,
    });
    expect(res.status).toBe(200);
    const id = res.body.data.id as number;
    expect((await created).map((e) => e.taskId)).toEqual([id, id, id]);

    const renamed = Promise.all(
      [assignee, mentioned, to].map((s) => changed(s, 'UPDATED', () => id)),
    );
    expect(
      (
        await t.call('bo@demo.test', taskPeopleRoutes.update, {
          taskId: id,
          name: 'Live task, renamed',
        })
      ).status,
    ).toBe(200);
    await renamed;

    const removed = changed(assignee, 'PEOPLE', () => id);
    expect(
      (
        await t.call('bo@demo.test', taskPeopleRoutes.removePeople, {
          taskId: id,
          userIds: [member.id],
        })
      ).status,
    ).toBe(200);
    await removed;
  });
});
