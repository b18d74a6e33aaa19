/**
 * Task benchmark data and the reminder burst: `ensureTasks` grows the bench database to
 * 100k tasks with five assignees each (500k sub-assignments), brand links, mentions and stars, once;
 * `taskEndpoints` are the list and count requests bench.ts loads; `runReminderBench` schedules 10,000
 * reminders due in the same minute and measures, through the API, how long the server copy takes to
 * fire them all. Measures only; asserts nothing.
 */
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../apps/server/src/db/client.js';
import { hashPassword } from '../apps/server/src/auth/passwords.js';
import { startJobQueue } from '../apps/server/src/jobs/queue.js';
import { REMINDER_JOB } from '../apps/server/src/modules/tasks/reminders.js';
import { startServerProcess } from './benchServer.js';

const BENCH_TASK = 'Bench task';
const REMINDER_TASK = 'Reminder bench task';

/**
 * Adds bench tasks until there are `n`, in an organisation of `people` bench colleagues plus the demo
 * users (so each person is on about 6n / people tasks, as in a real sales team): creators and five
 * assignees drawn from them all, a brand on half, a mention on a third, stars on a fifth, a fifth closed.
 */
export async function ensureTasks(db: Db, n: number, people = 1_000): Promise<void> {
  const have = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from tasks where name like ${`${BENCH_TASK} %`}`,
    )
  ).rows[0].n;
  if (have >= n) return;
  const t0 = Date.now();
  const hash = await hashPassword('demo1234');
  await db.execute(sql`insert into users (email, password_hash, first_name, last_name, roles) select 'bench-task-' || g || '@bench.test', ${hash}, 'Bench', 'Colleague ' || g, '{BO}'
    from generate_series(1, ${people}::int) g on conflict do nothing`);
  await db.execute(
    sql`create temporary table bench_u as select array_agg(id order by id) as a, count(*)::int as c from users where status = 'ACTIVE'`,
  );
  await db.execute(
    sql`create temporary table bench_b as select array_agg(id order by id) as a, count(*)::int as c from (select id from brands order by id limit 50000) x`,
  );
  await db.execute(sql`insert into tasks (name, description, creator_user_id, category, status, closed_at, created_at)
    select ${BENCH_TASK} || ' ' || g, 'Follow up on the proposal and share the revised deck', u.a[1 + (g * 7) % u.c],
      case when g % 2 = 0 then 'BRAND' else 'GENERAL' end, case when g % 5 = 0 then 'CLOSED' else 'OPEN' end, case when g % 5 = 0 then now() end,
      now() - make_interval(mins => g)
    from generate_series(${have + 1}::int, ${n}::int) g, bench_u u`);
  const fresh = sql`(select t.id, row_number() over (order by t.id) + ${have} as g, t.creator_user_id from tasks t where t.name like ${`${BENCH_TASK} %`} and not exists (select 1 from task_people p where p.task_id = t.id))`;
  await db.execute(sql`create temporary table bench_t as select * from ${fresh} x`);
  await db.execute(sql`insert into task_people (task_id, user_id, relation, type, auto)
    select t.id, u.a[1 + (t.g * 13 + k * 31) % u.c], 'ASSIGNEE', 'USER', false from bench_t t, bench_u u, generate_series(1, 5) k
    where u.a[1 + (t.g * 13 + k * 31) % u.c] <> t.creator_user_id
    union all select t.id, t.creator_user_id, 'ASSIGNER', 'USER', false from bench_t t on conflict do nothing`);
  await db.execute(sql`insert into task_sub_assignments (task_id, user_id, status) select p.task_id, p.user_id, case when t.g % 5 = 0 then 'CLOSED' else 'OPEN' end
    from task_people p join bench_t t on t.id = p.task_id where p.relation = 'ASSIGNEE' on conflict do nothing`);
  await db.execute(
    sql`insert into task_brands (task_id, brand_id) select t.id, b.a[1 + t.g % b.c] from bench_t t, bench_b b where t.g % 2 = 0 on conflict do nothing`,
  );
  await db.execute(
    sql`insert into task_mentions (task_id, user_id) select t.id, u.a[1 + (t.g * 17) % u.c] from bench_t t, bench_u u where t.g % 3 = 0 on conflict do nothing`,
  );
  await db.execute(
    sql`insert into task_stars (task_id, user_id) select p.task_id, p.user_id from task_people p join bench_t t on t.id = p.task_id where t.g % 5 = 1 and p.relation = 'ASSIGNEE' on conflict do nothing`,
  );
  // one statement each: PGlite prepares every statement, and a prepared statement holds one command
  for (const t of ['bench_t', 'bench_u', 'bench_b'])
    await db.execute(sql`drop table ${sql.identifier(t)}`);
  console.log(
    `  tasks: ${(n - have).toLocaleString('en-IN')} added in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  );
}

/** The task requests bench.ts loads (spec 001 §7 Task API): the BO's For you tab with a brand filter, the TO's team tasks, counts. */
export async function taskEndpoints(db: Db) {
  const bo = (
    await db.execute<{
      brand_id: number;
    }>(sql`select tb.brand_id from task_brands tb join task_people p on p.task_id = tb.task_id join users u on u.id = p.user_id
    where u.email = 'bo@demo.test' group by tb.brand_id order by count(*) desc limit 1`)
  ).rows[0];
  return [
    {
      name: 'tasks: For you, open',
      user: 'bo',
      path: '/api/task',
      body: { tab: 'FOR_YOU' },
      kind: 'list' as const,
    },
    {
      name: 'tasks: All, brand EXCLUDE filter, BRAND',
      user: 'bo',
      path: '/api/task',
      body: {
        tab: 'ALL',
        category: 'BRAND',
        filters: { brandIds: { ids: [bo?.brand_id ?? 1], selectionType: 'EXCLUDE' } },
      },
      kind: 'list' as const,
    },
    {
      name: 'tasks: Team tasks (TO)',
      user: 'to',
      path: '/api/task',
      body: { tab: 'TEAM_TASK' },
      kind: 'list' as const,
    },
    {
      name: 'task counts (BO)',
      user: 'bo',
      path: '/api/task/count',
      body: {},
      kind: 'list' as const,
    },
    {
      name: 'task counts (TO)',
      user: 'to',
      path: '/api/task/count',
      body: {},
      kind: 'list' as const,
    },
  ];
}

/**
 * `n` reminders due in the same minute: `n` tasks of a bench user (once), their reminders scheduled as
 * pg-boss jobs at one instant; then a server copy fires them and the bench user's unread count is polled
 * through the API until it holds all `n`. Answers the seconds from the due time to the last firing.
 */
export async function runReminderBench(
  open: () => Promise<Database>,
  env: Record<string, string>,
  n = 10_000,
) {
  const database = await open();
  const { due, made, scheduleSeconds } = await scheduleReminders(database, n);
  await database.close();
  const server = await startServerProcess(env);
  const login = await fetch(`${server.base}/api/user/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: REMINDER_USER, password: REMINDER_PASSWORD }),
  });
  const token = `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`;
  const unread = async () =>
    (
      (await (
        await fetch(`${server.base}/api/user/notifications?count=1`, {
          headers: { authorization: token },
        })
      ).json()) as { data: { unreadCount: number } }
    ).data.unreadCount;
  await new Promise((r) => setTimeout(r, Math.max(0, due.getTime() - Date.now())));
  let fired = 0;
  while (fired < made && Date.now() - due.getTime() < 180_000) {
    await new Promise((r) => setTimeout(r, 250));
    fired = await unread();
  }
  const seconds = (Date.now() - due.getTime()) / 1000;
  await server.stop();
  return {
    reminders: made,
    fired,
    secondsFromDueToLast: Math.round(seconds * 10) / 10,
    scheduleSeconds: Math.round(scheduleSeconds * 10) / 10,
  };
}

/** The bench user the reminders notify, and their password. */
const REMINDER_USER = 'bench-reminders@bench.test';
const REMINDER_PASSWORD = 'demo1234';

/**
 * The reminder bench's data: the bench user (once) and `n` tasks assigned to them by the demo PO (once),
 * their unread notifications cleared, a reminder on each due in a minute or so, scheduled as pg-boss jobs.
 * Answers the due time, how many reminders were made and how long scheduling took (s).
 */
async function scheduleReminders(
  database: Database,
  n: number,
): Promise<{ due: Date; made: number; scheduleSeconds: number }> {
  const db = database.db;
  if (!(await db.execute(sql`select 1 from users where email = ${REMINDER_USER}`)).rows.length) {
    await db.execute(
      sql`insert into users (email, password_hash, first_name, last_name, roles) values (${REMINDER_USER}, ${await hashPassword(REMINDER_PASSWORD)}, 'Reminder', 'Bench', '{BO}')`,
    );
  }
  const user = (
    await db.execute<{ id: number }>(sql`select id from users where email = ${REMINDER_USER}`)
  ).rows[0].id;
  const po = (
    await db.execute<{ id: number }>(sql`select id from users where email = 'po@demo.test'`)
  ).rows[0].id;
  const have = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from tasks where name = ${REMINDER_TASK}`,
    )
  ).rows[0].n;
  if (have < n) {
    await db.execute(sql`with t as (insert into tasks (name, description, creator_user_id, category) select ${REMINDER_TASK}, 'Due in the same minute', ${po}, 'GENERAL' from generate_series(1, ${n - have}::int) returning id)
      insert into task_people (task_id, user_id, relation, type) select id, ${user}, 'ASSIGNEE', 'USER' from t`);
  }
  await db.execute(sql`delete from notifications where user_id = ${user}`);
  const due = new Date(Date.now() + 60_000 + n * 3);
  await db.execute(
    sql`delete from task_reminders where task_id in (select id from tasks where name = ${REMINDER_TASK})`,
  );
  const { rows: made } = await db.execute<{
    task_id: number;
    id: number;
  }>(sql`insert into task_reminders (task_id, remind_at, first_at, created_by_user_id)
    select id, ${due.toISOString()}, ${due.toISOString()}, ${po} from tasks where name = ${REMINDER_TASK} order by id limit ${n} returning task_id, id`);
  const jobs = await startJobQueue(database);
  const t0 = Date.now();
  for (const r of made)
    await jobs.send(
      REMINDER_JOB,
      { taskId: Number(r.task_id), reminderId: Number(r.id) },
      { startAfter: due },
    );
  const scheduleSeconds = (Date.now() - t0) / 1000;
  await jobs.stop();
  return { due, made: made.length, scheduleSeconds };
}
