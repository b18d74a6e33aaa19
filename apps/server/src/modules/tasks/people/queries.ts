import { eq, sql } from 'drizzle-orm';
import type { SubAssignment, UserSummary } from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import type { Actor } from '../../../auth/actor.js';
import { taskSubAssignments } from '../../../db/schema/index.js';
import {
  containsPattern,
  idArray,
  isoText,
  jsonValue,
  oneOf,
  userSummaryJson,
} from '../../../lib/sql.js';
import { offsetOf } from '../../../lib/paging.js';
import { followsThreadSql, unreadCommentSql } from '../queries.js';
import { undefinedInventoryHandlersSql } from '../pickers.js';

/** The ACTIVE users among `ids`. */
export async function activeUserIds(tx: Tx, ids: number[]): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(
    sql`select id from users where id ${oneOf(ids)} and status = 'ACTIVE'`,
  );
  return rows.map((r) => Number(r.id));
}

/** A text[] parameter of role names. */
const roleArray = (roles: string[]) => sql`${`{${roles.join(',')}}`}::text[]`;

/** The ACTIVE users with any of `roles`. */
export async function activeUsersWithRoles(tx: Tx, roles: string[]): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(
    sql`select id from users where status = 'ACTIVE' and roles && ${roleArray(roles)}`,
  );
  return rows.map((r) => Number(r.id));
}

/** The ACTIVE owners of the brands `brandIds`, once each. */
export async function activeBrandOwners(tx: Tx, brandIds: number[]): Promise<number[]> {
  const { rows } = await tx.execute<{ user_id: number }>(sql`select distinct bo.user_id
    from brand_owners bo join users u on u.id = bo.user_id
    where bo.brand_id ${oneOf(brandIds)} and u.status = 'ACTIVE'`);
  return rows.map((r) => Number(r.user_id));
}

/** Who handles tasks on the Unlisted Inventory (undefinedInventoryHandlersSql). */
export async function undefinedInventoryHandlerIds(tx: Tx): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(
    sql`select u.id from users u where ${undefinedInventoryHandlersSql}`,
  );
  return rows.map((r) => Number(r.id));
}

/** The ACTIVE SMEs of inventory `inventoryId`. */
export async function activeInventorySmes(tx: Tx, inventoryId: number): Promise<number[]> {
  const { rows } = await tx.execute<{ user_id: number }>(sql`select s.user_id
    from inventory_smes s join users u on u.id = s.user_id
    where s.inventory_id = ${inventoryId} and u.status = 'ACTIVE'`);
  return rows.map((r) => Number(r.user_id));
}

/** The ACTIVE SMEs of event `eventId`. */
export async function activeEventSmes(tx: Tx, eventId: number): Promise<number[]> {
  const { rows } = await tx.execute<{ user_id: number }>(sql`select s.user_id
    from event_smes s join users u on u.id = s.user_id
    where s.event_id = ${eventId} and u.status = 'ACTIVE'`);
  return rows.map((r) => Number(r.user_id));
}

/**
 * Adds to task `taskId` as assignees the users picked by hand (with their type) and every ACTIVE user
 * of `roles` (ROLE) but `creatorId`; people already on it are kept as they are. Answers who was added.
 */
export async function insertAssignees(
  tx: Tx,
  a: { taskId: number; picked: { id: number; type: string }[]; roles: string[]; creatorId: number },
): Promise<number[]> {
  const people = JSON.stringify(a.picked.map((u) => ({ user_id: u.id, type: u.type })));
  const { rows } = await tx.execute<{ user_id: number }>(sql`insert into task_people
      (task_id, user_id, relation, type, auto)
    select ${a.taskId}::bigint, x.user_id, 'ASSIGNEE', x.type, false
      from json_to_recordset(${people}::json) as x(user_id bigint, type text)
    union select ${a.taskId}::bigint, u.id, 'ASSIGNEE', 'ROLE', false
      from users u
      where u.status = 'ACTIVE' and u.roles && ${roleArray(a.roles)} and u.id <> ${a.creatorId}
    on conflict do nothing
    returning user_id`);
  return [...new Set(rows.map((r) => Number(r.user_id)))];
}

/** Gives each of `userIds` an OPEN sub-assignment on task `taskId` unless they have one. */
export async function addSubAssignments(tx: Tx, taskId: number, userIds: number[]): Promise<void> {
  await tx.execute(sql`insert into task_sub_assignments (task_id, user_id)
    select ${taskId}, u from unnest(${idArray(userIds)}) as u
    on conflict do nothing`);
}

/** Takes the assignees `userIds` off task `taskId`, with their sub-assignments. */
export async function deleteAssignees(tx: Tx, taskId: number, userIds: number[]): Promise<void> {
  const ids = oneOf(userIds);
  await tx.execute(sql`delete from task_people
    where task_id = ${taskId} and relation = 'ASSIGNEE' and user_id ${ids}`);
  await tx.execute(sql`delete from task_sub_assignments
    where task_id = ${taskId} and user_id ${ids}`);
}

/** How many of task `taskId`'s sub-assignments are open. */
export async function openSubAssignments(tx: Tx, taskId: number): Promise<number> {
  const { rows } = await tx.execute<{ open: number }>(sql`select
      count(*) filter (where status = 'OPEN')::int as open
    from task_sub_assignments
    where task_id = ${taskId}`);
  return rows[0].open;
}

/** Closes (closed_at now) or reopens sub-assignment `id`. */
export async function setSubAssignmentClosed(tx: Tx, id: number, closed: boolean): Promise<void> {
  await tx
    .update(taskSubAssignments)
    .set({ status: closed ? 'CLOSED' : 'OPEN', closedAt: closed ? sql`now()` : null })
    .where(eq(taskSubAssignments.id, id));
}

/** How many sub-assignments task `taskId` has, and how many of them are closed. */
export async function subAssignmentStats(
  tx: Tx,
  taskId: number,
): Promise<{ all: number; closed: number }> {
  const { rows } = await tx.execute<{ all: number; closed: number }>(sql`select
      count(*)::int as all,
      count(*) filter (where status = 'CLOSED')::int as closed
    from task_sub_assignments
    where task_id = ${taskId}`);
  return rows[0];
}

type SubRow = {
  id: number;
  task_id: number;
  status: 'OPEN' | 'CLOSED';
  closed_at: string | null;
  assignee: UserSummary | string;
  members: UserSummary[] | string;
  unread: boolean;
};

/** Every sub-assignment of task `taskId` with its assignee, status, thread members and unread state for `actor`, by assignee name. */
export async function subAssignmentList(
  db: Db,
  actor: Actor,
  taskId: number,
): Promise<SubAssignment[]> {
  const members = sql`coalesce((
      select json_agg(${userSummaryJson(sql.raw('mu'))} order by mu.first_name)
      from task_sub_assignment_members sm join users mu on mu.id = sm.user_id
      where sm.sub_assignment_id = sa.id
    ), '[]')`;
  const unread = sql`exists (
      select 1 from task_comments c
      where c.task_id = sa.task_id and c.sub_assignment_id = sa.id
        and ${unreadCommentSql(actor)} and ${followsThreadSql(actor)}
    )`;
  const { rows } = await db.execute<SubRow>(sql`select sa.id, sa.task_id, sa.status,
      ${isoText(sql`sa.closed_at`)} as closed_at,
      ${userSummaryJson()} as assignee, ${members} as members, ${unread} as unread
    from task_sub_assignments sa
    join users u on u.id = sa.user_id
    join tasks t on t.id = sa.task_id
    where sa.task_id = ${taskId}
    order by u.first_name, sa.id`);
  return rows.map((r) => ({
    taskSubAssignmentId: Number(r.id),
    taskId: Number(r.task_id),
    assignee: jsonValue(r.assignee),
    status: r.status,
    closedAt: r.closed_at,
    members: jsonValue(r.members),
    hasUnReadMessages: r.unread,
  }));
}

/** Adds `userIds` (but the assignee `assigneeId`) to sub-assignment `subId`'s thread; answers who was added. */
export async function insertThreadMembers(
  tx: Tx,
  m: { subId: number; taskId: number; userIds: number[]; assigneeId: number; addedBy: number },
): Promise<number[]> {
  const { rows } = await tx.execute<{ user_id: number }>(sql`insert into task_sub_assignment_members
      (sub_assignment_id, task_id, user_id, added_by_user_id)
    select ${m.subId}, ${m.taskId}, u, ${m.addedBy}
    from unnest(${idArray(m.userIds)}) as u
    where u <> ${m.assigneeId}
    on conflict do nothing
    returning user_id`);
  return rows.map((r) => Number(r.user_id));
}

/** One page of the ACTIVE users, by name, who are neither sub-assignment `subId`'s assignee nor in its thread; and how many. */
export async function usersNotInThread(
  db: Db,
  q: { subId: number; assigneeId: number; searchFor: string; pageNo: number; count: number },
): Promise<{ users: UserSummary[]; total: number }> {
  const where = sql`u.status = 'ACTIVE' and u.id <> ${q.assigneeId}
    and not exists (
      select 1 from task_sub_assignment_members sm
      where sm.sub_assignment_id = ${q.subId} and sm.user_id = u.id
    )
    ${q.searchFor ? sql`and lower(u.first_name || ' ' || u.last_name) like ${containsPattern(q.searchFor)}` : sql``}`;
  const [{ rows }, total] = await Promise.all([
    db.execute<{ u: UserSummary | string }>(sql`select ${userSummaryJson()} as u
      from users u
      where ${where}
      order by u.first_name, u.last_name, u.id
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from users u where ${where}`),
  ]);
  return { users: rows.map((r) => jsonValue(r.u)), total: total.rows[0].n };
}
