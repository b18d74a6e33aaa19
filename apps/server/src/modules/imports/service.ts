import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import {
  IMPORT_EXTENSIONS,
  IMPORT_MESSAGES,
  IMPORT_SAMPLE_ROWS,
  type ImportCounts,
  type ImportDryRunResult,
  type ImportMapping,
  type ImportParseResult,
  type ImportRowError,
  type ImportRunResult,
} from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { hasRole, pipelineScope, type Actor } from '../../auth/actor.js';
import { AppError, badRequest, forbidden } from '../../lib/errors.js';
import { readTable, uniqueHeaders, type TableKind } from './parser.js';
import { addToGroups, loadReference, type BrandGroup, type Reference } from './rows.js';
import { checkRow, columnIndex } from './check.js';
import { batches, planBatch, type ImportScope } from './plan.js';
import { applyBatch } from './apply.js';
import type { ImportStore } from './storage.js';

/** Who may import brands: ADMIN, PO and BO (403 otherwise). */
export function assertMayImport(actor: Actor): void {
  if (!actor.isAdmin && !hasRole(actor, 'ADMIN', 'PO', 'BO'))
    throw forbidden(IMPORT_MESSAGES.notAllowed);
}

/** The kind of an uploaded file by its extension; 400 for anything but .csv and .xlsx. */
function kindOf(fileName: string): TableKind {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(ext) || !fileName.includes('.'))
    throw badRequest(IMPORT_MESSAGES.fileType, 'FILE_TYPE');
  return ext as TableKind;
}

/** An uploaded file's name as stored and shown: without control characters or broken UTF-16 (a NUL cannot be stored). */
const cleanFileName = (name: string) => name.replace(/[\p{Cc}\p{Cs}]/gu, '');

/**
 * Stores an uploaded file and reads it once: header names (made unique), the first 5 rows and the
 * number of data rows. A file without a header or rows, or unreadable, is removed and answers 400.
 */
export async function parseUpload(
  store: ImportStore,
  actor: Actor,
  upload: { fileName: string; stream: Readable },
): Promise<ImportParseResult> {
  assertMayImport(actor);
  const fileName = cleanFileName(upload.fileName);
  const kind = kindOf(fileName);
  const importId = await store.save(upload.stream, { userId: actor.userId, kind, fileName });
  try {
    let columns: string[] | null = null;
    const sampleRows: string[][] = [];
    let rowCount = 0;
    for await (const { cells } of readTable(await store.file(importId), kind)) {
      if (!columns) {
        columns = uniqueHeaders(cells);
        continue;
      }
      rowCount++;
      if (sampleRows.length < IMPORT_SAMPLE_ROWS)
        sampleRows.push(columns.map((_, i) => cells[i] ?? ''));
    }
    if (!columns) throw badRequest(IMPORT_MESSAGES.noHeader, 'FILE_EMPTY');
    if (!rowCount) throw badRequest(IMPORT_MESSAGES.fileEmpty, 'FILE_EMPTY');
    return { importId, fileName, columns, sampleRows, rowCount };
  } catch (err) {
    await store.remove(importId);
    throw err;
  }
}

type FileData = {
  rowCount: number;
  groups: Map<string, BrandGroup>;
  errors: ImportRowError[];
  ref: Reference;
  scope: ImportScope;
};

/** A dry run's or run's inputs: the database, the upload store, the caller and the request body. */
type ImportCall = {
  db: Db;
  store: ImportStore;
  actor: Actor;
  req: { importId: string; mapping: ImportMapping };
};

/** Re-reads a stored upload through the mapping: every row checked, rows grouped by brand; 400 when a mapped column is not in the file. */
async function readMapped({ db, store, actor, req }: ImportCall): Promise<FileData> {
  const { importId, mapping } = req;
  assertMayImport(actor);
  const meta = await store.meta(importId, actor.userId);
  const ref = await loadReference(db);
  const groups = new Map<string, BrandGroup>();
  const errors: ImportRowError[] = [];
  let index: ReturnType<typeof columnIndex>['index'] | null = null;
  let rowCount = 0;
  for await (const { row, cells } of readTable(await store.file(importId), meta.kind)) {
    if (!index) {
      const got = columnIndex(uniqueHeaders(cells), mapping);
      if (got.missing)
        throw new AppError(
          400,
          'BAD_REQUEST',
          IMPORT_MESSAGES.columnMissing(got.missing[1]),
          `mapping.${got.missing[0]}`,
        );
      index = got.index;
      continue;
    }
    rowCount++;
    const clean = checkRow({ row, cells, index, ref, errors });
    if (clean) addToGroups(groups, clean, errors);
  }
  return { rowCount, groups, errors, ref, scope: pipelineScope(actor) ?? [actor.userId] };
}

const byRow = (a: ImportRowError, b: ImportRowError) =>
  a.row - b.row || a.field.localeCompare(b.field);

/** Checks every row and counts what an import would do, batch by batch (reads only). */
async function dryRunData(db: Db, data: FileData): Promise<ImportDryRunResult> {
  const counts: ImportCounts = {
    toCreate: 0,
    toUpdate: 0,
    unchanged: 0,
    pocsToCreate: 0,
    pocsToUpdate: 0,
  };
  const errors = [...data.errors];
  for (const batch of batches(data.groups.values())) {
    const plan = await planBatch(db, batch, data.ref, data.scope);
    counts.toCreate += plan.creates.length;
    counts.toUpdate += plan.updates.length;
    counts.unchanged += plan.unchanged;
    counts.pocsToCreate += plan.pocCreates.length;
    counts.pocsToUpdate += plan.pocUpdates.length;
    errors.push(...plan.errors);
  }
  return { rowCount: data.rowCount, errors: errors.sort(byRow), counts };
}

/**
 * POST /api/brand/import/dry-run: every bad row as {row, field, reason} (header = row 1) and the
 * counts {toCreate, toUpdate, unchanged, pocsToCreate, pocsToUpdate}. Changes nothing.
 */
export async function dryRun(call: ImportCall): Promise<ImportDryRunResult> {
  return dryRunData(call.db, await readMapped(call));
}

/** A run refused because the file has errors: 400 IMPORT_HAS_ERRORS with the dry-run report. */
export class ImportRefusedError extends AppError {
  constructor(readonly report: ImportDryRunResult) {
    super(400, 'IMPORT_HAS_ERRORS', IMPORT_MESSAGES.hasErrors);
  }
}

/**
 * POST /api/brand/import/run: refuses (ImportRefusedError) when the dry run has errors; otherwise
 * imports in batches of about 1,000 rows, one transaction per batch, matching brands by name and
 * POCs by email, writing only changed fields (a second run of the same file changes nothing). The
 * importer becomes brand owner of created brands when they are a BO. The upload is removed after.
 */
export async function runImport(call: ImportCall): Promise<ImportRunResult> {
  const { db, store, actor } = call;
  const started = performance.now();
  const data = await readMapped(call);
  // Rows are checked in full above. Only the database can tell whether a POC given by email alone is
  // new (and so missing its name), and whether a brand is outside a BO's or TO's scope: plan those
  // brands (all of them for a BO or TO) before writing anything.
  const needsLookup = [...data.groups.values()].filter(
    (g) => data.scope !== 'all' || [...g.pocs.values()].some((p) => p.values.name === undefined),
  );
  if (data.errors.length || needsLookup.length) {
    const report = await dryRunData(db, {
      ...data,
      groups: new Map(needsLookup.map((g) => [g.key, g])),
    });
    if (data.errors.length || report.errors.length)
      throw new ImportRefusedError(await dryRunData(db, data));
  }
  const owner = hasRole(actor, 'BO') ? actor.userId : null;
  const result = { created: 0, updated: 0, unchanged: 0, pocsCreated: 0, pocsUpdated: 0 };
  const noCounts = { toCreate: 0, toUpdate: 0, unchanged: 0, pocsToCreate: 0, pocsToUpdate: 0 };
  for (const batch of batches(data.groups.values())) {
    await db.transaction(async (tx) => {
      // Imports running at once plan and write one batch at a time, so each sees the brands the other
      // created and a brand is created once (the unique name index is the database's own guarantee).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('brand-import'))`);
      const plan = await planBatch(tx, batch, data.ref, data.scope);
      if (plan.errors.length)
        throw new ImportRefusedError({
          rowCount: data.rowCount,
          errors: plan.errors,
          counts: noCounts,
        });
      await applyBatch(tx, { plan, userId: actor.userId, ownerUserId: owner });
      result.created += plan.creates.length;
      result.updated += plan.updates.length;
      result.unchanged += plan.unchanged;
      result.pocsCreated += plan.pocCreates.length;
      result.pocsUpdated += plan.pocUpdates.length;
    });
  }
  await store.remove(call.req.importId);
  return { ...result, seconds: Math.round((performance.now() - started) / 10) / 100 };
}
