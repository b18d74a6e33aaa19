import { sql } from 'drizzle-orm';
import { ROLE_CODES, type RoleCode } from '@crm/contracts';
import type { Db, Tx } from '../client.js';
import { hashPassword } from '../../auth/passwords.js';
import { bulkInsert } from './bulk.js';
import { createRng, type Rng } from './random.js';
import { FIRST_NAMES, LAST_NAMES, POC_ROLES, VERTICALS } from './names.js';
import { seedLocations, seedNames, seedReferenceLists } from './reference.js';
import { seedNotes } from './notes.js';
import { DEPARTMENTS, seedOrganisation } from './organisation.js';
import { istDay, placeEvents } from './eventDates.js';
import {
  INVENTORIES,
  industriesOf,
  industryByKeyword,
  loadBrandNames,
  loadEvents,
  loadIndianBrands,
  LOST_REASONS,
  METROS,
} from './catalog.js';

/** Sizes of a seeded data set. */
export type SeedOptions = {
  password: string;
  brands?: number;
  pairings?: number;
  seed?: number;
  log?: (msg: string) => void;
};
export type SeedSummary = {
  users: number;
  brands: number;
  events: number;
  inventories: number;
  eventInventories: number;
  pairings: number;
};

/** Demo-login users, one per role code: `<code>@demo.test` (spec 000 §1 roles). */
const ROLE_USERS: Record<RoleCode, [string, string]> = {
  BO: ['Aarav', 'Mehta'],
  PO: ['Priya', 'Sharma'],
  TO: ['Rohan', 'Kapoor'],
  ADMIN: ['Anita', 'Desai'],
  MG: ['Vikram', 'Singh'],
  HR: ['Neha', 'Gupta'],
  LG: ['Karan', 'Malhotra'],
  FI: ['Lakshmi', 'Iyer'],
  VH: ['Arvind', 'Rao'],
  SME: ['Meera', 'Nair'],
  SPT: ['Farhan', 'Qureshi'],
  SVC: ['Joseph', 'Fernandes'],
  OPS: ['Sunita', 'Das'],
  PLR: ['Yash', 'Joshi'],
};

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const dateIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Loads the demo data set into an empty database when it has no users yet. Returns null when data exists. */
export async function seedDemoIfEmpty(db: Db, opts: SeedOptions): Promise<SeedSummary | null> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  if (rows[0].n > 0) return null;
  return seedDemo(db, opts);
}

/**
 * Builds the demo data deterministically from real sources (spec issue §5): Indian states and cities
 * (country-state-city), real brand names (data/indian-brands.json and data/brand-names.json), real
 * events (data/events.json, placed around today: placeEvents), sponsorship inventories, users of every role in teams, and pairings over
 * all stages with their history. Defaults: 2,000+ brands and 6,000 pairings; `brands`/`pairings` scale it.
 */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const rng = createRng(opts.seed ?? 20261121);
  const log = opts.log ?? (() => {});
  const passwordHash = await hashPassword(opts.password);
  return db.transaction(async (tx) => {
    log('reference data');
    const cityIds = await seedLocations(tx);
    const curated = loadIndianBrands();
    const industryIds = await seedNames(tx, 'industries', industriesOf(curated));
    const verticalIds = await seedNames(tx, 'verticals', VERTICALS);
    await seedReferenceLists(tx, METROS.map((k) => cityIds.get(k)!).filter(Boolean), DEPARTMENTS);

    log('users and teams');
    const users = await seedUsers(tx, rng, passwordHash, [...verticalIds.values()]);

    log('brands');
    const brandCount = await seedBrands(
      tx,
      rng,
      opts.brands ?? 2200,
      curated,
      industryIds,
      cityIds,
      users,
    );

    log('agencies, departments and offices');
    await seedOrganisation(tx, rng, cityIds);
    await seedNotes(tx, rng);

    log('events and inventories');
    const { eventCount, eis } = await seedEvents(tx, rng, cityIds, industryIds, users);

    log('pairings');
    const pairingCount = await seedPairings(tx, rng, opts.pairings ?? 6000, eis);
    return {
      users: users.all.length,
      brands: brandCount,
      events: eventCount,
      inventories: INVENTORIES.length,
      eventInventories: eis.length,
      pairings: pairingCount,
    };
  });
}

type SeedUsers = {
  all: number[];
  bos: number[];
  pos: number[];
  smes: number[];
  demo: Record<RoleCode, number>;
};

async function seedUsers(
  tx: Tx,
  rng: Rng,
  passwordHash: string,
  verticals: number[],
): Promise<SeedUsers> {
  const rows: Record<string, unknown>[] = [];
  for (const code of ROLE_CODES) {
    const [first, last] = ROLE_USERS[code];
    rows.push({
      email: `${code.toLowerCase()}@demo.test`,
      first_name: first,
      last_name: last,
      roles: `{${code}}`,
      is_admin: code === 'ADMIN',
      vertical_id: rng.pick(verticals),
    });
  }
  // Named colleagues: mostly brand owners, some project and team owners, a few other roles.
  const colleagueRoles: RoleCode[][] = [
    ...Array.from({ length: 16 }, () => ['BO'] as RoleCode[]),
    ['PO'],
    ['PO'],
    ['PO', 'BO'],
    ['PO'],
    ['TO', 'BO'],
    ['TO'],
    ['TO', 'BO'],
    ['SME'],
    ['SME'],
    ['MG'],
    ['OPS'],
    ['PLR'],
    ['FI'],
    ['VH'],
  ];
  const used = new Set<string>();
  for (const roles of colleagueRoles) {
    let first: string, last: string;
    do {
      first = rng.pick(FIRST_NAMES);
      last = rng.pick(LAST_NAMES);
    } while (
      used.has(first + last) ||
      Object.values(ROLE_USERS).some(([f, l]) => f === first && l === last)
    );
    used.add(first + last);
    rows.push({
      email: `${slug(first)}.${slug(last)}@demo.test`,
      first_name: first,
      last_name: last,
      roles: `{${roles.join(',')}}`,
      is_admin: false,
      vertical_id: rng.pick(verticals),
    });
  }
  const withHash = rows.map((r) => ({
    ...r,
    password_hash: passwordHash,
    last_active_on: isoDaysAgo(rng.next() * 3),
  }));
  const ids = await bulkInsert(
    tx,
    'users',
    {
      email: 'text',
      password_hash: 'text',
      first_name: 'text',
      last_name: 'text',
      roles: 'text[]',
      is_admin: 'boolean',
      vertical_id: 'bigint',
      last_active_on: 'timestamptz',
    },
    withHash,
    'id',
  );
  const demo = Object.fromEntries(ROLE_CODES.map((c, i) => [c, ids[i]])) as Record<
    RoleCode,
    number
  >;
  const colleagues = ids.slice(ROLE_CODES.length);
  const byRole = (role: RoleCode) => colleagues.filter((_, i) => colleagueRoles[i].includes(role));
  const bos = [demo.BO, ...byRole('BO')];
  const pos = [demo.PO, ...byRole('PO')];

  // Teams: the demo TO leads the demo BO and five colleagues; each colleague TO leads four BOs.
  const teamOwners = [demo.TO, ...byRole('TO')];
  const boPool = byRole('BO').filter((id) => !byRole('TO').includes(id));
  for (const [i, owner] of teamOwners.entries()) {
    const { rows: t } = await tx.execute<{ id: number }>(
      sql`insert into teams (name, owner_user_id) values (${`Team ${i + 1}`}, ${owner}) returning id`,
    );
    const members =
      i === 0 ? [demo.BO, ...boPool.slice(0, 5)] : boPool.slice(5 + (i - 1) * 4, 5 + i * 4);
    if (members.length)
      await bulkInsert(
        tx,
        'team_members',
        { team_id: 'bigint', user_id: 'bigint' },
        members.map((user_id) => ({ team_id: t[0].id, user_id })),
      );
  }
  return { all: ids, bos, pos, smes: [demo.SME, ...byRole('SME')], demo };
}

async function seedBrands(
  tx: Tx,
  rng: Rng,
  target: number,
  curated: [string, string][],
  industryIds: Map<string, number>,
  cityIds: Map<string, number>,
  users: SeedUsers,
): Promise<number> {
  const industries = [...industryIds.keys()];
  const seen = new Set(curated.map(([n]) => n.toLowerCase()));
  const base: [string, string][] = [...curated];
  for (const name of loadBrandNames()) {
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    base.push([name, industryByKeyword(name) ?? rng.pick(industries)]);
  }
  const companyIds = await bulkInsert(
    tx,
    'companies',
    { name: 'text', industry_id: 'bigint' },
    base.map(([name, ind]) => ({ name, industry_id: industryIds.get(ind) })),
    'id',
  );
  const allCities = [...cityIds.values()];
  const metroIds = METROS.map((k) => cityIds.get(k)).filter((v): v is number => !!v);
  const regions = ['North', 'South', 'East', 'West', 'Central', 'Northeast'];
  const brandRows: Record<string, unknown>[] = [];
  for (let i = 0; i < target; i++) {
    const b = i % base.length;
    const round = Math.floor(i / base.length);
    const [baseName, industry] = base[b];
    // Beyond the real names (benchmark scale only), regional variants of the same companies.
    const name =
      round === 0
        ? baseName
        : `${baseName} ${regions[round % regions.length]} ${Math.ceil(round / regions.length)}`;
    const s = slug(baseName);
    const revenue = Math.round(Math.exp(rng.next() * Math.log(50_000)) * 100) / 100;
    brandRows.push({
      name,
      description: `${baseName} — ${industry.toLowerCase()} brand`,
      company_id: companyIds[b],
      industry_id: industryIds.get(industry),
      contact_type: rng.pick(['DIRECT', 'AGENCY', 'BOTH']),
      engagement: rng.chance(0.6) ? rng.pick(['Strong', 'Medium', 'Low']) : null,
      revenue,
      website: `https://www.${s}.com`,
      linkedin: `https://www.linkedin.com/company/${s}`,
      hq_city_id: rng.chance(0.8) ? rng.pick(metroIds) : rng.pick(allCities),
      is_offloaded: rng.chance(0.02),
      created_at: isoDaysAgo(30 + rng.next() * 700),
      updated_at: isoDaysAgo(rng.next() * 30),
    });
  }
  // An offloaded brand was offloaded by a project owner when it was last updated, with a reason.
  brandRows.forEach((r, i) => {
    if (!r.is_offloaded) return;
    r.offload_reason = 'Brand moved to another agency';
    r.offloaded_at = r.updated_at;
    r.offloaded_by_user_id = users.pos[i % users.pos.length];
  });
  const brandIds = await bulkInsert(
    tx,
    'brands',
    {
      name: 'text',
      description: 'text',
      company_id: 'bigint',
      industry_id: 'bigint',
      contact_type: 'text',
      engagement: 'text',
      revenue: 'numeric',
      website: 'text',
      linkedin: 'text',
      hq_city_id: 'bigint',
      is_offloaded: 'boolean',
      offload_reason: 'text',
      offloaded_at: 'timestamptz',
      offloaded_by_user_id: 'bigint',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    brandRows,
    'id',
  );
  const owners: Record<string, unknown>[] = [];
  const pocs: Record<string, unknown>[] = [];
  const demoEvery = Math.max(1, Math.round(target / 90)); // the demo BO owns about 90 brands
  brandIds.forEach((brandId, i) => {
    const set = new Set<number>();
    if (i % demoEvery === 0) set.add(users.demo.BO);
    else if (rng.chance(0.95)) set.add(rng.pick(users.bos.slice(1)));
    if (rng.chance(0.15)) set.add(rng.pick(users.bos));
    for (const user_id of set)
      owners.push({ brand_id: brandId, user_id, assigned_at: brandRows[i].created_at });
    const domain = `${slug(base[i % base.length][0])}.com`;
    const n = target > 10_000 ? 1 : rng.int(1, 3);
    for (let k = 0; k < n; k++) {
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      pocs.push({
        brand_id: brandId,
        name: `${first} ${last}`,
        role: rng.pick(POC_ROLES),
        email: `${slug(first)}.${slug(last)}@${domain}`,
        phone_numbers: [{ cc: '+91', number: `9${rng.int(100000000, 999999999)}`, type: 'MOBILE' }],
        is_primary: k === 0,
      });
    }
  });
  await bulkInsert(
    tx,
    'brand_owners',
    { brand_id: 'bigint', user_id: 'bigint', assigned_at: 'timestamptz' },
    owners,
  );
  await bulkInsert(
    tx,
    'pocs',
    {
      brand_id: 'bigint',
      name: 'text',
      role: 'text',
      email: 'text',
      phone_numbers: 'jsonb',
      is_primary: 'boolean',
    },
    pocs,
  );
  return brandIds.length;
}

type SeedEi = { id: number; pos: number[]; blocked: Set<number> };

async function seedEvents(
  tx: Tx,
  rng: Rng,
  cityIds: Map<string, number>,
  industryIds: Map<string, number>,
  users: SeedUsers,
) {
  const events = placeEvents(loadEvents(), istDay(Date.now()));
  const eventIds = await bulkInsert(
    tx,
    'events',
    {
      name: 'text',
      category: 'text',
      start_date: 'date',
      end_date: 'date',
      city_id: 'bigint',
      venue: 'text',
      source_url: 'text',
    },
    events.map((e) => ({
      name: e.name,
      category: e.category,
      start_date: e.startDate,
      end_date: e.endDate,
      city_id: cityIds.get(`${e.state}|${e.city}`) ?? null,
      venue: e.venue,
      source_url: e.source,
    })),
    'id',
  );
  const invIds = await bulkInsert(
    tx,
    'inventories',
    { name: 'text', color: 'text', description: 'text' },
    INVENTORIES.map(({ name, color, description }) => ({ name, color, description })),
    'id',
  );
  const eiRows: Record<string, unknown>[] = [];
  events.forEach((e, i) => {
    const fit = INVENTORIES.map((inv, k) => ({ inv, k })).filter(
      ({ inv }) => !inv.fits.length || inv.fits.includes(e.category),
    );
    for (const { k } of rng.sample(fit, Math.min(fit.length, rng.int(5, 8)))) {
      eiRows.push({
        event_id: eventIds[i],
        inventory_id: invIds[k],
        sales_target: rng.int(2, 120) / 2,
        property_count: rng.int(1, 24),
        notes: rng.chance(0.4)
          ? 'Rate card shared with agencies; category exclusivity available.'
          : null,
        deck_uploaded: rng.chance(0.5),
      });
    }
  });
  const eiIds = await bulkInsert(
    tx,
    'event_inventories',
    {
      event_id: 'bigint',
      inventory_id: 'bigint',
      sales_target: 'numeric',
      property_count: 'int',
      notes: 'text',
      deck_uploaded: 'boolean',
    },
    eiRows,
    'id',
  );
  const owners: Record<string, unknown>[] = [];
  const blockedRows: Record<string, unknown>[] = [];
  const blockable = ['Alcoholic Beverages', 'Gaming']
    .map((n) => industryIds.get(n)!)
    .filter(Boolean);
  const eis: SeedEi[] = eiIds.map((id, i) => {
    const pos = new Set<number>([i % 3 === 0 ? users.demo.PO : rng.pick(users.pos)]);
    if (rng.chance(0.2)) pos.add(rng.pick(users.pos));
    const blocked = new Set<number>(rng.chance(0.15) ? [rng.pick(blockable)] : []);
    pos.forEach((user_id) => owners.push({ ei_id: id, user_id }));
    blocked.forEach((industry_id) => blockedRows.push({ ei_id: id, industry_id }));
    return { id, pos: [...pos], blocked };
  });
  await bulkInsert(tx, 'event_inventory_owners', { ei_id: 'bigint', user_id: 'bigint' }, owners);
  await bulkInsert(
    tx,
    'ei_blocked_industries',
    { ei_id: 'bigint', industry_id: 'bigint' },
    blockedRows,
  );
  // Subject matter experts (auto-assigned on tasks), round robin; the demo SME also on every third inventory.
  const n = users.smes.length;
  await bulkInsert(
    tx,
    'inventory_smes',
    { inventory_id: 'bigint', user_id: 'bigint' },
    invIds.flatMap((inventory_id, k) => [
      { inventory_id, user_id: users.smes[k % n] },
      ...(k % 3 === 0 && k % n !== 0 ? [{ inventory_id, user_id: users.demo.SME }] : []),
    ]),
  );
  await bulkInsert(
    tx,
    'event_smes',
    { event_id: 'bigint', user_id: 'bigint' },
    eventIds.map((event_id, i) => ({ event_id, user_id: users.smes[(i + 1) % n] })),
  );
  return { eventCount: eventIds.length, eis };
}

async function seedPairings(tx: Tx, rng: Rng, target: number, eis: SeedEi[]): Promise<number> {
  const { rows: brands } = await tx.execute<{
    id: number;
    industry_id: number | null;
    owner: number | null;
  }>(
    sql`select b.id, b.industry_id, (select min(user_id) from brand_owners bo where bo.brand_id = b.id) as owner from brands b where not b.is_offloaded order by b.id`,
  );
  const ownerOf = new Map(brands.map((b) => [b.id, b.owner]));
  const perEi = Math.max(1, Math.round(target / eis.length));
  const rows: Record<string, unknown>[] = [];
  for (const ei of eis) {
    const picked = new Set<number>();
    const want = Math.min(brands.length, rng.int(Math.ceil(perEi * 0.7), Math.floor(perEi * 1.3)));
    for (let tries = 0; picked.size < want && tries < want * 5; tries++) {
      const b = brands[rng.int(0, brands.length - 1)];
      if (b.industry_id && ei.blocked.has(b.industry_id)) continue;
      picked.add(b.id);
    }
    for (const brandId of picked) {
      const owner = ownerOf.get(brandId) ?? null;
      const roll = rng.next();
      const status = roll < 0.08 ? 'DISCARDED' : 'ASSIGNED';
      const stage =
        status === 'DISCARDED'
          ? 'ASSIGNED'
          : roll < 0.44
            ? 'ASSIGNED'
            : roll < 0.74
              ? 'IN_PROGRESS'
              : roll < 0.87
                ? 'WON'
                : 'NOT_INTERESTED';
      const proposed = stage === 'ASSIGNED' ? null : rng.int(5, 400) / 10;
      const assignedDaysAgo = 10 + rng.next() * 170;
      rows.push({
        ei_id: ei.id,
        brand_id: brandId,
        status,
        stage,
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
        brand_owner_user_id: owner,
        assigned_by_user_id: rng.chance(0.6) ? ei.pos[0] : (owner ?? ei.pos[0]),
        assigned_at: isoDaysAgo(assignedDaysAgo),
        updated_at: isoDaysAgo(assignedDaysAgo * rng.next()),
      });
    }
  }
  await bulkInsert(
    tx,
    'pairings',
    {
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
    },
    rows,
  );
  // History: how each pairing got where it is, and a call note for every pairing past ASSIGNED.
  await tx.execute(sql`insert into stage_history (ei_id, brand_id, user_id, action, from_stage, to_stage, created_at)
    select ei_id, brand_id, assigned_by_user_id, case when status = 'DISCARDED' then 'DISCARD' else 'ASSIGN' end, 'UNASSIGNED',
      case when status = 'DISCARDED' then 'DISCARDED' else 'ASSIGNED' end, assigned_at from pairings`);
  await tx.execute(sql`insert into stage_history (ei_id, brand_id, user_id, action, from_stage, to_stage, created_at)
    select ei_id, brand_id, coalesce(brand_owner_user_id, assigned_by_user_id), 'STAGE', 'ASSIGNED', stage, updated_at from pairings where status = 'ASSIGNED' and stage <> 'ASSIGNED'`);
  if (rows.length <= 50_000) {
    await tx.execute(sql`insert into interactions (brand_id, poc_id, user_id, type, note, created_at)
      select a.brand_id, (select p.id from pocs p where p.brand_id = a.brand_id order by p.is_primary desc, p.id limit 1), coalesce(a.brand_owner_user_id, a.assigned_by_user_id),
        (array['CALL','MAIL','WHATSAPP','SMS','NOTE'])[1 + (a.id % 5)::int], 'Discussed ' || inv.name || ' for ' || e.name || '.', a.updated_at
      from pairings a join event_inventories ei on ei.id = a.ei_id join events e on e.id = ei.event_id join inventories inv on inv.id = ei.inventory_id
      where a.status = 'ASSIGNED' and a.stage <> 'ASSIGNED'`);
    await tx.execute(
      sql`update pairings set last_contact_at = updated_at where status = 'ASSIGNED' and stage <> 'ASSIGNED'`,
    );
  }
  return rows.length;
}
