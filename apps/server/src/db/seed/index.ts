import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { hashPassword } from '../../auth/passwords.js';
import { createRng } from './random.js';
import { VERTICALS } from './names.js';
import { seedLocations, seedNames, seedReferenceLists } from './reference.js';
import { seedNotes } from './notes.js';
import { DEPARTMENTS, seedOrganisation } from './organisation.js';
import { seedUsers } from './users.js';
import { seedBrands } from './brands.js';
import { seedEvents } from './events.js';
import { seedPairings } from './pairings.js';
import { seedTasks } from './tasks.js';
import { seedChats } from './chats.js';
import { seedNotifications } from './notifications.js';
import { seedRepositories } from './repositories.js';
import { INVENTORIES, industriesOf, loadIndianBrands, METROS } from './catalog.js';

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
  tasks: number;
};

/** Loads the demo data set into an empty database when it has no users yet. Returns null when data exists. */
export async function seedDemoIfEmpty(db: Db, opts: SeedOptions): Promise<SeedSummary | null> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  if (rows[0].n > 0) return null;
  return seedDemo(db, opts);
}

/**
 * Builds the demo data deterministically from real sources (spec issue §5): Indian states and cities
 * (country-state-city), real brand names (data/indian-brands.json and data/brand-names.json), real
 * events (data/events.json, placed around today: placeEvents), sponsorship inventories, users of every
 * role in teams, and pairings over all stages with their history, tasks about them (seedTasks), and the
 * demo logins' chats, notifications and repositories (seedChats, seedNotifications, seedRepositories).
 * Defaults: 2,000+ brands and 6,000 pairings; `brands`/`pairings` scale it.
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
    const target = opts.brands ?? 2200;
    const brandCount = await seedBrands(tx, rng, { target, curated, industryIds, cityIds, users });

    log('agencies, departments and offices');
    await seedOrganisation(tx, rng, cityIds);
    await seedNotes(tx, rng);

    log('events and inventories');
    const { eventCount, eis } = await seedEvents(tx, rng, { cityIds, industryIds, users });

    log('pairings');
    const pairingCount = await seedPairings(tx, rng, opts.pairings ?? 6000, eis);

    log('tasks');
    const taskCount = await seedTasks(tx, rng, users);

    log('chats, notifications and repositories');
    await seedChats(tx, users.demo);
    await seedNotifications(tx, users.demo);
    await seedRepositories(tx, users.demo);
    return {
      users: users.all.length,
      brands: brandCount,
      events: eventCount,
      inventories: INVENTORIES.length,
      eventInventories: eis.length,
      pairings: pairingCount,
      tasks: taskCount,
    };
  });
}
