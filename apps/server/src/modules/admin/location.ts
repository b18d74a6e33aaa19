import { sql } from 'drizzle-orm';
import { REFERENCE_MESSAGES } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { idArray, jsonValue } from '../../lib/sql.js';

type Moved = {
  hq: number[];
  offices: number[];
  newOffices: number[];
  pocs: number[];
  events: number[];
  locations: number[];
};

/** Brand history rows (entity LOCATION) for the brands whose HQ or marketing office moved between two cities. */
async function locationHistory(
  tx: Tx,
  userId: number,
  moved: Pick<Moved, 'hq' | 'offices'>,
  from: string,
  to: string,
) {
  await tx.execute(sql`insert into brand_history (brand_id, entity, entity_id, field, from_value, to_value, user_id)
    select x.brand_id, 'LOCATION', x.brand_id, x.field, ${from}::text, ${to}::text, ${userId}::bigint from (
      select unnest(${idArray(moved.hq)}) as brand_id, 'hqCityId' as field
      union all select unnest(${idArray(moved.offices)}), 'marketingOfficeCityIds') x`);
}

const ids = (rows: { id: number | string }[]) => rows.map((r) => Number(r.id));

/**
 * Location removal with childMovementStrategy MOVE_TO_PARENT (spec 001 §5): a city is a leaf of the
 * location tree for brands, so its "children" are what references it. They move to the city's parent
 * location (cities.parent_id): brand HQs (brands.hq_region_id follows through its trigger), marketing
 * offices (a brand already there keeps one), POCs, events and the city's own child locations. Each moved
 * brand HQ and marketing office gets a LOCATION history row by `userId` (from and to as 'City, State').
 * What moved is kept in location_removals, so `restoreLocation` can take it back. 409 NO_PARENT_LOCATION,
 * naming `uses`, when the city has no parent. Answers how many of each moved and the removal's id.
 */
export async function moveToParent(
  tx: Tx,
  userId: number,
  cityId: number,
  uses: string[],
): Promise<{ moved: Record<string, number>; locationRemovalId: number }> {
  const { rows } = await tx.execute<{
    name: string;
    state_id: number;
    tier: number | null;
    parent_id: number | null;
    from_label: string;
    to_label: string | null;
  }>(sql`select c.name,
      c.state_id, c.tier, c.parent_id, c.name || ', ' || s.name as from_label,
      (select p.name || ', ' || ps.name from cities p join states ps on ps.id = p.state_id where p.id = c.parent_id) as to_label
    from cities c join states s on s.id = c.state_id where c.id = ${cityId}`);
  const c = rows[0];
  if (c.parent_id === null) throw conflict(REFERENCE_MESSAGES.noParent(uses), 'NO_PARENT_LOCATION');
  const parentId = Number(c.parent_id);
  const moved: Moved = {
    hq: ids(
      (
        await tx.execute<{ id: number }>(
          sql`update brands set hq_city_id = ${parentId}, updated_at = now() where hq_city_id = ${cityId} returning id`,
        )
      ).rows,
    ),
    newOffices: ids(
      (
        await tx.execute<{
          id: number;
        }>(sql`insert into brand_marketing_offices (brand_id, city_id) select brand_id, ${parentId} from brand_marketing_offices
      where city_id = ${cityId} on conflict do nothing returning brand_id as id`)
      ).rows,
    ),
    offices: ids(
      (
        await tx.execute<{ id: number }>(
          sql`delete from brand_marketing_offices where city_id = ${cityId} returning brand_id as id`,
        )
      ).rows,
    ),
    pocs: ids(
      (
        await tx.execute<{ id: number }>(
          sql`update pocs set city_id = ${parentId} where city_id = ${cityId} returning id`,
        )
      ).rows,
    ),
    events: ids(
      (
        await tx.execute<{ id: number }>(
          sql`update events set city_id = ${parentId} where city_id = ${cityId} returning id`,
        )
      ).rows,
    ),
    locations: ids(
      (
        await tx.execute<{ id: number }>(
          sql`update cities set parent_id = ${parentId} where parent_id = ${cityId} returning id`,
        )
      ).rows,
    ),
  };
  await locationHistory(tx, userId, moved, c.from_label, c.to_label ?? '');
  const city = {
    name: c.name,
    stateId: Number(c.state_id),
    tier: c.tier === null ? null : Number(c.tier),
    parentId,
  };
  const { rows: saved } = await tx.execute<{
    id: number;
  }>(sql`insert into location_removals (city_id, city, moved, removed_by_user_id)
    values (${cityId}, ${JSON.stringify(city)}::jsonb, ${JSON.stringify(moved)}::jsonb, ${userId}) returning id`);
  return {
    moved: {
      brands: moved.hq.length,
      marketingOffices: moved.offices.length,
      pocs: moved.pocs.length,
      events: moved.events.length,
      locations: moved.locations.length,
    },
    locationRemovalId: Number(saved[0].id),
  };
}

/**
 * POST /api/admin/location/restore {locationRemovalId} (the Undo of a MOVE_TO_PARENT removal): the city
 * comes back with its id and fields, and what moved to its parent moves back — each brand HQ, marketing
 * office, POC, event and child location that is still at the parent (what was changed since stays), with
 * LOCATION history rows. 404 unknown removal; 409 when already undone, or when its name is taken in its
 * state by now.
 */
export async function restoreLocation(
  tx: Tx,
  userId: number,
  locationRemovalId: number,
): Promise<void> {
  const { rows } = await tx.execute<{
    city_id: number;
    city: unknown;
    moved: unknown;
    restored: boolean;
  }>(sql`select city_id, city, moved, restored_at is not null as restored
    from location_removals where id = ${locationRemovalId} for update`);
  if (!rows.length)
    throw notFound(REFERENCE_MESSAGES.notFound('location'), 'LOCATION_REMOVAL_NOT_FOUND');
  if (rows[0].restored) throw conflict('This removal was already undone.', 'ALREADY_RESTORED');
  const cityId = Number(rows[0].city_id);
  const city = jsonValue<{ name: string; stateId: number; tier: number | null; parentId: number }>(
    rows[0].city,
  );
  const moved = jsonValue<Moved>(rows[0].moved);
  const { rows: clash } = await tx.execute(
    sql`select 1 from cities where state_id = ${city.stateId} and lower(name) = ${city.name.toLowerCase()}`,
  );
  if (clash.length)
    throw conflict(REFERENCE_MESSAGES.exists('location', city.name), 'ALREADY_EXISTS');
  const { rows: parent } = await tx.execute(sql`select 1 from cities where id = ${city.parentId}`);
  const parentId = parent.length ? city.parentId : null;
  await tx.execute(
    sql`insert into cities (id, name, state_id, tier, parent_id) overriding system value values (${cityId}, ${city.name}, ${city.stateId}, ${city.tier}, ${parentId})`,
  );
  if (parentId !== null) {
    const back: Moved = {
      hq: ids(
        (
          await tx.execute<{ id: number }>(
            sql`update brands set hq_city_id = ${cityId}, updated_at = now() where id = any(${idArray(moved.hq)}) and hq_city_id = ${parentId} returning id`,
          )
        ).rows,
      ),
      offices: ids(
        (
          await tx.execute<{
            id: number;
          }>(sql`insert into brand_marketing_offices (brand_id, city_id) select b.id, ${cityId} from brands b
        where b.id = any(${idArray(moved.offices)}) on conflict do nothing returning brand_id as id`)
        ).rows,
      ),
      newOffices: [],
      pocs: ids(
        (
          await tx.execute<{ id: number }>(
            sql`update pocs set city_id = ${cityId} where id = any(${idArray(moved.pocs)}) and city_id = ${parentId} returning id`,
          )
        ).rows,
      ),
      events: ids(
        (
          await tx.execute<{ id: number }>(
            sql`update events set city_id = ${cityId} where id = any(${idArray(moved.events)}) and city_id = ${parentId} returning id`,
          )
        ).rows,
      ),
      locations: ids(
        (
          await tx.execute<{ id: number }>(
            sql`update cities set parent_id = ${cityId} where id = any(${idArray(moved.locations)}) and parent_id = ${parentId} returning id`,
          )
        ).rows,
      ),
    };
    // the parent's offices the removal added go again
    await tx.execute(
      sql`delete from brand_marketing_offices where city_id = ${parentId} and brand_id = any(${idArray(moved.newOffices)})`,
    );
    const { rows: labels } = await tx.execute<{
      from_label: string;
      to_label: string;
    }>(sql`select p.name || ', ' || ps.name as from_label, c.name || ', ' || s.name as to_label
      from cities c join states s on s.id = c.state_id, cities p join states ps on ps.id = p.state_id where c.id = ${cityId} and p.id = ${parentId}`);
    await locationHistory(tx, userId, back, labels[0].from_label, labels[0].to_label);
  }
  await tx.execute(
    sql`update location_removals set restored_at = now() where id = ${locationRemovalId}`,
  );
}
