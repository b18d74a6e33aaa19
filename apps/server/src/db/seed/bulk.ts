import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';

/** Rows per INSERT statement (one JSON parameter each). */
const CHUNK = 5000;

/** Snake_case column → SQL type, e.g. `{ brand_id: 'bigint', name: 'text' }`. */
type Columns = Record<string, string>;

/**
 * Inserts many rows in chunks through one JSON parameter per chunk (json_to_recordset), which works
 * the same on PGlite and node-postgres. `columns` maps snake_case column → SQL type.
 */
export async function bulkInsert(
  tx: Tx,
  table: string,
  columns: Columns,
  rows: Record<string, unknown>[],
): Promise<void> {
  await insertChunks(tx, { table, columns }, rows);
}

/** bulkInsert for a table with an `id`: returns the id of every inserted row, in insertion order. */
export function bulkInsertIds(
  tx: Tx,
  table: string,
  columns: Columns,
  rows: Record<string, unknown>[],
): Promise<number[]> {
  return insertChunks(tx, { table, columns, returning: 'id' }, rows);
}

async function insertChunks(
  tx: Tx,
  into: { table: string; columns: Columns; returning?: string },
  rows: Record<string, unknown>[],
): Promise<number[]> {
  const { table, columns, returning } = into;
  const out: number[] = [];
  const names = Object.keys(columns);
  const cols = sql.raw(names.map((n) => `"${n}"`).join(', '));
  const defs = sql.raw(names.map((n) => `"${n}" ${columns[n]}`).join(', '));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    const ret = returning ? sql` returning ${sql.identifier(returning)}` : sql``;
    const { rows: got } = await tx.execute<Record<string, number>>(
      sql`insert into ${sql.identifier(table)} (${cols}) select ${cols} from json_to_recordset(${JSON.stringify(part)}::json) as x(${defs})${ret}`,
    );
    if (returning) for (const r of got) out.push(Number(r[returning]));
  }
  return out;
}
