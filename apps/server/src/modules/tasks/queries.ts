import { sql, type SQL } from 'drizzle-orm';
import type { Task } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { jsonValue, oneOf } from '../../lib/sql.js';
import { iso } from '../../lib/paging.js';

/** The users reporting to the actor (bigint[] source; [0] when none, so `any` matches nobody). */
export const team = (a: Actor) => (a.teamMemberIds.length ? a.teamMemberIds : [0]);

/** Task `t` has a person (assignee or assigner) whose user id matches `inSet` (oneOf(ids), or `= any(...)`). */
export const isPerson = (inSet: SQL) =>
  sql`exists (
    select 1 from task_people p
    where p.task_id = t.id and p.user_id ${inSet}
  )`;

/** Tasks (alias t) the actor is part of: creator, a person on it, mentioned in it, or added to a sub-assignment's thread. */
const ownSql = (a: Actor) =>
  sql`(t.creator_user_id = ${a.userId}
    or ${isPerson(oneOf([a.userId]))}
    or exists (select 1 from task_mentions m where m.task_id = t.id and m.user_id = ${a.userId})
    or exists (
      select 1 from task_sub_assignment_members sm
      where sm.task_id = t.id and sm.user_id = ${a.userId}
    ))`;

/**
 * Whether comment `c` of task `t` sits in a thread the actor follows: the main thread, or a sub-assignment's
 * thread when the actor is the task's creator, that sub-assignment's assignee or a member of it.
 */
export const followsThreadSql = (a: Actor) =>
  sql`(c.sub_assignment_id is null
    or t.creator_user_id = ${a.userId}
    or exists (
      select 1 from task_sub_assignments sa
      where sa.id = c.sub_assignment_id and sa.user_id = ${a.userId}
    )
    or exists (
      select 1 from task_sub_assignment_members sm
      where sm.sub_assignment_id = c.sub_assignment_id and sm.user_id = ${a.userId}
    ))`;

/** Comment `c` is newer than what the actor has read of its thread (thread 0 = main). */
export const unreadCommentSql = (a: Actor) =>
  sql`c.sender_user_id <> ${a.userId}
    and c.id > coalesce((
      select r.last_read_id from task_comment_reads r
      where r.task_id = c.task_id and r.user_id = ${a.userId}
        and r.thread = coalesce(c.sub_assignment_id, 0)
    ), 0)`;

/** Task `t` has a message the actor has not read in a thread they follow (spec 001 §3 hasUnReadMessages). */
const hasUnreadSql = (a: Actor) =>
  sql`exists (
    select 1 from task_comments c
    where c.task_id = t.id and ${unreadCommentSql(a)} and ${followsThreadSql(a)}
  )`;

/** Tasks of the TO's team: created by, or assigned to, someone reporting to them (TEAM_TASK). */
const teamSql = (a: Actor) =>
  sql`(t.creator_user_id ${oneOf(team(a))} or ${isPerson(oneOf(team(a)))})`;

/** Who may see task `t`: its creator, its people, those it mentions, and the TOs of their teams; others get 404. */
export const visibleSql = (a: Actor) =>
  sql`t.deleted_at is null
    and (${ownSql(a)} ${a.ownedTeamIds.length ? sql`or ${teamSql(a)}` : sql``})`;

/**
 * The users who see task `taskId` as visibleSql allows: its creator, its people, the members of its
 * sub-assignments' threads, those it mentions, and the TOs of the teams its creator or people are in.
 */
export async function taskAudience(db: Db, taskId: number): Promise<number[]> {
  const { rows } = await db.execute<{ u: number }>(sql`with own as (
      select creator_user_id as u from tasks where id = ${taskId}
      union select user_id from task_people where task_id = ${taskId}
    )
    select u from own
    union select user_id from task_sub_assignment_members where task_id = ${taskId}
    union select user_id from task_mentions where task_id = ${taskId}
    union select tm.owner_user_id from teams tm
      join team_members m on m.team_id = tm.id
      join own on own.u = m.user_id`);
  return rows.map((x) => Number(x.u));
}

/** JSON of the people of task `t`, each with their sub-assignment, as the contract's Task['people']. */
const peopleJson = sql`coalesce((
    select json_agg(json_build_object(
        'userId', u.id, 'userName', u.first_name || ' ' || u.last_name, 'profileImage', u.profile_image,
        'verticalName', v.name, 'lastActiveOn', u.last_active_on, 'relation', p.relation, 'type', p.type,
        'auto', p.auto, 'taskSubAssignmentId', sa.id, 'subAssignmentStatus', sa.status)
      order by p.relation desc, u.first_name)
    from task_people p
    join users u on u.id = p.user_id
    left join verticals v on v.id = u.vertical_id
    left join task_sub_assignments sa
      on sa.task_id = p.task_id and sa.user_id = p.user_id and p.relation = 'ASSIGNEE'
    where p.task_id = t.id
  ), '[]')`;

/** Select list of a task `t` with its links, people (and sub-assignments), star and counts, as the contract's Task. */
export const taskColumns = (a: Actor) =>
  sql`t.id, t.name, t.description, t.category, t.status, t.closed_at, t.created_at,
  t.has_undefined_inventory, t.creator_user_id,
  cu.first_name || ' ' || cu.last_name as creator_name,
  exists (select 1 from task_stars s where s.task_id = t.id and s.user_id = ${a.userId}) as is_starred,
  coalesce((
    select json_agg(json_build_object('id', b.id, 'name', b.name, 'image', b.image_url) order by b.name)
    from task_brands tb join brands b on b.id = tb.brand_id
    where tb.task_id = t.id
  ), '[]') as brands,
  (select json_build_object('id', i.id, 'name', i.name, 'image', i.image_url)
    from inventories i where i.id = t.inventory_id) as inventory,
  (select json_build_object('id', e.id, 'name', e.name, 'image', null)
    from events e where e.id = t.event_id) as event,
  ${peopleJson} as people,
  (select count(*)::int from task_sub_assignments sa where sa.task_id = t.id) as sub_all,
  (select count(*)::int from task_sub_assignments sa
    where sa.task_id = t.id and sa.status = 'CLOSED') as sub_closed,
  ${hasUnreadSql(a)} as has_unread`;

/** FROM of the task list and detail. */
export const taskFrom = sql`tasks t join users cu on cu.id = t.creator_user_id`;

/** A row of taskColumns. */
export type TaskRow = {
  id: number;
  name: string;
  description: string;
  category: Task['category'];
  status: Task['status'];
  closed_at: unknown;
  created_at: unknown;
  has_undefined_inventory: boolean;
  creator_user_id: number;
  creator_name: string;
  is_starred: boolean;
  brands: Task['brands'] | string;
  inventory: Task['inventories'][number] | null;
  event: Task['events'][number] | null;
  people: (Omit<Task['people'][number], 'lastActiveOn'> & { lastActiveOn: unknown })[] | string;
  sub_all: number;
  sub_closed: number;
  has_unread: boolean;
};

/** Maps a task row to the contract's Task for `actor`. */
export function toTask(r: TaskRow, actor: Actor): Task {
  return {
    id: r.id,
    taskId: r.id,
    name: r.name,
    description: r.description,
    category: r.category,
    status: r.status,
    isCompleted: r.status === 'CLOSED',
    closedAt: iso(r.closed_at),
    isStarred: r.is_starred,
    createdAt: iso(r.created_at)!,
    creator: { userId: r.creator_user_id, userName: r.creator_name },
    brands: jsonValue(r.brands),
    inventories: r.inventory ? [r.inventory] : [],
    events: r.event ? [r.event] : [],
    hasUndefinedInventory: r.has_undefined_inventory,
    people: jsonValue(r.people).map((p) => ({ ...p, lastActiveOn: iso(p.lastActiveOn) })),
    subAssignmentStats: { all: r.sub_all, closed: r.sub_closed },
    hasUnReadMessages: r.has_unread,
    canRename: r.creator_user_id === actor.userId,
  };
}

/** Locks task `taskId`'s row (FOR UPDATE) until the transaction ends; a missing task locks nothing. */
export async function lockTaskRow(tx: Tx, taskId: number): Promise<void> {
  await tx.execute(sql`select 1 from tasks where id = ${taskId} for update`);
}

/** The task `taskId` as `actor` sees it, or undefined when it does not exist, was deleted or is not visible. */
export async function selectVisibleTask(
  db: Tx,
  actor: Actor,
  taskId: number,
): Promise<Task | undefined> {
  const { rows } = await db.execute<TaskRow>(sql`select ${taskColumns(actor)}
    from ${taskFrom}
    where t.id = ${taskId} and ${visibleSql(actor)}`);
  return rows[0] && toTask(rows[0], actor);
}
