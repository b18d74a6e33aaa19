import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { jsonValue, oneOf } from '../../lib/sql.js';

/** A removed city's own fields, kept to bring it back. */
type RemovedCity = { name: string; stateId: number; tier: number | null; parentId: number };

/** What a MOVE_TO_PARENT removal moved, by id (newOffices: parent offices it added). */
export type Moved = {
  hq: number[];
  offices: number[];
  newOffices: number[];
  pocs: number[];
  events: number[];
  locations: number[];
};

/** City `cityId`'s fields and its label and its parent's as 'City, State' (parent null when none). */
export async function cityForRemoval(
  tx: Tx,
  cityId: number,
): Promise<{
  city: Omit<RemovedCity, 'parentId'> & { parentId: number | null };
  fromLabel: string;
  toLabel: string | null;
}> {
  const { rows } = await tx.execute<{
    name: string;
    state_id: number;
    tier: number | null;
    parent_id: number | null;
    from_label: string;
    to_label: string | null;
  }>(sql`
    select c.name, c.state_id, c.tier, c.parent_id, c.name || ', ' || s.name as from_label,
      (select p.name || ', ' || ps.name
       from cities p join states ps on ps.id = p.state_id
       where p.id = c.parent_id) as to_label
    from cities c join states s on s.id = c.state_id
    where c.id = ${cityId}`);
  const c = rows[0];
  return {
    city: {
      name: c.name,
      stateId: Number(c.state_id),
      tier: c.tier === null ? null : Number(c.tier),
      parentId: c.parent_id === null ? null : Number(c.parent_id),
    },
    fromLabel: c.from_label,
    toLabel: c.to_label,
  };
}

/** Moves the child locations of city `from` to city `to` (all, or only those of `only`); answers their ids. */
export async function moveChildLocations(
  tx: Tx,
  m: { from: number; to: number; only?: number[] },
): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(
    m.only
      ? sql`update cities set parent_id = ${m.to}
          where id ${oneOf(m.only)} and parent_id = ${m.from}
          returning id`
      : sql`update cities set parent_id = ${m.to} where parent_id = ${m.from} returning id`,
  );
  return rows.map((r) => Number(r.id));
}

/** Keeps a removal of city `cityId` by `userId` (the city and what moved); answers its id. */
export async function saveRemoval(
  tx: Tx,
  r: { cityId: number; city: RemovedCity; moved: Moved; userId: number },
): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into location_removals (city_id, city, moved, removed_by_user_id)
    values (${r.cityId}, ${JSON.stringify(r.city)}::jsonb, ${JSON.stringify(r.moved)}::jsonb, ${r.userId})
    returning id`);
  return Number(rows[0].id);
}

/** Removal `id` locked for update, or null when there is none. */
export async function removalForUpdate(
  tx: Tx,
  id: number,
): Promise<{ cityId: number; city: RemovedCity; moved: Moved; restored: boolean } | null> {
  const { rows } = await tx.execute<{
    city_id: number;
    city: unknown;
    moved: unknown;
    restored: boolean;
  }>(sql`
    select city_id, city, moved, restored_at is not null as restored
    from location_removals
    where id = ${id}
    for update`);
  if (!rows.length) return null;
  return {
    cityId: Number(rows[0].city_id),
    city: jsonValue<RemovedCity>(rows[0].city),
    moved: jsonValue<Moved>(rows[0].moved),
    restored: rows[0].restored,
  };
}

/** Whether state `stateId` has a city named `name` (case-insensitive). */
export async function cityNameTaken(tx: Tx, stateId: number, name: string): Promise<boolean> {
  const { rows } = await tx.execute(
    sql`select 1 from cities where state_id = ${stateId} and lower(name) = ${name.toLowerCase()}`,
  );
  return rows.length > 0;
}

/** Whether city `id` exists. */
export async function cityExists(tx: Tx, id: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`select 1 from cities where id = ${id}`);
  return rows.length > 0;
}

/** Inserts removed city `cityId` again with its own id and fields, under parent `parentId`. */
export async function reinsertCity(
  tx: Tx,
  c: { cityId: number; city: RemovedCity; parentId: number | null },
): Promise<void> {
  await tx.execute(sql`
    insert into cities (id, name, state_id, tier, parent_id) overriding system value
    values (${c.cityId}, ${c.city.name}, ${c.city.stateId}, ${c.city.tier}, ${c.parentId})`);
}

/** The labels 'City, State' of city `parentId` (from) and city `cityId` (to). */
export async function moveLabels(
  tx: Tx,
  cityId: number,
  parentId: number,
): Promise<{ from: string; to: string }> {
  const { rows } = await tx.execute<{ from_label: string; to_label: string }>(sql`
    select p.name || ', ' || ps.name as from_label, c.name || ', ' || s.name as to_label
    from cities c join states s on s.id = c.state_id, cities p join states ps on ps.id = p.state_id
    where c.id = ${cityId} and p.id = ${parentId}`);
  return { from: rows[0].from_label, to: rows[0].to_label };
}

/** Marks removal `id` undone. */
export async function markRestored(tx: Tx, id: number): Promise<void> {
  await tx.execute(sql`update location_removals set restored_at = now() where id = ${id}`);
}
