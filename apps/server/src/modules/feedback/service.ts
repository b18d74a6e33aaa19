import { sql } from 'drizzle-orm';
import {
  FEEDBACK_MESSAGES,
  MESSAGES,
  type FeedbackListResult,
  type UserSummary,
} from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { forbidden } from '../../lib/errors.js';
import { iso, offsetOf, pageInfo } from '../../lib/paging.js';
import { jsonValue, userSummaryJson } from '../../lib/sql.js';
import { ownUpload } from '../files/ownUpload.js';
import { assertAdmin } from '../../auth/actor.js';

/**
 * POST /api/feedback (spec 000 §2.8): stores the caller's feedback. A recording must be the
 * caller's own live FEEDBACK_AUDIO upload of an audio type (404 'No file found', 403 'You can only use
 * files you uploaded', 400 for another type); `userId`, when sent, must be the caller's.
 */
export async function sendFeedback(
  db: Db,
  actor: Actor,
  req: { userId?: number; feedbackText: string; mediaUrl?: string | null; screenName: string },
): Promise<{ message: string }> {
  if (req.userId !== undefined && req.userId !== actor.userId) throw forbidden(MESSAGES.forbidden);
  const fileId = req.mediaUrl
    ? await ownUpload(db, actor.userId, req.mediaUrl, 'FEEDBACK_AUDIO', 'audio')
    : null;
  await db.execute(
    sql`insert into feedback (user_id, text, media_file_id, screen_name) values (${actor.userId}, ${req.feedbackText}, ${fileId}, ${req.screenName})`,
  );
  return { message: FEEDBACK_MESSAGES.sent };
}

/** GET /api/admin/feedback: every feedback, newest first, with the sender and the recording (admins only, 403 otherwise). */
export async function listFeedback(
  db: Db,
  actor: Actor,
  q: { pageNo: number; count: number },
): Promise<FeedbackListResult> {
  assertAdmin(actor);
  const { rows } = await db.execute<{
    id: number;
    u: unknown;
    text: string;
    public_id: string | null;
    file_name: string | null;
    screen_name: string;
    created_at: unknown;
    total: number;
  }>(sql`select
      fb.id, ${userSummaryJson()} as u, fb.text, f.public_id, f.file_name, fb.screen_name, fb.created_at, count(*) over ()::int as total
    from feedback fb join users u on u.id = fb.user_id left join files f on f.id = fb.media_file_id
    order by fb.created_at desc, fb.id desc limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`);
  return {
    feedback: rows.map((r) => ({
      id: Number(r.id),
      user: jsonValue<UserSummary>(r.u),
      feedbackText: r.text,
      mediaUrl: r.public_id ? `/api/files/${r.public_id}` : null,
      mediaFileName: r.file_name,
      screenName: r.screen_name,
      createdAt: iso(r.created_at)!,
    })),
    ...pageInfo(q.pageNo, q.count, rows[0]?.total ?? 0),
  };
}
