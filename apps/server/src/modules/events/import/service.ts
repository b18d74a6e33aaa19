import type { Readable } from 'node:stream';
import {
  EVENT_IMPORT_MESSAGES as M,
  IMPORT_MESSAGES,
  type EventImportDryRunResult,
  type EventImportMapping,
  type EventImportParseResult,
  type EventImportRequest,
  type EventImportRunResult,
  type ImportRowError,
} from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import { assertAdmin, type Actor } from '../../../auth/actor.js';
import { AppError } from '../../../lib/errors.js';
import type { Notifications } from '../../notifications/index.js';
import { parseUpload, readTable, uniqueHeaders, type ImportStore } from '../../imports/index.js';
import { createEvent, updateEventAdmin } from '../admin/service.js';
import { checkEventRow, loadEventReference, type EventColumnIndex } from './rows.js';
import {
  addToEventGroups,
  planEvents,
  planSummary,
  type EventGroup,
  type EventStep,
} from './plan.js';

/**
 * Import a season of events (admin only, 403 otherwise): the upload is stored and read by the imports
 * module; each event is written through the events admin service (its checks, history, notifications
 * and chat group), one transaction per event. Rows with errors are reported and skipped.
 */

/** POST /api/admin/event/import/parse: stores the file and answers its header, first rows and row count. */
export async function parseEventUpload(
  store: ImportStore,
  actor: Actor,
  upload: { fileName: string; stream: Readable },
): Promise<EventImportParseResult> {
  assertAdmin(actor, M.notAllowed);
  const { importId, ...rest } = await parseUpload(store, actor, upload);
  return { uploadId: importId, ...rest };
}

/** The column index of a mapping; 400 naming the field whose column is not in the header. */
function columnIndex(columns: string[], mapping: EventImportMapping): EventColumnIndex {
  const index: EventColumnIndex = {};
  for (const [field, column] of Object.entries(mapping) as [keyof EventColumnIndex, string][]) {
    const i = columns.indexOf(column);
    if (i < 0)
      throw new AppError(
        400,
        'BAD_REQUEST',
        IMPORT_MESSAGES.columnMissing(column),
        `mapping.${field}`,
      );
    index[field] = i;
  }
  return index;
}

type ImportCall = { db: Db; store: ImportStore; actor: Actor; req: EventImportRequest };

/** Reads the stored upload through the mapping: rows checked and grouped into events, errors by row. */
async function readEvents({ db, store, actor, req }: ImportCall) {
  assertAdmin(actor, M.notAllowed);
  const meta = await store.meta(req.uploadId, actor.userId);
  const ref = await loadEventReference(db);
  const groups = new Map<string, EventGroup>();
  const errors: ImportRowError[] = [];
  let index: EventColumnIndex | null = null;
  let rowCount = 0;
  for await (const { row, cells } of readTable(await store.file(req.uploadId), meta.kind)) {
    if (!index) {
      index = columnIndex(uniqueHeaders(cells), req.mapping);
      continue;
    }
    rowCount++;
    const clean = checkEventRow({ row, cells, index, ref, errors });
    if (clean) addToEventGroups(groups, clean, errors);
  }
  return { rowCount, groups, errors };
}

/** POST /api/admin/event/import/dry-run: every bad row and the plan of the good ones; writes nothing. */
export async function dryRunEvents(call: ImportCall): Promise<EventImportDryRunResult> {
  const { rowCount, groups, errors } = await readEvents(call);
  const steps = await planEvents(call.db, groups);
  return { rowCount, errors: byRow(errors), plan: planSummary(steps) };
}

const byRow = (errors: ImportRowError[]) => [...errors].sort((a, b) => a.row - b.row);

/** Writes one planned event through the events admin service; a refusal becomes an error on each of its rows. */
async function applyStep(
  call: ImportCall & { notes: Notifications },
  step: EventStep,
  errors: ImportRowError[],
): Promise<boolean> {
  const { db, notes, actor } = call;
  try {
    if (step.eventId === null)
      await createEvent({ db, notes, actor, req: step.input, imported: true });
    else
      await updateEventAdmin({
        db,
        notes,
        actor,
        req: { ...step.input, eventId: step.eventId, confirmDateMove: false },
        imported: true,
      });
    return true;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    for (const row of step.group.rows)
      errors.push({ row, field: err.field ?? 'eventName', reason: err.message });
    return false;
  }
}

/**
 * POST /api/admin/event/import/run: applies the plan, one transaction per event (history
 * IMPORTED), skipping rows with errors; unchanged events are not written, so a second run changes nothing.
 */
export async function runEventImport(
  call: ImportCall & { notes: Notifications },
): Promise<EventImportRunResult> {
  const started = Date.now();
  const { groups, errors } = await readEvents(call);
  const steps = await planEvents(call.db, groups);
  let [created, updated, unchanged] = [0, 0, 0];
  for (const step of steps) {
    if (step.eventId !== null && !step.changes.length) unchanged++;
    else if (await applyStep(call, step, errors)) {
      if (step.eventId === null) created++;
      else updated++;
    }
  }
  return {
    created,
    updated,
    unchanged,
    errors: byRow(errors),
    message: M.done(created, updated, unchanged),
    seconds: (Date.now() - started) / 1000,
  };
}
