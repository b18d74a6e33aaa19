import { PassThrough, type Readable } from 'node:stream';
import { exceljs } from '../../lib/excel.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { downloadName } from '../../lib/download.js';
import { manualClosureDownloadRows } from './service.js';

/**
 * POST /api/user/stats/manual-closures/download {financialYear, searchFor, timeZone}: every closure of
 * the manual-closure report (same scope and filters; read by keyset pages, never all in memory) as one
 * xlsx sheet streamed by exceljs's WorkbookWriter, with a total row, named
 * `manual-closures-{time in timeZone}.xlsx`. Values in crore; cells are values, never formulas. 403 as
 * the report, before any byte; a failure mid-way aborts the response.
 */
export async function manualClosureWorkbook({
  db,
  actor,
  req,
}: {
  db: Db;
  actor: Actor;
  req: { financialYear: string | null; searchFor: string; timeZone: string };
}): Promise<{ stream: Readable; fileName: string }> {
  const { deals, totalValue } = await manualClosureDownloadRows({ db, actor, q: req });
  const out = new PassThrough();
  const { stream } = await exceljs();
  const wb = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const ws = wb.addWorksheet('Deals closed manually');
  ws.columns = Array.from({ length: 9 }, () => ({ width: 22 }));
  void (async () => {
    const header = ws.addRow([
      'Brand',
      'Event',
      'Inventory',
      'Sold (not an event inventory)',
      'Closed value (in Cr)',
      'Deal Closed Date',
      'Financial Year',
      'Closed by',
      'Note',
    ]);
    header.font = { bold: true };
    header.commit();
    for await (const d of deals)
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
      ]).commit();
    const total = ws.addRow(['Total', null, null, null, totalValue]);
    total.font = { bold: true };
    total.commit();
    ws.commit();
    await wb.commit();
  })().catch((e: unknown) => out.destroy(e as Error));
  return { stream: out, fileName: downloadName('manual-closures', 'xlsx', req.timeZone) };
}
