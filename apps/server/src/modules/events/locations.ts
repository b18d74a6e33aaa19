import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { idArray } from '../../lib/sql.js';

/** Moves events from city `from` to city `to` (all of them, or only the events of `only`). Answers the moved events' ids. */
export async function moveEventsCity(
  tx: Tx,
  m: { from: number; to: number; only?: number[] },
): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(
    m.only
      ? sql`update events set city_id = ${m.to}
          where id = any(${idArray(m.only)}) and city_id = ${m.from}
          returning id`
      : sql`update events set city_id = ${m.to} where city_id = ${m.from} returning id`,
  );
  return rows.map((r) => Number(r.id));
}
