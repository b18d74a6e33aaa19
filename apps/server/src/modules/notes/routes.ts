import type { FastifyInstance } from 'fastify';
import { NOTE_MESSAGES, noteRoutes } from '@crm/contracts';
import { route } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
import {
  createNote,
  listNotes,
  noteUsers,
  removeNotes,
  restoreNotes,
  updateNotes,
} from './service.js';

/** Brand and POC notes: list, create, update, delete and its Undo, and note users (spec 001 §6, §7 Notes, POC notes). */
export async function notesPlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, noteRoutes.list, (req) => listNotes({ db, actor: req.actor, q: req.body }));
  route(app, noteRoutes.create, (req) => createNote({ db, actor: req.actor, req: req.body }));
  route(app, noteRoutes.update, (req) => updateNotes({ db, actor: req.actor, req: req.body }));
  route(app, noteRoutes.remove, async (req) => {
    await removeNotes({ db, actor: req.actor, req: req.body });
    return { message: NOTE_MESSAGES.deleted };
  });
  route(app, noteRoutes.pocRemove, async (req) => {
    await removeNotes({ db, actor: req.actor, req: req.body, pocOnly: true });
    return { message: NOTE_MESSAGES.deleted };
  });
  route(app, noteRoutes.restore, (req) => restoreNotes({ db, actor: req.actor, req: req.body }));
  route(app, noteRoutes.users, (req) => noteUsers({ db, actor: req.actor, q: req.query }));
  route(app, noteRoutes.pocUsers, (req) => noteUsers({ db, actor: req.actor, q: req.query }));
}
