import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  KvGetRequest,
  KvGetResult,
  KvSetRequest,
  MESSAGES,
  MessageResult,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { getSettings, setSetting } from './service.js';

/** Per-user settings (spec 001 §7 /user/kv): a user reads and writes only their own. */
export async function settingsRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/user/kv', {
    schema: { tags: ['settings'], body: KvSetRequest, response: { 200: envelope(MessageResult) } },
    handler: async (req) => {
      await setSetting(db, req.actor.userId, req.body.key, req.body.value);
      return { data: { message: MESSAGES.defaultSuccess } };
    },
  });
  r.post('/user/kv/multi-get', {
    schema: { tags: ['settings'], body: KvGetRequest, response: { 200: envelope(KvGetResult) } },
    handler: async (req) => ({
      data: { values: await getSettings(db, req.actor.userId, req.body.keys) },
    }),
  });
}
