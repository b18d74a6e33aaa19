import {
  FEEDBACK_MESSAGES,
  MESSAGES,
  type FeedbackListResult,
  type FeedbackRequest,
} from '@crm/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { forbidden } from '../../lib/errors.js';
import { pageInfo } from '../../lib/paging.js';
import { ownUpload } from '../files/index.js';
import { assertAdmin } from '../../auth/actor.js';
import { feedbackPage, insertFeedback } from './queries.js';

/**
 * POST /api/feedback (spec 000 §2.8): stores the caller's feedback. A recording must be the
 * caller's own live FEEDBACK_AUDIO upload of an audio type (404 'No file found', 403 'You can only use
 * files you uploaded', 400 for another type); `userId`, when sent, must be the caller's.
 */
export async function sendFeedback({
  db,
  actor,
  req,
}: {
  db: Db;
  actor: Actor;
  req: z.infer<typeof FeedbackRequest>;
}): Promise<{ message: string }> {
  if (req.userId !== undefined && req.userId !== actor.userId) throw forbidden(MESSAGES.forbidden);
  const mediaFileId = req.mediaUrl
    ? await ownUpload({
        db,
        userId: actor.userId,
        url: req.mediaUrl,
        purpose: 'FEEDBACK_AUDIO',
        kind: 'audio',
      })
    : null;
  await insertFeedback(db, {
    userId: actor.userId,
    text: req.feedbackText,
    mediaFileId,
    screenName: req.screenName,
  });
  return { message: FEEDBACK_MESSAGES.sent };
}

/** GET /api/admin/feedback: every feedback, newest first, with the sender and the recording (admins only, 403 otherwise). */
export async function listFeedback({
  db,
  actor,
  page,
}: {
  db: Db;
  actor: Actor;
  page: { pageNo: number; count: number };
}): Promise<FeedbackListResult> {
  assertAdmin(actor);
  const { feedback, total } = await feedbackPage(db, page);
  return { feedback, ...pageInfo(page.pageNo, page.count, total) };
}
