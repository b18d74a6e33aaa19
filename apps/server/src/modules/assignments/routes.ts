import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AssignedBrandListResult,
  AssignedCsvRequest,
  AssignedListRequest,
  BrandHistoryQuery,
  BrandPairingsQuery,
  BrandPairingsResult,
  BrandStatusActionRequest,
  BrandStatusActionResult,
  CallNotesRequest,
  EiHistoryQuery,
  envelope,
  InteractionListQuery,
  InteractionListResult,
  MessageResult,
  PAGE_SIZES,
  PairingBrandListResult,
  StageHistoryResult,
  StageUpdateRequest,
  TimelineQuery,
  TimelineResult,
  UnassignedListRequest,
} from '@crm/contracts';
import { brandTimeline } from './timeline.js';
import type { AppContext } from '../../context.js';
import {
  applyBrandAction,
  assignedRows,
  brandPairings,
  brandStageHistory,
  eiHistory,
  listAssigned,
  listInteractions,
  listUnassigned,
  recordCallNotes,
  updateStage,
} from './service.js';
import { assignedCsv } from './csv.js';
import { downloadName } from '../../lib/download.js';

/** Brand × event-inventory pairings: tabs, actions, stages, call notes, history (spec 001 §4, §7). */
export async function assignmentsRoutes(
  app: FastifyInstance,
  { db, notifications: notes }: AppContext,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['assignments'];
  r.post('/event/inventory/brand/stage/v2', {
    schema: {
      tags,
      body: AssignedListRequest,
      response: { 200: envelope(AssignedBrandListResult) },
    },
    handler: async (req) => ({ data: await listAssigned(db, req.actor, req.body) }),
  });
  r.post('/event/brand/v2', {
    schema: {
      tags,
      body: UnassignedListRequest,
      response: { 200: envelope(PairingBrandListResult) },
    },
    handler: async (req) => ({ data: await listUnassigned(db, req.actor, req.body) }),
  });
  for (const path of [
    '/event/inventory/brand/assignment/v2',
    '/event/inventory/brand/status/action',
  ]) {
    r.post(path, {
      config: { idempotent: true },
      schema: {
        tags,
        body: BrandStatusActionRequest,
        response: { 200: envelope(BrandStatusActionResult) },
      },
      handler: async (req) => ({ data: await applyBrandAction(db, notes, req.actor, req.body) }),
    });
  }
  r.post('/event/inventory/brand/stage/update', {
    config: { idempotent: true },
    schema: { tags, body: StageUpdateRequest, response: { 200: envelope(MessageResult) } },
    handler: async (req) => ({
      data: { message: await updateStage(db, notes, req.actor, req.body) },
    }),
  });
  r.put('/brand/interactions', {
    config: { idempotent: true },
    schema: { tags, body: CallNotesRequest, response: { 200: envelope(MessageResult) } },
    handler: async (req) => ({
      data: { message: await recordCallNotes(db, notes, req.actor, req.body) },
    }),
  });
  r.get('/brand/interactions', {
    schema: {
      tags,
      querystring: InteractionListQuery,
      response: { 200: envelope(InteractionListResult) },
    },
    handler: async (req) => ({ data: await listInteractions(db, req.actor, req.query) }),
  });
  r.get('/brand/interactions/timeline', {
    schema: { tags, querystring: TimelineQuery, response: { 200: envelope(TimelineResult) } },
    handler: async (req) => ({ data: await brandTimeline(db, req.actor, req.query) }),
  });
  r.get('/event/inventory/history', {
    schema: { tags, querystring: EiHistoryQuery, response: { 200: envelope(StageHistoryResult) } },
    handler: async (req) => ({ data: await eiHistory(db, req.actor, req.query) }),
  });
  r.get('/brand/stage-history', {
    schema: {
      tags,
      querystring: BrandHistoryQuery,
      response: { 200: envelope(StageHistoryResult) },
    },
    handler: async (req) => ({ data: await brandStageHistory(db, req.actor, req.query) }),
  });
  r.get('/brand/event/inventory/v2', {
    schema: {
      tags,
      querystring: BrandPairingsQuery,
      response: { 200: envelope(BrandPairingsResult) },
    },
    handler: async (req) => ({ data: await brandPairings(db, req.actor, req.query.brandId) }),
  });
  r.post('/event/inventory/brand/stage/v2/csv', {
    schema: { tags, body: AssignedCsvRequest },
    handler: async (req, reply) => {
      const { timeZone, ...q } = req.body;
      const rows = await assignedRows(db, req.actor, q, PAGE_SIZES.inventoryBrandsCsv);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${downloadName(`assigned-brands-${q.eiId}`, 'csv', timeZone)}"`,
        )
        .send(assignedCsv(rows, timeZone));
    },
  });
}
