import { PassThrough, type Readable } from 'node:stream';
import { exceljs } from '../../../lib/excel.js';
import {
  ASSIGN_COUNT_COLUMNS,
  ASSIGN_COUNT_ROLES,
  BRAND_EXPORT_COLUMNS,
  COLUMN_PRESETS,
  customFieldText,
  type ColumnPresetId,
  type CustomField,
} from '@crm/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { assertMayRead, type Actor } from '../../../auth/actor.js';
import { fieldError } from '../../../lib/errors.js';
import { CSV_TYPE, csvStream, downloadName, timeIn, XLSX_TYPE } from '../../../lib/download.js';
import { brandListWhere } from '../queries.js';
import { listFields, customValues } from '../../customFields/index.js';
import { BRAND_SORT_KEYS, exportPage, toExportBrand, type ExportBrand } from './queries.js';
import { keysetRows, type KeysetPage } from '../../../lib/keyset.js';
import { myOffloadedWhere, offloadColumns, toCounts } from '../admin/queries.js';
import type { BrandExportRequest as ExportSchema } from '@crm/contracts';

type Req = z.infer<typeof ExportSchema>;

/** Rows read per query while streaming an export. */
const EXPORT_PAGE = 200;

const LABELS = new Map(
  [...COLUMN_PRESETS.adminBrandsCurrent, ...COLUMN_PRESETS.allBrandsOffloaded].map((c) => [
    c.id,
    c.label,
  ]),
);

/** A custom-field column id: 'cf:<fieldId>'. */
const CUSTOM_COLUMN = /^cf:(\d{1,15})$/;

/**
 * The export's columns: the client's visible column ids (each a known brand-list column or
 * 'cf:<fieldId>' of an active brand custom field), else the preset's default-visible ones. When no
 * 'cf:' column is named, every active brand custom field is added at the end, so the export always
 * carries the custom data.
 */
function exportColumns(
  columns: string[] | undefined,
  fields: CustomField[],
  preset: ColumnPresetId,
): string[] {
  const active = new Set(fields.map((f) => `cf:${f.id}`));
  const known = new Set([...BRAND_EXPORT_COLUMNS, ...COLUMN_PRESETS[preset].map((c) => c.id)]);
  const base = columns?.length
    ? [...new Set(columns)]
    : COLUMN_PRESETS[preset].filter((c) => c.defaultVisible).map((c) => c.id);
  const unknown = base.filter((c) => !known.has(c) && !active.has(c));
  if (unknown.length) throw fieldError('columns', `has an unknown column ${unknown[0]}`);
  return base.some((c) => CUSTOM_COLUMN.test(c)) ? base : [...base, ...active];
}

/**
 * What an export selects (brand alias `b`), the preset its columns come from, and the assign counts and
 * offload columns where they differ from the brand's own (admin/queries.ts).
 */
type ExportList = {
  where: SQL;
  preset: ColumnPresetId;
  counts?: SQL;
  offload?: ReturnType<typeof offloadColumns>;
};

/**
 * The list a brand-list export reads: the tab's brands, or with mainTab MY_BRANDS and myBrands
 * OFFLOADED the caller's offloaded brands with their own offload (POST /api/brand/offloaded's rows).
 */
const tabList = (actor: Actor, q: Req): ExportList =>
  q.mainTab === 'MY_BRANDS' && q.myBrands === 'OFFLOADED'
    ? {
        where: myOffloadedWhere(actor, q, actor.userId),
        preset: 'myOffloadedBrands',
        offload: offloadColumns(actor.userId),
      }
    : { where: brandListWhere(actor, q), preset: 'allBrandsCurrent' };

/**
 * Every brand matching the request in the list's order, read `pageSize` at a time by keyset paging on
 * the sort key and id (lib/keyset.ts; never all in memory, never OFFSET).
 */
function exportRows(
  db: Db,
  q: Req,
  pageSize: number,
  list: ExportList,
): Promise<AsyncIterable<ExportBrand>> {
  const sortBy = q.filters?.sortBy ?? q.sortBy;
  return keysetRows({
    key: BRAND_SORT_KEYS[sortBy.field],
    id: sql`b.id`,
    desc: sortBy.order === 'DESC',
    pageSize,
    read: (page: KeysetPage) =>
      exportPage(db, { ...list, offload: list.offload ?? offloadColumns(), ...page }),
    map: toExportBrand,
  });
}

/** A known column's cell of a brand; `time` writes a timestamp in the export's time zone. */
const COLUMN_CELLS = new Map<
  string,
  (r: ExportBrand, time: (v: unknown) => string) => string | number
>([
  ['brandName', (r) => r.name],
  ['companyName', (r) => r.companyName ?? ''],
  ['industryName', (r) => r.industryName ?? ''],
  ['brandRevenue', (r) => r.revenue ?? ''],
  ['engagement', (r) => r.engagement ?? ''],
  ['brandOwners', (r) => r.owners ?? ''],
  ['hqCity', (r) => r.hqCity ?? ''],
  ['assignedInventoryCount', (r) => r.assignedCount],
  ['updatedAt', (r, time) => time(r.updatedAt)],
  ['offloadReason', (r) => r.offloadReason ?? ''],
  ['offloadedAt', (r, time) => time(r.offloadedAt)],
  ['offloadedBy', (r) => r.offloadedBy ?? ''],
  ...ASSIGN_COUNT_ROLES.map(
    (role) =>
      [ASSIGN_COUNT_COLUMNS[role], (r: ExportBrand) => toCounts(r.assignCounts)[role]] as const,
  ),
]);

/** The cell of column `id` for brand `r`: a custom field's value as text (numbers stay numbers), a known column, else ''. */
const cell = (
  r: ExportBrand,
  id: string,
  tz: string,
  fields: Map<string, CustomField>,
): string | number => {
  const custom = fields.get(id);
  if (custom) {
    const v = customValues(r.customFields)[String(custom.id)];
    return typeof v === 'number' ? v : customFieldText(custom, v);
  }
  return COLUMN_CELLS.get(id)?.(r, (v) => timeIn(v, tz)) ?? '';
};

/**
 * POST /api/brand/export: the brand list (tab or Your Brands' Offloaded view, search, spec 001 §5 filter, sort) as a CSV
 * (csv-stringify, formula-looking cells neutralised) or XLSX (exceljs streaming WorkbookWriter; every
 * cell is a text or number value, never a formula) stream, header row first, times in `timeZone`.
 * 400 for an unknown column. A failure mid-way aborts the response, so it never looks finished.
 */
export async function exportBrands({
  db,
  actor,
  q,
  pageSize = EXPORT_PAGE,
  list: given,
}: {
  db: Db;
  actor: Actor;
  q: Req;
  /** Rows read per query (tests make it small). */
  pageSize?: number;
  /** An admin list's selection (instead of the tab's), its preset, and the assign counts column when it has them. */
  list?: ExportList;
}): Promise<{ stream: Readable; fileName: string; contentType: string }> {
  assertMayRead(actor, 'BRAND_EXPORT');
  const list = given ?? tabList(actor, q);
  const active = await listFields(db, 'BRAND');
  const columns = exportColumns(q.columns, active, list.preset);
  const fields = new Map(active.map((f) => [`cf:${f.id}`, f]));
  const header = columns.map((c) => LABELS.get(c) ?? fields.get(c)?.label ?? c);
  const rows = await exportRows(db, q, pageSize, list);
  const fileName = downloadName('brands', q.format, q.timeZone);
  if (q.format === 'csv') {
    const records = (async function* () {
      yield header;
      for await (const r of rows) yield columns.map((c) => cell(r, c, q.timeZone, fields));
    })();
    return {
      stream: csvStream(records, { bom: true }),
      fileName,
      contentType: CSV_TYPE,
    };
  }
  const out = new PassThrough();
  const { stream } = await exceljs();
  const wb = new stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const ws = wb.addWorksheet('Brands');
  void (async () => {
    ws.addRow(header).commit();
    for await (const r of rows)
      ws.addRow(columns.map((c) => cell(r, c, q.timeZone, fields))).commit();
    ws.commit();
    await wb.commit();
  })().catch((e: unknown) => out.destroy(e as Error));
  return { stream: out, fileName, contentType: XLSX_TYPE };
}
