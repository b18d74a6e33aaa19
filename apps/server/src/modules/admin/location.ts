import { sql } from 'drizzle-orm';
import { REFERENCE_MESSAGES } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { idArray, jsonValue } from '../../lib/sql.js';
import {
  addMarketingOffices,
  copyMarketingOffices,
  moveBrandHqs,
  recordLocationHistory,
  removeMarketingOffices,
  removeMarketingOfficesIn,
} from '../brands/index.js';
import { moveEventsCity } from '../events/index.js';
import { movePocsCity } from '../pocs/index.js';

const ids = (rows: { id: number | string }[]) => rows.map((r) => Number(r.id));

type Moved = {
  hq: number[];
  offices: number[];
  newOffices: number[];
  pocs: number[];
  events: number[];
  locations: number[];
};

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
  const from = { from: cityId, to: parentId };
  const moved: Moved = {
    hq: await moveBrandHqs(tx, from),
    newOffices: await copyMarketingOffices(tx, from),
    offices: await removeMarketingOfficesIn(tx, cityId),
    pocs: await movePocsCity(tx, from),
    events: await moveEventsCity(tx, from),
    locations: ids(
      (
        await tx.execute<{ id: number }>(
          sql`update cities set parent_id = ${parentId} where parent_id = ${cityId} returning id`,
        )
      ).rows,
    ),
  };
  await recordLocationHistory(tx, {
    userId,
    hq: moved.hq,
    offices: moved.offices,
    from: c.from_label,
    to: c.to_label ?? '',
  });
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
    const back = { from: parentId, to: cityId };
    const hq = await moveBrandHqs(tx, { ...back, only: moved.hq });
    const offices = await addMarketingOffices(tx, { cityId, brandIds: moved.offices });
    await movePocsCity(tx, { ...back, only: moved.pocs });
    await moveEventsCity(tx, { ...back, only: moved.events });
    await tx.execute(
      sql`update cities set parent_id = ${cityId} where id = any(${idArray(moved.locations)}) and parent_id = ${parentId} returning id`,
    );
    // the parent's offices the removal added go again
    await removeMarketingOffices(tx, { cityId: parentId, brandIds: moved.newOffices });
    const { rows: labels } = await tx.execute<{
      from_label: string;
      to_label: string;
    }>(sql`select p.name || ', ' || ps.name as from_label, c.name || ', ' || s.name as to_label
      from cities c join states s on s.id = c.state_id, cities p join states ps on ps.id = p.state_id where c.id = ${cityId} and p.id = ${parentId}`);
    await recordLocationHistory(tx, {
      userId,
      hq,
      offices,
      from: labels[0].from_label,
      to: labels[0].to_label,
    });
  }
  await tx.execute(
    sql`update location_removals set restored_at = now() where id = ${locationRemovalId}`,
  );
}
