import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  EventInventoryDetail,
  EventInventoryListResult,
  EventInventoryQuery,
  EventInventoryUpdateRequest,
  Id,
  InventoryArchiveRequest,
  InventoryEventsQuery,
  InventoryItem,
  InventoryListQuery,
  InventoryListResult,
  MessageResult,
  MyInventoriesQuery,
  BoInventoriesQuery,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import {
  allEventInventories,
  boInventories,
  eventInventoryDetail,
  getInventory,
  inventoryEvents,
  listInventories,
  poInventories,
  smeInventories,
  setInventoryArchived,
  updateEventInventory,
} from './service.js';

/** Inventories and event inventories (spec 001 §7 Inventory API, /event/inventory detail). */
export async function inventoriesRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventories'];
  r.get('/inventory/all', {
    schema: {
      tags,
      querystring: InventoryListQuery,
      response: { 200: envelope(InventoryListResult) },
    },
    handler: async (req) => ({ data: await listInventories(db, req.query) }),
  });
  r.get('/inventory', {
    schema: { tags, querystring: z.object({ id: Id }), response: { 200: envelope(InventoryItem) } },
    handler: async (req) => ({ data: await getInventory(db, req.query.id) }),
  });
  r.patch('/inventory', {
    schema: { tags, body: InventoryArchiveRequest, response: { 200: envelope(MessageResult) } },
    handler: async (req) => ({
      data: {
        message: await setInventoryArchived(db, req.actor, req.body.id, req.body.isArchived),
      },
    }),
  });
  r.get('/inventory/events', {
    schema: {
      tags,
      querystring: InventoryEventsQuery,
      response: { 200: envelope(EventInventoryListResult) },
    },
    handler: async (req) => ({ data: await inventoryEvents(db, req.query) }),
  });
  r.get('/inventory/events/list/for-po', {
    schema: {
      tags,
      querystring: MyInventoriesQuery,
      response: { 200: envelope(EventInventoryListResult) },
    },
    handler: async (req) => ({ data: await poInventories(db, req.actor, req.query) }),
  });
  r.get('/inventory/events/list/for-bo', {
    schema: {
      tags,
      querystring: BoInventoriesQuery,
      response: { 200: envelope(EventInventoryListResult) },
    },
    handler: async (req) => ({ data: await boInventories(db, req.actor, req.query) }),
  });
  r.get('/inventory/events/list/for-sme', {
    schema: {
      tags,
      querystring: MyInventoriesQuery,
      response: { 200: envelope(EventInventoryListResult) },
    },
    handler: async (req) => ({ data: await smeInventories(db, req.actor, req.query) }),
  });
  r.get('/inventory/events/list/all', {
    schema: {
      tags,
      querystring: MyInventoriesQuery,
      response: { 200: envelope(EventInventoryListResult) },
    },
    handler: async (req) => ({ data: await allEventInventories(db, req.query) }),
  });
  r.get('/event/inventory', {
    schema: {
      tags,
      querystring: EventInventoryQuery,
      response: { 200: envelope(EventInventoryDetail) },
    },
    handler: async (req) => ({ data: await eventInventoryDetail(db, req.actor, req.query.eiId) }),
  });
  r.patch('/event/inventory', {
    schema: { tags, body: EventInventoryUpdateRequest, response: { 200: envelope(MessageResult) } },
    handler: async (req) => ({
      data: { message: await updateEventInventory(db, req.actor, req.body) },
    }),
  });
}
