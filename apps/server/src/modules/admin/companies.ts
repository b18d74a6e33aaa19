import { sql } from 'drizzle-orm';
import type { RefOption } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';

/** Inserts company `name` (of industry `industryId`, or none); returns its id and name. */
export async function insertCompany(
  tx: Tx,
  c: { name: string; industryId: number | null },
): Promise<RefOption> {
  const rows = await tx
    .insert(companies)
    .values(c)
    .returning({ id: companies.id, name: companies.name });
  return rows[0];
}

/**
 * Company ids by lower-case name for the `wanted` names (keyed lower-case), creating the missing
 * companies with the given industry: one set-based insert and one select, whatever the number (imports).
 */
export async function companyIdsCreating(
  tx: Tx,
  wanted: Map<string, { name: string; industryId?: number }>,
): Promise<Map<string, number>> {
  if (!wanted.size) return new Map();
  const rows = [...wanted.values()].map((w) => ({
    name: w.name,
    industry_id: w.industryId ?? null,
  }));
  await tx.execute(sql`insert into companies (name, industry_id)
    select x.name, x.industry_id
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(name text, industry_id bigint)
    where not exists (select 1 from companies c where lower(c.name) = lower(x.name))
    on conflict (name) do nothing`);
  const { rows: got } = await tx.execute<{ k: string; id: number }>(sql`
    select distinct on (lower(c.name)) lower(c.name) as k, c.id
    from companies c
      join json_array_elements_text(${JSON.stringify([...wanted.keys()])}::json) w(k) on lower(c.name) = w.k
    order by lower(c.name), c.id`);
  return new Map(got.map((r) => [r.k, r.id]));
}
