import { sql } from 'drizzle-orm';
import {
  EVENT_FIELD_LABELS as F,
  type EventImportPlan,
  type ImportRowError,
  type PlannedEvent,
} from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { eventSetupOf } from '../../inventories/index.js';
import { eventRow } from '../admin/queries.js';
import type { EventInput } from '../admin/service.js';
import type { EventImportRow } from './rows.js';

/** Grouping checked rows into events and planning each against the database (nothing is written). */

/** The rows of one event (same name, any case, and FY season): its fields from the first row, its inventories, POs and SMEs. */
export type EventGroup = {
  first: EventImportRow;
  rows: number[];
  inventories: Map<number, { name: string; salesTarget?: number }>;
  projectOwnerIds: Set<number>;
  smeIds: Set<number>;
};

/** The first event field (dates, city, category, venue, description) a later row of an event gives differently, or null. */
function clashOf(first: EventImportRow, r: EventImportRow): string | null {
  if (r.startDate !== first.startDate) return 'startDate';
  if (r.endDate !== first.endDate) return 'endDate';
  if (r.cityId !== first.cityId) return 'city';
  if (r.category !== first.category) return 'category';
  if (r.venue !== undefined && r.venue !== first.venue) return 'venue';
  if (r.description !== undefined && r.description !== first.description) return 'description';
  return null;
}

/** Adds a clean row to its event's group; a later row giving the event other fields, or an inventory again, is reported on that row. */
export function addToEventGroups(
  groups: Map<string, EventGroup>,
  r: EventImportRow,
  errors: ImportRowError[],
): void {
  let g = groups.get(r.key);
  const clash = g && clashOf(g.first, r);
  if (g && clash) {
    errors.push({
      row: r.row,
      field: clash,
      reason: `differs from row ${g.first.row} of event "${g.first.eventName}"`,
    });
    return;
  }
  if (g?.inventories.has(r.inventoryId)) {
    errors.push({
      row: r.row,
      field: 'inventory',
      reason: `inventory "${r.inventoryName}" is listed twice for event "${r.eventName}"`,
    });
    return;
  }
  if (!g) {
    g = {
      first: r,
      rows: [],
      inventories: new Map(),
      projectOwnerIds: new Set(),
      smeIds: new Set(),
    };
    groups.set(r.key, g);
  }
  g.rows.push(r.row);
  g.inventories.set(r.inventoryId, { name: r.inventoryName, salesTarget: r.salesTarget });
  for (const id of r.projectOwnerIds) g.projectOwnerIds.add(id);
  for (const id of r.smeIds) g.smeIds.add(id);
}

/** One event's step of the plan: create (eventId null) or update, the admin service's input and the change lines. */
export type EventStep = {
  group: EventGroup;
  eventId: number | null;
  input: EventInput;
  changes: string[];
  inventoriesAdded: number;
  targetsChanged: number;
};

/** The id of the event with this name (any case) in the FY season of `startDate`, or null. */
async function existingEventId(db: Tx, r: EventImportRow): Promise<number | null> {
  const { rows } = await db.execute<{ id: number }>(sql`select id from events
    where lower(name) = lower(${r.eventName})
      and extract(year from (start_date - interval '3 months'))
        = extract(year from (${r.startDate}::date - interval '3 months'))
    order by id limit 1`);
  return rows[0] ? Number(rows[0].id) : null;
}

const crore = (n: number | null | undefined) => (n === null || n === undefined ? '—' : String(n));

/** The step of a new event: every inventory of the file, targets as given (null when blank). */
function createStep(g: EventGroup): EventStep {
  const f = g.first;
  const inventories = [...g.inventories].map(([inventoryId, i]) => ({
    inventoryId,
    salesTarget: i.salesTarget ?? null,
  }));
  return {
    group: g,
    eventId: null,
    input: {
      eventName: f.eventName,
      startDate: f.startDate,
      endDate: f.endDate,
      cityId: f.cityId,
      category: f.category,
      venue: f.venue ?? null,
      description: f.description ?? null,
      imageUrl: null,
      projectOwnerIds: [...g.projectOwnerIds],
      smeIds: [...g.smeIds],
      inventories,
    },
    changes: [`${F.inventories}: ${[...g.inventories.values()].map((i) => i.name).join(', ')}`],
    inventoriesAdded: inventories.length,
    targetsChanged: 0,
  };
}

/**
 * The step of an existing event: its fields from the file (venue and description kept when blank),
 * its inventories kept with the file's ones added and their targets set when given, POs and SMEs
 * added to its own. `changes` lists what differs (empty: unchanged).
 */
async function updateStep(db: Tx, g: EventGroup, eventId: number): Promise<EventStep> {
  const before = (await eventRow(db, eventId))!;
  const setup = await eventSetupOf(db, eventId);
  const f = g.first;
  const changes: string[] = [];
  const fields = {
    eventName: f.eventName,
    startDate: f.startDate,
    endDate: f.endDate,
    cityId: f.cityId,
    category: f.category,
    venue: f.venue ?? before.venue,
    description: f.description ?? before.description,
    imageUrl: before.imageUrl,
  };
  for (const k of [
    'eventName',
    'startDate',
    'endDate',
    'category',
    'venue',
    'description',
  ] as const)
    if (fields[k] !== before[k]) changes.push(`${F[k]}: ${before[k] ?? '—'} → ${fields[k] ?? '—'}`);
  if (fields.cityId !== before.cityId)
    changes.push(`${F.city}: ${before.cityName ?? '—'} → ${f.cityName}`);
  let targetsChanged = 0;
  const inventories = setup.inventories.map((i) => {
    const t = g.inventories.get(i.inventoryId)?.salesTarget;
    if (t === undefined || t === i.salesTarget)
      return { inventoryId: i.inventoryId, salesTarget: i.salesTarget };
    targetsChanged++;
    changes.push(`${F.salesTarget(i.inventoryName)}: ${crore(i.salesTarget)} → ${crore(t)}`);
    return { inventoryId: i.inventoryId, salesTarget: t };
  });
  const had = new Set(setup.inventories.map((i) => i.inventoryId));
  const added = [...g.inventories].filter(([id]) => !had.has(id));
  for (const [inventoryId, i] of added) {
    inventories.push({ inventoryId, salesTarget: i.salesTarget ?? null });
    changes.push(`${F.inventories}: adds ${i.name}`);
  }
  const union = (own: number[], file: Set<number>, label: string) => {
    const more = [...file].filter((id) => !own.includes(id));
    if (more.length) changes.push(`${label}: adds ${more.length}`);
    return [...own, ...more];
  };
  const projectOwnerIds = union(
    setup.projectOwners.map((u) => u.userId),
    g.projectOwnerIds,
    F.projectOwners,
  );
  const smeIds = union(
    setup.smes.map((u) => u.userId),
    g.smeIds,
    F.smes,
  );
  return {
    group: g,
    eventId,
    input: { ...fields, projectOwnerIds, smeIds, inventories },
    changes,
    inventoriesAdded: added.length,
    targetsChanged,
  };
}

/** Plans every event group against the database (reads only). */
export async function planEvents(db: Tx, groups: Map<string, EventGroup>): Promise<EventStep[]> {
  const steps: EventStep[] = [];
  for (const g of groups.values()) {
    const id = await existingEventId(db, g.first);
    steps.push(id === null ? createStep(g) : await updateStep(db, g, id));
  }
  return steps;
}

/** The plan as the dry run answers it. */
export function planSummary(steps: EventStep[]): EventImportPlan {
  const item = (s: EventStep): PlannedEvent => ({
    eventName: s.input.eventName,
    season: s.group.first.season,
    eventId: s.eventId,
    changes: s.changes,
  });
  return {
    toCreate: steps.filter((s) => s.eventId === null).map(item),
    toUpdate: steps.filter((s) => s.eventId !== null && s.changes.length).map(item),
    unchanged: steps.filter((s) => s.eventId !== null && !s.changes.length).map(item),
    inventoriesToAdd: steps.reduce((n, s) => n + s.inventoriesAdded, 0),
    targetsToChange: steps.reduce((n, s) => n + s.targetsChanged, 0),
  };
}
