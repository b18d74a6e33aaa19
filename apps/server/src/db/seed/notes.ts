import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { bulkInsert } from './bulk.js';
import { createRng, type Rng } from './random.js';

/** Public notes a brand owner leaves for colleagues: [title, description]. */
const PUBLIC_NOTES: [string, string][] = [
  [
    'Budget cycle',
    'Marketing budgets for the next financial year are locked in February. Pitch properties before the end of January.',
  ],
  [
    'Decision maker',
    'Final sign-off sits with the CMO; the brand manager shortlists. Copy both on proposals.',
  ],
  [
    'Agency on record',
    'Media buying runs through their agency. Share rate cards with the agency planner first.',
  ],
  [
    'Category exclusivity',
    'They insist on category exclusivity for title and associate sponsorships. Check blocked industries before assigning.',
  ],
  [
    'Preferred properties',
    'Interested in cricket and music concerts with strong youth reach; not keen on award shows.',
  ],
  [
    'Regional focus',
    'Current campaigns push South and West markets. Regional events in Bengaluru, Chennai and Pune fit well.',
  ],
  [
    'Past sponsorship',
    'Sponsored a T20 league team last season and renewed the on-ground branding package.',
  ],
  [
    'Activation ideas',
    'Asked for sampling zones and a digital contest tie-in rather than only LED boards.',
  ],
  [
    'Payment terms',
    'Standard 60-day payment terms after invoice; purchase order needed before any activation.',
  ],
  [
    'Brand guidelines',
    'Logo lock-ups and colour codes were shared by their design team; use only the approved versions.',
  ],
  [
    'Festive season plans',
    'Diwali campaign planning starts in July. Festive inventory should reach them by mid-June.',
  ],
  [
    'Competitor activity',
    'Their main competitor has signed a multi-year deal with a football league. Position alternatives early.',
  ],
  [
    'Reporting needs',
    'Wants post-event reports with footfall, screen time and social reach within two weeks.',
  ],
  [
    'Meeting cadence',
    'Quarterly business review with the brand team; monthly check-ins over video call.',
  ],
  [
    'Procurement',
    'Vendor onboarding through procurement takes about three weeks; start paperwork with the proposal.',
  ],
];

/** Private reminders a brand owner keeps for themselves. */
const PRIVATE_NOTES: [string, string][] = [
  [
    'Follow up after the launch',
    'Call the brand manager once their product launch is over; they asked for space until then.',
  ],
  [
    'Pricing thoughts',
    'Open at the rate card, room to move 15% for a two-event bundle. Do not go below the floor without approval.',
  ],
  [
    'Relationship',
    'The marketing head prefers WhatsApp over email for quick questions; formal proposals by mail.',
  ],
  [
    'Renewal risk',
    'They were unhappy with last year’s branding visibility. Offer better camera positions this time.',
  ],
  ['Personal reminder', 'Send the revised deck with audience data before Friday.'],
  [
    'Negotiation notes',
    'They will ask for added digital inventory; keep social posts as the give, not on-ground boards.',
  ],
  ['Introductions', 'Ask the POC to introduce us to the new regional marketing lead in Mumbai.'],
  [
    'Timing',
    'Avoid pitching during quarter-end closing; the team is unreachable the last week of each quarter.',
  ],
];

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();

/**
 * Demo brand notes (spec 001 §6): a few hundred public and private notes on brands, each written by
 * one of that brand's owners, newest within the last year. Every brand of the demo BO gets notes so
 * that bo@demo.test sees both kinds. Runs after brands, users and brand owners exist. Draws from its
 * own fixed random stream (not `seedRng`) so that the data seeded after it does not depend on
 * how many notes there are.
 */
export async function seedNotes(tx: Tx, seedRng: Rng): Promise<void> {
  const rng = createRng(20261122);
  void seedRng;
  const { rows } = await tx.execute<{ brand_id: number; user_id: number; demo: boolean }>(
    sql`select bo.brand_id, bo.user_id, u.email = 'bo@demo.test' as demo from brand_owners bo join users u on u.id = bo.user_id order by bo.brand_id, bo.user_id limit 5000`,
  );
  if (!rows.length) return;
  const demoPairs = rows.filter((r) => r.demo);
  const otherPairs = rows.filter((r) => !r.demo);
  const picked = [...demoPairs, ...rng.sample(otherPairs, Math.min(otherPairs.length, 120))];
  const notes: Record<string, unknown>[] = [];
  for (const { brand_id, user_id } of picked) {
    const n = rng.int(1, 3);
    const publicOnes = rng.sample(PUBLIC_NOTES, n);
    for (const [title, description] of publicOnes) {
      const created = rng.next() * 360;
      notes.push({
        brand_id,
        user_id,
        title,
        description,
        is_private: false,
        created_at: daysAgo(created),
        updated_at: daysAgo(created * rng.next()),
      });
    }
    if (rng.chance(0.5)) {
      const [title, description] = rng.pick(PRIVATE_NOTES);
      const created = rng.next() * 120;
      notes.push({
        brand_id,
        user_id,
        title,
        description,
        is_private: true,
        created_at: daysAgo(created),
        updated_at: daysAgo(created),
      });
    }
  }
  await bulkInsert(
    tx,
    'brand_notes',
    {
      brand_id: 'bigint',
      user_id: 'bigint',
      title: 'text',
      description: 'text',
      is_private: 'boolean',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    notes,
  );
}
