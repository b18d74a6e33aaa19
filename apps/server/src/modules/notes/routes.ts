import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  MessageResult,
  NOTE_MESSAGES,
  NoteCreateRequest,
  NoteListRequest,
  NoteListResult,
  NoteRemovalRequest,
  NoteSaveResult,
  NoteUpdateRequest,
  NoteUsersQuery,
  NoteUsersResult,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { createNote, listNotes, noteUsers, removeNotes, updateNotes } from './service.js';

/** Brand notes: list, create, update, delete and note users (spec 001 §6, §7 Notes). */
export async function notesRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notes'];
  r.post('/brand/notes', {
    schema: { tags, body: NoteListRequest, response: { 200: envelope(NoteListResult) } },
    handler: async (req) => ({ data: await listNotes({ db, actor: req.actor, q: req.body }) }),
  });
  r.put('/brand/notes', {
    config: { idempotent: true },
    schema: { tags, body: NoteCreateRequest, response: { 200: envelope(NoteSaveResult) } },
    handler: async (req) => ({ data: await createNote({ db, actor: req.actor, req: req.body }) }),
  });
  r.patch('/brand/notes', {
    schema: { tags, body: NoteUpdateRequest, response: { 200: envelope(NoteSaveResult) } },
    handler: async (req) => ({ data: await updateNotes({ db, actor: req.actor, req: req.body }) }),
  });
  r.post('/brand/notes/removal', {
    schema: { tags, body: NoteRemovalRequest, response: { 200: envelope(MessageResult) } },
    handler: async (req) => {
      await removeNotes({ db, actor: req.actor, req: req.body });
      return { data: { message: NOTE_MESSAGES.deleted } };
    },
  });
  r.get('/brand/notes/users', {
    schema: { tags, querystring: NoteUsersQuery, response: { 200: envelope(NoteUsersResult) } },
    handler: async (req) => ({ data: await noteUsers({ db, actor: req.actor, q: req.query }) }),
  });
}
