import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { BatchPlan, FieldChange } from './plan.js';

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::json`;

/** Company ids by lower-case name for `names`, creating the missing companies (with the brand's industry). */
async function companyIds(
  tx: Tx,
  wanted: Map<string, { name: string; industryId?: number }>,
): Promise<Map<string, number>> {
  if (!wanted.size) return new Map();
  const rows = [...wanted.values()].map((w) => ({
    name: w.name,
    industry_id: w.industryId ?? null,
  }));
  await tx.execute(sql`insert into companies (name, industry_id)
    select x.name, x.industry_id from json_to_recordset(${json(rows)}) as x(name text, industry_id bigint)
    where not exists (select 1 from companies c where lower(c.name) = lower(x.name))
    on conflict (name) do nothing`);
  const { rows: got } = await tx.execute<{
    k: string;
    id: number;
  }>(sql`select distinct on (lower(c.name)) lower(c.name) as k, c.id
    from companies c join json_array_elements_text(${JSON.stringify([...wanted.keys()])}::json) w(k) on lower(c.name) = w.k
    order by lower(c.name), c.id`);
  return new Map(got.map((r) => [r.k, r.id]));
}

/** Appends brand_history rows (entity BRAND or POC) in one statement. */
async function history(
  tx: Tx,
  userId: number,
  rows: { brand_id: number; entity: 'BRAND' | 'POC'; entity_id: number; changes: FieldChange[] }[],
): Promise<number> {
  const flat = rows.flatMap((r) =>
    r.changes.map((c) => ({
      brand_id: r.brand_id,
      entity: r.entity,
      entity_id: r.entity_id,
      field: c.field,
      from_value: c.from,
      to_value: c.to,
    })),
  );
  if (!flat.length) return 0;
  await tx.execute(sql`insert into brand_history (brand_id, entity, entity_id, field, from_value, to_value, user_id)
    select x.brand_id, x.entity, x.entity_id, x.field, x.from_value, x.to_value, ${userId}
    from json_to_recordset(${json(flat)}) as x(brand_id bigint, entity text, entity_id bigint, field text, from_value text, to_value text)`);
  return flat.length;
}

/**
 * Writes one planned batch with set-based statements (a fixed number per batch, never one per row):
 * companies, new brands (+ the importer as brand owner when `ownerUserId`), brand updates of the
 * changed fields only, new and changed POCs, and a brand_history row per changed field.
 */
export async function applyBatch(
  tx: Tx,
  plan: BatchPlan,
  userId: number,
  ownerUserId: number | null,
): Promise<void> {
  const wanted = new Map<string, { name: string; industryId?: number }>();
  for (const g of plan.creates)
    if (g.values.company)
      wanted.set(g.values.company.toLowerCase(), {
        name: g.values.company,
        industryId: g.values.industryId,
      });
  for (const u of plan.updates)
    if (u.set.company)
      wanted.set(u.set.company.toLowerCase(), {
        name: u.set.company,
        industryId: u.set.industryId,
      });
  const companies = await companyIds(tx, wanted);
  const companyOf = (name?: string) => (name ? (companies.get(name.toLowerCase()) ?? null) : null);

  const created = new Map<string, number>();
  if (plan.creates.length) {
    const rows = plan.creates.map(({ name, values: v }) => ({
      name,
      description: v.description ?? null,
      company_id: companyOf(v.company),
      industry_id: v.industryId ?? null,
      revenue: v.revenue ?? null,
      website: v.website ?? null,
      linkedin: v.linkedin ?? null,
      hq_city_id: v.hqCityId ?? null,
      engagement: v.engagement ?? null,
    }));
    const keyOf = new Map(plan.creates.map((g) => [g.name, g.key]));
    const { rows: ids } = await tx.execute<{ id: number; name: string }>(sql`with x as (
        select * from json_to_recordset(${json(rows)}) as x(name text, description text, company_id bigint, industry_id bigint, revenue numeric, website text, linkedin text, hq_city_id bigint, engagement text)),
      ins as (insert into brands (name, description, company_id, industry_id, revenue, website, linkedin, hq_city_id, engagement)
        select name, description, company_id, industry_id, revenue, website, linkedin, hq_city_id, engagement from x returning id, name)
      select id, name from ins`);
    for (const r of ids) created.set(keyOf.get(r.name)!, r.id);
    if (ownerUserId) {
      const brandIds = `{${[...created.values()].join(',')}}`;
      await tx.execute(
        sql`insert into brand_owners (brand_id, user_id) select unnest(${brandIds}::bigint[]), ${ownerUserId}`,
      );
      await tx.execute(
        sql`insert into brand_owner_history (brand_id, user_id, action, by_user_id) select unnest(${brandIds}::bigint[]), ${ownerUserId}, 'ADDED', ${userId}`,
      );
    }
  }

  if (plan.updates.length) {
    const rows = plan.updates.map(({ id, set: v }) => ({
      id,
      description: v.description ?? null,
      company_id: companyOf(v.company),
      industry_id: v.industryId ?? null,
      revenue: v.revenue ?? null,
      website: v.website ?? null,
      linkedin: v.linkedin ?? null,
      hq_city_id: v.hqCityId ?? null,
      engagement: v.engagement ?? null,
    }));
    await tx.execute(sql`update brands b set description = coalesce(x.description, b.description), company_id = coalesce(x.company_id, b.company_id),
        industry_id = coalesce(x.industry_id, b.industry_id), revenue = coalesce(x.revenue, b.revenue), website = coalesce(x.website, b.website),
        linkedin = coalesce(x.linkedin, b.linkedin), hq_city_id = coalesce(x.hq_city_id, b.hq_city_id), engagement = coalesce(x.engagement, b.engagement), updated_at = now()
      from json_to_recordset(${json(rows)}) as x(id bigint, description text, company_id bigint, industry_id bigint, revenue numeric, website text, linkedin text, hq_city_id bigint, engagement text)
      where b.id = x.id`);
  }

  if (plan.pocCreates.length) {
    const rows = plan.pocCreates.map(({ brandId, brandKey, poc: { values: v } }) => ({
      brand_id: brandId ?? created.get(brandKey),
      name: v.name,
      role: v.role ?? null,
      email: v.email ?? null,
      phone_numbers: v.phone ? [{ ...v.phone, type: 'MOBILE' }] : [],
      linkedin_url: v.linkedin ?? null,
      is_primary: v.isPrimary ?? false,
    }));
    await tx.execute(sql`insert into pocs (brand_id, name, role, email, phone_numbers, linkedin_url, is_primary)
      select brand_id, name, role, email, phone_numbers, linkedin_url, is_primary
      from json_to_recordset(${json(rows)}) as x(brand_id bigint, name text, role text, email text, phone_numbers jsonb, linkedin_url text, is_primary boolean)`);
  }

  if (plan.pocUpdates.length) {
    const rows = plan.pocUpdates.map(({ id, set: v }) => ({
      id,
      name: v.name ?? null,
      role: v.role ?? null,
      email: v.email ?? null,
      phone_numbers: v.phoneNumbers ?? null,
      linkedin_url: v.linkedin ?? null,
      is_primary: v.isPrimary ?? null,
    }));
    await tx.execute(sql`update pocs p set name = coalesce(x.name, p.name), role = coalesce(x.role, p.role), email = coalesce(x.email, p.email),
        phone_numbers = coalesce(x.phone_numbers, p.phone_numbers), linkedin_url = coalesce(x.linkedin_url, p.linkedin_url),
        is_primary = coalesce(x.is_primary, p.is_primary), updated_at = now()
      from json_to_recordset(${json(rows)}) as x(id bigint, name text, role text, email text, phone_numbers jsonb, linkedin_url text, is_primary boolean)
      where p.id = x.id`);
  }

  await history(tx, userId, [
    ...plan.updates.map((u) => ({
      brand_id: u.id,
      entity: 'BRAND' as const,
      entity_id: u.id,
      changes: u.changes,
    })),
    ...plan.pocUpdates.map((u) => ({
      brand_id: u.brandId,
      entity: 'POC' as const,
      entity_id: u.id,
      changes: u.changes,
    })),
  ]);
}
