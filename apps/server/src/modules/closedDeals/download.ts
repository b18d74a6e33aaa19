import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { downloadName } from '../../lib/download.js';
import { manualClosureReport } from './service.js';

/** The most rows one download holds (years of manual closures; the report pages beyond). */
const MAX_EXPORT_ROWS = 50_000;

/**
 * POST /api/user/stats/manual-closures/download {financialYear, searchFor, timeZone}: the
 * manual-closure report's rows (same scope and filters, up to MAX_EXPORT_ROWS) as one xlsx sheet with a
 * total row, named `manual-closures-{time in timeZone}.xlsx`. Values in crore; cells are values, never formulas.
 */
export async function manualClosureWorkbook({
  db,
  actor,
  req,
}: {
  db: Db;
  actor: Actor;
  req: { financialYear: string | null; searchFor: string; timeZone: string };
}): Promise<{ body: Buffer; fileName: string }> {
  const report = await manualClosureReport({
    db,
    actor,
    q: {
      pageNo: 1,
      count: MAX_EXPORT_ROWS,
      financialYear: req.financialYear,
      searchFor: req.searchFor,
    },
  });
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Deals closed manually');
  ws.addRow([
    'Brand',
    'Event',
    'Inventory',
    'Sold (not an event inventory)',
    'Closed value (in Cr)',
    'Deal Closed Date',
    'Financial Year',
    'Closed by',
    'Note',
  ]).font = { bold: true };
  for (const d of report.deals)
    ws.addRow([
      d.brandName,
      d.eventName,
      d.inventoryName,
      d.title,
      d.closedValue,
      d.dealClosedDate,
      d.financialYear,
      d.closedBy?.userName ?? null,
      d.note,
    ]);
  ws.addRow(['Total', null, null, null, report.totalValue]).font = { bold: true };
  ws.columns.forEach((c) => (c.width = 22));
  const body = Buffer.from(await wb.xlsx.writeBuffer());
  return { body, fileName: downloadName('manual-closures', 'xlsx', req.timeZone) };
}
