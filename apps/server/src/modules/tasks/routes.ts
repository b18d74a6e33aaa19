import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  MessageResult,
  SubAssignmentStatusRequest,
  SubAssignmentStatusResult,
  Task,
  TaskCountRequest,
  TaskCountResult,
  TaskCreateRequest,
  TaskIdQuery,
  TaskListRequest,
  TaskListResult,
  TaskIdBody,
  TaskReminder,
  TaskReminderCancelRequest,
  TaskReminderSetRequest,
  TaskStarRequest,
  TaskStatusRequest,
  TaskUpdateRequest,
  TaskPeopleAddRequest,
  TaskPeopleRemoveRequest,
  SubAssignmentsResult,
  SubAssignmentGroupRequest,
  SubAssignmentUsersRequest,
  SubAssignmentRef,
  UsersPage,
  TaskActivityRequest,
  TaskActivityResult,
  TaskCommentsQuery,
  TaskCommentsResult,
  TaskCommentCreateRequest,
  TaskComment,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { createReminders } from './reminders.js';
import {
  createTask,
  deleteTask,
  listTasks,
  setSubAssignmentStatus,
  setTaskStatus,
  starTask,
  taskCounts,
  updateTask,
} from './service.js';
import { visibleTask } from './visibleTask.js';
import { addPeople, removePeople } from './people/assignees.js';
import {
  addGroupMembers,
  listSubAssignments,
  nudgeSubAssignment,
  usersForAddition,
} from './people/subAssignments.js';
import { listActivity } from './activity.js';
import { listComments, postComment } from './conversation.js';
import { emitTaskUpdate } from './live.js';
import { taskAudienceSql } from './queries.js';
import { taskPickerRoutes } from './pickerRoutes.js';

/**
 * Tasks (spec 001 §7 Task API): create, list, counts, detail, update, status, star, delete, people,
 * sub-assignments, activity, the conversation (live over the `/task` socket as TASK_UPDATE), the pickers and
 * reminders fired by the server from the job queue.
 */
export async function tasksRoutes(app: FastifyInstance, context: AppContext) {
  const { db, notifications: notes, jobs, realtime } = context;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tasks'];
  /** After a change: TASK_UPDATE CHANGED to everyone who sees the task (taskAudienceSql) and to `also` (people just taken off it). */
  const changed = async (taskId: number, action: string, also: number[] = []) => {
    const { rows } = await db.execute<{ u: number }>(taskAudienceSql(taskId));
    emitTaskUpdate(realtime, [...rows.map((x) => Number(x.u)), ...also], {
      type: 'CHANGED',
      taskId,
      action,
    });
  };
  const reminders = createReminders(db, notes, jobs);
  await reminders.start();
  r.put('/task/reminder', {
    schema: {
      tags,
      body: TaskReminderSetRequest,
      response: { 200: envelope(MessageResult.extend({ reminder: TaskReminder })) },
    },
    handler: async (req) => {
      const { row, oldJob, message } = await reminders.set(req.actor, req.body);
      await reminders.commit(req.body.taskId, row, oldJob);
      await changed(req.body.taskId, 'REMINDER_SET');
      return {
        data: {
          message,
          reminder: (await reminders.list(req.actor, req.body.taskId)).reminders[0],
        },
      };
    },
  });
  r.post('/task/reminder', {
    schema: {
      tags,
      body: TaskIdBody,
      response: { 200: envelope(z.object({ reminders: z.array(TaskReminder) })) },
    },
    handler: async (req) => ({ data: await reminders.list(req.actor, req.body.taskId) }),
  });
  r.post('/task/reminder/cancellation', {
    schema: { tags, body: TaskReminderCancelRequest, response: { 200: envelope(MessageResult) } },
    handler: async (req) => ({ data: await reminders.cancel(req.actor, req.body) }),
  });
  r.post('/task/reminder/manual', {
    schema: { tags, body: TaskIdBody, response: { 200: envelope(MessageResult) } },
    handler: async (req) => ({ data: await reminders.nudge(req.actor, req.body.taskId) }),
  });
  r.put('/task', {
    config: { idempotent: true },
    schema: {
      tags,
      body: TaskCreateRequest,
      response: { 200: envelope(z.object({ id: z.number(), message: z.string() })) },
    },
    handler: async (req) => {
      const data = await createTask(db, notes, reminders, req.actor, req.body);
      await changed(data.id, 'CREATED');
      return { data };
    },
  });
  r.post('/task', {
    schema: { tags, body: TaskListRequest, response: { 200: envelope(TaskListResult) } },
    handler: async (req) => ({ data: await listTasks(db, req.actor, req.body) }),
  });
  r.get('/task/detail', {
    schema: { tags, querystring: TaskIdQuery, response: { 200: envelope(Task) } },
    handler: async (req) => ({ data: await visibleTask(db, req.actor, req.query.taskId) }),
  });
  r.patch('/task', {
    schema: { tags, body: TaskUpdateRequest, response: { 200: envelope(Task) } },
    handler: async (req) => {
      const data = await updateTask(db, notes, req.actor, req.body);
      await changed(req.body.taskId, 'UPDATED');
      return { data };
    },
  });
  r.delete('/task', {
    schema: { tags, querystring: TaskIdQuery, response: { 200: envelope(MessageResult) } },
    handler: async (req) => {
      const data = await deleteTask(db, req.actor, req.query.taskId);
      await changed(req.query.taskId, 'DELETED');
      return { data };
    },
  });
  r.post('/task/status', {
    schema: { tags, body: TaskStatusRequest, response: { 200: envelope(MessageResult) } },
    handler: async (req) => {
      const data = await setTaskStatus(db, notes, req.actor, req.body);
      await changed(req.body.taskId, 'STATUS');
      return { data };
    },
  });
  r.post('/task/star', {
    schema: {
      tags,
      body: TaskStarRequest,
      response: { 200: envelope(z.object({ isStarred: z.boolean() })) },
    },
    handler: async (req) => ({ data: await starTask(db, req.actor, req.body) }),
  });
  r.post('/task/count', {
    schema: { tags, body: TaskCountRequest, response: { 200: envelope(TaskCountResult) } },
    handler: async (req) => ({ data: await taskCounts(db, req.actor, req.body) }),
  });
  r.post('/task/activity', {
    schema: { tags, body: TaskActivityRequest, response: { 200: envelope(TaskActivityResult) } },
    handler: async (req) => ({ data: await listActivity(db, req.actor, req.body) }),
  });
  r.put('/task/people', {
    schema: { tags, body: TaskPeopleAddRequest, response: { 200: envelope(Task) } },
    handler: async (req) => {
      const data = await addPeople(db, notes, req.actor, req.body);
      await changed(req.body.taskId, 'PEOPLE');
      return { data };
    },
  });
  r.post('/task/people', {
    schema: {
      tags,
      body: TaskIdBody,
      response: { 200: envelope(z.object({ people: Task.shape.people })) },
    },
    handler: async (req) => ({
      data: { people: (await visibleTask(db, req.actor, req.body.taskId)).people },
    }),
  });
  r.post('/task/people/removal', {
    schema: { tags, body: TaskPeopleRemoveRequest, response: { 200: envelope(Task) } },
    handler: async (req) => {
      const data = await removePeople(db, notes, req.actor, req.body);
      await changed(req.body.taskId, 'PEOPLE', req.body.userIds);
      return { data };
    },
  });
  r.post('/task/sub-assignments', {
    schema: { tags, body: TaskIdBody, response: { 200: envelope(SubAssignmentsResult) } },
    handler: async (req) => ({ data: await listSubAssignments(db, req.actor, req.body.taskId) }),
  });
  r.post('/task/sub-assignments/status', {
    schema: {
      tags,
      body: SubAssignmentStatusRequest,
      response: { 200: envelope(SubAssignmentStatusResult) },
    },
    handler: async (req) => {
      const data = await setSubAssignmentStatus(db, notes, req.actor, req.body);
      await changed(req.body.taskId!, 'SUB_ASSIGNMENT');
      return { data };
    },
  });
  r.put('/task/sub-assignments/group', {
    schema: { tags, body: SubAssignmentGroupRequest, response: { 200: envelope(MessageResult) } },
    handler: async (req) => {
      const data = await addGroupMembers(db, notes, req.actor, req.body);
      await changed(req.body.taskId!, 'MEMBERS');
      return { data };
    },
  });
  r.post('/task/sub-assignments/users/for-addition', {
    schema: { tags, body: SubAssignmentUsersRequest, response: { 200: envelope(UsersPage) } },
    handler: async (req) => ({ data: await usersForAddition(db, req.actor, req.body) }),
  });
  r.post('/task/sub-assignments/reminder/manual', {
    schema: { tags, body: SubAssignmentRef, response: { 200: envelope(MessageResult) } },
    handler: async (req) => ({ data: await nudgeSubAssignment(db, notes, req.actor, req.body) }),
  });
  r.get('/task/comments', {
    schema: {
      tags,
      querystring: TaskCommentsQuery,
      response: { 200: envelope(TaskCommentsResult) },
    },
    handler: async (req) => ({ data: await listComments(db, req.actor, req.query) }),
  });
  r.put('/task/comments', {
    config: { idempotent: true },
    schema: { tags, body: TaskCommentCreateRequest, response: { 200: envelope(TaskComment) } },
    handler: async (req) => {
      const { comment, followers, fresh } = await postComment(db, notes, req.actor, req.body);
      if (fresh)
        emitTaskUpdate(realtime, followers, { type: 'COMMENT', taskId: comment.taskId, comment });
      return { data: comment };
    },
  });
  await taskPickerRoutes(app, context);
}
