import type { FastifyInstance } from 'fastify';
import { appLinksRoutes } from '@crm/contracts';
import { rawRoute } from '../../lib/route.js';
import type { AppContext } from '../../context.js';

/**
 * GET /api/app/links (public: a phone is sent to its store before anyone signs in): the configured
 * App Store and Google Play pages and support mailbox (spec 000 §1, §2.4, §2.7, §8).
 */
export async function appLinksPlugin(app: FastifyInstance, { appLinks }: AppContext) {
  rawRoute(app, appLinksRoutes.links, async () => ({ data: appLinks }), { public: true });
}
