import type { FastifyInstance } from 'fastify';
import { ssoRoutes } from '@crm/contracts';
import type { AppContext } from '../../../context.js';
import { oidcClient } from '../../../auth/oidc.js';
import { rawRoute } from '../../../lib/route.js';
import { completeSso, finishSso, ssoSettings, startSso } from './service.js';

/**
 * Single sign-on with an OpenID Connect provider (issue 40 §3): every route is public (the user has no
 * session yet). The provider sends the user back to PUBLIC_URL/api/auth/sso/callback, never to an
 * address a request names.
 */
export async function usersSsoPlugin(
  app: FastifyInstance,
  { db, tokens, sso, publicUrl }: AppContext,
) {
  const callbackPath = `/api${ssoRoutes.callback.path}`;
  const client = sso && oidcClient(sso, `${publicUrl}${callbackPath}`);
  const deps = { db, config: sso, client, log: (m: string) => app.log.warn(m) };
  rawRoute(app, ssoRoutes.settings, async () => ({ data: ssoSettings(sso) }), { public: true });
  rawRoute(
    app,
    ssoRoutes.start,
    async (req, reply) => reply.redirect(await startSso(deps, req.query.returnTo)),
    { public: true },
  );
  rawRoute(
    app,
    ssoRoutes.callback,
    async (req, reply) => {
      const callbackUrl = new URL(`${publicUrl}${req.url}`);
      const { state, error } = req.query;
      return reply.redirect(await finishSso(deps, { state, error, callbackUrl }));
    },
    { public: true },
  );
  rawRoute(
    app,
    ssoRoutes.complete,
    async (req) => ({
      data: await completeSso(
        { ...deps, tokens },
        { ticket: req.body.ticket, address: req.ip, userAgent: req.headers['user-agent'] },
      ),
    }),
    { public: true },
  );
}
