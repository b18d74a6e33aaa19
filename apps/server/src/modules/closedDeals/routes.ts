import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BrandClosedDealsQuery,
  ClosedDealCreateRequest,
  ClosedDealList,
  ClosedDealRef,
  envelope,
  ManualClosureDownloadRequest,
  ManualClosureQuery,
  ManualClosureReport,
  MessageResult,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { sendXlsx } from '../../lib/download.js';
import { manualClosureWorkbook } from './download.js';
import {
  brandClosedDeals,
  manualClosureReport,
  recordClosedDeal,
  setClosedDealRemoved,
} from './service.js';

/** Closed deals on a brand (spec 001 §7 /brand/closed-deals) and the manual-closure report with its xlsx download. */
export async function closedDealRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['closed deals'];
  r.get('/brand/closed-deals', {
    schema: {
      tags,
      querystring: BrandClosedDealsQuery,
      response: { 200: envelope(ClosedDealList) },
    },
    handler: async (req) => ({ data: await brandClosedDeals(db, req.actor, req.query) }),
  });
  r.put('/brand/closed-deals', {
    config: { idempotent: true },
    schema: {
      tags,
      body: ClosedDealCreateRequest,
      response: { 200: envelope(MessageResult.extend({ closedDealId: z.number() })) },
    },
    handler: async (req) => ({ data: await recordClosedDeal(db, req.actor, req.body) }),
  });
  r.post('/brand/closed-deals/removal', {
    schema: { tags, body: ClosedDealRef, response: { 200: envelope(MessageResult) } },
    handler: async (req) => ({
      data: await setClosedDealRemoved(db, req.actor, req.body.closedDealId, true),
    }),
  });
  r.post('/brand/closed-deals/restore', {
    schema: { tags, body: ClosedDealRef, response: { 200: envelope(MessageResult) } },
    handler: async (req) => ({
      data: await setClosedDealRemoved(db, req.actor, req.body.closedDealId, false),
    }),
  });
  r.post('/user/stats/manual-closures', {
    schema: { tags, body: ManualClosureQuery, response: { 200: envelope(ManualClosureReport) } },
    handler: async (req) => ({ data: await manualClosureReport(db, req.actor, req.body) }),
  });
  r.post('/user/stats/manual-closures/download', {
    schema: { tags, body: ManualClosureDownloadRequest },
    handler: async (req, reply) =>
      sendXlsx(reply, await manualClosureWorkbook(db, req.actor, req.body)),
  });
}
