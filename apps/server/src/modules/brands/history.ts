import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { idArray } from '../../lib/sql.js';

/** Entities whose field changes other modules log in brand_history. AGENCY rows record association changes. */
export type HistoryEntity = 'POC' | 'DEPARTMENT' | 'LOCATION' | 'AGENCY';

/** One field change to append: `field` 'created' or 'removed' marks a whole record. */
export type Change = {
  entityId: number | null;
  field: string;
  from: string | null;
  to: string | null;
};

/** Appends change rows of one brand to brand_history, by `userId`, in one statement. No-op for none. */
export async function recordHistory(
  tx: Tx,
  h: { brandId: number; entity: HistoryEntity; userId: number; changes: Change[] },
): Promise<void> {
  if (!h.changes.length) return;
  const rows = h.changes.map((c) => ({
    entity_id: c.entityId,
    field: c.field,
    from_value: c.from,
    to_value: c.to,
  }));
  await tx.execute(sql`
    insert into brand_history (brand_id, entity, entity_id, field, from_value, to_value, user_id)
    select ${h.brandId}, ${h.entity}, x.entity_id, x.field, x.from_value, x.to_value, ${h.userId}
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as x(entity_id bigint, field text, from_value text, to_value text)`);
}

/** Field changes of one record of many brands (a bulk import's BRAND and POC rows). */
type RecordChanges = {
  brandId: number;
  entity: 'BRAND' | 'POC';
  entityId: number;
  changes: { field: string; from: string | null; to: string | null }[];
};

/**
 * Appends a brand_history row per changed field of `records`, by `userId`, in one statement whatever
 * the number of brands (bulk imports). Answers how many rows it wrote; no statement for none.
 */
export async function recordHistoryBulk(
  tx: Tx,
  userId: number,
  records: RecordChanges[],
): Promise<number> {
  const flat = records.flatMap((r) =>
    r.changes.map((c) => ({
      brand_id: r.brandId,
      entity: r.entity,
      entity_id: r.entityId,
      field: c.field,
      from_value: c.from,
      to_value: c.to,
    })),
  );
  if (!flat.length) return 0;
  await tx.execute(sql`
    insert into brand_history (brand_id, entity, entity_id, field, from_value, to_value, user_id)
    select x.brand_id, x.entity, x.entity_id, x.field, x.from_value, x.to_value, ${userId}
    from json_to_recordset(${JSON.stringify(flat)}::json)
      as x(brand_id bigint, entity text, entity_id bigint, field text, from_value text, to_value text)`);
  return flat.length;
}

/**
 * LOCATION history rows by `userId` for brands whose HQ (`hq`, field hqCityId) or a marketing office
 * (`offices`, field marketingOfficeCityIds) moved between two cities, from and to as 'City, State'.
 * One statement.
 */
export async function recordLocationHistory(
  tx: Tx,
  h: { userId: number; hq: number[]; offices: number[]; from: string; to: string },
): Promise<void> {
  await tx.execute(sql`
    insert into brand_history (brand_id, entity, entity_id, field, from_value, to_value, user_id)
    select x.brand_id, 'LOCATION', x.brand_id, x.field, ${h.from}::text, ${h.to}::text, ${h.userId}::bigint
    from (
      select unnest(${idArray(h.hq)}) as brand_id, 'hqCityId' as field
      union all select unnest(${idArray(h.offices)}), 'marketingOfficeCityIds'
    ) x`);
}
