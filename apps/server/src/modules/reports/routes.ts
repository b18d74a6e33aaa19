import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CompletionReport,
  DropoffReport,
  envelope,
  LeadTagReport,
  LostReasonReport,
  ReportDownloadRequest,
  ReportFilter,
  StageMovementReport,
  TurnaroundReport,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { sendXlsx } from '../../lib/download.js';
import { reportWorkbook } from './download.js';
import {
  completionReport,
  dropoffReport,
  leadTagReport,
  lostReasonReport,
  stageMovementReport,
  turnaroundReport,
} from './service.js';

/** Reports (spec 001 §7 Reports under /user/stats/...): one POST per report with the filter body, and the xlsx download. */
export async function reportRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];
  r.post('/user/stats/brand-movements/by-lead-tags', {
    schema: { tags, body: ReportFilter, response: { 200: envelope(LeadTagReport) } },
    handler: async (req) => ({ data: await leadTagReport(db, req.actor, req.body) }),
  });
  r.post('/user/stats/brand-movements/by-stages', {
    schema: { tags, body: ReportFilter, response: { 200: envelope(StageMovementReport) } },
    handler: async (req) => ({ data: await stageMovementReport(db, req.actor, req.body) }),
  });
  r.post('/user/stats/brand-lost-reason', {
    schema: { tags, body: ReportFilter, response: { 200: envelope(LostReasonReport) } },
    handler: async (req) => ({ data: await lostReasonReport(db, req.actor, req.body) }),
  });
  r.post('/user/stats/dropoffs-by-stages', {
    schema: { tags, body: ReportFilter, response: { 200: envelope(DropoffReport) } },
    handler: async (req) => ({ data: await dropoffReport(db, req.actor, req.body) }),
  });
  r.post('/user/stats/stage-wise-turnaround-time', {
    schema: { tags, body: ReportFilter, response: { 200: envelope(TurnaroundReport) } },
    handler: async (req) => ({ data: await turnaroundReport(db, req.actor, req.body) }),
  });
  r.post('/user/stats/brand-data-completion', {
    schema: { tags, body: ReportFilter, response: { 200: envelope(CompletionReport) } },
    handler: async (req) => ({ data: await completionReport(db, req.actor, req.body) }),
  });
  r.post('/user/stats/event-inventory/download', {
    schema: { tags, body: ReportDownloadRequest },
    handler: async (req, reply) => sendXlsx(reply, await reportWorkbook(db, req.actor, req.body)),
  });
}
