import { sql } from 'drizzle-orm';
import { REFERENCE_MESSAGES } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';

/**
 * Location removal with childMovementStrategy MOVE_TO_PARENT (spec 001 §5): a city is a leaf of the
 * location tree for brands, so its "children" are what references it. They move to the city's parent
 * location (cities.parent_id): brand HQs (brands.hq_region_id follows through its trigger), marketing
 * offices (a brand already there keeps one), POCs, events and the city's own child locations. Each moved
 * brand HQ and marketing office gets a LOCATION history row by `userId` (from and to as 'City, State').
 * 409 NO_PARENT_LOCATION, naming `uses`, when the city has no parent. Answers how many of each moved.
 */
export async function moveToParent(tx: Tx, userId: number, cityId: number, uses: string[]): Promise<Record<string, number>> {
  const { rows } = await tx.execute<{ parent_id: number | null; from_label: string; to_label: string | null }>(sql`select c.parent_id, c.name || ', ' || s.name as from_label,
      (select p.name || ', ' || ps.name from cities p join states ps on ps.id = p.state_id where p.id = c.parent_id) as to_label
    from cities c join states s on s.id = c.state_id where c.id = ${cityId}`);
  const { parent_id: parentId, from_label: from, to_label: to } = rows[0];
  if (parentId === null) throw conflict(REFERENCE_MESSAGES.noParent(uses), 'NO_PARENT_LOCATION');
  await tx.execute(sql`insert into brand_history (brand_id, entity, entity_id, field, from_value, to_value, user_id)
    select x.brand_id, 'LOCATION', x.brand_id, x.field, ${from}::text, ${to}::text, ${userId}::bigint from (
      select b.id as brand_id, 'hqCityId' as field from brands b where b.hq_city_id = ${cityId}
      union all select m.brand_id, 'marketingOfficeCityIds' from brand_marketing_offices m where m.city_id = ${cityId}) x`);
  const moved = async (q: ReturnType<typeof sql>) => (await tx.execute(q)).rows.length;
  const brands = await moved(sql`update brands set hq_city_id = ${parentId}, updated_at = now() where hq_city_id = ${cityId} returning 1`);
  await tx.execute(sql`insert into brand_marketing_offices (brand_id, city_id) select brand_id, ${parentId} from brand_marketing_offices where city_id = ${cityId} on conflict do nothing`);
  const marketingOffices = await moved(sql`delete from brand_marketing_offices where city_id = ${cityId} returning 1`);
  const pocs = await moved(sql`update pocs set city_id = ${parentId} where city_id = ${cityId} returning 1`);
  const events = await moved(sql`update events set city_id = ${parentId} where city_id = ${cityId} returning 1`);
  const locations = await moved(sql`update cities set parent_id = ${parentId} where parent_id = ${cityId} returning 1`);
  return { brands, marketingOffices, pocs, events, locations };
}
