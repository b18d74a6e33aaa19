import { desc, eq, sql } from 'drizzle-orm';
import type { FeedbackItem, UserSummary } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { feedback, files, users } from '../../db/schema/index.js';
import { iso, offsetOf } from '../../lib/paging.js';
import { jsonValue, userSummaryJson } from '../../lib/sql.js';

/** Stores one feedback of `userId`: its text, the recording's file id (or null) and the screen it came from. */
export async function insertFeedback(
  db: Db,
  row: { userId: number; text: string; mediaFileId: number | null; screenName: string },
): Promise<void> {
  await db.insert(feedback).values(row);
}

/**
 * Page `pageNo` (1-based, `count` a page) of all feedback, newest first (ties by id), each with its
 * sender and its recording's download path; `total` counts every feedback.
 */
export async function feedbackPage(
  db: Db,
  page: { pageNo: number; count: number },
): Promise<{ feedback: FeedbackItem[]; total: number }> {
  const rows = await db
    .select({
      id: feedback.id,
      user: sql<unknown>`${userSummaryJson(sql`${users}`)}`,
      text: feedback.text,
      publicId: files.publicId,
      fileName: files.fileName,
      screenName: feedback.screenName,
      createdAt: feedback.createdAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .leftJoin(files, eq(files.id, feedback.mediaFileId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(page.count)
    .offset(offsetOf(page.pageNo, page.count));
  return {
    feedback: rows.map((r) => ({
      id: r.id,
      user: jsonValue<UserSummary>(r.user),
      feedbackText: r.text,
      mediaUrl: r.publicId ? `/api/files/${r.publicId}` : null,
      mediaFileName: r.fileName,
      screenName: r.screenName,
      createdAt: iso(r.createdAt)!,
    })),
    total: rows[0]?.total ?? 0,
  };
}
