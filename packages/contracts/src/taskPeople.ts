import { z } from 'zod';
import { Id, MessageResult, PageInfo, pageFields, SearchFor, UserSummary } from './common.js';
import { ROLE_CODES } from './constants.js';
import { defineRoute } from './routes.js';
import {
  ASSIGNEE_TYPES,
  Task,
  TaskIdBody,
  TASK_STATUSES,
  TASK_TITLE_MAX,
  TASK_MESSAGES,
} from './tasks.js';

/**
 * PATCH /api/task (spec 001 §7 'update'): rename (creator only, 001 §6) and/or a new description (the
 * task's creator or their TO); the description's `@[label](id)` mentions are re-read.
 */
const TaskUpdateRequest = z
  .object({
    taskId: Id,
    name: z.string().trim().min(1).max(TASK_TITLE_MAX, TASK_MESSAGES.titleMax).optional(),
    description: z.string().trim().min(1).max(10_000).optional(),
  })
  .refine((r) => r.name !== undefined || r.description !== undefined, {
    message: 'Give a new name or description',
    path: ['name'],
  });

/** PUT /api/task/people: adds assignees by hand (each gets a sub-assignment) or everyone of a tagged role (spec 000 §5). */
const TaskPeopleAddRequest = z
  .object({
    taskId: Id,
    relatedUsers: z
      .array(z.object({ id: Id, type: z.enum(ASSIGNEE_TYPES).default('USER') }))
      .max(200)
      .default([]),
    roles: z.array(z.enum(ROLE_CODES)).max(20).default([]),
  })
  .refine((r) => r.relatedUsers.length + r.roles.length > 0, {
    message: TASK_MESSAGES.assigneeRequired,
    path: ['relatedUsers'],
  });

/** POST /api/task/people/removal: removes hand-picked assignees (auto-assigned ones refuse with TASK_MESSAGES.autoAssigned; the last assignee stays). */
const TaskPeopleRemoveRequest = z.object({
  taskId: Id,
  userIds: z.array(Id).min(1).max(200),
});

/** A sub-assignment (spec 001 §3): its assignee, status, members of its thread and unread state. */
export const SubAssignment = z.object({
  taskSubAssignmentId: z.number(),
  taskId: z.number(),
  assignee: UserSummary,
  status: z.enum(TASK_STATUSES),
  closedAt: z.string().nullable(),
  members: z.array(UserSummary),
  hasUnReadMessages: z.boolean(),
});
export type SubAssignment = z.infer<typeof SubAssignment>;

/** POST /api/task/sub-assignments {taskId}: data.subAssignments. */
const SubAssignmentsResult = z.object({ subAssignments: z.array(SubAssignment) });

/** The pair that names one sub-assignment; both are required ('Task ID and Task Sub Assignment ID are required'). */
const SubAssignmentRef = z.object({
  taskId: Id.optional(),
  taskSubAssignmentId: Id.optional(),
});

/** PUT /api/task/sub-assignments/group: adds colleagues to a sub-assignment's thread (they then see the task). */
const SubAssignmentGroupRequest = SubAssignmentRef.extend({
  userIds: z.array(Id).min(1).max(50),
});

/** POST /api/task/sub-assignments/users/for-addition: ACTIVE colleagues not yet on the sub-assignment, paged. */
const SubAssignmentUsersRequest = SubAssignmentRef.extend({
  searchFor: SearchFor,
  ...pageFields(10),
});
const UsersPage = PageInfo.extend({ users: z.array(UserSummary) });

/** POST /api/task/activity {taskId, pageNo, count}: the task's activity log, newest first — who, when, what. */
const TaskActivityRequest = z.object({ taskId: Id, ...pageFields(20) });
const TaskActivity = z.object({
  id: z.number(),
  action: z.string(),
  text: z.string(),
  user: z.object({ userId: z.number(), userName: z.string() }),
  createdAt: z.string(),
});
const TaskActivityResult = PageInfo.extend({ activities: z.array(TaskActivity) });

/** A task's people and sub-assignments (spec 001 §7 Task API): update, activity, assignees, sub-assignments and their threads' members. */
export const taskPeopleRoutes = {
  update: defineRoute({
    method: 'PATCH',
    path: '/task',
    body: TaskUpdateRequest,
    response: Task,
    summary: 'Rename a task or change its description',
    tags: ['tasks'],
  }),
  activity: defineRoute({
    method: 'POST',
    path: '/task/activity',
    body: TaskActivityRequest,
    response: TaskActivityResult,
    summary: 'One page of a task’s activity log',
    tags: ['tasks'],
    cacheKey: ['tasks', 'activity'],
  }),
  addPeople: defineRoute({
    method: 'PUT',
    path: '/task/people',
    body: TaskPeopleAddRequest,
    response: Task,
    summary: 'Add assignees to a task',
    tags: ['tasks'],
  }),
  people: defineRoute({
    method: 'POST',
    path: '/task/people',
    body: TaskIdBody,
    response: z.object({ people: Task.shape.people }),
    summary: 'The people on a task',
    tags: ['tasks'],
  }),
  removePeople: defineRoute({
    method: 'POST',
    path: '/task/people/removal',
    body: TaskPeopleRemoveRequest,
    response: Task,
    summary: 'Remove assignees from a task',
    tags: ['tasks'],
  }),
  subAssignments: defineRoute({
    method: 'POST',
    path: '/task/sub-assignments',
    body: TaskIdBody,
    response: SubAssignmentsResult,
    summary: 'A task’s sub-assignments',
    tags: ['tasks'],
    cacheKey: ['tasks', 'subAssignments'],
  }),
  addThreadMembers: defineRoute({
    method: 'PUT',
    path: '/task/sub-assignments/group',
    body: SubAssignmentGroupRequest,
    response: MessageResult,
    summary: 'Add colleagues to a sub-assignment’s thread',
    tags: ['tasks'],
  }),
  usersForAddition: defineRoute({
    method: 'POST',
    path: '/task/sub-assignments/users/for-addition',
    body: SubAssignmentUsersRequest,
    response: UsersPage,
    summary: 'Colleagues not yet on a sub-assignment',
    tags: ['tasks'],
    cacheKey: ['taskPickers', 'usersForAddition'],
  }),
  nudgeSubAssignment: defineRoute({
    method: 'POST',
    path: '/task/sub-assignments/reminder/manual',
    body: SubAssignmentRef,
    response: MessageResult,
    summary: 'Remind one assignee now',
    tags: ['tasks'],
  }),
};
