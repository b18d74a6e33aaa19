import { sql } from 'drizzle-orm';
import { REGIONS } from '@crm/contracts';
import type { Tx } from '../client.js';
import { bulkInsertIds } from './bulk.js';
import { oneOf } from '../../lib/sql.js';

/** Region of each Indian state or union territory by name (spec 001 §3 region values). */
const STATE_REGION: Record<string, (typeof REGIONS)[number]> = {
  'Jammu and Kashmir': 'North',
  Ladakh: 'North',
  'Himachal Pradesh': 'North',
  Punjab: 'North',
  Chandigarh: 'North',
  Haryana: 'North',
  Delhi: 'North',
  Uttarakhand: 'North',
  'Uttar Pradesh': 'North',
  Rajasthan: 'North',
  Bihar: 'East',
  Jharkhand: 'East',
  Odisha: 'East',
  'West Bengal': 'East',
  'Andaman and Nicobar Islands': 'East',
  'Andhra Pradesh': 'South',
  Karnataka: 'South',
  Kerala: 'South',
  'Tamil Nadu': 'South',
  Telangana: 'South',
  Puducherry: 'South',
  Lakshadweep: 'South',
  Goa: 'West',
  Gujarat: 'West',
  Maharashtra: 'West',
  'Dadra and Nagar Haveli and Daman and Diu': 'West',
  'Madhya Pradesh': 'Central',
  Chhattisgarh: 'Central',
  'Arunachal Pradesh': 'Northeast',
  Assam: 'Northeast',
  Manipur: 'Northeast',
  Meghalaya: 'Northeast',
  Mizoram: 'Northeast',
  Nagaland: 'Northeast',
  Sikkim: 'Northeast',
  Tripura: 'Northeast',
};

/** Regions, Indian states and their cities from the country-state-city package. Returns city ids by "state|city". */
export async function seedLocations(tx: Tx): Promise<Map<string, number>> {
  // Loaded here, not at startup: its city list is 8 MB of JSON, needed only to seed an empty database.
  const { City, State } = await import('country-state-city');
  for (const r of REGIONS) await tx.execute(sql`insert into regions (name) values (${r})`);
  const { rows: regionRows } = await tx.execute<{ id: number; name: string }>(
    sql`select id, name from regions`,
  );
  const regionId = new Map(regionRows.map((r) => [r.name, r.id]));
  const cityIds = new Map<string, number>();
  for (const s of State.getStatesOfCountry('IN')) {
    const region = STATE_REGION[s.name];
    const { rows } = await tx.execute<{ id: number }>(
      sql`insert into states (name, code, region_id) values (${s.name}, ${`IN-${s.isoCode}`}, ${region ? regionId.get(region)! : null}) returning id`,
    );
    const names = [...new Set(City.getCitiesOfState('IN', s.isoCode).map((c) => c.name))];
    if (!names.length) continue;
    const ids = await bulkInsertIds(
      tx,
      'cities',
      { name: 'text', state_id: 'bigint' },
      names.map((name) => ({ name, state_id: rows[0].id })),
    );
    names.forEach((name, i) => cityIds.set(`${s.name}|${name}`, ids[i]));
  }
  return cityIds;
}

/** Inserts names into a (id, name) reference table; returns id by name. */
export async function seedNames(
  tx: Tx,
  table: 'industries' | 'verticals',
  names: readonly string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const n of names) {
    const { rows } = await tx.execute<{ id: number }>(
      sql`insert into ${sql.identifier(table)} (name) values (${n}) returning id`,
    );
    ids.set(n, rows[0].id);
  }
  return ids;
}

/** Demo designations (job titles) of the admin reference list (spec 001 §7 admin designation). */
const DESIGNATIONS = [
  'Associate',
  'Executive',
  'Senior Executive',
  'Assistant Manager',
  'Manager',
  'Senior Manager',
  'Associate Director',
  'Director',
  'Vice President',
] as const;

/**
 * The settings lists' extra demo data: tier 1 for the metros (`metroCityIds`; other cities stay ungraded),
 * the designations above and the department names brand org charts use.
 */
export async function seedReferenceLists(
  tx: Tx,
  metroCityIds: number[],
  departmentNames: readonly string[],
): Promise<void> {
  await tx.execute(sql`update cities set tier = 1 where id ${oneOf(metroCityIds)}`);
  for (const name of DESIGNATIONS)
    await tx.execute(sql`insert into designations (name) values (${name})`);
  for (const name of departmentNames)
    await tx.execute(
      sql`insert into department_names (name) values (${name}) on conflict do nothing`,
    );
}
