import type { FastifyInstance } from 'fastify';
import { auditRoutes } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { rawRoute, route } from '../../lib/route.js';
import { CSV_TYPE, sendAttachment } from '../../lib/download.js';
import { auditCsv, auditPage } from './service.js';
import { startAuditRetention } from './retention.js';

/**
 * The audit trail (issue 40 §6): its page and CSV for admins, and its retention job on this copy's
 * queue. Records are written by the modules (recordAudit) and by the API's download hook (recordExports).
 */
export async function auditPlugin(
  app: FastifyInstance,
  { db, jobs, auditRetentionDays }: AppContext,
) {
  const log = (message: string) => app.log.info(message);
  const stop = await startAuditRetention({ db, jobs, days: auditRetentionDays, log });
  app.addHook('onClose', async () => stop());
  route(app, auditRoutes.list, (req) => auditPage(db, req.actor, req.query));
  rawRoute(app, auditRoutes.csv, async (req, reply) => {
    const { stream, fileName } = await auditCsv(db, req.actor, req.query);
    return sendAttachment(reply, { body: stream, fileName, contentType: CSV_TYPE });
  });
}
