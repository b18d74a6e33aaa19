import { sql } from 'drizzle-orm';
import { ROLE_CODES, type RoleCode } from '@crm/contracts';
import type { Tx } from '../client.js';
import { bulkInsert, bulkInsertIds } from './bulk.js';
import type { Rng } from './random.js';
import { FIRST_NAMES, LAST_NAMES, slug } from './names.js';
import { isoDaysAgo } from './eventDates.js';

/** The seeded users' ids: all of them, by role pool, and the demo login of each role code. */
export type SeedUsers = {
  all: number[];
  bos: number[];
  pos: number[];
  smes: number[];
  demo: Record<RoleCode, number>;
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

/** Named colleagues' roles: mostly brand owners, some project and team owners, a few other roles. */
const COLLEAGUE_ROLES: RoleCode[][] = [
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

const USER_COLUMNS = {
  email: 'text',
  password_hash: 'text',
  first_name: 'text',
  last_name: 'text',
  roles: 'text[]',
  is_admin: 'boolean',
  vertical_id: 'bigint',
  last_active_on: 'timestamptz',
};

/**
 * The demo logins (one per role code) and the named colleagues (COLLEAGUE_ROLES, in that order), all
 * with `passwordHash`, then the teams. Returns their ids by role pool.
 */
export async function seedUsers(
  tx: Tx,
  rng: Rng,
  passwordHash: string,
  verticals: number[],
): Promise<SeedUsers> {
  const rows = [...roleUserRows(rng, verticals), ...colleagueRows(rng, verticals)];
  const withHash = rows.map((r) => ({
    ...r,
    password_hash: passwordHash,
    last_active_on: isoDaysAgo(rng.next() * 3),
  }));
  const ids = await bulkInsertIds(tx, 'users', USER_COLUMNS, withHash);
  const demo = Object.fromEntries(ROLE_CODES.map((c, i) => [c, ids[i]])) as Record<
    RoleCode,
    number
  >;
  const colleagues = ids.slice(ROLE_CODES.length);
  const byRole = (role: RoleCode) => colleagues.filter((_, i) => COLLEAGUE_ROLES[i].includes(role));
  await seedTeams(tx, demo, byRole);
  return {
    all: ids,
    bos: [demo.BO, ...byRole('BO')],
    pos: [demo.PO, ...byRole('PO')],
    smes: [demo.SME, ...byRole('SME')],
    demo,
  };
}

/** One `<code>@demo.test` login per role code (ADMIN is the admin), each in a random vertical. */
function roleUserRows(rng: Rng, verticals: number[]): Record<string, unknown>[] {
  return ROLE_CODES.map((code) => {
    const [first, last] = ROLE_USERS[code];
    return {
      email: `${code.toLowerCase()}@demo.test`,
      first_name: first,
      last_name: last,
      roles: `{${code}}`,
      is_admin: code === 'ADMIN',
      vertical_id: rng.pick(verticals),
    };
  });
}

/** A user per COLLEAGUE_ROLES entry, each with a distinct random name no demo login has. */
function colleagueRows(rng: Rng, verticals: number[]): Record<string, unknown>[] {
  const used = new Set<string>();
  return COLLEAGUE_ROLES.map((roles) => {
    let first: string, last: string;
    do {
      first = rng.pick(FIRST_NAMES);
      last = rng.pick(LAST_NAMES);
    } while (
      used.has(first + last) ||
      Object.values(ROLE_USERS).some(([f, l]) => f === first && l === last)
    );
    used.add(first + last);
    return {
      email: `${slug(first)}.${slug(last)}@demo.test`,
      first_name: first,
      last_name: last,
      roles: `{${roles.join(',')}}`,
      is_admin: false,
      vertical_id: rng.pick(verticals),
    };
  });
}

/** Teams: the demo TO leads the demo BO and five colleagues; each colleague TO leads four BOs. */
async function seedTeams(
  tx: Tx,
  demo: Record<RoleCode, number>,
  byRole: (role: RoleCode) => number[],
): Promise<void> {
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
}
