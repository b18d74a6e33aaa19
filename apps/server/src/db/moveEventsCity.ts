import { sql } from 'drizzle-orm';
import type { Tx } from './client.js';
import { oneOf } from '../lib/sql.js';

/**
 * Moves events from city `from` to city `to` (all of them, or only the events of `only`) and answers
 * the moved events' ids: a city's removal and its Undo (admin reference data). Beside the schema, as
 * eventExists, because the events module sits above the admin module (it imports chat and inventories).
 */
export async function moveEventsCity(
  tx: Tx,
  m: { from: number; to: number; only?: number[] },
): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(
    m.only
      ? sql`update events set city_id = ${m.to}
          where id ${oneOf(m.only)} and city_id = ${m.from}
          returning id`
      : sql`update events set city_id = ${m.to} where city_id = ${m.from} returning id`,
  );
  return rows.map((r) => Number(r.id));
}
