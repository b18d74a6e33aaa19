import { z } from 'zod';
import { Id, MessageResult, PageInfo, pageFields, SearchFor } from './common.js';
import { defineRoute } from './routes.js';
import {
  ASSIGNEE_TYPES,
  RECURRENCE_TYPES,
  REMINDER_RECURRENCE_MESSAGES,
  TASK_CATEGORIES,
  TASK_MESSAGES,
  TASK_STATUSES,
  TASK_TABS,
  TASK_TITLE_MAX,
  UNDEFINED_INVENTORY,
} from './taskConstants.js';

export * from './taskConstants.js';

/** A reminder (spec 001 §3): ISO date-time, and whether and how it recurs (REMINDER_RECURRENCE_MESSAGES). */
const TaskReminderInput = z
  .object({
    date: z.iso.datetime({ offset: true }),
    isRecurring: z.boolean().default(false),
    reccuranceType: z.enum(RECURRENCE_TYPES).nullable().optional(),
  })
  .refine((r) => !r.isRecurring || !!r.reccuranceType, {
    message: REMINDER_RECURRENCE_MESSAGES.typeRequired,
    path: ['reccuranceType'],
  })
  .refine((r) => r.isRecurring || !r.reccuranceType, {
    message: REMINDER_RECURRENCE_MESSAGES.notRecurring,
    path: ['isRecurring'],
  });

/**
 * PUT /api/task (spec 000 §3 'Task created from the modal', §5 rules): name ≤ 255, description (mention
 * markup), brands, one inventory (or the undefined inventory), one event only with an inventory (with the
 * undefined one any event, an event without inventories too: spec 000 §5, Event SMEs apply 'only when an
 * inventory is chosen and it is not the undefined one'), people
 * by id and type, the three auto-assign flags (default on), an optional reminder. Answer data.id.
 */
export const TaskCreateRequest = z
  .object({
    name: z.string().trim().min(1).max(TASK_TITLE_MAX, TASK_MESSAGES.titleMax),
    description: z.string().trim().min(1).max(10_000),
    brandIds: z.array(Id).max(50).default([]),
    inventoryIds: z.array(Id).max(1).default([]),
    eventIds: z.array(Id).max(1).default([]),
    relatedUsers: z
      .array(
        z.object({
          id: Id,
          type: z.enum(ASSIGNEE_TYPES).default('USER'),
          role: z.string().max(10).optional(),
        }),
      )
      .max(200)
      .default([]),
    roles: z.array(z.string().max(10)).max(20).default([]),
    selectBOsAutomatically: z.boolean().default(true),
    selectInventorySMEsAutomatically: z.boolean().default(true),
    selectEventInventorySMEsAutomatically: z.boolean().default(true),
    hasUndefinedInventory: z.boolean().default(false),
    reminder: TaskReminderInput.nullable().optional(),
  })
  .refine((t) => !(t.hasUndefinedInventory && t.inventoryIds.length), {
    message: TASK_MESSAGES.undefinedExclusive(UNDEFINED_INVENTORY.name),
    path: ['inventoryIds'],
  })
  .refine((t) => !t.eventIds.length || t.inventoryIds.length > 0 || t.hasUndefinedInventory, {
    message: TASK_MESSAGES.selectInventoryFirst,
    path: ['eventIds'],
  });
export type TaskCreateRequest = z.input<typeof TaskCreateRequest>;

/** A person on a task: assignee (with their sub-assignment) or the assigner. */
const TaskPerson = z.object({
  userId: z.number(),
  userName: z.string(),
  profileImage: z.string().nullable(),
  verticalName: z.string().nullable(),
  lastActiveOn: z.string().nullable(),
  relation: z.enum(['ASSIGNEE', 'ASSIGNER']),
  type: z.enum(ASSIGNEE_TYPES),
  auto: z.boolean(),
  taskSubAssignmentId: z.number().nullable(),
  subAssignmentStatus: z.enum(TASK_STATUSES).nullable(),
});

/** A task in the list and detail (spec 001 §3 Task). */
export const Task = z.object({
  id: z.number(),
  taskId: z.number(),
  name: z.string(),
  description: z.string(),
  category: z.enum(TASK_CATEGORIES),
  status: z.enum(TASK_STATUSES),
  isCompleted: z.boolean(),
  closedAt: z.string().nullable(),
  isStarred: z.boolean(),
  createdAt: z.string(),
  creator: z.object({ userId: z.number(), userName: z.string() }),
  brands: z.array(z.object({ id: z.number(), name: z.string(), image: z.string().nullable() })),
  inventories: z.array(
    z.object({ id: z.number(), name: z.string(), image: z.string().nullable() }),
  ),
  events: z.array(z.object({ id: z.number(), name: z.string(), image: z.string().nullable() })),
  hasUndefinedInventory: z.boolean(),
  people: z.array(TaskPerson),
  subAssignmentStats: z.object({ all: z.number(), closed: z.number() }),
  hasUnReadMessages: z.boolean(),
  canRename: z.boolean(),
});
export type Task = z.infer<typeof Task>;

/** A selection of ids with INCLUDE / EXCLUDE (spec 001 §5 task filter). */
const Selection = z.object({
  ids: z.array(Id).max(500).default([]),
  selectionType: z.enum(['INCLUDE', 'EXCLUDE']).default('INCLUDE'),
});

/** POST /api/task: the list by tab, category and status, with the task filter of spec 001 §5, paged (page 1 replaces, later pages append). */
export const TaskListRequest = z.object({
  tab: z.enum(TASK_TABS).default('ALL'),
  category: z.enum(TASK_CATEGORIES).default('ALL'),
  status: z.enum(TASK_STATUSES).default('OPEN'),
  searchFor: SearchFor,
  filters: z
    .object({
      userIds: Selection.extend({
        applySelectionTo: z.enum(['ALL', 'CREATOR', 'ASSIGNEE']).default('ALL'),
      }).optional(),
      teamOwners: Selection.extend({
        applySelectionTo: z.enum(['ALL', 'CREATOR', 'ASSIGNEE']).default('ALL'),
        singleLevelTeamOwners: z.boolean().default(false),
      }).optional(),
      brandIds: Selection.optional(),
      eventIds: Selection.optional(),
      inventoryIds: Selection.optional(),
      hasSubAssignments: z.enum(['ALL', 'WITH', 'WITHOUT']).default('ALL'),
    })
    .default({ hasSubAssignments: 'ALL' }),
  ...pageFields(20),
});
export type TaskListRequest = z.input<typeof TaskListRequest>;
/** A page of tasks. */
export const TaskListResult = PageInfo.extend({ tasks: z.array(Task) });

const PerTab = z.object({
  allTasks: z.number(),
  forYou: z.number(),
  createdByYou: z.number(),
  mentions: z.number(),
  teamTasks: z.number(),
  starred: z.number(),
});
/** POST /api/task/count: tasks per tab (spec 001 §3 Task counts) and unread message counts per tab. */
export const TaskCountResult = z.object({ taskCounts: PerTab, taskUnReadMessageCounts: PerTab });

/** POST /api/task/status {taskId, status COMPLETE|INCOMPLETE} (spec 001 §7). */
const TaskStatusRequest = z.object({
  taskId: Id,
  status: z.enum(['COMPLETE', 'INCOMPLETE']),
});
/** POST /api/task/star {taskId, action STAR|UNSTAR}. */
const TaskStarRequest = z.object({ taskId: Id, action: z.enum(['STAR', 'UNSTAR']) });
/** DELETE /api/task?taskId. */
export const TaskIdQuery = z.object({ taskId: Id });
/**
 * POST /api/task/sub-assignments/status {taskId, taskSubAssignmentId, status}: answers taskStatus COMPLETE or
 * UNCHANGED (spec 001 §4). The ids are optional here so that a missing one answers the spec's own text
 * ('Task ID and Task Sub Assignment ID are required').
 */
const SubAssignmentStatusRequest = z.object({
  taskId: Id.optional(),
  taskSubAssignmentId: Id.optional(),
  status: z.enum(['COMPLETE', 'INCOMPLETE']),
});
/** PUT /api/task/reminder: set the task's reminder (only the latest is kept, spec 001 §4). */
const TaskReminderSetRequest = z.object({ taskId: Id }).and(TaskReminderInput);
/** A task's reminder (spec 001 §3 Reminder). */
const TaskReminder = z.object({
  id: z.number(),
  date: z.string(),
  isRecurring: z.boolean(),
  reccuranceType: z.enum(RECURRENCE_TYPES).nullable(),
});
/** POST /api/task/reminder/cancellation {taskId, reminderId}. */
const TaskReminderCancelRequest = z.object({ taskId: Id, reminderId: Id });
/** POST /api/task/reminder, /api/task/reminder/manual {taskId}. */
export const TaskIdBody = z.object({ taskId: Id });

/** POST /api/task/count {status}: counts of the OPEN (default) or CLOSED tasks. */
const TaskCountRequest = z
  .object({ status: z.enum(TASK_STATUSES).default('OPEN') })
  .default({ status: 'OPEN' });
const SubAssignmentStatusResult = z.object({
  taskStatus: z.enum(['COMPLETE', 'UNCHANGED']),
  subAssignmentStats: z.object({ all: z.number(), closed: z.number() }),
});

/** The tasks module's endpoints (spec 001 §7 Task API): create, list, counts, detail, status, star, delete, reminders and a sub-assignment's status. */
export const taskRoutes = {
  setReminder: defineRoute({
    method: 'PUT',
    path: '/task/reminder',
    body: TaskReminderSetRequest,
    response: MessageResult.extend({ reminder: TaskReminder }),
    summary: 'Set a task’s reminder',
    tags: ['tasks'],
  }),
  reminders: defineRoute({
    method: 'POST',
    path: '/task/reminder',
    body: TaskIdBody,
    response: z.object({ reminders: z.array(TaskReminder) }),
    summary: 'A task’s reminder',
    tags: ['tasks'],
    cacheKey: ['tasks', 'reminders'],
  }),
  cancelReminder: defineRoute({
    method: 'POST',
    path: '/task/reminder/cancellation',
    body: TaskReminderCancelRequest,
    response: MessageResult,
    summary: 'Cancel a task’s reminder',
    tags: ['tasks'],
  }),
  nudge: defineRoute({
    method: 'POST',
    path: '/task/reminder/manual',
    body: TaskIdBody,
    response: MessageResult,
    summary: 'Remind everyone on a task now',
    tags: ['tasks'],
  }),
  create: defineRoute({
    method: 'PUT',
    path: '/task',
    body: TaskCreateRequest,
    response: z.object({ id: z.number(), message: z.string() }),
    idempotent: true,
    summary: 'Create a task',
    tags: ['tasks'],
  }),
  list: defineRoute({
    method: 'POST',
    path: '/task',
    body: TaskListRequest,
    response: TaskListResult,
    summary: 'One page of the task list',
    tags: ['tasks'],
    cacheKey: ['tasks', 'list'],
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/task/detail',
    query: TaskIdQuery,
    response: Task,
    summary: 'A task’s details',
    tags: ['tasks'],
    cacheKey: ({ taskId }: z.input<typeof TaskIdQuery>) => ['tasks', 'detail', taskId],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/task',
    query: TaskIdQuery,
    response: MessageResult,
    summary: 'Delete a task',
    tags: ['tasks'],
  }),
  status: defineRoute({
    method: 'POST',
    path: '/task/status',
    body: TaskStatusRequest,
    response: MessageResult,
    summary: 'Close or reopen a task',
    tags: ['tasks'],
  }),
  star: defineRoute({
    method: 'POST',
    path: '/task/star',
    body: TaskStarRequest,
    response: z.object({ isStarred: z.boolean() }),
    summary: 'Star or unstar a task',
    tags: ['tasks'],
  }),
  counts: defineRoute({
    method: 'POST',
    path: '/task/count',
    body: TaskCountRequest,
    response: TaskCountResult,
    summary: 'Tasks and unread tasks per tab',
    tags: ['tasks'],
    cacheKey: ['tasks', 'count'],
  }),
  subAssignmentStatus: defineRoute({
    method: 'POST',
    path: '/task/sub-assignments/status',
    body: SubAssignmentStatusRequest,
    response: SubAssignmentStatusResult,
    summary: 'Close or reopen a sub-assignment',
    tags: ['tasks'],
  }),
};
