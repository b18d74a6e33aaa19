import { sql, type SQL } from 'drizzle-orm';
import type { Task, TaskListRequest, TaskTab } from '@crm/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { and, containsPattern, oneOf } from '../../lib/sql.js';
import { offsetOf } from '../../lib/paging.js';
import {
  followsThreadSql,
  isPerson,
  taskColumns,
  taskFrom,
  team,
  toTask,
  unreadCommentSql,
  visibleSql,
  type TaskRow,
} from './queries.js';

/** The live tasks of `status` created by `people` (the right side of a comparison: oneOf), as (id, created_at). */
const createdBySql = (people: SQL, status: string) =>
  sql`select id, created_at from tasks
    where creator_user_id ${people} and status = ${status} and deleted_at is null`;

/**
 * The tasks of `status` with `people` on them in `relation` (any when omitted), as (id, created_at), read from
 * their index rows (task_people carries the task's status and date, kept by triggers: migrations 0013, 0064).
 */
const onThemSql = (people: SQL, status: string, relation: SQL = sql`true`) =>
  sql`select task_id as id, task_created_at as created_at from task_people
    where user_id ${people} and task_status = ${status} and ${relation}`;

/**
 * The live tasks of `status` a tab lists for the actor (spec 001 §5 Task tabs), as (id, created_at), each task
 * once: the un-narrowed list. Read from the per-user index rows that carry the task's status and date
 * (tasks_creator_idx; task_people_user_status_idx), so that lists and counts touch only the actor's own tasks,
 * never the whole table. A mention, a sub-assignment's thread or a star is checked on the task (a star outlives
 * access: checked for visibility too).
 */
function tabSourceSql(a: Actor, tab: TaskTab, status: string): SQL {
  const createdBy = (people: SQL) => createdBySql(people, status);
  const onThem = (people: SQL, relation?: SQL) => onThemSql(people, status, relation);
  const checked = (ids: SQL, visible: SQL = sql`t.deleted_at is null`) =>
    sql`select t.id, t.created_at from (${ids}) x
      join tasks t on t.id = x.task_id
      where t.status = ${status} and ${visible}`;
  const me = oneOf([a.userId]);
  switch (tab) {
    case 'FOR_YOU':
      return onThem(me, sql`relation = 'ASSIGNEE'`);
    case 'CREATED_BY_YOU':
      return createdBy(me);
    case 'MENTIONS':
      return checked(sql`select task_id from task_mentions where user_id ${me}`);
    case 'STARRED':
      return checked(sql`select task_id from task_stars where user_id ${me}`, visibleSql(a));
    case 'TEAM_TASK':
      return a.ownedTeamIds.length
        ? sql`${createdBy(oneOf(team(a)))} union ${onThem(oneOf(team(a)))}`
        : sql`select null::bigint as id, null::timestamptz as created_at where false`;
    default:
      return sql`${createdBy(me)} union ${onThem(me)}
        union ${checked(sql`select task_id from task_mentions where user_id ${me}
          union select task_id from task_sub_assignment_members where user_id ${me}`)}`;
  }
}

type Sel = { ids: number[]; selectionType: 'INCLUDE' | 'EXCLUDE' } | undefined;
const selection = (s: Sel, cond: (ids: number[]) => SQL) =>
  s?.ids.length
    ? s.selectionType === 'EXCLUDE'
      ? sql`not ${cond(s.ids)}`
      : cond(s.ids)
    : undefined;

type ApplyTo = 'ALL' | 'CREATOR' | 'ASSIGNEE';
/**
 * Task `t` has, as its creator, an assignee or either (applySelectionTo), someone matching `inSet` (the right
 * side of a comparison: oneOf(ids), or `= any(bigint[] expression)`).
 */
const personCond = (applyTo: ApplyTo | undefined, inSet: SQL) =>
  applyTo === 'CREATOR'
    ? sql`t.creator_user_id ${inSet}`
    : applyTo === 'ASSIGNEE'
      ? sql`exists (
          select 1 from task_people p
          where p.task_id = t.id and p.relation = 'ASSIGNEE' and p.user_id ${inSet}
        )`
      : sql`(t.creator_user_id ${inSet} or ${isPerson(inSet)})`;

/**
 * The members (bigint[]) of the teams the TOs `owners` own; unless `singleLevel`, also of the teams those
 * members own, and so on down (spec 001 §5 teamOwners, singleLevelTeamOwners).
 */
const teamMembersOf = (owners: number[], singleLevel: boolean) =>
  singleLevel
    ? sql`(select coalesce(array_agg(distinct tm.user_id), '{}')
        from team_members tm join teams te on te.id = tm.team_id
        where te.owner_user_id ${oneOf(owners)})::bigint[]`
    : sql`(with recursive m(uid) as (
          select tm.user_id from team_members tm join teams te on te.id = tm.team_id
          where te.owner_user_id ${oneOf(owners)}
          union select tm.user_id from m
          join teams te on te.owner_user_id = m.uid
          join team_members tm on tm.team_id = te.id
        )
        select coalesce(array_agg(uid), '{}') from m)::bigint[]`;

/**
 * The conditions of the task list over its tab's tasks `t` besides the tab and status: category, search and
 * the task filter of spec 001 §5, one per part asked for (none when the list is not narrowed).
 */
function narrowing(q: z.infer<typeof TaskListRequest>): SQL[] {
  const f = q.filters;
  const owners = f.teamOwners;
  const conds = [
    q.category !== 'ALL' && sql`t.category = ${q.category}`,
    q.searchFor && sql`lower(t.name) like ${containsPattern(q.searchFor)}`,
    selection(f.userIds, (ids) => personCond(f.userIds?.applySelectionTo, oneOf(ids))),
    selection(owners, (ids) =>
      personCond(
        owners?.applySelectionTo,
        sql`= any(${teamMembersOf(ids, owners?.singleLevelTeamOwners ?? false)})`,
      ),
    ),
    selection(
      f.brandIds,
      (ids) =>
        sql`exists (select 1 from task_brands tb where tb.task_id = t.id and tb.brand_id ${oneOf(ids)})`,
    ),
    selection(f.eventIds, (ids) => sql`coalesce(t.event_id ${oneOf(ids)}, false)`),
    selection(f.inventoryIds, (ids) => sql`coalesce(t.inventory_id ${oneOf(ids)}, false)`),
    f.hasSubAssignments === 'WITH' &&
      sql`exists (select 1 from task_sub_assignments sa where sa.task_id = t.id)`,
    f.hasSubAssignments === 'WITHOUT' &&
      sql`not exists (select 1 from task_sub_assignments sa where sa.task_id = t.id)`,
  ];
  return conds.filter((c): c is SQL => !!c);
}

/**
 * The tab's tasks of `status` matching `narrowed` (narrowing's conditions), as (id, created_at), each task once:
 * the tab's source itself when nothing narrows it (no row of tasks read but the page's), else the source's tasks
 * that match.
 */
function matchedSql(a: Actor, tab: TaskTab, status: string, narrowed: SQL[]): SQL {
  if (!narrowed.length) return tabSourceSql(a, tab, status);
  return sql`select t.id, t.created_at from (${tabSourceSql(a, tab, status)}) src
    join tasks t on t.id = src.id
    where ${and(narrowed)}`;
}

/** Teams up to this many people have their un-narrowed Team tasks page merged from each one's index rows. */
const MERGED_TEAM_MAX = 50;

/**
 * The un-narrowed Team tasks page (id, created_at), newest first: each member's created and on-them tasks read
 * newest first from their own index rows and merged in order, a task on several of them kept once, so that a
 * page reads about its offset + count index rows per member, not every task of the team sorted (issue 43 §1:
 * 27,608 open tasks hashed and sorted for a page of 20). Null when the list is not that (another tab, a
 * narrowing, a team bigger than MERGED_TEAM_MAX): the general form serves it.
 */
function mergedTeamPageSql(
  a: Actor,
  q: z.infer<typeof TaskListRequest>,
  narrowed: SQL[],
): SQL | null {
  const members = team(a);
  if (q.tab !== 'TEAM_TASK' || narrowed.length || !a.ownedTeamIds.length) return null;
  if (members.length > MERGED_TEAM_MAX) return null;
  const newestFirst = sql`order by created_at desc, id desc`;
  const branches = members.flatMap((u) => [
    sql`(${createdBySql(oneOf([u]), q.status)} ${newestFirst})`,
    sql`(${onThemSql(oneOf([u]), q.status)} ${newestFirst})`,
  ]);
  return sql`select distinct created_at, id from (${sql.join(branches, sql` union all `)}) x
    ${newestFirst}
    limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`;
}

/** The tasks of `page` (a WITH list ending in `page`: id, created_at, total), with their columns, in its order. */
async function pageTasks(db: Db, actor: Actor, ctes: SQL) {
  const { rows } = await db.execute<TaskRow & { total: number | null }>(sql`with ${ctes}
    select ${taskColumns(actor)}, page.total
    from page join ${taskFrom} on t.id = page.id
    order by page.created_at desc, page.id desc`);
  return rows;
}

/**
 * One page of the tab's tasks matching `q`, newest first, with how many match. One statement: the tab's
 * matching tasks (materialized, so the planner reads them from the actor's own index rows rather than
 * walking every task newest first in hope of an early page: issue 43 §1), the page's ids with the total,
 * then their columns; past the last page no row carries the total, so a second statement counts. An
 * un-narrowed Team tasks page is merged from the members' index rows (mergedTeamPageSql) and counted apart.
 */
export async function taskPage(
  db: Db,
  actor: Actor,
  q: z.infer<typeof TaskListRequest>,
): Promise<{ tasks: Task[]; total: number }> {
  const narrowed = narrowing(q);
  const matched = matchedSql(actor, q.tab, q.status, narrowed);
  const count = async () =>
    (await db.execute<{ n: number }>(sql`select count(*)::int as n from (${matched}) m`)).rows[0].n;
  const merged = mergedTeamPageSql(actor, q, narrowed);
  if (merged) {
    const rows = await pageTasks(
      db,
      actor,
      sql`page as materialized (select created_at, id, null::int as total from (${merged}) p)`,
    );
    const whole = q.pageNo === 1 && rows.length < q.count; // the first page holds them all
    return { tasks: rows.map((r) => toTask(r, actor)), total: whole ? rows.length : await count() };
  }
  const rows = await pageTasks(
    db,
    actor,
    sql`matched as materialized (${matched}),
      page as materialized (
        select id, created_at, count(*) over () as total
        from matched
        order by created_at desc, id desc
        limit ${q.count} offset ${offsetOf(q.pageNo, q.count)})`,
  );
  const total = rows.length ? Number(rows[0].total) : q.pageNo > 1 ? await count() : 0;
  return { tasks: rows.map((r) => toTask(r, actor)), total };
}

/** The tabs counted by tabCounts, by their key in the answer. */
const tabs = {
  allTasks: 'ALL',
  forYou: 'FOR_YOU',
  createdByYou: 'CREATED_BY_YOU',
  mentions: 'MENTIONS',
  teamTasks: 'TEAM_TASK',
  starred: 'STARRED',
} as const;
type TabKey = keyof typeof tabs;

/**
 * Per tab, the tasks of `status` its un-narrowed list shows (tabSourceSql, from the actor's own index rows: the
 * count is the list's total) and those among them with unread messages, checked once per task.
 */
export async function tabCounts(
  db: Db,
  actor: Actor,
  status: 'OPEN' | 'CLOSED',
): Promise<{ n: Record<TabKey, number>; unread: Record<TabKey, number> }> {
  const keys = Object.keys(tabs) as TabKey[];
  const matched = sql.join(
    keys.map(
      (k) => sql`select ${k}::text as k, m.id from (${tabSourceSql(actor, tabs[k], status)}) m`,
    ),
    sql` union all `,
  );
  const { rows } = await db.execute<{ k: TabKey; n: number; unread: number }>(sql`with
    matched as materialized (${matched}),
    unread as materialized (
      select distinct c.task_id as id
      from task_comments c join tasks t on t.id = c.task_id
      where c.task_id in (select id from matched)
        and ${unreadCommentSql(actor)} and ${followsThreadSql(actor)}
    )
    select k, count(*)::int as n,
      count(*) filter (where id in (select id from unread))::int as unread
    from matched
    group by k`);
  const per = (f: 'n' | 'unread') =>
    Object.fromEntries(
      keys.map((k) => [k, Number(rows.find((r) => r.k === k)?.[f] ?? 0)]),
    ) as Record<TabKey, number>;
  return { n: per('n'), unread: per('unread') };
}
