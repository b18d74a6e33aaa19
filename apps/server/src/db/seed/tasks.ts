import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { bulkInsert, bulkInsertIds } from './bulk.js';
import type { Rng } from './random.js';
import type { SeedUsers } from './users.js';
import { isoDaysAgo } from './eventDates.js';
import { oneOf } from '../../lib/sql.js';

/** A demo BO's pairing of an upcoming event that a task can be about. */
type Deal = {
  brand_id: number;
  brand: string;
  event_id: number;
  event: string;
  inventory_id: number;
  inventory: string;
};

/** Who a seeded task comes from and goes to, by demo role (SME is the subject matter expert, C a colleague BO). */
type Who = 'BO' | 'PO' | 'TO' | 'SME' | 'MG' | 'C';

/** A task the demo seeds: its text (`{brand}`, `{event}`, `{inventory}`, `{mention}` filled from a deal), its link and its people. */
type Template = {
  name: string;
  description: string;
  link: 'GENERAL' | 'BRAND' | 'EVENT';
  creator: Who;
  assignees: Who[];
};

const TEMPLATES: Template[] = [
  {
    name: 'Send the revised proposal to {brand}',
    description: 'They asked for a lower entry price; include the {inventory} option at {event}.',
    link: 'BRAND',
    creator: 'TO',
    assignees: ['BO'],
  },
  {
    name: 'Confirm {inventory} deliverables for {brand} at {event}',
    description: 'Logo sizes, placements and the activation plan; {mention} has the venue layout.',
    link: 'EVENT',
    creator: 'PO',
    assignees: ['BO', 'C'],
  },
  {
    name: "Share {brand}'s brief for the {event} pitch",
    description: 'Audience, budget and the KPIs they report on.',
    link: 'EVENT',
    creator: 'BO',
    assignees: ['SME'],
  },
  {
    name: 'Approve the 10% early-bird discount for {brand}',
    description: 'Signed before the month ends; the PO agreed, needs your approval.',
    link: 'BRAND',
    creator: 'BO',
    assignees: ['TO'],
  },
  {
    name: 'Call the marketing head of {brand} about renewal',
    description: 'Last year they took {inventory}; ask about a multi-event package.',
    link: 'BRAND',
    creator: 'TO',
    assignees: ['BO'],
  },
  {
    name: 'Upload the {event} deck with this year’s audience numbers',
    description:
      'The BOs pitching {inventory} need it before their meetings; {mention} please review.',
    link: 'EVENT',
    creator: 'TO',
    assignees: ['PO'],
  },
  {
    name: 'Weekly pipeline review: update your stages by Friday',
    description: 'Follow-up dates and expected closures for every open deal.',
    link: 'GENERAL',
    creator: 'TO',
    assignees: ['BO', 'PO', 'C'],
  },
  {
    name: 'Collect the purchase order from {brand}',
    description: 'Verbal yes on {inventory} at {event}; finance needs the PO number.',
    link: 'EVENT',
    creator: 'PO',
    assignees: ['BO'],
  },
  {
    name: 'Quarterly forecast by vertical',
    description: 'Committed, likely and stretch for the quarter, in crore.',
    link: 'GENERAL',
    creator: 'MG',
    assignees: ['TO'],
  },
  {
    name: 'Check the industry block for {brand} at {event}',
    description: 'A competitor holds the title slot; see whether {inventory} clashes.',
    link: 'EVENT',
    creator: 'BO',
    assignees: ['PO'],
  },
  {
    name: 'Send the case study from last season to {brand}',
    description: 'Footfall, reach and the brand lift survey.',
    link: 'BRAND',
    creator: 'SME',
    assignees: ['BO'],
  },
  {
    name: 'Plan the client visits for next week',
    description: 'Two meetings a day at most; share the list with {mention}.',
    link: 'GENERAL',
    creator: 'BO',
    assignees: ['TO', 'C'],
  },
];

/** Rounds through the templates: each this many times, with a different deal each time. */
const ROUNDS = 3;

/** A task drawn from a template and a deal, before it is stored. */
type Draft = ReturnType<typeof drawTasks>[number];

/**
 * Demo tasks, so that every demo login's Tasks page has work in it (spec 001 §3): ROUNDS rounds of
 * TEMPLATES about the demo BO's deals at upcoming events, from and to the demo BO, PO, TO, SME, MG and a
 * colleague BO, created over the last three weeks; about a third closed, some with a mention, a few
 * starred by the demo BO. Each has its ASSIGNER, its assignees' sub-assignments and its CREATED activity.
 * Returns the count.
 */
export async function seedTasks(tx: Tx, rng: Rng, users: SeedUsers): Promise<number> {
  const { rows: deals } = await tx.execute<Deal>(sql`
    select p.brand_id, b.name as brand, e.id as event_id, e.name as event, i.id as inventory_id, i.name as inventory
    from pairings p join brands b on b.id = p.brand_id join event_inventories ei on ei.id = p.ei_id
      join events e on e.id = ei.event_id join inventories i on i.id = ei.inventory_id
    where p.brand_owner_user_id = ${users.demo.BO} and e.start_date >= current_date
    order by e.start_date, p.brand_id limit 60`);
  if (!deals.length) return 0;
  const who: Record<Who, number> = { ...users.demo, C: users.bos[1] ?? users.demo.BO };
  const drafts = drawTasks(rng, deals, who, await userNames(tx, Object.values(who)));
  const ids = await bulkInsertIds(
    tx,
    'tasks',
    TASK_COLUMNS,
    drafts.map((d) => d.row),
  );
  await linkTasks(
    tx,
    drafts.map((d, i) => ({ ...d, id: ids[i] })),
    who,
  );
  return drafts.length;
}

const TASK_COLUMNS = {
  name: 'text',
  description: 'text',
  creator_user_id: 'bigint',
  category: 'text',
  status: 'text',
  closed_at: 'timestamptz',
  inventory_id: 'bigint',
  event_id: 'bigint',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

/** ROUNDS × TEMPLATES tasks, each on a random deal, oldest first (three weeks ago to today), about a third closed. */
function drawTasks(rng: Rng, deals: Deal[], who: Record<Who, number>, names: Map<number, string>) {
  const count = TEMPLATES.length * ROUNDS;
  return Array.from({ length: count }, (_, n) => {
    const t = TEMPLATES[n % TEMPLATES.length];
    const deal = rng.pick(deals);
    const mentioned = t.description.includes('{mention}') ? who[t.assignees[0]] : null;
    const fill = (s: string) =>
      s
        .replaceAll('{brand}', deal.brand)
        .replaceAll('{event}', deal.event)
        .replaceAll('{inventory}', deal.inventory)
        .replaceAll('{mention}', `@[${names.get(mentioned ?? 0)}](${mentioned})`);
    const ageDays = 21 - (n * 20) / count + rng.next();
    const closedAt = rng.chance(0.3) ? isoDaysAgo(ageDays * rng.next()) : null;
    const createdAt = isoDaysAgo(ageDays);
    const creator = who[t.creator];
    const assignees = [...new Set(t.assignees.map((a) => who[a]))].filter((u) => u !== creator);
    const row = {
      name: fill(t.name),
      description: fill(t.description),
      creator_user_id: creator,
      category: t.link,
      status: closedAt ? 'CLOSED' : 'OPEN',
      closed_at: closedAt,
      inventory_id: t.link === 'EVENT' ? deal.inventory_id : null,
      event_id: t.link === 'EVENT' ? deal.event_id : null,
      created_at: createdAt,
      updated_at: closedAt ?? createdAt,
    };
    return { row, link: t.link, brandId: deal.brand_id, creator, assignees, mentioned };
  });
}

/** The stored tasks' people (ASSIGNER and assignees), sub-assignments, brands, mentions, the demo BO's stars and CREATED activity. */
async function linkTasks(tx: Tx, tasks: (Draft & { id: number })[], who: Record<Who, number>) {
  const people = tasks.flatMap((k) => [
    { task_id: k.id, user_id: k.creator, relation: 'ASSIGNER' },
    ...k.assignees.map((u) => ({ task_id: k.id, user_id: u, relation: 'ASSIGNEE' })),
  ]);
  await bulkInsert(
    tx,
    'task_people',
    { task_id: 'bigint', user_id: 'bigint', relation: 'text', type: 'text' },
    people.map((p) => ({ ...p, type: 'USER' })),
  );
  const subs = tasks.flatMap((k) =>
    k.assignees.map((u) => ({
      task_id: k.id,
      user_id: u,
      status: k.row.status,
      closed_at: k.row.closed_at,
    })),
  );
  await bulkInsert(
    tx,
    'task_sub_assignments',
    { task_id: 'bigint', user_id: 'bigint', status: 'text', closed_at: 'timestamptz' },
    subs,
  );
  const brands = tasks
    .filter((k) => k.link !== 'GENERAL')
    .map((k) => ({ task_id: k.id, brand_id: k.brandId }));
  await bulkInsert(tx, 'task_brands', { task_id: 'bigint', brand_id: 'bigint' }, brands);
  const mentions = tasks.flatMap((k) =>
    k.mentioned ? [{ task_id: k.id, user_id: k.mentioned }] : [],
  );
  await bulkInsert(tx, 'task_mentions', { task_id: 'bigint', user_id: 'bigint' }, mentions);
  const starred = tasks.filter((k) => !k.row.closed_at && k.assignees.includes(who.BO)).slice(0, 3);
  await bulkInsert(
    tx,
    'task_stars',
    { task_id: 'bigint', user_id: 'bigint' },
    starred.map((k) => ({ task_id: k.id, user_id: who.BO })),
  );
  const created = tasks.map((k) => ({
    task_id: k.id,
    user_id: k.creator,
    action: 'CREATED',
    detail: { name: k.row.name, assignees: k.assignees.length },
    created_at: k.row.created_at,
  }));
  await bulkInsert(
    tx,
    'task_activity',
    {
      task_id: 'bigint',
      user_id: 'bigint',
      action: 'text',
      detail: 'jsonb',
      created_at: 'timestamptz',
    },
    created,
  );
}

/** "First Last" of each of `ids`. */
async function userNames(tx: Tx, ids: number[]): Promise<Map<number, string>> {
  const { rows } = await tx.execute<{ id: number; name: string }>(
    sql`select id, first_name || ' ' || last_name as name from users where id ${oneOf(ids)}`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}
