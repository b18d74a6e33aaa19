import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { AuditPage, AuditQuery, AuditRecord } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { assertAdmin, type Actor } from '../../auth/actor.js';
import { csvStream, downloadName, timeIn } from '../../lib/download.js';
import { allAuditRecords, auditRecords } from './queries.js';

/** The audit query as the route parsed it. */
type ParsedQuery = z.output<typeof AuditQuery>;

/** The audit trail's times in downloads: IST. */
const TIME_ZONE = 'Asia/Kolkata';

/**
 * GET /api/admin/audit (issue 40 §6): a page of records matching the filters, newest first, after
 * `cursor` (the id of the previous page's last record); 403 for a non-admin.
 */
export async function auditPage(db: Db, actor: Actor, q: ParsedQuery): Promise<AuditPage> {
  assertAdmin(actor);
  const { cursor, count, ...filter } = q;
  const records = await auditRecords(db, filter, { beforeId: cursor, limit: count + 1 });
  const page = records.slice(0, count);
  return { records: page, nextCursor: records.length > count ? page.at(-1)!.id : null };
}

const CSV_HEADER = ['At (IST)', 'Who', 'Email', 'Address', 'Action', 'Entity', 'Entity id', 'Name'];

/** One CSV line of `r`: its before and after states as JSON text. */
const csvLine = (r: AuditRecord) => [
  timeIn(r.at, TIME_ZONE),
  r.actor?.name ?? '',
  r.actor?.email ?? '',
  r.address ?? '',
  r.action,
  r.entity,
  r.entityId ?? '',
  r.entityName ?? '',
  r.before ? JSON.stringify(r.before) : '',
  r.after ? JSON.stringify(r.after) : '',
];

/**
 * GET /api/admin/audit/csv: every record matching the filters (the cursor and count are ignored) as a
 * streamed, formula-safe CSV named `audit-<IST time>.csv`; 403 for a non-admin.
 */
export async function auditCsv(
  db: Db,
  actor: Actor,
  q: ParsedQuery,
): Promise<{ stream: Readable; fileName: string }> {
  assertAdmin(actor);
  const { cursor: _cursor, count: _count, ...filter } = q;
  const records = await allAuditRecords(db, filter);
  async function* lines() {
    yield [...CSV_HEADER, 'Before', 'After'];
    for await (const r of records) yield csvLine(r);
  }
  return {
    stream: csvStream(lines(), { bom: true }),
    fileName: downloadName('audit', 'csv', TIME_ZONE),
  };
}
