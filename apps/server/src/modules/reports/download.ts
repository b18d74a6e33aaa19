import { exceljs } from '../../lib/excel.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { downloadName } from '../../lib/download.js';
import { FORECAST_TEXTS as F } from '@crm/contracts';
import { eventInventoryForecast } from '../forecast/index.js';
import {
  completionReport,
  dropoffReport,
  leadTagReport,
  lostReasonReport,
  stageMovementReport,
  turnaroundReport,
} from './service.js';

/**
 * POST /api/user/stats/event-inventory/download {eiId, timeZone} (spec 001 §7 report download): every
 * report of the event inventory as one xlsx workbook (exceljs), a sheet per report with its header row;
 * named `event-inventory-{eiId}-report-{time in timeZone}.xlsx`. Cells are values, never formulas. The
 * Forecast sheet is the weighted forecast (issue 24 §3) in crore, from the same SQL as its route.
 */
export async function reportWorkbook({
  db,
  actor,
  req,
}: {
  db: Db;
  actor: Actor;
  req: { eiId: number; timeZone: string };
}): Promise<{ body: Buffer; fileName: string }> {
  const r = { db, actor, filter: { filterType: 'INVENTORY' as const, filterValue: req.eiId } };
  const [stages, tags, lost, dropoffs, turnaround, completion] = await Promise.all([
    stageMovementReport(r),
    leadTagReport(r),
    lostReasonReport(r),
    dropoffReport(r),
    turnaroundReport(r),
    completionReport(r),
  ]);
  const forecast = await eventInventoryForecast({ db, actor, eiId: req.eiId });
  const { Workbook } = await exceljs();
  const wb = new Workbook();
  const sheet = (name: string, header: string[], rows: (string | number | null)[][]) => {
    const ws = wb.addWorksheet(name);
    ws.addRow(header).font = { bold: true };
    for (const r of rows) ws.addRow(r);
    ws.columns.forEach((c) => (c.width = 22));
  };
  sheet(
    'By stages',
    ['Stage', 'Brands now', 'Brands that reached it'],
    stages.rows.map((r) => [r.label, r.current, r.reached]),
  );
  sheet(
    'By lead tags',
    ['Lead tag', 'Brands'],
    tags.rows.map((r) => [r.label, r.brands]),
  );
  sheet(
    'Lost reasons',
    ['Lost reason', 'Brands'],
    lost.rows.map((r) => [r.reason, r.brands]),
  );
  sheet(
    'Drop-offs',
    ['Stage', 'Reached', 'Dropped off', 'Drop-off %'],
    dropoffs.rows.map((r) => [r.label, r.reached, r.droppedOff, r.dropoffPercent]),
  );
  sheet(
    'Turnaround',
    ['Stage', 'Moves', 'Average days', 'Median days'],
    turnaround.rows.map((r) => [r.label, r.moves, r.averageDays, r.medianDays]),
  );
  sheet(
    'Data completion',
    ['Completion', 'Brands'],
    [...completion.rows.map((r) => [r.bucket, r.brands]), ['Average %', completion.averagePercent]],
  );
  sheet(
    'Forecast',
    ['Figure', 'Crore'],
    [
      [F.target, forecast.target],
      [F.won, forecast.won],
      [F.weightedOpen, forecast.weightedOpen],
      [F.forecast, forecast.forecast],
      [F.gap, forecast.gap],
    ],
  );
  const body = Buffer.from(await wb.xlsx.writeBuffer());
  return {
    body,
    fileName: downloadName(`event-inventory-${req.eiId}-report`, 'xlsx', req.timeZone),
  };
}
