import { sql } from 'drizzle-orm';
import type { PocDetail } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { iso } from '../../lib/paging.js';
import { customValues } from '../customFields/index.js';

/** A POC row with its department, city, state and manager names (select pocDetailSql). */
export type PocDetailRow = {
  id: number;
  brand_id: number;
  name: string;
  role: string | null;
  email: string | null;
  phone_numbers: PocDetail['phoneNumbers'];
  linkedin_url: string | null;
  is_primary: boolean;
  department_id: number | null;
  department_name: string | null;
  city_id: number | null;
  city_name: string | null;
  state_name: string | null;
  reports_to_poc_id: number | null;
  reports_to_name: string | null;
  custom_fields: unknown;
  created_at: string;
  updated_at: string;
};

/** Select list and joins of a POC detail for POC alias `p` (active manager only). */
export const pocDetailSql = sql`select p.id, p.brand_id, p.name, p.role, p.email, p.phone_numbers, p.linkedin_url, p.is_primary,
    p.department_id, d.name as department_name, p.city_id, ci.name as city_name, st.name as state_name,
    p.reports_to_poc_id, m.name as reports_to_name, p.custom_fields, p.created_at, p.updated_at
  from pocs p left join departments d on d.id = p.department_id left join cities ci on ci.id = p.city_id
  left join states st on st.id = ci.state_id left join pocs m on m.id = p.reports_to_poc_id and m.removed_at is null`;

/** Maps a pocDetailSql row to the contract's PocDetail. */
export function toPocDetail(r: PocDetailRow): PocDetail {
  return {
    pocId: r.id,
    brandId: r.brand_id,
    pocName: r.name,
    pocRole: r.role,
    pocEmail: r.email,
    phoneNumbers: r.phone_numbers ?? [],
    linkedInUrl: r.linkedin_url,
    pocIsPrimary: r.is_primary,
    departmentId: r.department_id,
    departmentName: r.department_name,
    cityId: r.city_id,
    cityName: r.city_name,
    stateName: r.state_name,
    reportsToPocId: r.reports_to_poc_id,
    reportsToPocName: r.reports_to_name,
    customFields: customValues(r.custom_fields),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}

/** The active POC `pocId` with its names, or undefined. */
export async function findPoc(db: Tx, pocId: number): Promise<PocDetailRow | undefined> {
  const { rows } = await db.execute<PocDetailRow>(
    sql`${pocDetailSql} where p.id = ${pocId} and p.removed_at is null`,
  );
  return rows[0];
}

/** Phone numbers as history text: '+91 9876543210 (MOBILE), …'; null for none. */
export const phonesText = (list: PocDetail['phoneNumbers'] | null | undefined) =>
  list?.length ? list.map((p) => `${p.cc} ${p.number} (${p.type})`).join(', ') : null;
