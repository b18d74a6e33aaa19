import type { Tx } from '../client.js';
import { bulkInsert, bulkInsertIds } from './bulk.js';
import type { Rng } from './random.js';
import { istDay, placeEvents } from './eventDates.js';
import { INVENTORIES, loadEvents, type SeedEvent } from './catalog.js';
import type { SeedUsers } from './users.js';

/** A seeded event inventory: its id, its project owners and the industries it blocks. */
export type SeedEi = { id: number; pos: number[]; blocked: Set<number> };

/** What seedEvents links to: city and industry ids by key, and the seeded users. */
type EventRefs = {
  cityIds: Map<string, number>;
  industryIds: Map<string, number>;
  users: SeedUsers;
};

const EVENT_COLUMNS = {
  name: 'text',
  category: 'text',
  start_date: 'date',
  end_date: 'date',
  city_id: 'bigint',
  venue: 'text',
  source_url: 'text',
};

const EI_COLUMNS = {
  event_id: 'bigint',
  inventory_id: 'bigint',
  sales_target: 'numeric',
  property_count: 'int',
  notes: 'text',
  deck_uploaded: 'boolean',
};

/**
 * The real events placed around today (placeEvents), the inventories, 5–8 fitting inventories per event,
 * their project owners, blocked industries and subject matter experts. Returns the event count and the
 * event inventories for the pairings.
 */
export async function seedEvents(
  tx: Tx,
  rng: Rng,
  refs: EventRefs,
): Promise<{ eventCount: number; eis: SeedEi[] }> {
  const events = placeEvents(loadEvents(), istDay(Date.now()));
  const eventIds = await bulkInsertIds(
    tx,
    'events',
    EVENT_COLUMNS,
    events.map((e) => ({
      name: e.name,
      category: e.category,
      start_date: e.startDate,
      end_date: e.endDate,
      city_id: refs.cityIds.get(`${e.state}|${e.city}`) ?? null,
      venue: e.venue,
      source_url: e.source,
    })),
  );
  const invIds = await bulkInsertIds(
    tx,
    'inventories',
    { name: 'text', color: 'text', description: 'text' },
    INVENTORIES.map(({ name, color, description }) => ({ name, color, description })),
  );
  const eiIds = await bulkInsertIds(
    tx,
    'event_inventories',
    EI_COLUMNS,
    drawEventInventories(rng, events, eventIds, invIds),
  );
  const eis = await seedEiOwners(tx, rng, eiIds, refs);
  await seedSmes(tx, refs.users, { invIds, eventIds });
  return { eventCount: eventIds.length, eis };
}

/** 5–8 inventories per event among those that fit its category, each with a target, count and deck. */
function drawEventInventories(
  rng: Rng,
  events: SeedEvent[],
  eventIds: number[],
  invIds: number[],
): Record<string, unknown>[] {
  const eiRows: Record<string, unknown>[] = [];
  events.forEach((e, i) => {
    const fit = INVENTORIES.map((inv, k) => ({ inv, k })).filter(
      ({ inv }) => !inv.fits.length || inv.fits.includes(e.category),
    );
    for (const { k } of rng.sample(fit, Math.min(fit.length, rng.int(5, 8)))) {
      eiRows.push({
        event_id: eventIds[i],
        inventory_id: invIds[k],
        sales_target: rng.int(2, 120) / 2,
        property_count: rng.int(1, 24),
        notes: rng.chance(0.4)
          ? 'Rate card shared with agencies; category exclusivity available.'
          : null,
        deck_uploaded: rng.chance(0.5),
      });
    }
  });
  return eiRows;
}

/**
 * Each event inventory's project owners (the demo PO on every third, sometimes a second PO) and, for
 * 15%, a blocked industry (alcohol or gaming).
 */
async function seedEiOwners(tx: Tx, rng: Rng, eiIds: number[], refs: EventRefs): Promise<SeedEi[]> {
  const { users } = refs;
  const owners: Record<string, unknown>[] = [];
  const blockedRows: Record<string, unknown>[] = [];
  const blockable = ['Alcoholic Beverages', 'Gaming']
    .map((n) => refs.industryIds.get(n)!)
    .filter(Boolean);
  const eis: SeedEi[] = eiIds.map((id, i) => {
    const pos = new Set<number>([i % 3 === 0 ? users.demo.PO : rng.pick(users.pos)]);
    if (rng.chance(0.2)) pos.add(rng.pick(users.pos));
    const blocked = new Set<number>(rng.chance(0.15) ? [rng.pick(blockable)] : []);
    pos.forEach((user_id) => owners.push({ ei_id: id, user_id }));
    blocked.forEach((industry_id) => blockedRows.push({ ei_id: id, industry_id }));
    return { id, pos: [...pos], blocked };
  });
  await bulkInsert(tx, 'event_inventory_owners', { ei_id: 'bigint', user_id: 'bigint' }, owners);
  await bulkInsert(
    tx,
    'ei_blocked_industries',
    { ei_id: 'bigint', industry_id: 'bigint' },
    blockedRows,
  );
  return eis;
}

/** Subject matter experts (auto-assigned on tasks), round robin; the demo SME also on every third inventory. */
async function seedSmes(
  tx: Tx,
  users: SeedUsers,
  of: { invIds: number[]; eventIds: number[] },
): Promise<void> {
  const n = users.smes.length;
  await bulkInsert(
    tx,
    'inventory_smes',
    { inventory_id: 'bigint', user_id: 'bigint' },
    of.invIds.flatMap((inventory_id, k) => [
      { inventory_id, user_id: users.smes[k % n] },
      ...(k % 3 === 0 && k % n !== 0 ? [{ inventory_id, user_id: users.demo.SME }] : []),
    ]),
  );
  await bulkInsert(
    tx,
    'event_smes',
    { event_id: 'bigint', user_id: 'bigint' },
    of.eventIds.map((event_id, i) => ({ event_id, user_id: users.smes[(i + 1) % n] })),
  );
}
