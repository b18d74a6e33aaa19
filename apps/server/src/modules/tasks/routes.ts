import type { FastifyInstance } from 'fastify';
import { taskPeopleRoutes, taskRoutes } from '@crm/contracts';
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
import { taskChanged } from './live.js';
import { tasksPeoplePlugin } from './peopleRoutes.js';
import { tasksPickersPlugin } from './pickerRoutes.js';

/**
 * Tasks (spec 001 §7 Task API): create, list, counts, detail, update, status, star, delete, people,
 * sub-assignments, activity, the conversation (live over the `/task` socket as TASK_UPDATE), the pickers and
 * reminders fired by the server from the job queue.
 */
export async function tasksPlugin(app: FastifyInstance, context: AppContext) {
  const { db, notifications, jobs, realtime } = context;
  const changed = taskChanged(db, realtime);
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
  await tasksPeoplePlugin(app, context);
  await tasksPickersPlugin(app, context);
}
