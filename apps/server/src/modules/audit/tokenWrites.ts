import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { changesDataOf } from '../../lib/route.js';
import { auditRow } from './record.js';
import { insertAudit } from './queries.js';

/**
 * An onResponse hook for the API: a call made with an API token to a route that may change data
 * (lib/route.ts `changesDataOf`), answered 2xx, is recorded as `api_token.write` on entity `api_token` (its id),
 * with the token's name, the method, the route and the status (issue 42 §1: every token use that writes is
 * in the audit trail). A failure to record is logged; the answer has been sent by then.
 */
export const recordTokenWrites =
  (db: Db) =>
  async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = req.session?.apiToken;
    if (!token || !changesDataOf(req) || reply.statusCode >= 300) return;
    const entry = {
      action: 'api_token.write' as const,
      entity: 'api_token' as const,
      entityId: token.id,
      after: {
        name: token.name,
        method: req.method,
        route: req.routeOptions.url ?? req.url,
        status: reply.statusCode,
      },
    };
    await insertAudit(db, auditRow(req.actor.userId, entry, req.ip)).catch((e: unknown) =>
      req.log.error(e, 'the audit record of an API token’s write was not written'),
    );
  };
