import { sql } from 'drizzle-orm';
import {
  FILE_MESSAGES,
  INVENTORY_ADMIN_MESSAGES as M,
  type CaseStudy,
  type CaseStudyListResult,
} from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.js';
import { iso, offsetOf, pageInfo } from '../../lib/paging.js';
import { and, containsPattern } from '../../lib/sql.js';
import { caseStudyRequestSql, type Notifications } from '../notifications/index.js';
import { getInventory } from './service.js';
import { assertAdmin } from '../../auth/actor.js';

/**
 * Case studies of inventories (spec 001 §3, §4 case-study notification, §6 admin-only posting and removal,
 * §7 case studies GET/POST, §8 'Notified the Admin successfully', §9 50 a page).
 */

type Row = {
  id: number;
  inventory_id: number;
  title: string;
  description: string | null;
  public_id: string | null;
  file_name: string | null;
  link: string | null;
  created_by: number;
  creator: string;
  created_at: unknown;
};

const select = sql`select c.id, c.inventory_id, c.title, c.description, f.public_id, f.file_name, c.link, c.created_by, u.first_name || ' ' || u.last_name as creator, c.created_at
  from case_studies c join users u on u.id = c.created_by left join files f on f.id = c.file_id`;

const toCaseStudy = (r: Row): CaseStudy => ({
  id: Number(r.id),
  inventoryId: Number(r.inventory_id),
  title: r.title,
  description: r.description,
  url: r.public_id ? `/api/files/${r.public_id}` : null,
  fileName: r.file_name,
  link: r.link,
  createdBy: { userId: Number(r.created_by), userName: r.creator },
  createdOn: iso(r.created_at)!,
});

/** GET /api/inventory/case-study?id&pageNo&count&searchFor: an inventory's live case studies, newest first, 50 a page; `notified` when the caller asked for some. 404 unknown inventory. */
export async function listCaseStudies(
  db: Db,
  actor: Actor,
  q: { id: number; pageNo: number; count: number; searchFor: string },
): Promise<CaseStudyListResult> {
  await getInventory(db, q.id);
  const where = and([
    sql`c.inventory_id = ${q.id}`,
    sql`c.removed_at is null`,
    q.searchFor &&
      sql`(lower(c.title) like ${containsPattern(q.searchFor)} or lower(coalesce(c.description, '')) like ${containsPattern(q.searchFor)})`,
  ]);
  const [{ rows }, total, asked] = await Promise.all([
    db.execute<Row>(
      sql`${select} where ${where} order by c.created_at desc, c.id desc limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from case_studies c where ${where}`),
    db.execute(
      sql`select 1 from case_study_requests where inventory_id = ${q.id} and user_id = ${actor.userId}`,
    ),
  ]);
  return {
    caseStudies: rows.map(toCaseStudy),
    notified: asked.rows.length > 0,
    ...pageInfo(q.pageNo, q.count, total.rows[0].n),
  };
}

/** The admin's own live CASE_STUDY upload, not in another case study: 404 / 403 / 400 / 409. */
async function assertCaseStudyFile(tx: Tx, actor: Actor, fileId: number): Promise<void> {
  const { rows } = await tx.execute<{
    owner_user_id: number;
    purpose: string;
    used: boolean;
  }>(sql`select owner_user_id, purpose,
    exists (select 1 from case_studies c where c.file_id = f.id) as used from files f where id = ${fileId} and deleted_at is null`);
  const f = rows[0];
  if (!f) throw notFound(FILE_MESSAGES.noFileFound, 'FILE_NOT_FOUND');
  if (Number(f.owner_user_id) !== actor.userId)
    throw forbidden(FILE_MESSAGES.notUploader, 'NOT_UPLOADER');
  if (f.purpose !== 'CASE_STUDY')
    throw badRequest(FILE_MESSAGES.formatNotSupported, 'NOT_A_CASE_STUDY_FILE');
  if (f.used) throw conflict(FILE_MESSAGES.alreadyAttached, 'FILE_ALREADY_ATTACHED');
}

/** POST /api/admin/inventory/case-study: adds a case study (admin, spec 001 §6) with a file or a link. 404 unknown inventory. */
export async function addCaseStudy(
  db: Db,
  actor: Actor,
  req: {
    inventoryId: number;
    title: string;
    description?: string;
    fileId?: number;
    link?: string | null;
  },
): Promise<{ caseStudy: CaseStudy; message: string }> {
  assertAdmin(actor);
  await getInventory(db, req.inventoryId);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      if (req.fileId) await assertCaseStudyFile(tx, actor, req.fileId);
      const { rows } = await tx.execute<{
        id: number;
      }>(sql`insert into case_studies (inventory_id, title, description, file_id, link, created_by)
        values (${req.inventoryId}, ${req.title}, ${req.description || null}, ${req.fileId ?? null}, ${req.link ?? null}, ${actor.userId}) returning id`);
      return Number(rows[0].id);
    });
  } catch (e) {
    if (isUniqueViolation(e, 'case_studies_file_uq'))
      throw conflict(FILE_MESSAGES.alreadyAttached, 'FILE_ALREADY_ATTACHED'); // a concurrent add took the file
    throw e;
  }
  const { rows } = await db.execute<Row>(sql`${select} where c.id = ${id}`);
  return { caseStudy: toCaseStudy(rows[0]), message: M.caseStudyAdded };
}

/**
 * POST /api/admin/inventory/case-study/removal {id} (remove) and /restoration {id} (its undo): admin;
 * the row is kept with removedAt. 404 for an unknown case study or one already in the wanted state.
 */
export async function setCaseStudyRemoved(
  db: Db,
  actor: Actor,
  id: number,
  removed: boolean,
): Promise<string> {
  assertAdmin(actor);
  const { rows } =
    await db.execute(sql`update case_studies set removed_at = ${removed ? sql`now()` : sql`null`}
    where id = ${id} and removed_at is ${removed ? sql`null` : sql`not null`} returning id`);
  if (!rows.length) throw notFound(M.caseStudyNotFound, 'CASE_STUDY_NOT_FOUND');
  return removed ? M.caseStudyRemoved : M.caseStudyRestored;
}

/**
 * POST /api/inventory/case-study/request {id}: the caller asks for case studies of an inventory that has
 * none; every active admin is notified once per asking user (asking again answers the same). 404 unknown
 * inventory; 409 when it already has case studies. Answers 'Notified the Admin successfully' (spec 001 §8).
 */
export async function requestCaseStudy(
  db: Db,
  notes: Notifications,
  actor: Actor,
  inventoryId: number,
): Promise<string> {
  await getInventory(db, inventoryId);
  await notes.run(db, async (tx, notify) => {
    const { rows: live } = await tx.execute(
      sql`select 1 from case_studies where inventory_id = ${inventoryId} and removed_at is null limit 1`,
    );
    if (live.length) throw conflict(M.hasCaseStudies, 'HAS_CASE_STUDIES');
    const { rows: fresh } = await tx.execute(
      sql`insert into case_study_requests (inventory_id, user_id) values (${inventoryId}, ${actor.userId}) on conflict do nothing returning 1`,
    );
    if (!fresh.length) return;
    await notify(caseStudyRequestSql(actor.userId, inventoryId));
  });
  return M.adminNotified;
}
