import type { FastifyInstance } from 'fastify';
import { taskConversationRoutes, taskPeopleRoutes, taskRoutes } from '@crm/contracts';
import { route } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
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
import { emitTaskUpdate, taskChanged } from './live.js';

/**
 * A task's people, sub-assignments, activity log and conversation (spec 001 §7 Task API); each change
 * is pushed as TASK_UPDATE on the `/task` socket.
 */
export async function tasksPeoplePlugin(app: FastifyInstance, context: AppContext) {
  const { db, notifications, realtime } = context;
  const changed = taskChanged(db, realtime);
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
}
