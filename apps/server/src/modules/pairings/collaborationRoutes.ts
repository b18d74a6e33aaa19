import type { FastifyInstance } from 'fastify';
import { collaborationRoutes as defs } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/route.js';
import {
  actOnInvitations,
  changeCollaborators,
  collabCandidates,
  collabRequests,
  listCollaborators,
} from './collaborators.js';
import {
  actOnSuggestions,
  listSuggestions,
  pairingBrandSearch,
  suggestBrand,
} from './suggestions.js';

/** Collaboration invitations and brand suggestions on pairings (spec 001 §3 Collaborator, §7; 000 §4). */
export async function collaborationRoutes(
  app: FastifyInstance,
  { db, notifications: notes, pairingsMoved: moved }: AppContext,
) {
  route(app, defs.collaborators, (req) =>
    listCollaborators({ db, actor: req.actor, q: req.query }),
  );
  route(app, defs.changeCollaborators, (req) =>
    changeCollaborators({ db, notes, actor: req.actor, req: req.body }),
  );
  route(app, defs.candidates, (req) => collabCandidates({ db, actor: req.actor, q: req.query }));
  route(app, defs.invitationAction, (req) =>
    actOnInvitations({ db, notes, actor: req.actor, req: req.body }),
  );
  route(app, defs.requests, (req) => collabRequests({ db, actor: req.actor, q: req.query }));
  route(app, defs.suggest, (req) => suggestBrand({ db, notes, actor: req.actor, req: req.body }));
  route(app, defs.suggestions, (req) => listSuggestions({ db, actor: req.actor, q: req.query }));
  route(app, defs.suggestionAction, (req) =>
    actOnSuggestions({ db, notes, moved, actor: req.actor, req: req.body }),
  );
  route(app, defs.brandSearch, (req) => pairingBrandSearch({ db, actor: req.actor, q: req.body }));
}
