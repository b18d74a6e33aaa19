import { sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntity, AuditRecord } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { and, isoText, jsonValue } from '../../lib/sql.js';
import { keysetRows, type KeysetPage, type KeysetRow } from '../../lib/keyset.js';

/** An audit record as written: the before and after states already cleaned of secrets. */
export type NewAuditRow = {
  actorId: number | null;
  address: string | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** A JSON parameter as jsonb, or SQL NULL. */
const jsonb = (v: object | null) => (v ? sql`${JSON.stringify(v)}::jsonb` : sql`null`);

/** Writes one audit record in `tx`. */
export async function insertAudit(tx: Tx, r: NewAuditRow): Promise<void> {
  await tx.execute(sql`
    insert into audit_log (actor_id, address, action, entity, entity_id, before, after)
    values (${r.actorId}, ${r.address}, ${r.action}, ${r.entity}, ${r.entityId},
      ${jsonb(r.before)}, ${jsonb(r.after)})`);
}

/** The audit page's filters: IST days `from`–`to` inclusive, as YYYY-MM-DD. */
export type AuditFilter = {
  actorId?: number;
  action?: AuditAction;
  entity?: AuditEntity;
  entityId?: string;
  from?: string;
  to?: string;
};

/** The start of IST day `day` (YYYY-MM-DD) as a timestamptz. */
const istDayStart = (day: SQL) => sql`((${day})::timestamp at time zone 'Asia/Kolkata')`;

/** WHERE of `f` over audit_log alias `a`. */
const filterSql = (f: AuditFilter) =>
  and([
    f.actorId !== undefined && sql`a.actor_id = ${f.actorId}`,
    f.action && sql`a.action = ${f.action}`,
    f.entity && sql`a.entity = ${f.entity}`,
    f.entityId && sql`a.entity_id = ${f.entityId}`,
    f.from && sql`a.at >= ${istDayStart(sql`${f.from}::date`)}`,
    f.to && sql`a.at < ${istDayStart(sql`${f.to}::date + 1`)}`,
  ]);

/** `(select <name> from <table> where id = <id>)`: a record's name column looked up by its id. */
const nameIn =
  (table: string, name = 'name') =>
  (id: SQL) =>
    sql`(select ${sql.raw(name)} from ${sql.identifier(table)} where id = ${id})`;

/**
 * How each kind of record is named today, given its id (the record's `entity_id` as a number); null
 * for the kinds whose id is already their name (a setting's key, an exported list's path).
 */
const SUBJECT_NAMES: Record<AuditEntity, ((id: SQL) => SQL) | null> = {
  user: nameIn('users', "first_name || ' ' || last_name"),
  location: nameIn('cities'),
  vertical: nameIn('verticals'),
  industry: nameIn('industries'),
  department: nameIn('department_names'),
  designation: nameIn('designations'),
  company: nameIn('companies'),
  inventory: nameIn('inventories'),
  agency: nameIn('agencies'),
  region: nameIn('regions'),
  state: nameIn('states'),
  event: nameIn('events'),
  event_inventory: (id) => sql`(select e.name || ' · ' || i.name from event_inventories ei
    join events e on e.id = ei.event_id join inventories i on i.id = ei.inventory_id
    where ei.id = ${id})`,
  custom_field: nameIn('custom_fields', 'label'),
  brand: nameIn('brands'),
  news: nameIn('news', 'title'),
  mailbox: nameIn('mailboxes', 'address'),
  list: null,
  setting: null,
  api_token: nameIn('api_tokens'),
  webhook: nameIn('webhooks', 'url'),
};

/** audit_log `a`'s entity_id as a bigint, or null when it is no number (never a cast error). */
const numericId = sql`case when a.entity_id ~ '^[0-9]{1,15}$' then a.entity_id::bigint end`;

/** The name of audit_log `a`'s subject as it is now (null: removed since, or named by its id). */
const subjectName = sql`case a.entity ${sql.join(
  Object.entries(SUBJECT_NAMES).flatMap(([entity, name]) =>
    name ? [sql`when ${entity} then ${name(numericId)}`] : [],
  ),
  sql` `,
)} end`;

type Row = {
  id: number;
  at: string;
  actor: AuditRecord['actor'] | string | null;
  address: string | null;
  action: AuditAction;
  entity: AuditEntity;
  entity_id: string | null;
  entity_name: string | null;
  before: Record<string, unknown> | string | null;
  after: Record<string, unknown> | string | null;
};

/** The columns of a Row for audit_log `a` left-joined to its actor `u`. */
const columns = sql`a.id, ${isoText(sql`a.at`)} as at, a.address, a.action, a.entity, a.entity_id,
  ${subjectName} as entity_name, a.before, a.after,
  case when u.id is null then null else json_build_object('userId', u.id,
    'name', u.first_name || ' ' || u.last_name, 'email', u.email) end as actor`;

const toRecord = (r: Row): AuditRecord => ({
  id: Number(r.id),
  at: r.at,
  actor: r.actor === null ? null : jsonValue<AuditRecord['actor']>(r.actor),
  address: r.address,
  action: r.action,
  entity: r.entity,
  entityId: r.entity_id,
  entityName: r.entity_name,
  before: r.before === null ? null : jsonValue(r.before),
  after: r.after === null ? null : jsonValue(r.after),
});

/** Up to `limit` records matching `f`, newest first, after the record `beforeId` when given. */
export async function auditRecords(
  db: Db,
  f: AuditFilter,
  page: { beforeId?: number; limit: number },
): Promise<AuditRecord[]> {
  const { rows } = await db.execute<Row>(sql`
    select ${columns} from audit_log a left join users u on u.id = a.actor_id
    where ${and([filterSql(f), page.beforeId !== undefined && sql`a.id < ${page.beforeId}`])}
    order by a.id desc limit ${page.limit}`);
  return rows.map(toRecord);
}

/** Every record matching `f`, newest first, read a page at a time by keyset (the CSV download). */
export function allAuditRecords(db: Db, f: AuditFilter): Promise<AsyncIterable<AuditRecord>> {
  return keysetRows({
    key: { expr: sql`a.id`, type: sql`bigint` },
    id: sql`a.id`,
    desc: true,
    pageSize: 1000,
    read: async (p: KeysetPage) =>
      (
        await db.execute<Row & KeysetRow>(sql`
          select ${p.columns}, ${columns} from audit_log a left join users u on u.id = a.actor_id
          where ${and([filterSql(f), p.range])} order by ${p.order} limit ${p.limit}`)
      ).rows,
    map: toRecord,
  });
}

/** Deletes the records older than `days` days; answers how many. */
export async function purgeAuditOlderThan(db: Db, days: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    with gone as (delete from audit_log where at < now() - make_interval(days => ${days}) returning 1)
    select count(*)::int as n from gone`);
  return Number(rows[0]?.n ?? 0);
}
