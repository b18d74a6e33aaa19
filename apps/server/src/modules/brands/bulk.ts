import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { webhookEvent } from '../webhooks/index.js';

/** The fields a bulk write sets on a brand; null leaves a field empty (create) or unchanged (update). */
export type BulkBrandValues = {
  description: string | null;
  companyId: number | null;
  industryId: number | null;
  revenue: number | null;
  website: string | null;
  linkedin: string | null;
  hqCityId: number | null;
  engagement: string | null;
};

const brandRow = (v: BulkBrandValues) => ({
  description: v.description,
  company_id: v.companyId,
  industry_id: v.industryId,
  revenue: v.revenue,
  website: v.website,
  linkedin: v.linkedin,
  hq_city_id: v.hqCityId,
  engagement: v.engagement,
});

/** Creates brands in one statement (bulk imports) and tells the webhooks (`brand.created`); answers each new brand's id and name. */
export async function createBrandsBulk(
  tx: Tx,
  brands: (BulkBrandValues & { name: string })[],
): Promise<{ id: number; name: string }[]> {
  const rows = brands.map((b) => ({ name: b.name, ...brandRow(b) }));
  const { rows: ids } = await tx.execute<{ id: number; name: string }>(sql`
    with x as (
      select *
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as x(name text, description text, company_id bigint, industry_id bigint, revenue numeric,
          website text, linkedin text, hq_city_id bigint, engagement text)),
    ins as (
      insert into brands (name, description, company_id, industry_id, revenue, website, linkedin, hq_city_id, engagement)
      select name, description, company_id, industry_id, revenue, website, linkedin, hq_city_id, engagement
      from x
      returning id, name)
    select id, name from ins`);
  await webhookEvent(
    tx,
    ids.map((b) => ({
      type: 'brand.created' as const,
      orderKey: `brand:${Number(b.id)}`,
      data: { brandId: Number(b.id), brandName: b.name, imported: true },
    })),
  );
  return ids;
}

/**
 * Makes `ownerUserId` an owner of every brand of `brandIds` with an ADDED owner history row by
 * `byUserId`: two statements whatever the number (new brands of a bulk import).
 */
export async function addOwnerBulk(
  tx: Tx,
  o: { brandIds: number[]; ownerUserId: number; byUserId: number },
): Promise<void> {
  const brandIds = `{${o.brandIds.join(',')}}`;
  await tx.execute(sql`
    insert into brand_owners (brand_id, user_id)
    select unnest(${brandIds}::bigint[]), ${o.ownerUserId}`);
  await tx.execute(sql`
    insert into brand_owner_history (brand_id, user_id, action, by_user_id)
    select unnest(${brandIds}::bigint[]), ${o.ownerUserId}, 'ADDED', ${o.byUserId}`);
}

/** Sets the non-null fields of each brand `id` in one statement (bulk imports), touching updated_at; tells the webhooks (`brand.updated`). */
export async function updateBrandsBulk(
  tx: Tx,
  brands: (BulkBrandValues & { id: number })[],
): Promise<void> {
  const rows = brands.map((b) => ({ id: b.id, ...brandRow(b) }));
  await tx.execute(sql`
    update brands b
    set description = coalesce(x.description, b.description), company_id = coalesce(x.company_id, b.company_id),
      industry_id = coalesce(x.industry_id, b.industry_id), revenue = coalesce(x.revenue, b.revenue),
      website = coalesce(x.website, b.website), linkedin = coalesce(x.linkedin, b.linkedin),
      hq_city_id = coalesce(x.hq_city_id, b.hq_city_id), engagement = coalesce(x.engagement, b.engagement),
      updated_at = now()
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as x(id bigint, description text, company_id bigint, industry_id bigint, revenue numeric,
        website text, linkedin text, hq_city_id bigint, engagement text)
    where b.id = x.id`);
  await webhookEvent(
    tx,
    brands.map(({ id, ...values }) => ({
      type: 'brand.updated' as const,
      orderKey: `brand:${id}`,
      data: {
        brandId: id,
        changedFields: Object.keys(values).filter(
          (k) => values[k as keyof BulkBrandValues] !== null,
        ),
        imported: true,
      },
    })),
  );
}
