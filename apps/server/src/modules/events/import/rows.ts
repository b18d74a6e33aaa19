import { sql } from 'drizzle-orm';
import {
  codeLabel,
  EVENT_ADMIN_LIMITS,
  EVENT_ADMIN_MESSAGES,
  EVENT_CATEGORIES,
  isRealDate,
  type EventCategory,
  type EventImportField,
  type ImportRowError,
} from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { excelSerialDay } from '../../../lib/excel.js';

/** Reading the rows of an event import: reference look-ups, one row's checks, rows grouped into events. */

/** Names the rows are matched against (all keys lower-case): cities (ids of that name), inventories, active POs and active users by email. */
export type EventReference = {
  cities: Map<string, number[]>;
  inventories: Map<string, { id: number; name: string }>;
  pos: Map<string, number>;
  users: Map<string, number>;
};

/** Loads the reference names an event import matches. */
export async function loadEventReference(db: Tx): Promise<EventReference> {
  const [cities, inventories, users] = await Promise.all([
    db.execute<{ id: number; name: string }>(sql`select id, name from cities`),
    db.execute<{ id: number; name: string }>(sql`select id, name from inventories order by id`),
    db.execute<{ id: number; email: string; po: boolean }>(sql`select id, lower(email) as email,
        'PO' = any(roles) as po from users where status = 'ACTIVE'`),
  ]);
  const ref: EventReference = {
    cities: new Map(),
    inventories: new Map(),
    pos: new Map(),
    users: new Map(),
  };
  for (const c of cities.rows) {
    const k = c.name.toLowerCase();
    ref.cities.set(k, [...(ref.cities.get(k) ?? []), Number(c.id)]);
  }
  for (const i of inventories.rows)
    if (!ref.inventories.has(i.name.toLowerCase()))
      ref.inventories.set(i.name.toLowerCase(), { id: Number(i.id), name: i.name });
  for (const u of users.rows) {
    ref.users.set(u.email, Number(u.id));
    if (u.po) ref.pos.set(u.email, Number(u.id));
  }
  return ref;
}

/** One checked row: its event's fields and one inventory with its target (crore, undefined: not given). */
export type EventImportRow = {
  row: number;
  key: string;
  season: string;
  eventName: string;
  startDate: string;
  endDate: string;
  cityId: number;
  cityName: string;
  category: EventCategory;
  venue?: string;
  description?: string;
  inventoryId: number;
  inventoryName: string;
  salesTarget?: number;
  projectOwnerIds: number[];
  smeIds: number[];
};

/** Column index of each mapped field. */
export type EventColumnIndex = Partial<Record<EventImportField, number>>;

/**
 * A date cell as YYYY-MM-DD: YYYY-MM-DD or DD/MM/YYYY (also DD-MM-YYYY), or an xlsx date cell's serial
 * (excelSerialDay), a real calendar day of the years 1900–2999 (isRealDate); else null.
 */
function dateOf(raw: string): string | null {
  const serial = excelSerialDay(raw);
  if (serial) return isRealDate(serial) ? serial : null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(raw);
  const dmy = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(raw);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  if (!y || !m || !d) return null;
  const s = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isRealDate(s) ? s : null;
}

/** FY season (April–March) of a YYYY-MM-DD date, e.g. '2027-28'. */
function seasonOf(date: string): string {
  const [y, m] = date.split('-').map(Number);
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** A category cell as a code: the code or its label, any case; else null. */
function categoryOf(raw: string): EventCategory | null {
  const k = raw.trim().toLowerCase();
  return (
    EVENT_CATEGORIES.find((c) => c.toLowerCase() === k || codeLabel(c).toLowerCase() === k) ?? null
  );
}

/** A crore cell (digits, optional thousands commas) as a number rounded to 2 decimals, or null when not one. */
function croreOf(raw: string): number | null {
  if (!/^[\d,]*\.?\d+$/.test(raw)) return null;
  const n = Number(raw.replace(/,/g, ''));
  return n <= 1_000_000 ? Math.round(n * 100) / 100 : null;
}

/** The user ids of an email list cell (';' or ',' separated); each unknown email is reported. */
function emailsOf(raw: string, users: Map<string, number>, report: (email: string) => void) {
  const ids: number[] = [];
  for (const e of raw.split(/[;,]/).map((s) => s.trim().toLowerCase())) {
    if (!e) continue;
    const id = users.get(e);
    if (id === undefined) report(e);
    else if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

type Cells = Partial<Record<EventImportField, string>>;
type Report = (field: EventImportField, reason: string) => void;

/** A row's start and end dates (YYYY-MM-DD, null when bad); a bad date and an end before the start are reported. */
function datesOf(c: Cells, report: Report) {
  const startDate = dateOf(c.startDate ?? '');
  if (!startDate) report('startDate', 'must be a date (YYYY-MM-DD or DD/MM/YYYY)');
  const endDate = dateOf(c.endDate ?? '');
  if (!endDate) report('endDate', 'must be a date (YYYY-MM-DD or DD/MM/YYYY)');
  else if (startDate && endDate < startDate) report('endDate', EVENT_ADMIN_MESSAGES.endBeforeStart);
  return { startDate, endDate };
}

/** The event's own fields of a row (name, dates, city, category, venue, description); problems reported. */
function eventFieldsOf(c: Cells, ref: EventReference, report: Report) {
  const eventName = c.eventName ?? '';
  if (!eventName) report('eventName', 'is required');
  else if (eventName.length > EVENT_ADMIN_LIMITS.name)
    report('eventName', `must be at most ${EVENT_ADMIN_LIMITS.name} characters`);
  const { startDate, endDate } = datesOf(c, report);
  const cities = ref.cities.get((c.city ?? '').toLowerCase()) ?? [];
  if (!c.city) report('city', 'is required');
  else if (!cities.length) report('city', `city "${c.city}" does not exist`);
  else if (cities.length > 1) report('city', `city "${c.city}" is in more than one state`);
  const category = categoryOf(c.category ?? '');
  if (!category) report('category', `must be one of ${EVENT_CATEGORIES.map(codeLabel).join(', ')}`);
  if ((c.venue ?? '').length > EVENT_ADMIN_LIMITS.venue)
    report('venue', `must be at most ${EVENT_ADMIN_LIMITS.venue} characters`);
  if ((c.description ?? '').length > EVENT_ADMIN_LIMITS.description)
    report('description', `must be at most ${EVENT_ADMIN_LIMITS.description} characters`);
  return { eventName, startDate, endDate, cityId: cities[0], category };
}

/**
 * Checks one data row read through `index` against the reference names; every problem goes to
 * `errors` as {row, field, reason}. Returns the clean row, or null when it has an error.
 */
export function checkEventRow(a: {
  row: number;
  cells: string[];
  index: EventColumnIndex;
  ref: EventReference;
  errors: ImportRowError[];
}): EventImportRow | null {
  const c: Cells = {};
  for (const [f, i] of Object.entries(a.index))
    c[f as EventImportField] = (a.cells[i] ?? '').trim();
  const before = a.errors.length;
  const report: Report = (field, reason) => a.errors.push({ row: a.row, field, reason });
  const ev = eventFieldsOf(c, a.ref, report);
  const inv = a.ref.inventories.get((c.inventory ?? '').toLowerCase());
  if (!c.inventory) report('inventory', 'is required');
  else if (!inv) report('inventory', `inventory "${c.inventory}" does not exist`);
  const salesTarget = c.salesTarget ? croreOf(c.salesTarget) : undefined;
  if (salesTarget === null) report('salesTarget', 'must be a number (crore)');
  const projectOwnerIds = emailsOf(c.projectOwners ?? '', a.ref.pos, (e) =>
    report('projectOwners', `no active project owner (PO) has the email "${e}"`),
  );
  const smeIds = emailsOf(c.smes ?? '', a.ref.users, (e) =>
    report('smes', `no active user has the email "${e}"`),
  );
  if (a.errors.length > before || !ev.startDate || !ev.endDate || !ev.category || !inv) return null;
  return {
    row: a.row,
    key: `${ev.eventName.toLowerCase()}|${seasonOf(ev.startDate)}`,
    season: seasonOf(ev.startDate),
    eventName: ev.eventName,
    startDate: ev.startDate,
    endDate: ev.endDate,
    cityId: ev.cityId,
    cityName: c.city ?? '',
    category: ev.category,
    venue: c.venue || undefined,
    description: c.description || undefined,
    inventoryId: inv.id,
    inventoryName: inv.name,
    salesTarget: salesTarget ?? undefined,
    projectOwnerIds,
    smeIds,
  };
}
