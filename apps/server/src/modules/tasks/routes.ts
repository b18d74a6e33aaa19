import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope, MessageResult, SubAssignmentStatusRequest, SubAssignmentStatusResult, Task, TaskCountRequest, TaskCountResult, TaskCreateRequest, TaskIdQuery, TaskListRequest, TaskListResult, TaskRenameRequest,
  TaskIdBody, TaskReminder, TaskReminderCancelRequest, TaskReminderSetRequest, TaskStarRequest, TaskStatusRequest,
} from '@crm/contracts';
import type { Deps } from '../../app.js';
import { createReminders } from './reminders.js';
import { createTask, deleteTask, listTasks, renameTask, setSubAssignmentStatus, setTaskStatus, starTask, taskCounts, visibleTask } from './service.js';

/**
 * Tasks (spec 001 §7 Task API; issue 8): create, list, counts, detail, rename, status, star, delete,
 * sub-assignment status, and — with the job queue — reminders fired by the server.
 */
export async function tasksRoutes(app: FastifyInstance, { db, notifications, jobs }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const notes = notifications!;
  const reminders = jobs ? createReminders(db, notes, jobs) : undefined;
  if (reminders) {
    await reminders.start();
    r.put('/task/reminder', {
      schema: { tags: ['tasks'], body: TaskReminderSetRequest, response: { 200: envelope(MessageResult.extend({ reminder: TaskReminder })) } },
      handler: async (req) => {
        const { row, oldJob, message } = await reminders.set(req.actor, req.body);
        await reminders.commit(req.body.taskId, row, oldJob);
        return { data: { message, reminder: (await reminders.list(req.actor, req.body.taskId)).reminders[0] } };
      },
    });
    r.post('/task/reminder', { schema: { tags: ['tasks'], body: TaskIdBody, response: { 200: envelope(z.object({ reminders: z.array(TaskReminder) })) } }, handler: async (req) => ({ data: await reminders.list(req.actor, req.body.taskId) }) });
    r.post('/task/reminder/cancellation', { schema: { tags: ['tasks'], body: TaskReminderCancelRequest, response: { 200: envelope(MessageResult) } }, handler: async (req) => ({ data: await reminders.cancel(req.actor, req.body) }) });
    r.post('/task/reminder/manual', { schema: { tags: ['tasks'], body: TaskIdBody, response: { 200: envelope(MessageResult) } }, handler: async (req) => ({ data: await reminders.nudge(req.actor, req.body.taskId) }) });
  }
  const tags = ['tasks'];
  r.put('/task', { config: { idempotent: true }, schema: { tags, body: TaskCreateRequest, response: { 200: envelope(z.object({ id: z.number(), message: z.string() })) } }, handler: async (req) => ({ data: await createTask(db, notes, reminders, req.actor, req.body) }) });
  r.post('/task', { schema: { tags, body: TaskListRequest, response: { 200: envelope(TaskListResult) } }, handler: async (req) => ({ data: await listTasks(db, req.actor, req.body) }) });
  r.get('/task/detail', { schema: { tags, querystring: TaskIdQuery, response: { 200: envelope(Task) } }, handler: async (req) => ({ data: await visibleTask(db, req.actor, req.query.taskId) }) });
  r.patch('/task', { schema: { tags, body: TaskRenameRequest, response: { 200: envelope(Task) } }, handler: async (req) => ({ data: await renameTask(db, req.actor, req.body) }) });
  r.delete('/task', { schema: { tags, querystring: TaskIdQuery, response: { 200: envelope(MessageResult) } }, handler: async (req) => ({ data: await deleteTask(db, req.actor, req.query.taskId) }) });
  r.post('/task/status', { schema: { tags, body: TaskStatusRequest, response: { 200: envelope(MessageResult) } }, handler: async (req) => ({ data: await setTaskStatus(db, notes, req.actor, req.body) }) });
  r.post('/task/star', { schema: { tags, body: TaskStarRequest, response: { 200: envelope(z.object({ isStarred: z.boolean() })) } }, handler: async (req) => ({ data: await starTask(db, req.actor, req.body) }) });
  r.post('/task/count', { schema: { tags, body: TaskCountRequest, response: { 200: envelope(TaskCountResult) } }, handler: async (req) => ({ data: await taskCounts(db, req.actor, req.body) }) });
  r.post('/task/sub-assignments/status', {
    schema: { tags, body: SubAssignmentStatusRequest, response: { 200: envelope(SubAssignmentStatusResult) } },
    handler: async (req) => ({ data: await setSubAssignmentStatus(db, notes, req.actor, req.body) }),
  });
}
