import { z } from 'zod';
import { Id, intInput, PageInfo, pageFields, QueryFlag, SearchFor, UserSummary } from './common.js';
import { ROLE_CODES } from './constants.js';

const idList = z.union([Id.transform((id) => [id]), z.array(Id).max(50)]).default([]);

/** GET /api/task/users (spec 000 §7 'Assignee users', 'Users by role'): ACTIVE colleagues, paged; excludeSelf drops the caller; role narrows. */
export const TaskUsersQuery = z.object({
  excludeSelf: QueryFlag.default(true),
  role: z.enum(ROLE_CODES).optional(),
  userIds: idList,
  searchFor: SearchFor,
  ...pageFields(10),
});
export const TaskUsersResult = PageInfo.extend({ users: z.array(UserSummary) });

/** GET /api/task/inventories (000 §7 'Inventories for task'): unarchived inventories with their SMEs (getSME); inventoryIds reads details. */
export const TaskInventoriesQuery = z.object({
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
export const TaskInventoriesResult = PageInfo.extend({ inventories: z.array(TaskInventoryOption) });

/** GET /api/task/events (000 §7 'Events for task'): events offering the inventory (inventoryId > 0), with event SMEs. */
export const TaskEventsQuery = z.object({
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
export const TaskEventsResult = PageInfo.extend({ events: z.array(TaskEventOption) });

/** GET /api/task/brands (000 §7 'Brands for task'): brands by name with their owners; brandIds reads details. */
export const TaskBrandsQuery = z.object({
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
export const TaskBrandsResult = PageInfo.extend({ brands: z.array(TaskBrandOption) });

/** GET /api/task/undefined-inventory/handlers (001 §7): the SMEs who handle the Unlisted Inventory (ACTIVE users with the SME role). */
export const UndefinedInventoryHandlersResult = z.object({ users: z.array(UserSummary) });
