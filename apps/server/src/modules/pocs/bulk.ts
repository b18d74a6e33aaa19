import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

/** A POC a bulk write creates, in the stored shape of its phone numbers (`[{…phone, type}]`). */
type BulkPocCreate = {
  brandId: number;
  name: string | null;
  role: string | null;
  email: string | null;
  phoneNumbers: unknown[];
  linkedinUrl: string | null;
  isPrimary: boolean;
};

/** Changed fields of POC `id`; null leaves a field unchanged. */
type BulkPocUpdate = {
  id: number;
  name: string | null;
  role: string | null;
  email: string | null;
  phoneNumbers: unknown[] | null;
  linkedinUrl: string | null;
  isPrimary: boolean | null;
};

/** Creates POCs in one statement whatever the number (bulk imports). */
export async function createPocsBulk(tx: Tx, pocs: BulkPocCreate[]): Promise<void> {
  const rows = pocs.map((p) => ({
    brand_id: p.brandId,
    name: p.name,
    role: p.role,
    email: p.email,
    phone_numbers: p.phoneNumbers,
    linkedin_url: p.linkedinUrl,
    is_primary: p.isPrimary,
  }));
  await tx.execute(sql`
    insert into pocs (brand_id, name, role, email, phone_numbers, linkedin_url, is_primary)
    select brand_id, name, role, email, phone_numbers, linkedin_url, is_primary
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as x(brand_id bigint, name text, role text, email text, phone_numbers jsonb, linkedin_url text,
        is_primary boolean)`);
}

/** Sets the non-null fields of each POC in one statement (bulk imports), touching updated_at. */
export async function updatePocsBulk(tx: Tx, pocs: BulkPocUpdate[]): Promise<void> {
  const rows = pocs.map((p) => ({
    id: p.id,
    name: p.name,
    role: p.role,
    email: p.email,
    phone_numbers: p.phoneNumbers,
    linkedin_url: p.linkedinUrl,
    is_primary: p.isPrimary,
  }));
  await tx.execute(sql`
    update pocs p
    set name = coalesce(x.name, p.name), role = coalesce(x.role, p.role), email = coalesce(x.email, p.email),
      phone_numbers = coalesce(x.phone_numbers, p.phone_numbers),
      linkedin_url = coalesce(x.linkedin_url, p.linkedin_url),
      is_primary = coalesce(x.is_primary, p.is_primary), updated_at = now()
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as x(id bigint, name text, role text, email text, phone_numbers jsonb, linkedin_url text,
        is_primary boolean)
    where p.id = x.id`);
}
