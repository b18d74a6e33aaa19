import { z } from 'zod';
import { Id, PageInfo, pageFields, UserSummary } from './common.js';
import { defineRoute } from './routes.js';

/** The longest comment in a task's conversation (characters). */
export const TASK_COMMENT_MAX = 5_000;

/**
 * A message of a task's conversation (kept in a table of its own, apart from the chat's messages). `taskSubAssignmentId`
 * null is the task's main thread; otherwise the thread of that sub-assignment. `localId` echoes the client's.
 */
export const TaskComment = z.object({
  id: z.number(),
  taskId: z.number(),
  taskSubAssignmentId: z.number().nullable(),
  text: z.string(),
  sender: UserSummary,
  createdAt: z.string(),
  localId: z.string().nullable(),
});
export type TaskComment = z.infer<typeof TaskComment>;

/** GET /api/task/comments?taskId&taskSubAssignmentId&pageNo&count: newest first; reading marks the thread read. */
const TaskCommentsQuery = z.object({
  taskId: Id,
  taskSubAssignmentId: Id.optional(),
  ...pageFields(30),
});
export const TaskCommentsResult = PageInfo.extend({ comments: z.array(TaskComment) });

/** PUT /api/task/comments: posts to the main thread or a sub-assignment's; the same `localId` twice stores one message. */
const TaskCommentCreateRequest = z.object({
  taskId: Id,
  taskSubAssignmentId: Id.optional(),
  text: z.string().trim().min(1, 'Write a message').max(TASK_COMMENT_MAX),
  localId: z.string().trim().min(1).max(64).optional(),
});

/**
 * The `/task` socket's TASK_UPDATE event (spec 001 §7 Realtime), sent to the rooms of everyone on the task:
 * COMMENT carries the new message; CHANGED says the task itself changed (status, people, name…) so clients refetch.
 */
export const TaskUpdateEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('COMMENT'), taskId: z.number(), comment: TaskComment }),
  z.object({ type: z.literal('CHANGED'), taskId: z.number(), action: z.string() }),
]);
export type TaskUpdateEvent = z.infer<typeof TaskUpdateEvent>;

/** A task's conversation (spec 001 §7 Task API): read a thread, post a message. */
export const taskConversationRoutes = {
  comments: defineRoute({
    method: 'GET',
    path: '/task/comments',
    query: TaskCommentsQuery,
    response: TaskCommentsResult,
    summary: 'One page of a task’s thread, newest first',
    tags: ['tasks'],
    cacheKey: ['tasks', 'comments'],
  }),
  postComment: defineRoute({
    method: 'PUT',
    path: '/task/comments',
    body: TaskCommentCreateRequest,
    response: TaskComment,
    idempotent: true,
    summary: 'Post a message to a task’s thread',
    tags: ['tasks'],
  }),
};
