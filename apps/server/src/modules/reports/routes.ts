import type { FastifyInstance, FastifyReply } from 'fastify';
import { reportRoutes } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { sendAttachment, XLSX_TYPE } from '../../lib/download.js';
import { rawRoute, route, type RouteRequest } from '../../lib/route.js';
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
export async function reportsPlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, reportRoutes.leadTags, (req) =>
    leadTagReport({ db, actor: req.actor, filter: req.body }),
  );
  route(app, reportRoutes.stages, (req) =>
    stageMovementReport({ db, actor: req.actor, filter: req.body }),
  );
  route(app, reportRoutes.lostReasons, (req) =>
    lostReasonReport({ db, actor: req.actor, filter: req.body }),
  );
  route(app, reportRoutes.dropoffs, (req) =>
    dropoffReport({ db, actor: req.actor, filter: req.body }),
  );
  route(app, reportRoutes.turnaround, (req) =>
    turnaroundReport({ db, actor: req.actor, filter: req.body }),
  );
  route(app, reportRoutes.completion, (req) =>
    completionReport({ db, actor: req.actor, filter: req.body }),
  );
  const workbook = async (req: RouteRequest<typeof reportRoutes.download>, reply: FastifyReply) =>
    sendAttachment(reply, {
      ...(await reportWorkbook({ db, actor: req.actor, req: req.body })),
      contentType: XLSX_TYPE,
    });
  rawRoute(app, reportRoutes.download, workbook);
  rawRoute(app, reportRoutes.eventInventory, (req, reply) => workbook(req, reply));
}
