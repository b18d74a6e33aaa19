import type { FastifyInstance } from 'fastify';
import { collaborationRoutes } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/route.js';
import {
  actOnInvitations,
  changeCollaborators,
  collabCandidates,
  collabRequests,
  listCollaborators,
} from './collaboration/collaborators.js';
import {
  actOnSuggestions,
  listSuggestions,
  pairingBrandSearch,
  suggestBrand,
} from './collaboration/suggestions.js';

/** Collaboration invitations and brand suggestions on pairings (spec 001 §3 Collaborator, §7; 000 §4). */
export async function pairingsCollaborationPlugin(
  app: FastifyInstance,
  { db, notifications: notes, pairingsMoved: moved }: AppContext,
) {
  route(app, collaborationRoutes.collaborators, (req) =>
    listCollaborators({ db, actor: req.actor, q: req.query }),
  );
  route(app, collaborationRoutes.changeCollaborators, (req) =>
    changeCollaborators({ db, notes, actor: req.actor, req: req.body }),
  );
  route(app, collaborationRoutes.candidates, (req) =>
    collabCandidates({ db, actor: req.actor, q: req.query }),
  );
  route(app, collaborationRoutes.invitationAction, (req) =>
    actOnInvitations({ db, notes, actor: req.actor, req: req.body }),
  );
  route(app, collaborationRoutes.requests, (req) =>
    collabRequests({ db, actor: req.actor, q: req.query }),
  );
  route(app, collaborationRoutes.suggest, (req) =>
    suggestBrand({ db, notes, actor: req.actor, req: req.body }),
  );
  route(app, collaborationRoutes.suggestions, (req) =>
    listSuggestions({ db, actor: req.actor, q: req.query }),
  );
  route(app, collaborationRoutes.suggestionAction, (req) =>
    actOnSuggestions({ db, notes, moved, actor: req.actor, req: req.body }),
  );
  route(app, collaborationRoutes.brandSearch, (req) =>
    pairingBrandSearch({ db, actor: req.actor, q: req.body }),
  );
}
