import {
  EVENT_ADMIN_LIMITS as L,
  type EventCategory,
  type EventCreateRequest,
  type EventFormValues,
} from '@crm/contracts';
import { endOfIstDay } from '../../../lib/dates';
import { croreRule, numberError } from '../../../lib/validation';

/** The event form's values as typed (spec 001 §3 Event): selects hold ids as strings, a sales target is a number or text while typed. */
export type EventFormState = {
  eventName: string;
  startDate: string;
  endDate: string;
  cityId: string | null;
  category: EventCategory | null;
  venue: string;
  description: string;
  imageUrl: string;
  projectOwnerIds: string[];
  smeIds: string[];
  inventories: InventoryRow[];
};

/** One inventory row of the form: a stable key, the inventory picked and its sales target (crore, '' for none). */
export type InventoryRow = {
  key: string;
  inventoryId: string | null;
  inventoryName: string | null;
  salesTarget: number | string;
};

/** The sales target rule (crore, two decimals). */
export const SALES_TARGET_RULE = croreRule('Sales target');

let rowSeq = 0;
/** A new, empty inventory row. */
export const newInventoryRow = (): InventoryRow => ({
  key: `row-${++rowSeq}`,
  inventoryId: null,
  inventoryName: null,
  salesTarget: '',
});

/** A blank form: one empty inventory row. */
export const emptyEventForm = (): EventFormState => ({
  eventName: '',
  startDate: '',
  endDate: '',
  cityId: null,
  category: null,
  venue: '',
  description: '',
  imageUrl: '',
  projectOwnerIds: [],
  smeIds: [],
  inventories: [newInventoryRow()],
});

/** The form's values for an existing event (GET /api/admin/event). */
export const formOfEvent = (e: EventFormValues): EventFormState => ({
  eventName: e.eventName,
  startDate: e.startDate,
  endDate: e.endDate,
  cityId: e.cityId === null ? null : String(e.cityId),
  category: e.category,
  venue: e.venue ?? '',
  description: e.description ?? '',
  imageUrl: e.imageUrl ?? '',
  projectOwnerIds: e.projectOwners.map((u) => String(u.userId)),
  smeIds: e.smes.map((u) => String(u.userId)),
  inventories: e.inventories.map((i) => ({
    key: `ei-${i.eiId}`,
    inventoryId: String(i.inventoryId),
    inventoryName: i.inventoryName,
    salesTarget: i.salesTarget ?? '',
  })),
});

/** A picked day as sent: the end of that IST day (endOfIstDay); '' (none picked yet) stays '' for the form to ask for. */
const sentDay = (day: string) => day && endOfIstDay(day);

/**
 * The request the form sends (POST /api/admin/event; PATCH adds eventId and confirmDateMove): the
 * dates as the end of their IST days (spec 000 §5 Dates), which the API stores as those days.
 */
export const requestOfForm = (v: EventFormState): EventCreateRequest => ({
  eventName: v.eventName.trim(),
  startDate: sentDay(v.startDate),
  endDate: sentDay(v.endDate),
  cityId: Number(v.cityId ?? 0),
  category: (v.category ?? '') as EventCategory,
  venue: v.venue.trim() || null,
  description: v.description.trim() || null,
  imageUrl: v.imageUrl || null,
  projectOwnerIds: v.projectOwnerIds.map(Number),
  smeIds: v.smeIds.map(Number),
  inventories: v.inventories.map((r) => ({
    inventoryId: Number(r.inventoryId ?? 0),
    salesTarget: r.salesTarget === '' ? null : Number(r.salesTarget),
  })),
});

/** The screen's sentences by request path (null: nothing to say); the schema refuses the rest. */
export function eventFormSentences(v: EventFormState): Record<string, string | null> {
  const ids = v.inventories.map((r) => r.inventoryId).filter(Boolean);
  const said: Record<string, string | null> = {
    eventName: v.eventName.trim() ? null : 'Enter the event name',
    startDate: v.startDate ? null : 'Pick the start date',
    endDate: !v.endDate
      ? 'Pick the end date'
      : v.startDate && v.endDate < v.startDate
        ? 'The end date cannot be before the start date'
        : null,
    cityId: v.cityId ? null : 'Pick the city',
    category: v.category ? null : 'Pick the category',
    description:
      v.description.length > L.description ? `At most ${L.description} characters` : null,
    inventories: new Set(ids).size !== ids.length ? 'Each inventory can be listed once' : null,
  };
  v.inventories.forEach((r, i) => {
    said[`inventories.${i}.inventoryId`] = r.inventoryId ? null : 'Pick an inventory';
    said[`inventories.${i}.salesTarget`] = numberError(r.salesTarget, SALES_TARGET_RULE);
  });
  return said;
}
