import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  TaskBrandsQuery,
  TaskBrandsResult,
  TaskEventsQuery,
  TaskEventsResult,
  TaskInventoriesQuery,
  TaskInventoriesResult,
  TaskUsersQuery,
  TaskUsersResult,
  UndefinedInventoryHandlersResult,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import {
  taskBrands,
  taskEvents,
  taskInventories,
  taskUsers,
  undefinedInventoryHandlers,
} from './pickers.js';

/** The Add Task modal's pickers (spec 000 §7: assignee users, users by role, inventories, events, brands; 001 §7 undefined-inventory handlers). */
export async function taskPickerRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tasks'];
  r.get('/task/users', {
    schema: { tags, querystring: TaskUsersQuery, response: { 200: envelope(TaskUsersResult) } },
    handler: async (req) => ({ data: await taskUsers(db, req.actor, req.query) }),
  });
  r.get('/task/inventories', {
    schema: {
      tags,
      querystring: TaskInventoriesQuery,
      response: { 200: envelope(TaskInventoriesResult) },
    },
    handler: async (req) => ({ data: await taskInventories(db, req.query) }),
  });
  r.get('/task/events', {
    schema: { tags, querystring: TaskEventsQuery, response: { 200: envelope(TaskEventsResult) } },
    handler: async (req) => ({ data: await taskEvents(db, req.query) }),
  });
  r.get('/task/brands', {
    schema: { tags, querystring: TaskBrandsQuery, response: { 200: envelope(TaskBrandsResult) } },
    handler: async (req) => ({ data: await taskBrands(db, req.query) }),
  });
  r.get('/task/undefined-inventory/handlers', {
    schema: { tags, response: { 200: envelope(UndefinedInventoryHandlersResult) } },
    handler: async () => ({ data: await undefinedInventoryHandlers(db) }),
  });
}
