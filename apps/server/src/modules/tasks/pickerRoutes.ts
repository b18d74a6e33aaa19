import type { FastifyInstance } from 'fastify';
import { taskPickerRoutes } from '@crm/contracts';
import { route } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
import {
  taskBrands,
  taskEvents,
  taskInventories,
  taskUsers,
  undefinedInventoryHandlers,
} from './pickers.js';

/** The Add Task modal's pickers (spec 000 §7: assignee users, users by role, inventories, events, brands; 001 §7 undefined-inventory handlers). */
export async function tasksPickersPlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, taskPickerRoutes.users, (req) => taskUsers({ db, actor: req.actor, q: req.query }));
  route(app, taskPickerRoutes.inventories, (req) => taskInventories({ db, q: req.query }));
  route(app, taskPickerRoutes.events, (req) => taskEvents({ db, q: req.query }));
  route(app, taskPickerRoutes.brands, (req) => taskBrands({ db, q: req.query }));
  route(app, taskPickerRoutes.undefinedInventoryHandlers, () => undefinedInventoryHandlers({ db }));
}
