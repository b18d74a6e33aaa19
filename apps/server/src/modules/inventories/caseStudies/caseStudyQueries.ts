import { sql } from 'drizzle-orm';
import type { CaseStudy } from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { iso, offsetOf } from '../../../lib/paging.js';
import { and, containsPattern } from '../../../lib/sql.js';

/** Case studies of inventories and the requests for them. */

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

const select = sql`select c.id, c.inventory_id, c.title, c.description, f.public_id, f.file_name,
    c.link, c.created_by, u.first_name || ' ' || u.last_name as creator, c.created_at
  from case_studies c
    join users u on u.id = c.created_by
    left join files f on f.id = c.file_id`;

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

/**
 * A page of the inventory's live case studies whose title or description contains `searchFor`,
 * newest first, with their total and whether `userId` asked for case studies of it.
 */
export async function caseStudyPage(
  db: Db,
  userId: number,
  q: { id: number; pageNo: number; count: number; searchFor: string },
): Promise<{ caseStudies: CaseStudy[]; total: number; asked: boolean }> {
  const where = and([
    sql`c.inventory_id = ${q.id}`,
    sql`c.removed_at is null`,
    q.searchFor &&
      sql`(lower(c.title) like ${containsPattern(q.searchFor)}
        or lower(coalesce(c.description, '')) like ${containsPattern(q.searchFor)})`,
  ]);
  const [{ rows }, total, asked] = await Promise.all([
    db.execute<Row>(sql`${select}
      where ${where}
      order by c.created_at desc, c.id desc
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from case_studies c where ${where}`),
    db.execute(sql`select 1 from case_study_requests
      where inventory_id = ${q.id} and user_id = ${userId}`),
  ]);
  return {
    caseStudies: rows.map(toCaseStudy),
    total: total.rows[0].n,
    asked: asked.rows.length > 0,
  };
}

/** One case study (it must exist). */
export async function caseStudyById(db: Db, id: number): Promise<CaseStudy> {
  const { rows } = await db.execute<Row>(sql`${select} where c.id = ${id}`);
  return toCaseStudy(rows[0]);
}

/** A stored live file as a case study sees it: its uploader, purpose and whether a case study uses it; null when none. */
export async function caseStudyFileRow(tx: Tx, fileId: number) {
  const { rows } = await tx.execute<{
    owner_user_id: number;
    purpose: string;
    used: boolean;
  }>(sql`select owner_user_id, purpose,
      exists (select 1 from case_studies c where c.file_id = f.id) as used
    from files f
    where id = ${fileId} and deleted_at is null`);
  const f = rows[0];
  return f ? { ownerUserId: Number(f.owner_user_id), purpose: f.purpose, used: f.used } : null;
}

/** The fields of a new case study: a file or a link (a blank description is stored as null). */
export type NewCaseStudy = {
  inventoryId: number;
  title: string;
  description?: string;
  fileId?: number;
  link?: string | null;
  createdBy: number;
};

/** Inserts a case study; answers its id. */
export async function insertCaseStudy(tx: Tx, c: NewCaseStudy): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`insert into case_studies
      (inventory_id, title, description, file_id, link, created_by)
    values (${c.inventoryId}, ${c.title}, ${c.description || null}, ${c.fileId ?? null},
      ${c.link ?? null}, ${c.createdBy})
    returning id`);
  return Number(rows[0].id);
}

/** Removes (keeps the row with removedAt) or restores a case study; false when none is in the other state. */
export async function markCaseStudyRemoved(db: Tx, id: number, removed: boolean) {
  const { rows } = await db.execute(sql`update case_studies
    set removed_at = ${removed ? sql`now()` : sql`null`}
    where id = ${id} and removed_at is ${removed ? sql`null` : sql`not null`}
    returning id`);
  return rows.length > 0;
}

/** Whether the inventory has a live case study (read in the caller's transaction). */
export async function hasLiveCaseStudy(tx: Tx, inventoryId: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`select 1 from case_studies
    where inventory_id = ${inventoryId} and removed_at is null
    limit 1`);
  return rows.length > 0;
}

/** Records `userId`'s request for case studies of the inventory; false when they had asked before. */
export async function insertCaseStudyRequest(tx: Tx, inventoryId: number, userId: number) {
  const { rows } = await tx.execute(sql`insert into case_study_requests (inventory_id, user_id)
    values (${inventoryId}, ${userId})
    on conflict do nothing
    returning 1`);
  return rows.length > 0;
}
