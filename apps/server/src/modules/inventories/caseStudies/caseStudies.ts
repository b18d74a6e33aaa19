import {
  FILE_MESSAGES,
  INVENTORY_ADMIN_MESSAGES as M,
  type CaseStudy,
  type CaseStudyListResult,
} from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../auth/actor.js';
import { assertAdmin } from '../../../auth/actor.js';
import {
  badRequest,
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
} from '../../../lib/errors.js';
import { pageInfo } from '../../../lib/paging.js';
import { caseStudyRequestSql, type Notifications } from '../../notifications/index.js';
import {
  caseStudyById,
  caseStudyFileRow,
  caseStudyPage,
  hasLiveCaseStudy,
  insertCaseStudy,
  insertCaseStudyRequest,
  markCaseStudyRemoved,
  type NewCaseStudy,
} from './caseStudyQueries.js';
import { getInventory, type InventoriesContext } from '../service.js';
import { recordAudit } from '../../audit/index.js';

/**
 * Case studies of inventories (spec 001 §3, §4 case-study notification, §6 admin-only posting and removal,
 * §7 case studies GET/POST, §8 'Notified the Admin successfully', §9 50 a page).
 */

/** GET /api/inventory/case-study?id&pageNo&count&searchFor: an inventory's live case studies, newest first, 50 a page; `notified` when the caller asked for some. 404 unknown inventory. */
export async function listCaseStudies({
  db,
  actor,
  q,
}: InventoriesContext & {
  q: { id: number; pageNo: number; count: number; searchFor: string };
}): Promise<CaseStudyListResult> {
  await getInventory(db, q.id);
  const page = await caseStudyPage(db, actor.userId, q);
  return {
    caseStudies: page.caseStudies,
    notified: page.asked,
    ...pageInfo(q.pageNo, q.count, page.total),
  };
}

/** The admin's own live CASE_STUDY upload, not in another case study: 404 / 403 / 400 / 409. */
async function assertCaseStudyFile(tx: Tx, actor: Actor, fileId: number): Promise<void> {
  const f = await caseStudyFileRow(tx, fileId);
  if (!f) throw notFound(FILE_MESSAGES.noFileFound, 'FILE_NOT_FOUND');
  if (f.ownerUserId !== actor.userId) throw forbidden(FILE_MESSAGES.notUploader, 'NOT_UPLOADER');
  if (f.purpose !== 'CASE_STUDY')
    throw badRequest(FILE_MESSAGES.formatNotSupported, 'NOT_A_CASE_STUDY_FILE');
  if (f.used) throw conflict(FILE_MESSAGES.alreadyAttached, 'FILE_ALREADY_ATTACHED');
}

/** POST /api/admin/inventory/case-study: adds a case study (admin, spec 001 §6) with a file or a link. 404 unknown inventory. */
export async function addCaseStudy({
  db,
  actor,
  req,
}: InventoriesContext & { req: Omit<NewCaseStudy, 'createdBy'> }): Promise<{
  caseStudy: CaseStudy;
  message: string;
}> {
  assertAdmin(actor);
  await getInventory(db, req.inventoryId);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      if (req.fileId) await assertCaseStudyFile(tx, actor, req.fileId);
      const caseStudyId = await insertCaseStudy(tx, { ...req, createdBy: actor.userId });
      await recordAudit(tx, actor.userId, {
        action: 'case_study.add',
        entity: 'inventory',
        entityId: req.inventoryId,
        after: { caseStudyId, ...req },
      });
      return caseStudyId;
    });
  } catch (e) {
    if (isUniqueViolation(e, 'case_studies_file_uq'))
      throw conflict(FILE_MESSAGES.alreadyAttached, 'FILE_ALREADY_ATTACHED'); // a concurrent add took the file
    throw e;
  }
  return { caseStudy: await caseStudyById(db, id), message: M.caseStudyAdded };
}

/**
 * POST /api/admin/inventory/case-study/removal {id} (remove) and /restoration {id} (its undo): admin;
 * the row is kept with removedAt. 404 for an unknown case study or one already in the wanted state.
 */
export async function setCaseStudyRemoved({
  db,
  actor,
  id,
  removed,
}: InventoriesContext & { id: number; removed: boolean }): Promise<string> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    if (!(await markCaseStudyRemoved(tx, id, removed)))
      throw notFound(M.caseStudyNotFound, 'CASE_STUDY_NOT_FOUND');
    await recordAudit(tx, actor.userId, {
      action: removed ? 'case_study.remove' : 'case_study.restore',
      entity: 'inventory',
      after: { caseStudyId: id },
    });
  });
  return removed ? M.caseStudyRemoved : M.caseStudyRestored;
}

/**
 * POST /api/inventory/case-study/request {id}: the caller asks for case studies of an inventory that has
 * none; every active admin is notified once per asking user (asking again answers the same). 404 unknown
 * inventory; 409 when it already has case studies. Answers 'Notified the Admin successfully' (spec 001 §8).
 */
export async function requestCaseStudy({
  db,
  notes,
  actor,
  inventoryId,
}: InventoriesContext & { notes: Notifications; inventoryId: number }): Promise<string> {
  await getInventory(db, inventoryId);
  await notes.run(db, async (tx, notify) => {
    if (await hasLiveCaseStudy(tx, inventoryId))
      throw conflict(M.hasCaseStudies, 'HAS_CASE_STUDIES');
    if (!(await insertCaseStudyRequest(tx, inventoryId, actor.userId))) return;
    await notify(caseStudyRequestSql(actor.userId, inventoryId));
  });
  return M.adminNotified;
}
