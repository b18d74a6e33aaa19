import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { bulkInsert } from './bulk.js';
import type { Rng } from './random.js';
import { dateIn, isoDaysAgo } from './eventDates.js';
import { LOST_REASONS } from './catalog.js';
import type { SeedEi } from './events.js';

/** A brand that can be paired: its industry (for the blocked ones) and its first owner. */
export type PairableBrand = { id: number; industry_id: number | null; owner: number | null };

export const PAIRING_COLUMNS = {
  ei_id: 'bigint',
  brand_id: 'bigint',
  status: 'text',
  stage: 'text',
  tag: 'text',
  lost_reason: 'text',
  proposed_value: 'numeric',
  negotiated_value: 'numeric',
  closed_value: 'numeric',
  follow_up_date: 'date',
  expected_closure: 'date',
  brand_owner_user_id: 'bigint',
  assigned_by_user_id: 'bigint',
  assigned_at: 'timestamptz',
  updated_at: 'timestamptz',
};

/**
 * About `target` pairings spread evenly over the event inventories, never with a brand of a blocked
 * industry, over every status and stage with their values, then their history. Returns the count.
 */
export async function seedPairings(
  tx: Tx,
  rng: Rng,
  target: number,
  eis: SeedEi[],
): Promise<number> {
  const { rows: brands } = await tx.execute<PairableBrand>(
    sql`select b.id, b.industry_id, (select min(user_id) from brand_owners bo where bo.brand_id = b.id) as owner from brands b where not b.is_offloaded order by b.id`,
  );
  const ownerOf = new Map(brands.map((b) => [b.id, b.owner]));
  const perEi = Math.max(1, Math.round(target / eis.length));
  const rows: Record<string, unknown>[] = [];
  for (const ei of eis) {
    for (const brandId of pickBrands(rng, ei, brands, perEi))
      rows.push(drawPairing(rng, ei, brandId, ownerOf.get(brandId) ?? null));
  }
  await bulkInsert(tx, 'pairings', PAIRING_COLUMNS, rows);
  await seedHistory(tx, rows.length);
  return rows.length;
}

/** 70–130% of `perEi` distinct random brands for `ei`, skipping its blocked industries (bounded tries). */
export function pickBrands(
  rng: Rng,
  ei: SeedEi,
  brands: PairableBrand[],
  perEi: number,
): Set<number> {
  const picked = new Set<number>();
  const want = Math.min(brands.length, rng.int(Math.ceil(perEi * 0.7), Math.floor(perEi * 1.3)));
  for (let tries = 0; picked.size < want && tries < want * 5; tries++) {
    const b = brands[rng.int(0, brands.length - 1)];
    if (b.industry_id && ei.blocked.has(b.industry_id)) continue;
    picked.add(b.id);
  }
  return picked;
}

/**
 * The stage of a pairing by its roll in [0, 1): ASSIGNED below 0.44 (the discarded ones, below 0.08,
 * included), then 30% in progress, 13% won and the rest not interested.
 */
const stageOf = (roll: number) =>
  roll < 0.44 ? 'ASSIGNED' : roll < 0.74 ? 'IN_PROGRESS' : roll < 0.87 ? 'WON' : 'NOT_INTERESTED';

/** One pairing row of `brandId` on `ei`: status, stage and the deal fields the stage carries, dated in the past. */
export function drawPairing(rng: Rng, ei: SeedEi, brandId: number, owner: number | null) {
  const roll = rng.next();
  const status = roll < 0.08 ? 'DISCARDED' : 'ASSIGNED';
  const stage = stageOf(roll);
  const proposed = stage === 'ASSIGNED' ? null : rng.int(5, 400) / 10;
  const assignedDaysAgo = 10 + rng.next() * 170;
  return {
    ei_id: ei.id,
    brand_id: brandId,
    status,
    stage,
    ...drawDeal(rng, stage, proposed),
    brand_owner_user_id: owner,
    assigned_by_user_id: rng.chance(0.6) ? ei.pos[0] : (owner ?? ei.pos[0]),
    assigned_at: isoDaysAgo(assignedDaysAgo),
    updated_at: isoDaysAgo(assignedDaysAgo * rng.next()),
  };
}

/** The deal fields of a pairing at `stage`: tag, lost reason, values (crore) and follow-up dates. */
function drawDeal(rng: Rng, stage: string, proposed: number | null) {
  return {
    tag:
      stage === 'IN_PROGRESS'
        ? rng.pick(['COLD', 'WARM', 'HOT'])
        : stage === 'WON'
          ? 'CLOSED_WON'
          : null,
    lost_reason: stage === 'NOT_INTERESTED' ? rng.pick(LOST_REASONS) : null,
    proposed_value: proposed,
    negotiated_value:
      stage === 'WON' || (stage === 'IN_PROGRESS' && rng.chance(0.4))
        ? Math.round((proposed ?? 1) * 0.85 * 10) / 10
        : null,
    closed_value: stage === 'WON' ? Math.round((proposed ?? 1) * 0.8 * 10) / 10 : null,
    follow_up_date: stage === 'IN_PROGRESS' ? dateIn(rng.int(-10, 30)) : null,
    expected_closure: stage === 'IN_PROGRESS' ? dateIn(rng.int(15, 90)) : null,
  };
}

/**
 * History: how each pairing got where it is, and (up to 50,000 pairings) a call note for every
 * pairing past ASSIGNED, which is then its last contact.
 */
async function seedHistory(tx: Tx, pairingCount: number): Promise<void> {
  await tx.execute(sql`insert into stage_history (ei_id, brand_id, user_id, action, from_stage, to_stage, created_at)
    select ei_id, brand_id, assigned_by_user_id, case when status = 'DISCARDED' then 'DISCARD' else 'ASSIGN' end, 'UNASSIGNED',
      case when status = 'DISCARDED' then 'DISCARDED' else 'ASSIGNED' end, assigned_at from pairings`);
  await tx.execute(sql`insert into stage_history (ei_id, brand_id, user_id, action, from_stage, to_stage, created_at)
    select ei_id, brand_id, coalesce(brand_owner_user_id, assigned_by_user_id), 'STAGE', 'ASSIGNED', stage, updated_at from pairings where status = 'ASSIGNED' and stage <> 'ASSIGNED'`);
  if (pairingCount > 50_000) return;
  await tx.execute(sql`insert into interactions (brand_id, poc_id, user_id, type, note, created_at)
      select a.brand_id, (select p.id from pocs p where p.brand_id = a.brand_id order by p.is_primary desc, p.id limit 1), coalesce(a.brand_owner_user_id, a.assigned_by_user_id),
        (array['CALL','MAIL','WHATSAPP','SMS','NOTE'])[1 + (a.id % 5)::int], 'Discussed ' || inv.name || ' for ' || e.name || '.', a.updated_at
      from pairings a join event_inventories ei on ei.id = a.ei_id join events e on e.id = ei.event_id join inventories inv on inv.id = ei.inventory_id
      where a.status = 'ASSIGNED' and a.stage <> 'ASSIGNED'`);
  await tx.execute(
    sql`update pairings set last_contact_at = updated_at where status = 'ASSIGNED' and stage <> 'ASSIGNED'`,
  );
}
