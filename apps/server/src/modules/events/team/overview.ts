import { sql } from 'drizzle-orm';
import { STAGES, type InventoryOverview } from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import { notFound } from '../../../lib/errors.js';
import { todayIst } from '../../../lib/sql.js';
import { dealValue, type Actor } from '../../../auth/actor.js';
import { countedStage, wonValue as pairingWonValue } from '../../closedDeals/index.js';

type PhaseRow = { upcoming: number; ongoing: number; completed: number };
type StageRow = { stage: string; n: number; won: number | string };

/**
 * GET /api/inventory/events/overview (spec 001 §7 Inventory API): inventory `inventoryId`'s events by
 * phase (IST: upcoming starts after today, ongoing spans today, completed ended before today), its ASSIGNED
 * brands, their won value in crore (null for an `actor` who may not read deal values) and the totals per
 * stage. 404 for an unknown inventory.
 */
export async function inventoryOverview(
  db: Db,
  actor: Actor,
  inventoryId: number,
): Promise<InventoryOverview> {
  const found = await db.execute(sql`select 1 from inventories where id = ${inventoryId}`);
  if (!found.rows.length) throw notFound('Inventory not found', 'INVENTORY_NOT_FOUND');
  const [phases, stages] = await Promise.all([
    db.execute<PhaseRow>(sql`select
        count(*) filter (where e.start_date > ${todayIst})::int as upcoming,
        count(*) filter (where e.start_date <= ${todayIst} and e.end_date >= ${todayIst})::int as ongoing,
        count(*) filter (where e.end_date < ${todayIst})::int as completed
      from event_inventories ei join events e on e.id = ei.event_id
      where ei.inventory_id = ${inventoryId}`),
    db.execute<StageRow>(sql`select ${countedStage(sql`p`)} as stage, count(*)::int as n,
        coalesce(sum(${pairingWonValue(sql`p`)}), 0) as won
      from pairings p join event_inventories ei on ei.id = p.ei_id
      where ei.inventory_id = ${inventoryId} and p.status = 'ASSIGNED'
      group by 1`),
  ]);
  const p = phases.rows[0];
  const stageCounts = Object.fromEntries(
    STAGES.map((s) => [s, 0]),
  ) as InventoryOverview['stageCounts'];
  let brandsAssigned = 0;
  let wonValue = 0;
  for (const r of stages.rows) {
    if (r.stage in stageCounts) stageCounts[r.stage as keyof typeof stageCounts] = Number(r.n);
    brandsAssigned += Number(r.n);
    wonValue += Number(r.won);
  }
  return {
    inventoryId,
    phases: {
      UPCOMING: Number(p.upcoming),
      ONGOING: Number(p.ongoing),
      COMPLETED: Number(p.completed),
    },
    brandsAssigned,
    wonValue: dealValue(actor, Math.round(wonValue * 100) / 100),
    stageCounts,
  };
}
