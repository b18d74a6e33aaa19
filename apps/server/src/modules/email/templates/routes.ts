import type { FastifyInstance } from 'fastify';
import { emailTemplateRoutes } from '@crm/contracts';
import type { AppContext } from '../../../context.js';
import { route } from '../../../lib/route.js';
import { listTemplates, saveEmailTemplate, setEmailTemplateRemoved } from './service.js';

/** Mail templates (issue 41 §4): each user's own and the shared ones admins keep. */
export async function emailTemplatesPlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, emailTemplateRoutes.list, (req) => listTemplates(db, req.actor));
  route(app, emailTemplateRoutes.save, (req) => saveEmailTemplate(db, req.actor, req.body));
  route(app, emailTemplateRoutes.remove, (req) =>
    setEmailTemplateRemoved(db, req.actor, req.body.templateId, true),
  );
  route(app, emailTemplateRoutes.restore, (req) =>
    setEmailTemplateRemoved(db, req.actor, req.body.templateId, false),
  );
}
