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

/**
 * The ids (column `id`) of the tasks a tab lists for the actor (spec 001 §5 Task tabs), read from the
 * per-user indexes so that lists and counts touch only the actor's own tasks, never the whole table.
 * Every source but STARRED implies visibility; the creator sources use the partial index of live tasks.
 */
function tabSourceSql(a: Actor, tab: TaskTab): SQL {
  const me = a.userId;
  const inTeam = oneOf(team(a));
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
        ? sql`select id from tasks where creator_user_id ${inTeam} and deleted_at is null
          union select task_id from task_people where user_id ${inTeam}`
        : sql`select null::bigint as id where false`;
    default:
      return sql`select id from tasks where creator_user_id = ${me} and deleted_at is null
        union select task_id from task_people where user_id = ${me}
        union select task_id from task_mentions where user_id = ${me}
        union select task_id from task_sub_assignment_members where user_id = ${me}`;
  }
}

/**
 * The ids (column `id`) of the tasks of `status` the actor may see (All ∪ Team tasks), live ones only:
 * created by them (or their team), from tasks_creator_idx; on them, from task_people's task_status
 * (kept by triggers); mentioned or in a sub-assignment's thread, checked on the task.
 */
function liveSql(a: Actor, status: 'OPEN' | 'CLOSED'): SQL {
  const people = oneOf([a.userId, ...(a.ownedTeamIds.length ? team(a) : [])]);
  return sql`select id from tasks
      where creator_user_id ${people} and status = ${status} and deleted_at is null
    union select task_id from task_people where user_id ${people} and task_status = ${status}
    union select x.task_id from (
        select task_id from task_mentions where user_id = ${a.userId}
        union select task_id from task_sub_assignment_members where user_id = ${a.userId}
      ) x
      join tasks t on t.id = x.task_id
      where t.status = ${status} and t.deleted_at is null`;
}

/** FROM of a tab's tasks `t` (creator `cu`), the STARRED tab checked for visibility (a star outlives access). */
const tabFrom = (a: Actor, tab: TaskTab) =>
  sql`(${tabSourceSql(a, tab)}) src
    join tasks t on t.id = src.id and t.deleted_at is null
      ${tab === 'STARRED' ? sql`and ${visibleSql(a)}` : sql``}`;

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
 * The conditions of the task list over tabFrom besides its status: category, search and the task filter of
 * spec 001 §5, one per part asked for (none when the list is not narrowed).
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
 * The Team tasks tab's tasks of `status` (id, created_at) when nothing narrows it: those the TO's team created
 * (tasks_creator_idx) and those on them (task_people_user_status_idx, which carries the task's status and
 * created_at: migration 0064), both read from the index alone; the tasks table is joined for the page only.
 * The general form joined every one of the team's tasks for its status and date (34,000 at scale 500: 106 ms).
 */
const teamTasksSql = (a: Actor, status: string) =>
  sql`select id, created_at from tasks
      where creator_user_id ${oneOf(team(a))} and status = ${status} and deleted_at is null
    union select task_id, task_created_at from task_people
      where user_id ${oneOf(team(a))} and task_status = ${status}`;

/** The tab's matching tasks (id, created_at): teamTasksSql for an un-narrowed Team tasks tab, else tabFrom's. */
function matchedSql(a: Actor, q: z.infer<typeof TaskListRequest>): SQL {
  const narrowed = narrowing(q);
  if (q.tab === 'TEAM_TASK' && a.ownedTeamIds.length && !narrowed.length)
    return teamTasksSql(a, q.status);
  return sql`select t.id, t.created_at from ${tabFrom(a, q.tab)}
    where ${and([sql`t.status = ${q.status}`, ...narrowed])}`;
}

/**
 * One page of the tab's tasks matching `q`, newest first, with how many match. One statement: the tab's
 * matching tasks (materialized, so the planner reads them from the actor's own index rows rather than
 * walking every task newest first in hope of an early page: issue 43 §1), the page's ids with the total,
 * then their columns; past the last page no row carries the total, so a second statement counts.
 */
export async function taskPage(
  db: Db,
  actor: Actor,
  q: z.infer<typeof TaskListRequest>,
): Promise<{ tasks: Task[]; total: number }> {
  const matched = matchedSql(actor, q);
  const page = sql`select id, created_at, count(*) over () as total
    from matched
    order by created_at desc, id desc
    limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`;
  const { rows } = await db.execute<TaskRow & { total: number }>(sql`with
    matched as materialized (${matched}),
    page as materialized (${page})
    select ${taskColumns(actor)}, page.total
    from page join ${taskFrom} on t.id = page.id
    order by page.created_at desc, page.id desc`);
  const total = rows.length
    ? Number(rows[0].total)
    : q.pageNo > 1
      ? (await db.execute<{ n: number }>(sql`select count(*)::int as n from (${matched}) m`))
          .rows[0].n
      : 0;
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
 * Per tab, the visible tasks of `status` and those among them with unread messages. One pass: the
 * visible tasks of that status (liveSql), every tab's ids counted against them; unread checked only on
 * tasks that have messages.
 */
export async function tabCounts(
  db: Db,
  actor: Actor,
  status: 'OPEN' | 'CLOSED',
): Promise<{ n: Record<TabKey, number>; unread: Record<TabKey, number> }> {
  const keys = Object.keys(tabs) as TabKey[];
  const src = sql.join(
    keys.map((k) => sql`select ${k}::text as k, s.id from (${tabSourceSql(actor, tabs[k])}) s`),
    sql` union all `,
  );
  const { rows } = await db.execute<{ k: TabKey; n: number; unread: number }>(sql`with
    src as materialized (${src}),
    live as materialized (${liveSql(actor, status)}),
    unread as materialized (
      select distinct c.task_id as id
      from task_comments c join tasks t on t.id = c.task_id
      where c.task_id in (select id from live)
        and ${unreadCommentSql(actor)} and ${followsThreadSql(actor)}
    )
    select src.k, count(*)::int as n,
      count(*) filter (where src.id in (select id from unread))::int as unread
    from src join live on live.id = src.id
    group by src.k`);
  const per = (f: 'n' | 'unread') =>
    Object.fromEntries(
      keys.map((k) => [k, Number(rows.find((r) => r.k === k)?.[f] ?? 0)]),
    ) as Record<TabKey, number>;
  return { n: per('n'), unread: per('unread') };
}
