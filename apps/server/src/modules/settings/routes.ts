import type { FastifyInstance } from 'fastify';
import { MESSAGES, settingRoutes } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/route.js';
import { getSettings, setSetting } from './service.js';

/** Per-user settings (spec 001 §7 /user/kv): a user reads and writes only their own. */
export async function settingsPlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, settingRoutes.save, async (req) => {
    await setSetting({ db, userId: req.actor.userId, key: req.body.key, value: req.body.value });
    return { message: MESSAGES.defaultSuccess };
  });
  route(app, settingRoutes.read, async (req) => ({
    values: await getSettings(db, req.actor.userId, req.body.keys),
  }));
}
