import { z } from 'zod';
import { Id, MessageResult, PageInfo, pageFields, UserSummary } from './common.js';
import { defineRoute } from './routes.js';

/** Feedback texts (spec 000 §2.8, §5; 001 §8). */
export const FEEDBACK_MESSAGES = {
  sent: 'Feedback sent successfully',
  panelSent: 'Feedback sent!',
  uploading: 'Uploading...',
  microphone: 'Error accessing the microphone',
  empty: 'Type your feedback or record a message',
} as const;

/** Longest feedback text, in characters (ours). */
export const FEEDBACK_TEXT_MAX = 2_000;
/** Feedback list page size (ours). */
export const FEEDBACK_PAGE_SIZE = 20;

/**
 * POST /api/feedback (spec 001 §7 Dashboard and common): text, a voice recording or both. `mediaUrl` is the
 * download path of the caller's own FEEDBACK_AUDIO upload (signed upload, purpose FEEDBACK_AUDIO); `userId`
 * is the caller's (the token decides; another id is refused); `screenName` where it was sent from.
 */
export const FeedbackRequest = z
  .object({
    userId: Id.optional(),
    feedbackText: z.string().trim().max(FEEDBACK_TEXT_MAX).default(''),
    mediaUrl: z.string().trim().max(300).nullable().optional(),
    screenName: z.string().trim().max(200).default(''),
  })
  .refine((r) => r.feedbackText.length > 0 || !!r.mediaUrl, {
    message: FEEDBACK_MESSAGES.empty,
    path: ['feedbackText'],
  });

/** GET /api/admin/feedback?pageNo&count: every feedback, newest first (admins). */
export const FeedbackListQuery = z.object({ ...pageFields(FEEDBACK_PAGE_SIZE) });
/** One feedback as admins see it: the sender, the text, the recording's download path and name, the screen, when (ISO UTC). */
export const FeedbackItem = z.object({
  id: z.number(),
  user: UserSummary,
  feedbackText: z.string(),
  mediaUrl: z.string().nullable(),
  mediaFileName: z.string().nullable(),
  screenName: z.string(),
  createdAt: z.string(),
});
export type FeedbackItem = z.infer<typeof FeedbackItem>;
export const FeedbackListResult = PageInfo.extend({ feedback: z.array(FeedbackItem) });
export type FeedbackListResult = z.infer<typeof FeedbackListResult>;

/** Feedback (spec 000 §2.8, 001 §7 Dashboard and common): staff send it, admins read it. */
export const feedbackRoutes = {
  send: defineRoute({
    method: 'POST',
    path: '/feedback',
    body: FeedbackRequest,
    response: MessageResult,
    summary: 'Sends feedback',
    tags: ['feedback'],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/admin/feedback',
    query: FeedbackListQuery,
    response: FeedbackListResult,
    summary: 'One page of the feedback staff sent, newest first',
    tags: ['feedback'],
    cacheKey: (q: z.input<typeof FeedbackListQuery>) => ['feedback', q.pageNo],
  }),
};
