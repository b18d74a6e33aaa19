import type { FastifyInstance } from 'fastify';
import { mailboxRoutes } from '@crm/contracts';
import type { AppContext } from '../../../context.js';
import { route } from '../../../lib/route.js';
import {
  connectMailbox,
  disconnectMailbox,
  listMailboxes,
  mailboxFolders,
  testMailbox,
  updateMailbox,
} from './service.js';

/** A user's own mailboxes (issue 41 §1): list, test, connect, folders, settings, disconnect. */
export async function emailMailboxesPlugin(app: FastifyInstance, ctx: AppContext) {
  const deps = {
    db: ctx.db,
    box: ctx.mailboxSecrets,
    sync: ctx.mailboxSync,
    privateHosts: ctx.mailPrivateHosts,
  };
  route(app, mailboxRoutes.list, (req) => listMailboxes(deps, req.actor.userId));
  route(app, mailboxRoutes.test, (req) => testMailbox(deps, req.body));
  route(app, mailboxRoutes.connect, (req) => connectMailbox(deps, req.actor.userId, req.body));
  route(app, mailboxRoutes.folders, (req) =>
    mailboxFolders(deps, req.actor.userId, req.query.mailboxId),
  );
  route(app, mailboxRoutes.update, (req) => updateMailbox(deps, req.actor.userId, req.body));
  route(app, mailboxRoutes.disconnect, (req) =>
    disconnectMailbox(deps, req.actor.userId, req.body),
  );
}
