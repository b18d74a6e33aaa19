import fp from 'fastify-plugin';
import { MESSAGES, TWO_FACTOR_MESSAGES, TWO_FACTOR_SETUP_PATHS } from '@crm/contracts';
import type { Session, TokenService } from '../auth/tokens.js';
import type { Actor } from '../auth/actor.js';
import type { ActorCache, Presence } from '../context.js';

/** The routes (as registered, under /api) a user who must set up two-factor sign-in may call. */
const setupPaths = new Set(TWO_FACTOR_SETUP_PATHS.map((p) => `/api${p}`));

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller; set on every non-public /api route. */
    actor: Actor;
    /** The caller's verified token (user, jti, expiry); set with `actor`. */
    session: Session;
  }
  interface FastifyContextConfig {
    /** Route answers without a token (login, docs). */
    public?: boolean;
  }
}

/**
 * Bearer-token auth on every known /api route not marked `config.public` (the docs are public): the
 * token is verified and its user's actor looked up (cached); without both the answer is 401
 * UNAUTHORIZED. A user whose roles need two-factor sign-in they have not set up gets 403
 * TWO_FACTOR_SETUP_REQUIRED on everything but TWO_FACTOR_SETUP_PATHS (issue 40 §4). Sets `req.actor` and
 * `req.session` and records the user's activity (presence) and the session's last request (its last seen
 * time on the sessions list).
 * Unknown routes pass through to the not-found handler.
 */
export const auth = fp<{
  tokens: TokenService;
  actors: ActorCache;
  presence: Presence;
  seen: (session: Session) => void;
}>(async (app, { tokens, actors, presence, seen }) => {
  app.decorateRequest('actor', null as unknown as Actor);
  app.decorateRequest('session', null as unknown as Session);
  app.addHook('onRequest', async (req, reply) => {
    if (
      !req.url.startsWith('/api/') ||
      req.url.startsWith('/api/docs') ||
      req.routeOptions.config?.public
    )
      return;
    if (!req.routeOptions.url) return; // unknown route: the not-found handler answers
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    const session = token ? await tokens.verify(token) : null;
    const actor = session ? await actors.get(session) : null;
    if (!session || !actor)
      return reply.code(401).send({ error: 'UNAUTHORIZED', message: MESSAGES.sessionExpired });
    if (actor.twoFactorSetupRequired && !setupPaths.has(req.routeOptions.url))
      return reply
        .code(403)
        .send({ error: 'TWO_FACTOR_SETUP_REQUIRED', message: TWO_FACTOR_MESSAGES.setupRequired });
    req.actor = actor;
    req.session = session;
    void presence.touch(actor.userId).catch((e: unknown) => req.log.error(e));
    seen(session);
  });
});
