import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';

/**
 * Inserts many rows in chunks through one JSON parameter per chunk (json_to_recordset), which works
 * the same on PGlite and node-postgres. `columns` maps snake_case column → SQL type. Returns the
 * `returning` column of every inserted row, in insertion order.
 */
export async function bulkInsert(
  tx: Tx,
  table: string,
  columns: Record<string, string>,
  rows: Record<string, unknown>[],
  returning?: string,
  chunk = 5000,
): Promise<number[]> {
  const out: number[] = [];
  const names = Object.keys(columns);
  const cols = sql.raw(names.map((n) => `"${n}"`).join(', '));
  const defs = sql.raw(names.map((n) => `"${n}" ${columns[n]}`).join(', '));
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const ret = returning ? sql` returning ${sql.identifier(returning)}` : sql``;
    const { rows: got } = await tx.execute<Record<string, number>>(
      sql`insert into ${sql.identifier(table)} (${cols}) select ${cols} from json_to_recordset(${JSON.stringify(part)}::json) as x(${defs})${ret}`,
    );
    if (returning) for (const r of got) out.push(Number(r[returning]));
  }
  return out;
}
