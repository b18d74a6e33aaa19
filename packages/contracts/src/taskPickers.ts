import { z } from 'zod';
import { Id, intInput, PageInfo, pageFields, QueryFlag, SearchFor, UserSummary } from './common.js';
import { ROLE_CODES } from './constants.js';
import { defineRoute } from './routes.js';

const idList = z.union([Id.transform((id) => [id]), z.array(Id).max(50)]).default([]);

/** GET /api/task/users (spec 000 §7 'Assignee users', 'Users by role'): ACTIVE colleagues, paged; excludeSelf drops the caller; role narrows. */
const TaskUsersQuery = z.object({
  excludeSelf: QueryFlag.default(true),
  role: z.enum(ROLE_CODES).optional(),
  userIds: idList,
  searchFor: SearchFor,
  ...pageFields(10),
});
const TaskUsersResult = PageInfo.extend({ users: z.array(UserSummary) });

/** GET /api/task/inventories (000 §7 'Inventories for task'): unarchived inventories with their SMEs (getSME); inventoryIds reads details. */
const TaskInventoriesQuery = z.object({
  searchFor: SearchFor,
  getSME: QueryFlag.default(true),
  inventoryIds: idList,
  ...pageFields(10),
});
export const TaskInventoryOption = z.object({
  id: z.number(),
  name: z.string(),
  inventoryImage: z.string().nullable(),
  isArchived: z.boolean(),
  sme: z.array(UserSummary),
});
const TaskInventoriesResult = PageInfo.extend({ inventories: z.array(TaskInventoryOption) });

/** GET /api/task/events (000 §7 'Events for task'): events offering the inventory (inventoryId > 0), with event SMEs. */
const TaskEventsQuery = z.object({
  inventoryId: intInput.pipe(z.number().int()).optional(),
  searchFor: SearchFor,
  getSME: QueryFlag.default(true),
  eventIds: idList,
  ...pageFields(10),
});
export const TaskEventOption = z.object({
  eventId: z.number(),
  eventName: z.string(),
  eventStatus: z.enum(['UPCOMING', 'PREVIOUS']),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  sme: z.array(UserSummary),
});
const TaskEventsResult = PageInfo.extend({ events: z.array(TaskEventOption) });

/** GET /api/task/brands (000 §7 'Brands for task'): brands by name with their owners; brandIds reads details. */
const TaskBrandsQuery = z.object({
  searchFor: SearchFor,
  brandIds: idList,
  ...pageFields(10),
});
export const TaskBrandOption = z.object({
  id: z.number(),
  name: z.string(),
  brandImage: z.string().nullable(),
  brandOwners: z.array(UserSummary),
});
const TaskBrandsResult = PageInfo.extend({ brands: z.array(TaskBrandOption) });

/** GET /api/task/undefined-inventory/handlers (001 §7): the SMEs who handle the Unlisted Inventory (ACTIVE users with the SME role). */
const UndefinedInventoryHandlersResult = z.object({ users: z.array(UserSummary) });

/** The Add Task modal's pickers (spec 000 §7; 001 §7 undefined-inventory handlers). */
export const taskPickerRoutes = {
  users: defineRoute({
    method: 'GET',
    path: '/task/users',
    query: TaskUsersQuery,
    response: TaskUsersResult,
    summary: 'Colleagues to assign a task to',
    tags: ['tasks'],
    cacheKey: ['taskPickers', 'users'],
  }),
  inventories: defineRoute({
    method: 'GET',
    path: '/task/inventories',
    query: TaskInventoriesQuery,
    response: TaskInventoriesResult,
    summary: 'Inventories for a task, with their SMEs',
    tags: ['tasks'],
    cacheKey: ['taskPickers', 'inventories'],
  }),
  events: defineRoute({
    method: 'GET',
    path: '/task/events',
    query: TaskEventsQuery,
    response: TaskEventsResult,
    summary: 'Events for a task, with their SMEs',
    tags: ['tasks'],
    cacheKey: ['taskPickers', 'events'],
  }),
  brands: defineRoute({
    method: 'GET',
    path: '/task/brands',
    query: TaskBrandsQuery,
    response: TaskBrandsResult,
    summary: 'Brands for a task, with their owners',
    tags: ['tasks'],
    cacheKey: ['taskPickers', 'brands'],
  }),
  undefinedInventoryHandlers: defineRoute({
    method: 'GET',
    path: '/task/undefined-inventory/handlers',
    response: UndefinedInventoryHandlersResult,
    summary: 'Who handles the Unlisted Inventory',
    tags: ['tasks'],
    cacheKey: ['taskPickers', 'undefinedHandlers'],
  }),
};
