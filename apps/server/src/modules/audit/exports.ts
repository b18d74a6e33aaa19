import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { auditRow } from './record.js';
import { insertAudit } from './queries.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is a list's download (a catalogue entry marked `export`): recorded in the audit trail. */
    export?: boolean;
  }
}

/**
 * An onResponse hook for the API: a list's download (a catalogue entry marked `export`, whose route
 * config carries `export`) answered 2xx is recorded as `export.download` on entity `list`, its id the
 * route's path and its `after` the filters asked for (issue 40 §6: who downloaded which list). A failure
 * to record is logged; the download has been sent by then.
 */
export const recordExports =
  (db: Db) =>
  async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!req.routeOptions.config?.export || reply.statusCode >= 300 || !req.actor) return;
    const filters = (req.method === 'GET' ? req.query : req.body) ?? {};
    const entry = {
      action: 'export.download' as const,
      entity: 'list' as const,
      entityId: req.routeOptions.url ?? req.url,
      after: { filters },
    };
    await insertAudit(db, auditRow(req.actor.userId, entry, req.ip)).catch((e: unknown) =>
      req.log.error(e, 'the audit record of a download was not written'),
    );
  };
