import { REFERENCE_MESSAGES } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { moveEventsCity } from '../../db/moveEventsCity.js';
import { conflict, notFound } from '../../lib/errors.js';
import {
  addMarketingOffices,
  copyMarketingOffices,
  moveBrandHqs,
  recordLocationHistory,
  removeMarketingOffices,
  removeMarketingOfficesIn,
} from '../brands/index.js';
import { movePocsCity } from '../pocs/index.js';
import {
  cityExists,
  cityForRemoval,
  cityNameTaken,
  markRestored,
  moveChildLocations,
  moveLabels,
  reinsertCity,
  removalForUpdate,
  saveRemoval,
  type Moved,
} from './locationQueries.js';

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
  const { city, fromLabel, toLabel } = await cityForRemoval(tx, cityId);
  if (city.parentId === null)
    throw conflict(REFERENCE_MESSAGES.noParent(uses), 'NO_PARENT_LOCATION');
  const parentId = city.parentId;
  const from = { from: cityId, to: parentId };
  const moved: Moved = {
    hq: await moveBrandHqs(tx, from),
    newOffices: await copyMarketingOffices(tx, from),
    offices: await removeMarketingOfficesIn(tx, cityId),
    pocs: await movePocsCity(tx, from),
    events: await moveEventsCity(tx, from),
    locations: await moveChildLocations(tx, from),
  };
  await recordLocationHistory(tx, {
    userId,
    hq: moved.hq,
    offices: moved.offices,
    from: fromLabel,
    to: toLabel ?? '',
  });
  const locationRemovalId = await saveRemoval(tx, {
    cityId,
    city: { ...city, parentId },
    moved,
    userId,
  });
  return {
    moved: {
      brands: moved.hq.length,
      marketingOffices: moved.offices.length,
      pocs: moved.pocs.length,
      events: moved.events.length,
      locations: moved.locations.length,
    },
    locationRemovalId,
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
  const removal = await removalForUpdate(tx, locationRemovalId);
  if (!removal)
    throw notFound(REFERENCE_MESSAGES.notFound('location'), 'LOCATION_REMOVAL_NOT_FOUND');
  if (removal.restored) throw conflict('This removal was already undone.', 'ALREADY_RESTORED');
  const { cityId, city, moved } = removal;
  if (await cityNameTaken(tx, city.stateId, city.name))
    throw conflict(REFERENCE_MESSAGES.exists('location', city.name), 'ALREADY_EXISTS');
  const parentId = (await cityExists(tx, city.parentId)) ? city.parentId : null;
  await reinsertCity(tx, { cityId, city, parentId });
  if (parentId !== null) {
    const back = { from: parentId, to: cityId };
    const hq = await moveBrandHqs(tx, { ...back, only: moved.hq });
    const offices = await addMarketingOffices(tx, { cityId, brandIds: moved.offices });
    await movePocsCity(tx, { ...back, only: moved.pocs });
    await moveEventsCity(tx, { ...back, only: moved.events });
    await moveChildLocations(tx, { ...back, only: moved.locations });
    // the parent's offices the removal added go again
    await removeMarketingOffices(tx, { cityId: parentId, brandIds: moved.newOffices });
    const labels = await moveLabels(tx, cityId, parentId);
    await recordLocationHistory(tx, { userId, hq, offices, ...labels });
  }
  await markRestored(tx, locationRemovalId);
}
