import type { FastifyInstance } from 'fastify';
import { NOTE_MESSAGES, noteRoutes } from '@crm/contracts';
import { route } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
import { createNote, listNotes, noteUsers, removeNotes, updateNotes } from './service.js';

/** Brand notes: list, create, update, delete and note users (spec 001 §6, §7 Notes). */
export async function notesRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, noteRoutes.list, (req) => listNotes({ db, actor: req.actor, q: req.body }));
  route(app, noteRoutes.create, (req) => createNote({ db, actor: req.actor, req: req.body }));
  route(app, noteRoutes.update, (req) => updateNotes({ db, actor: req.actor, req: req.body }));
  route(app, noteRoutes.remove, async (req) => {
    await removeNotes({ db, actor: req.actor, req: req.body });
    return { message: NOTE_MESSAGES.deleted };
  });
  route(app, noteRoutes.users, (req) => noteUsers({ db, actor: req.actor, q: req.query }));
}
