import { z } from 'zod';
import { ImportParseResult, ImportRowError } from './imports.js';
import { defineRoute } from './routes.js';

/**
 * Import a season of events (admin): a CSV or XLSX with one row per event inventory, grouped into
 * events by (name, FY season). Same upload, dry run and per-row errors as the brand import; the run
 * only adds event inventories or retargets them, never removes one (spec 001 §3 Event, §7 Event API).
 */

/** Fields a column of an event import can map to. salesTarget is in crore; dates YYYY-MM-DD or DD/MM/YYYY (IST). */
export const EVENT_IMPORT_FIELDS = [
  'eventName',
  'startDate',
  'endDate',
  'city',
  'category',
  'venue',
  'description',
  'inventory',
  'salesTarget',
  'projectOwners',
  'smes',
] as const;
export type EventImportField = (typeof EVENT_IMPORT_FIELDS)[number];

/** Fields every event import mapping must map. */
export const EVENT_IMPORT_REQUIRED: readonly EventImportField[] = [
  'eventName',
  'startDate',
  'endDate',
  'city',
  'category',
  'inventory',
];

/** Label of each field and the header spellings that auto-match it (lower-case, letters and digits only). */
export const EVENT_IMPORT_FIELD_INFO: Record<
  EventImportField,
  { label: string; aliases: string[] }
> = {
  eventName: { label: 'Event name', aliases: ['eventname', 'event', 'name'] },
  startDate: { label: 'Start date', aliases: ['startdate', 'start', 'from'] },
  endDate: { label: 'End date', aliases: ['enddate', 'end', 'to'] },
  city: { label: 'City', aliases: ['city', 'eventcity'] },
  category: { label: 'Category', aliases: ['category', 'eventcategory', 'sport'] },
  venue: { label: 'Venue', aliases: ['venue', 'stadium'] },
  description: { label: 'Description', aliases: ['description', 'about'] },
  inventory: { label: 'Inventory', aliases: ['inventory', 'inventoryname', 'asset'] },
  salesTarget: {
    label: 'Sales target (crore)',
    aliases: ['salestarget', 'target', 'salestargetcrore', 'targetcrore', 'targetcr'],
  },
  projectOwners: {
    label: 'Project owners (emails)',
    aliases: ['projectowners', 'projectowner', 'po', 'pos', 'poemails'],
  },
  smes: { label: 'SMEs (emails)', aliases: ['smes', 'sme', 'smeemails'] },
};

/** A sample file's header and one row per event inventory (the template the screen offers). */
export const EVENT_IMPORT_TEMPLATE_CSV = [
  'Event name,Start date,End date,City,Category,Venue,Description,Inventory,Sales target,Project owners,SMEs',
  'Premier League 2027,2027-04-01,2027-05-30,Mumbai,CRICKET,Wankhede,,Title Sponsor,12.5,po@example.com,',
].join('\r\n');

/** Target field → the file's column header; the required fields must be mapped. */
export const EventImportMapping = z
  .partialRecord(z.enum(EVENT_IMPORT_FIELDS), z.string().min(1).max(300))
  .superRefine((m, ctx) => {
    for (const f of EVENT_IMPORT_REQUIRED)
      if (!m[f]) ctx.addIssue({ code: 'custom', message: 'must be mapped to a column', path: [f] });
  });
export type EventImportMapping = z.infer<typeof EventImportMapping>;

/** POST /api/admin/event/import/dry-run and /run body: the upload's id and the mapping. */
const EventImportRequest = z.object({ uploadId: z.uuid(), mapping: EventImportMapping });
export type EventImportRequest = z.infer<typeof EventImportRequest>;

/** POST /api/admin/event/import/parse answer: the upload's id, its header, first rows and row count. */
export const EventImportParseResult = ImportParseResult.omit({ importId: true }).extend({
  uploadId: z.uuid(),
});
export type EventImportParseResult = z.infer<typeof EventImportParseResult>;

/** One event of the plan: name, FY season (e.g. '2027-28') and what the import does to it. */
const PlannedEvent = z.object({
  eventName: z.string(),
  season: z.string(),
  eventId: z.number().nullable(),
  changes: z.array(z.string()),
});
export type PlannedEvent = z.infer<typeof PlannedEvent>;

/** What an import would do: events to create, to update (with their changes) and unchanged; inventories added and targets changed. */
export const EventImportPlan = z.object({
  toCreate: z.array(PlannedEvent),
  toUpdate: z.array(PlannedEvent),
  unchanged: z.array(PlannedEvent),
  inventoriesToAdd: z.number().int(),
  targetsToChange: z.number().int(),
});
export type EventImportPlan = z.infer<typeof EventImportPlan>;

/** Dry-run answer: every bad row and the plan for the good rows; nothing changes. */
export const EventImportDryRunResult = z.object({
  rowCount: z.number().int(),
  errors: z.array(ImportRowError),
  plan: EventImportPlan,
});
export type EventImportDryRunResult = z.infer<typeof EventImportDryRunResult>;

/** Run answer: events created, updated, unchanged; the rows skipped for errors and why; seconds of wall time. */
export const EventImportRunResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(ImportRowError),
  message: z.string(),
  seconds: z.number(),
});
export type EventImportRunResult = z.infer<typeof EventImportRunResult>;

/** User-facing messages of the event import. */
export const EVENT_IMPORT_MESSAGES = {
  notAllowed: 'Only admins can import events',
  /** e.g. 'Import complete: 2 events created, 1 updated, 3 unchanged' */
  done: (created: number, updated: number, unchanged: number) =>
    `Import complete: ${created} events created, ${updated} updated, ${unchanged} unchanged`,
} as const;

const tags = ['events admin'];

/** The event import's endpoints (admin only): multipart parse, dry run and run. */
export const eventImportRoutes = {
  parse: defineRoute({
    method: 'POST',
    path: '/admin/event/import/parse',
    multipart: true,
    response: EventImportParseResult,
    summary: 'Reads an uploaded .csv or .xlsx of events: its columns and first rows',
    tags,
  }),
  dryRun: defineRoute({
    method: 'POST',
    path: '/admin/event/import/dry-run',
    body: EventImportRequest,
    response: EventImportDryRunResult,
    summary: 'Checks an event import: every bad row and the plan; changes nothing',
    tags,
  }),
  run: defineRoute({
    method: 'POST',
    path: '/admin/event/import/run',
    body: EventImportRequest,
    response: EventImportRunResult,
    idempotent: true,
    summary: 'Imports the events of the file, skipping bad rows; a second run changes nothing',
    tags,
  }),
};
