import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/** A LIKE pattern matching `text` anywhere, with %, _ and \ escaped; lower-cased for lower(col) indexes. */
export const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Joins SQL conditions with AND; an empty list is TRUE. */
export function and(conds: (SQL | false | '' | undefined | null)[]): SQL {
  const list = conds.filter((c): c is SQL => !!c);
  return list.length
    ? sql.join(
        list.map((c) => sql`(${c})`),
        sql` and `,
      )
    : sql`true`;
}

/** A bigint[] parameter, for `unnest(...)` or `= any(...)` (a filter on a column: prefer oneOf). */
export const idArray = (ids: number[]) =>
  sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::bigint[]`;

/**
 * The right side of "column is one of `ids`": `= $1` for one id, `= any($1::bigint[])` otherwise (none matches
 * no row), written after the column: sql`b.industry_id ${oneOf(ids)}`. One id as an equality lets the planner
 * walk an index on that column in the index's order (a list's page then reads only its rows); an `= any` of one
 * element cannot, since PostgreSQL plans it as a set. Same truth value as `= any(...)` for every row, NULL too.
 */
export const oneOf = (ids: number[]) =>
  ids.length === 1 ? sql`= ${Math.trunc(ids[0])}::bigint` : sql`= any(${idArray(ids)})`;

/** `values` as one SQL text[] parameter (sent as JSON, so any text is safe), for `= any(...)`. */
export const textArray = (values: string[]) =>
  sql`array(select json_array_elements_text(${JSON.stringify(values)}::json))`;

/**
 * Today's calendar date in IST (Asia/Kolkata, UTC+5:30), as SQL. A scalar subquery, so the planner
 * computes it once per statement (an InitPlan, still usable in index conditions) instead of converting
 * the time zone on every row: the events list's phase counts over 5,000 events went from 5 ms to 1 ms.
 */
export const todayIst = sql`(select (now() at time zone 'Asia/Kolkata')::date)`;

/** A timestamptz expression as ISO 8601 UTC text with milliseconds (`2026-11-28T03:10:00.000Z`, as Date.toISOString). */
export const isoText = (ts: SQL) =>
  sql`to_char(${ts} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** JSON list of a brand's owners (spec 001 §3 brandOwners) for brand alias `b`, sorted by first name; `lastActiveOn` is isoText. */
export const brandOwnersJson = sql`coalesce((select json_agg(json_build_object(
    'brandOwnerUserId', u.id, 'brandOwnerUserName', u.first_name || ' ' || u.last_name,
    'brandOwnerProfileImage', u.profile_image, 'verticalName', v.name, 'lastActiveOn', ${isoText(sql`u.last_active_on`)}, 'isDeactivated', u.status <> 'ACTIVE') order by u.first_name)
  from brand_owners bo join users u on u.id = bo.user_id left join verticals v on v.id = u.vertical_id
  where bo.brand_id = b.id), '[]'::json)`;

/** Condition: brand `b` has an owner among `ownerIds`. */
export const ownedByAny = (ownerIds: number[]) =>
  sql`exists (select 1 from brand_owners bo where bo.brand_id = b.id and bo.user_id ${oneOf(ownerIds)})`;

/**
 * A UserSummary (contracts common.ts) as SQL JSON for user alias `u`, with its vertical looked up;
 * `lastActiveOn` is ISO UTC text. Use inside json_agg or select it as one column.
 */
export const userSummaryJson = (
  u = sql.raw('u'),
) => sql`json_build_object('userId', ${u}.id, 'userName', ${u}.first_name || ' ' || ${u}.last_name,
  'firstName', ${u}.first_name, 'lastName', ${u}.last_name, 'profileImage', ${u}.profile_image, 'roles', to_json(${u}.roles),
  'verticalName', (select v.name from verticals v where v.id = ${u}.vertical_id),
  'lastActiveOn', ${isoText(sql`${u}.last_active_on`)})`;

/** A json/jsonb column's value: node-postgres parses it, PGlite may hand back its text. */
export function jsonValue<T>(v: T | string): T;
export function jsonValue<T>(v: unknown): T;
export function jsonValue(v: unknown): unknown {
  return typeof v === 'string' ? JSON.parse(v) : v;
}

type Executor = { execute: (q: SQL) => Promise<{ rows: unknown[] }> };
type Query = { sql: string; params: unknown[] };
type PreparedQuery = {
  execute: (values?: Record<string, unknown>) => Promise<{ rows: unknown[] }>;
};
type PreparingExecutor = {
  dialect: { sqlToQuery: (q: SQL) => Query };
  session: {
    prepareQuery: (
      q: Query,
      fields: undefined,
      name: string | undefined,
      arrayMode: boolean,
    ) => PreparedQuery;
  };
};

/** The dialects (one per database, shared by its transactions) whose statements go unnamed: see unnamedStatements. */
const unnamed = new WeakSet<object>();

/**
 * Makes executePrepared and preparedStatement send unnamed statements on `db` and its transactions: behind
 * PgBouncer in transaction mode each transaction may get another server session, where a name prepared on
 * one is unknown (or, prepared twice, "already exists"); the plan is then made per run.
 */
export function unnamedStatements(db: object): void {
  unnamed.add((db as unknown as PreparingExecutor).dialect);
}

/** The statement name to send on `d`: `name`, or none on a database behind a pooler. */
const nameOn = (d: PreparingExecutor, name: string) => (unnamed.has(d.dialect) ? undefined : name);

/**
 * Runs `query` on `tx` (a database or a transaction) as the named prepared statement `name`: on a
 * PostgreSQL server each connection plans it once and reuses the plan, where an unnamed statement is
 * planned on every run (2 ms for the chat's send, more than it takes to execute); PGlite runs it as usual.
 * For hot paths only, and a name must always carry the same SQL text (parameters vary, the text may not).
 * The search uses it (its statements are assembled from per-space fragments); the per-request and
 * per-message statements use preparedStatement, which builds the text once.
 */
export async function executePrepared<T>(
  tx: Executor,
  name: string,
  query: SQL,
): Promise<{ rows: T[] }> {
  const d = tx as unknown as PreparingExecutor;
  return (await d.session
    .prepareQuery(d.dialect.sqlToQuery(query), undefined, nameOn(d, name), false)
    .execute()) as { rows: T[] };
}

/** One placeholder per value of a preparedStatement: `p.chatId` is drizzle's `sql.placeholder('chatId')`. */
export type Placeholders<V> = { readonly [K in keyof V]: Placeholder };

/**
 * A statement of the hottest paths (every request's actor, every chat message) as the named prepared
 * statement `name` (see executePrepared), its SQL built once: `build` writes it with a placeholder per value
 * (`p.chatId`), and each run binds `values` by name (every key present; null for none). Building a template
 * into text on every run cost about 30 KB of garbage per chat message; here it happens on the first run, and
 * a database's prepared query object is made once too (a transaction's once per transaction).
 */
export function preparedStatement<V extends Record<string, unknown>, T>(
  name: string,
  build: (p: Placeholders<V>) => SQL,
): (tx: Executor, values: V) => Promise<{ rows: T[] }> {
  const p = new Proxy({}, { get: (_, key) => sql.placeholder(String(key)) }) as Placeholders<V>;
  let query: Query | undefined;
  const prepared = new WeakMap<object, PreparedQuery>();
  return async (tx, values) => {
    const { dialect, session } = tx as unknown as PreparingExecutor;
    query ??= dialect.sqlToQuery(build(p));
    let q = prepared.get(session);
    if (!q) {
      q = session.prepareQuery(
        query,
        undefined,
        nameOn(tx as unknown as PreparingExecutor, name),
        false,
      );
      prepared.set(session, q);
    }
    return (await q.execute(values)) as { rows: T[] };
  };
}
