import type { FastifyInstance } from 'fastify';
import { taskConversationRoutes, taskPeopleRoutes, taskRoutes } from '@crm/contracts';
import { route } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
import { createReminders, nudgeTask } from './reminders.js';
import {
  createTask,
  deleteTask,
  listTasks,
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
  setSubAssignmentStatus,
  usersForAddition,
} from './people/subAssignments.js';
import { listActivity } from './activity.js';
import { listComments, postComment } from './conversation.js';
import { emitTaskUpdate } from './live.js';
import { taskAudience } from './queries.js';
import { taskPickersRoutes } from './pickerRoutes.js';

/**
 * Tasks (spec 001 §7 Task API): create, list, counts, detail, update, status, star, delete, people,
 * sub-assignments, activity, the conversation (live over the `/task` socket as TASK_UPDATE), the pickers and
 * reminders fired by the server from the job queue.
 */
export async function tasksRoutes(app: FastifyInstance, context: AppContext) {
  const { db, notifications, jobs, realtime } = context;
  /** After a change: TASK_UPDATE CHANGED to everyone who sees the task (taskAudience) and to `also` (people just taken off it). */
  const changed = async (taskId: number, action: string, also: number[] = []) => {
    emitTaskUpdate(realtime, [...(await taskAudience(db, taskId)), ...also], {
      type: 'CHANGED',
      taskId,
      action,
    });
  };
  const reminders = createReminders({ db, notifications, jobs });
  await reminders.start();
  route(app, taskRoutes.setReminder, async (req) => {
    const { actor, body } = req;
    const { scheduled, message } = await reminders.set({ actor, req: body });
    await reminders.commit(scheduled);
    await changed(body.taskId, 'REMINDER_SET');
    return {
      message,
      reminder: (await reminders.list({ actor, taskId: body.taskId })).reminders[0],
    };
  });
  route(app, taskRoutes.reminders, (req) =>
    reminders.list({ actor: req.actor, taskId: req.body.taskId }),
  );
  route(app, taskRoutes.cancelReminder, (req) =>
    reminders.cancel({ actor: req.actor, req: req.body }),
  );
  route(app, taskRoutes.nudge, (req) =>
    nudgeTask({ db, notifications, actor: req.actor, taskId: req.body.taskId }),
  );
  route(app, taskRoutes.create, async (req) => {
    const data = await createTask({
      db,
      notifications,
      reminders,
      actor: req.actor,
      req: req.body,
    });
    await changed(data.id, 'CREATED');
    return data;
  });
  route(app, taskRoutes.list, (req) => listTasks({ db, actor: req.actor, q: req.body }));
  route(app, taskRoutes.detail, (req) => visibleTask(db, req.actor, req.query.taskId));
  route(app, taskPeopleRoutes.update, async (req) => {
    const data = await updateTask({ db, notifications, actor: req.actor, req: req.body });
    await changed(req.body.taskId, 'UPDATED');
    return data;
  });
  route(app, taskRoutes.remove, async (req) => {
    const data = await deleteTask({ db, actor: req.actor, taskId: req.query.taskId });
    await changed(req.query.taskId, 'DELETED');
    return data;
  });
  route(app, taskRoutes.status, async (req) => {
    const data = await setTaskStatus({ db, notifications, actor: req.actor, req: req.body });
    await changed(req.body.taskId, 'STATUS');
    return data;
  });
  route(app, taskRoutes.star, (req) => starTask({ db, actor: req.actor, req: req.body }));
  route(app, taskRoutes.counts, (req) => taskCounts({ db, actor: req.actor, q: req.body }));
  route(app, taskPeopleRoutes.activity, (req) =>
    listActivity({ db, actor: req.actor, q: req.body }),
  );
  route(app, taskPeopleRoutes.addPeople, async (req) => {
    const data = await addPeople({ db, notifications, actor: req.actor, req: req.body });
    await changed(req.body.taskId, 'PEOPLE');
    return data;
  });
  route(app, taskPeopleRoutes.people, async (req) => ({
    people: (await visibleTask(db, req.actor, req.body.taskId)).people,
  }));
  route(app, taskPeopleRoutes.removePeople, async (req) => {
    const data = await removePeople({ db, notifications, actor: req.actor, req: req.body });
    await changed(req.body.taskId, 'PEOPLE', req.body.userIds);
    return data;
  });
  route(app, taskPeopleRoutes.subAssignments, (req) =>
    listSubAssignments({ db, actor: req.actor, taskId: req.body.taskId }),
  );
  route(app, taskRoutes.subAssignmentStatus, async (req) => {
    const data = await setSubAssignmentStatus({
      db,
      notifications,
      actor: req.actor,
      req: req.body,
    });
    await changed(req.body.taskId!, 'SUB_ASSIGNMENT');
    return data;
  });
  route(app, taskPeopleRoutes.addThreadMembers, async (req) => {
    const data = await addGroupMembers({ db, notifications, actor: req.actor, req: req.body });
    await changed(req.body.taskId!, 'MEMBERS');
    return data;
  });
  route(app, taskPeopleRoutes.usersForAddition, (req) =>
    usersForAddition({ db, actor: req.actor, req: req.body }),
  );
  route(app, taskPeopleRoutes.nudgeSubAssignment, (req) =>
    nudgeSubAssignment({ db, notifications, actor: req.actor, req: req.body }),
  );
  route(app, taskConversationRoutes.comments, (req) =>
    listComments({ db, actor: req.actor, q: req.query }),
  );
  route(app, taskConversationRoutes.postComment, async (req) => {
    const { comment, followers, fresh } = await postComment({
      db,
      notifications,
      actor: req.actor,
      req: req.body,
    });
    if (fresh)
      emitTaskUpdate(realtime, followers, { type: 'COMMENT', taskId: comment.taskId, comment });
    return comment;
  });
  await taskPickersRoutes(app, context);
}
