import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  MESSAGES,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_SETUP_PATHS,
} from '@crm/contracts';
import type { Session, TokenService } from '../auth/tokens.js';
import type { ApiTokenVerifier } from '../modules/users/index.js';
import { isAdminActor, type Actor } from '../auth/actor.js';
import { changesDataOf } from '../lib/route.js';
import type { ActorCache, Presence } from '../context.js';

/** The OpenAPI document's paths (the docs page's shell and its static files are anyone's: they hold nothing). */
const DOCUMENT = /^\/api\/docs\/(json|yaml)(\?|$)/;

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
    /** The route may change data (lib/route.ts, from the catalogue): a read-only API token is refused it. */
    changesData?: boolean;
  }
}

/**
 * Bearer-token auth on every known /api route not marked `config.public` (the API docs too where
 * `docsForAdmins`: their document for signed-in admins only, 403 to others; else they are public): a browser
 * session's token (a JWT) or an API token (`sdk_…`, issue 42 §1) is verified and its user's actor looked up
 * (cached); without both the answer is 401 UNAUTHORIZED (an API token's: API_TOKEN_MESSAGES.invalid). A
 * read-only API token gets 403 TOKEN_READ_ONLY on every route that may change data (`config.changesData`;
 * a route without it, on every method but GET). A user whose roles need two-factor sign-in they have not set
 * up gets 403 TWO_FACTOR_SETUP_REQUIRED on everything but TWO_FACTOR_SETUP_PATHS (issue 40 §4). Sets
 * `req.actor` and `req.session` and records the session's last request and its user's activity (presence),
 * or the API token's last use and address.
 * Unknown routes pass through to the not-found handler.
 */
export const auth = fp<{
  tokens: TokenService;
  apiTokens: ApiTokenVerifier;
  actors: ActorCache;
  presence: Presence;
  seen: (session: Session, address: string) => void;
  /** The OpenAPI document (/api/docs/json, /yaml) only for signed-in admins (production); else anyone's. */
  docsForAdmins: boolean;
}>(async (app, { tokens, apiTokens, actors, presence, seen, docsForAdmins }) => {
  app.decorateRequest('actor', null as unknown as Actor);
  app.decorateRequest('session', null as unknown as Session);
  /** The session of a bearer token: an API token's (`sdk_…`) or a browser session's (a JWT); null when invalid. */
  const sessionOf = (token: string) =>
    token.startsWith(API_TOKEN_PREFIX) ? apiTokens.verify(token) : tokens.verify(token);
  app.addHook('onRequest', async (req, reply) => {
    const docs = req.url.startsWith('/api/docs');
    if (
      !req.url.startsWith('/api/') ||
      (docs && !(docsForAdmins && DOCUMENT.test(req.url))) ||
      req.routeOptions.config?.public
    )
      return;
    if (!req.routeOptions.url) return; // unknown route: the not-found handler answers
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : '';
    const session = token ? await sessionOf(token) : null;
    const actor = session ? await actors.get(session) : null;
    if (!session || !actor) {
      const message = token.startsWith(API_TOKEN_PREFIX)
        ? API_TOKEN_MESSAGES.invalid
        : MESSAGES.sessionExpired;
      return reply.code(401).send({ error: 'UNAUTHORIZED', message });
    }
    const refused = refusal(req, session, actor);
    if (refused) return reply.code(403).send(refused);
    if (docs && !isAdminActor(actor))
      return reply.code(403).send({ error: 'FORBIDDEN', message: MESSAGES.forbidden });
    req.actor = actor;
    req.session = session;
    // a script's calls do not show its user as online
    if (!session.apiToken)
      void presence.touch(actor.userId).catch((e: unknown) => req.log.error(e));
    seen(session, req.ip);
  });
});

/**
 * Why a verified caller may not call this route (403), if they may not: a read-only API token on a route
 * that may change data (a route that does not say, on any method but GET), or a user who must set up
 * two-factor sign-in first.
 */
function refusal(req: FastifyRequest, session: Session, actor: Actor) {
  if (session.apiToken?.scope === 'read' && changesDataOf(req))
    return { error: 'TOKEN_READ_ONLY', message: API_TOKEN_MESSAGES.readOnly };
  if (actor.twoFactorSetupRequired && !setupPaths.has(req.routeOptions.url ?? ''))
    return { error: 'TWO_FACTOR_SETUP_REQUIRED', message: TWO_FACTOR_MESSAGES.setupRequired };
  return null;
}
