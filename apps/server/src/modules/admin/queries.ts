import { sql } from 'drizzle-orm';
import type { ReferenceKind, ReferenceRow } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { offsetOf } from '../../lib/paging.js';
import { containsPattern } from '../../lib/sql.js';
import { KINDS, type KindDescriptor, type Values } from './kinds.js';

const descriptor = <K extends ReferenceKind>(kind: K) => KINDS[kind] as KindDescriptor<K>;
const tableOf = (kind: ReferenceKind) => sql.identifier(descriptor(kind).table);

/**
 * One page of `kind` as its list shows it (the row and the counts of its uses) and how many rows
 * match: searched by name (and what `searchAlso` adds), sorted by `sortField` (a column of the list's
 * row, or 'name' for the name whatever its case), nulls last, ties by name then id.
 */
export async function referencePage<K extends ReferenceKind>(
  db: Db,
  q: {
    kind: K;
    pageNo: number;
    count: number;
    searchFor: string;
    sortField: string;
    descending: boolean;
  },
): Promise<{ rows: ReferenceRow<K>[]; total: number }> {
  const d = descriptor(q.kind);
  const pattern = containsPattern(q.searchFor);
  const where = q.searchFor
    ? sql`(lower(t.name) like ${pattern}${d.searchAlso ? sql` or ${d.searchAlso(pattern)}` : sql``})`
    : sql`true`;
  const key = q.sortField === 'name' ? sql`lower(t.name)` : sql.identifier(q.sortField);
  const order = sql.raw(q.descending ? 'desc' : 'asc');
  const [{ rows }, total] = await Promise.all([
    db.execute(sql`
      select ${d.select}
      from ${d.from}
      where ${where}
      order by ${key} ${order} nulls last, lower(t.name), t.id
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n
      from ${tableOf(q.kind)} t
      where ${where}`),
  ]);
  return { rows: rows as ReferenceRow<K>[], total: total.rows[0].n };
}

/** Row `id` of `kind` as its list shows it, or null. */
export async function referenceRow<K extends ReferenceKind>(
  tx: Tx,
  kind: K,
  id: number,
): Promise<ReferenceRow<K> | null> {
  const d = descriptor(kind);
  const { rows } = await tx.execute(sql`select ${d.select} from ${d.from} where t.id = ${id}`);
  return (rows[0] as ReferenceRow<K> | undefined) ?? null;
}

/** The writable values of row `id` of `kind` (API field names), or null when there is none. */
export async function referenceValues<K extends ReferenceKind>(
  tx: Tx,
  kind: K,
  id: number,
): Promise<Values<K> | null> {
  const cols = Object.entries(descriptor(kind).columns).map(
    ([field, col]) => sql`${sql.identifier(col as string)} as ${sql.identifier(field)}`,
  );
  const { rows } = await tx.execute(
    sql`select ${sql.join(cols, sql`, `)} from ${tableOf(kind)} where id = ${id}`,
  );
  return (rows[0] as Values<K> | undefined) ?? null;
}

/** Whether another row of `kind` than `exceptId` clashes with `v` (the kind's `clash` condition). */
export async function referenceClashes<K extends ReferenceKind>(
  tx: Tx,
  c: { kind: K; values: Values<K>; exceptId?: number },
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    select 1
    from ${tableOf(c.kind)} t
    where ${descriptor(c.kind).clash(c.values)} ${c.exceptId ? sql`and t.id <> ${c.exceptId}` : sql``}
    limit 1`);
  return rows.length > 0;
}

/** Locks `kind`'s table against other writers until the transaction ends (SHARE ROW EXCLUSIVE). */
export async function lockReference(tx: Tx, kind: ReferenceKind): Promise<void> {
  await tx.execute(sql`lock table ${tableOf(kind)} in share row exclusive mode`);
}

/** Inserts a row of `kind` with every writable field of `v`; answers its id. */
export async function insertReference<K extends ReferenceKind>(
  tx: Tx,
  kind: K,
  v: Values<K>,
): Promise<number> {
  const d = descriptor(kind);
  const fields = Object.keys(d.columns) as (keyof Values<K> & string)[];
  const cols = fields.map((f) => sql.identifier(d.columns[f] as string));
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into ${tableOf(kind)} (${sql.join(cols, sql`, `)})
    values (${sql.join(
      fields.map((f) => sql`${v[f]}`),
      sql`, `,
    )})
    returning id`);
  return rows[0].id;
}

/** Sets the `fields` of row `id` of `kind` to their values in `v`. */
export async function updateReferenceRow<K extends ReferenceKind>(
  tx: Tx,
  u: { kind: K; id: number; fields: string[]; values: Values<K> },
): Promise<void> {
  const d = descriptor(u.kind);
  const sets = u.fields.map(
    (f) =>
      sql`${sql.identifier(d.columns[f as keyof Values<K>] as string)} = ${u.values[f as keyof Values<K>]}`,
  );
  await tx.execute(
    sql`update ${tableOf(u.kind)} set ${sql.join(sets, sql`, `)} where id = ${u.id}`,
  );
}

/** Deletes row `id` of `kind`. */
export async function deleteReference(tx: Tx, kind: ReferenceKind, id: number): Promise<void> {
  await tx.execute(sql`delete from ${tableOf(kind)} where id = ${id}`);
}

/** How many of each of `kind`'s uses (the descriptor's order) row `id` has, in one statement. */
export async function useCounts(tx: Tx, kind: ReferenceKind, id: number): Promise<number[]> {
  const uses = descriptor(kind).uses;
  const { rows } = await tx.execute<Record<string, number>>(
    sql`select ${sql.join(
      uses.map((u, i) => sql`(${u.count(id)})::int as ${sql.identifier(`u${i}`)}`),
      sql`, `,
    )}`,
  );
  return uses.map((_, i) => Number(rows[0][`u${i}`]));
}
