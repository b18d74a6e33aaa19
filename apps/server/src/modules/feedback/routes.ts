import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  FeedbackListQuery,
  FeedbackListResult,
  FeedbackRequest,
  MessageResult,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { listFeedback, sendFeedback } from './service.js';

/** Feedback (spec 000 §2.8, 001 §7 Dashboard and common): staff send it, admins read it. */
export async function feedbackRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['feedback'];
  r.post('/feedback', {
    schema: { tags, body: FeedbackRequest, response: { 200: envelope(MessageResult) } },
    handler: async (req) => ({ data: await sendFeedback({ db, actor: req.actor, req: req.body }) }),
  });
  r.get('/admin/feedback', {
    schema: {
      tags,
      querystring: FeedbackListQuery,
      response: { 200: envelope(FeedbackListResult) },
    },
    handler: async (req) => ({
      data: await listFeedback({ db, actor: req.actor, page: req.query }),
    }),
  });
}
