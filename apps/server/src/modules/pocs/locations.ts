import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { oneOf } from '../../lib/sql.js';

/** Moves POCs from city `from` to city `to` (all of them, or only the POCs of `only`). Answers the moved POCs' ids. */
export async function movePocsCity(
  tx: Tx,
  m: { from: number; to: number; only?: number[] },
): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(
    m.only
      ? sql`update pocs set city_id = ${m.to}
          where id ${oneOf(m.only)} and city_id = ${m.from}
          returning id`
      : sql`update pocs set city_id = ${m.to} where city_id = ${m.from} returning id`,
  );
  return rows.map((r) => Number(r.id));
}

/** Renames every department named `from` (case-insensitive) to `to`: an admin renamed the department name. */
export async function renameDepartments(tx: Tx, r: { from: string; to: string }): Promise<void> {
  await tx.execute(
    sql`update departments set name = ${r.to} where lower(name) = ${r.from.toLowerCase()}`,
  );
}
