import { sql, type SQL } from 'drizzle-orm';
import type { Task, TaskListRequest, TaskTab } from '@crm/contracts';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import { and, containsPattern, idArray, jsonValue } from '../../lib/sql.js';
import { iso } from '../../lib/paging.js';

const team = (a: Actor) => (a.teamMemberIds.length ? a.teamMemberIds : [0]);
const isPerson = (userIds: SQL) =>
  sql`exists (select 1 from task_people p where p.task_id = t.id and p.user_id = any(${userIds}))`;

/** Tasks (alias t) the actor is part of: creator, a person on it, mentioned in it, or added to a sub-assignment's thread. */
const ownSql = (
  a: Actor,
) => sql`(t.creator_user_id = ${a.userId} or ${isPerson(idArray([a.userId]))} or exists (select 1 from task_mentions m where m.task_id = t.id and m.user_id = ${a.userId})
  or exists (select 1 from task_sub_assignment_members sm where sm.task_id = t.id and sm.user_id = ${a.userId}))`;

/**
 * Whether comment `c` of task `t` sits in a thread the actor follows: the main thread, or a sub-assignment's
 * thread when the actor is the task's creator, that sub-assignment's assignee or a member of it.
 */
export const followsThreadSql = (
  a: Actor,
) => sql`(c.sub_assignment_id is null or t.creator_user_id = ${a.userId}
  or exists (select 1 from task_sub_assignments sa where sa.id = c.sub_assignment_id and sa.user_id = ${a.userId})
  or exists (select 1 from task_sub_assignment_members sm where sm.sub_assignment_id = c.sub_assignment_id and sm.user_id = ${a.userId}))`;

/** Comment `c` is newer than what the actor has read of its thread (thread 0 = main). */
export const unreadCommentSql = (a: Actor) => sql`c.sender_user_id <> ${a.userId}
  and c.id > coalesce((select r.last_read_id from task_comment_reads r where r.task_id = c.task_id and r.user_id = ${a.userId} and r.thread = coalesce(c.sub_assignment_id, 0)), 0)`;

/** Task `t` has a message the actor has not read in a thread they follow (spec 001 §3 hasUnReadMessages). */
const hasUnreadSql = (a: Actor) =>
  sql`exists (select 1 from task_comments c where c.task_id = t.id and ${unreadCommentSql(a)} and ${followsThreadSql(a)})`;
/** Tasks of the TO's team: created by, or assigned to, someone reporting to them (TEAM_TASK). */
const teamSql = (a: Actor) =>
  sql`(t.creator_user_id = any(${idArray(team(a))}) or ${isPerson(idArray(team(a)))})`;

/**
 * The users (column `u`) who see task `taskId` as visibleSql allows: its creator, its people, the members
 * of its sub-assignments' threads, those it mentions, and the TOs of the teams its creator or people are in.
 */
export const taskAudienceSql = (
  taskId: number,
) => sql`with own as (select creator_user_id as u from tasks where id = ${taskId}
    union select user_id from task_people where task_id = ${taskId})
  select u from own
  union select user_id from task_sub_assignment_members where task_id = ${taskId}
  union select user_id from task_mentions where task_id = ${taskId}
  union select tm.owner_user_id from teams tm join team_members m on m.team_id = tm.id join own on own.u = m.user_id`;

/** Who may see task `t`: its creator, its people, those it mentions, and the TOs of their teams; others get 404. */
export const visibleSql = (a: Actor) =>
  sql`t.deleted_at is null and (${ownSql(a)} ${a.ownedTeamIds.length ? sql`or ${teamSql(a)}` : sql``})`;

/**
 * The ids (column `id`) of the tasks a tab lists for the actor (spec 001 §5 Task tabs), read from the
 * per-user indexes so that lists and counts touch only the actor's own tasks, never the whole table.
 * Every source but STARRED implies visibility; the creator sources use the partial index of live tasks.
 */
export function tabSourceSql(a: Actor, tab: TaskTab): SQL {
  const me = a.userId;
  const teamIds = idArray(team(a));
  switch (tab) {
    case 'FOR_YOU':
      return sql`select task_id as id from task_people where user_id = ${me} and relation = 'ASSIGNEE'`;
    case 'CREATED_BY_YOU':
      return sql`select id from tasks where creator_user_id = ${me} and deleted_at is null`;
    case 'MENTIONS':
      return sql`select task_id as id from task_mentions where user_id = ${me}`;
    case 'STARRED':
      return sql`select task_id as id from task_stars where user_id = ${me}`;
    case 'TEAM_TASK':
      return a.ownedTeamIds.length
        ? sql`select id from tasks where creator_user_id = any(${teamIds}) and deleted_at is null union select task_id from task_people where user_id = any(${teamIds})`
        : sql`select null::bigint as id where false`;
    default:
      return sql`select id from tasks where creator_user_id = ${me} and deleted_at is null union select task_id from task_people where user_id = ${me}
      union select task_id from task_mentions where user_id = ${me} union select task_id from task_sub_assignment_members where user_id = ${me}`;
  }
}

/**
 * The ids (column `id`) of the tasks of `status` the actor may see (All ∪ Team tasks), live ones only:
 * created by them (or their team), from tasks_creator_idx; on them, from task_people's task_status
 * (kept by triggers); mentioned or in a sub-assignment's thread, checked on the task.
 */
export function liveSql(a: Actor, status: 'OPEN' | 'CLOSED'): SQL {
  const people = idArray([a.userId, ...(a.ownedTeamIds.length ? team(a) : [])]);
  return sql`select id from tasks where creator_user_id = any(${people}) and status = ${status} and deleted_at is null
    union select task_id from task_people where user_id = any(${people}) and task_status = ${status}
    union select x.task_id from (select task_id from task_mentions where user_id = ${a.userId} union select task_id from task_sub_assignment_members where user_id = ${a.userId}) x
      join tasks t on t.id = x.task_id where t.status = ${status} and t.deleted_at is null`;
}

/** FROM of a tab's tasks `t` (creator `cu`), the STARRED tab checked for visibility (a star outlives access). */
export const tabFrom = (a: Actor, tab: TaskTab) =>
  sql`(${tabSourceSql(a, tab)}) src join tasks t on t.id = src.id and t.deleted_at is null ${tab === 'STARRED' ? sql`and ${visibleSql(a)}` : sql``}`;

type Sel = { ids: number[]; selectionType: 'INCLUDE' | 'EXCLUDE' } | undefined;
const selection = (s: Sel, cond: (ids: SQL) => SQL) =>
  s?.ids.length
    ? s.selectionType === 'EXCLUDE'
      ? sql`not ${cond(idArray(s.ids))}`
      : cond(idArray(s.ids))
    : undefined;

type ApplyTo = 'ALL' | 'CREATOR' | 'ASSIGNEE';
/** Task `t` has, as its creator, an assignee or either (applySelectionTo), someone in the bigint[] `ids`. */
const personCond = (applyTo: ApplyTo | undefined, ids: SQL) =>
  applyTo === 'CREATOR'
    ? sql`t.creator_user_id = any(${ids})`
    : applyTo === 'ASSIGNEE'
      ? sql`exists (select 1 from task_people p where p.task_id = t.id and p.relation = 'ASSIGNEE' and p.user_id = any(${ids}))`
      : sql`(t.creator_user_id = any(${ids}) or ${isPerson(ids)})`;

/**
 * The members (bigint[]) of the teams the TOs `owners` own; unless `singleLevel`, also of the teams those
 * members own, and so on down (spec 001 §5 teamOwners, singleLevelTeamOwners).
 */
const teamMembersOf = (owners: SQL, singleLevel: boolean) =>
  singleLevel
    ? sql`(select coalesce(array_agg(distinct tm.user_id), '{}') from team_members tm join teams te on te.id = tm.team_id where te.owner_user_id = any(${owners}))::bigint[]`
    : sql`(with recursive m(uid) as (select tm.user_id from team_members tm join teams te on te.id = tm.team_id where te.owner_user_id = any(${owners})
      union select tm.user_id from m join teams te on te.owner_user_id = m.uid join team_members tm on tm.team_id = te.id) select coalesce(array_agg(uid), '{}') from m)::bigint[]`;

/** WHERE of the task list over tabFrom: category, status, search and the task filter of spec 001 §5. */
export function listWhere(q: z.infer<typeof TaskListRequest>): SQL {
  const f = q.filters;
  const owners = f.teamOwners;
  return and([
    q.category !== 'ALL' && sql`t.category = ${q.category}`,
    sql`t.status = ${q.status}`,
    q.searchFor && sql`lower(t.name) like ${containsPattern(q.searchFor)}`,
    selection(f.userIds, (ids) => personCond(f.userIds?.applySelectionTo, ids)),
    selection(owners, (ids) =>
      personCond(
        owners?.applySelectionTo,
        teamMembersOf(ids, owners?.singleLevelTeamOwners ?? false),
      ),
    ),
    selection(
      f.brandIds,
      (ids) =>
        sql`exists (select 1 from task_brands tb where tb.task_id = t.id and tb.brand_id = any(${ids}))`,
    ),
    selection(f.eventIds, (ids) => sql`coalesce(t.event_id = any(${ids}), false)`),
    selection(f.inventoryIds, (ids) => sql`coalesce(t.inventory_id = any(${ids}), false)`),
    f.hasSubAssignments === 'WITH' &&
      sql`exists (select 1 from task_sub_assignments sa where sa.task_id = t.id)`,
    f.hasSubAssignments === 'WITHOUT' &&
      sql`not exists (select 1 from task_sub_assignments sa where sa.task_id = t.id)`,
  ]);
}

/** Select list of a task `t` with its links, people (and sub-assignments), star and counts, as the contract's Task. */
export const taskColumns = (
  a: Actor,
) => sql`t.id, t.name, t.description, t.category, t.status, t.closed_at, t.created_at, t.has_undefined_inventory, t.creator_user_id,
  cu.first_name || ' ' || cu.last_name as creator_name,
  exists (select 1 from task_stars s where s.task_id = t.id and s.user_id = ${a.userId}) as is_starred,
  coalesce((select json_agg(json_build_object('id', b.id, 'name', b.name, 'image', b.image_url) order by b.name) from task_brands tb join brands b on b.id = tb.brand_id where tb.task_id = t.id), '[]') as brands,
  (select json_build_object('id', i.id, 'name', i.name, 'image', i.image_url) from inventories i where i.id = t.inventory_id) as inventory,
  (select json_build_object('id', e.id, 'name', e.name, 'image', null) from events e where e.id = t.event_id) as event,
  coalesce((select json_agg(json_build_object('userId', u.id, 'userName', u.first_name || ' ' || u.last_name, 'profileImage', u.profile_image, 'verticalName', v.name,
      'lastActiveOn', u.last_active_on, 'relation', p.relation, 'type', p.type, 'auto', p.auto, 'taskSubAssignmentId', sa.id, 'subAssignmentStatus', sa.status) order by p.relation desc, u.first_name)
    from task_people p join users u on u.id = p.user_id left join verticals v on v.id = u.vertical_id
    left join task_sub_assignments sa on sa.task_id = p.task_id and sa.user_id = p.user_id and p.relation = 'ASSIGNEE' where p.task_id = t.id), '[]') as people,
  (select count(*)::int from task_sub_assignments sa where sa.task_id = t.id) as sub_all,
  (select count(*)::int from task_sub_assignments sa where sa.task_id = t.id and sa.status = 'CLOSED') as sub_closed,
  ${hasUnreadSql(a)} as has_unread`;

/** FROM of the task list and detail. */
export const taskFrom = sql`tasks t join users cu on cu.id = t.creator_user_id`;

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
