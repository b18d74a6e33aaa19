import type { FastifyInstance } from 'fastify';
import { assignedForYouRoutes, inventoryRoutes } from '@crm/contracts';
import { route } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
import { inventoriesAdminPlugin } from './adminRoutes.js';
import {
  allEventInventories,
  boInventories,
  eventInventoryDetail,
  getInventory,
  inventoryEvents,
  inventoryV2Details,
  listInventories,
  poInventories,
  smeInventories,
  setInventoryArchived,
  updateEventInventory,
} from './service.js';
import {
  assignedByBrand,
  assignedByInventory,
  myBrandInventory,
} from './assignedForYou/assignedForYou.js';

/** Inventories and event inventories (spec 001 §7 Inventory API, /event/inventory detail), then the admins' part. */
export async function inventoriesPlugin(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  route(app, inventoryRoutes.list, (req) => listInventories(db, req.query));
  route(app, inventoryRoutes.info, (req) => getInventory(db, req.query.id));
  route(app, inventoryRoutes.archive, async (req) => ({
    message: await setInventoryArchived({ db, actor: req.actor, req: req.body }),
  }));
  route(app, inventoryRoutes.events, (req) => inventoryEvents(db, req.actor, req.query));
  route(app, inventoryRoutes.forPo, (req) => poInventories(db, req.actor, req.query));
  route(app, inventoryRoutes.forBo, (req) => boInventories(db, req.actor, req.query));
  route(app, inventoryRoutes.v2Details, (req) => inventoryV2Details(db, req.actor, req.query));
  route(app, assignedForYouRoutes.byInventory, (req) =>
    assignedByInventory(db, req.actor, req.body),
  );
  route(app, assignedForYouRoutes.byBrand, (req) => assignedByBrand(db, req.actor, req.body));
  route(app, assignedForYouRoutes.myBrandInventory, (req) =>
    myBrandInventory(db, req.actor, req.query),
  );
  route(app, inventoryRoutes.forSme, (req) => smeInventories(db, req.actor, req.query));
  route(app, inventoryRoutes.all, (req) => allEventInventories(db, req.actor, req.query));
  route(app, inventoryRoutes.detail, (req) =>
    eventInventoryDetail({ db, actor: req.actor, eiId: req.query.eiId }),
  );
  route(app, inventoryRoutes.update, async (req) => ({
    message: await updateEventInventory({ db, actor: req.actor, req: req.body }),
  }));
  await inventoriesAdminPlugin(app, context);
}
