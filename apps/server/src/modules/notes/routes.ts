import type { FastifyInstance } from 'fastify';
import { envelope, NOTE_MESSAGES, noteRoutes } from '@crm/contracts';
import { route, type RouteRequest } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
import { createNote, listNotes, noteUsers, removeNotes, updateNotes } from './service.js';

/** Brand notes: list, create, update, delete and note users (spec 001 §6, §7 Notes). */
export async function notesRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, noteRoutes.list, (req) => listNotes({ db, actor: req.actor, q: req.body }));
  // A retryable write: `config.idempotent` answers a repeated Idempotency-Key with the first answer (plugins/idempotency.ts).
  const create = noteRoutes.create;
  app.route({
    method: create.method,
    url: create.path,
    config: { idempotent: true },
    schema: {
      summary: create.summary,
      tags: [...create.tags],
      body: create.body,
      response: { 200: envelope(create.response) },
    },
    handler: async (req) => ({
      data: await createNote({
        db,
        actor: req.actor,
        req: (req as RouteRequest<typeof create>).body,
      }),
    }),
  });
  route(app, noteRoutes.update, (req) => updateNotes({ db, actor: req.actor, req: req.body }));
  route(app, noteRoutes.remove, async (req) => {
    await removeNotes({ db, actor: req.actor, req: req.body });
    return { message: NOTE_MESSAGES.deleted };
  });
  route(app, noteRoutes.users, (req) => noteUsers({ db, actor: req.actor, q: req.query }));
}
