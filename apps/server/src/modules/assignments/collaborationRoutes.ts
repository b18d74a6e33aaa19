import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ActionResult,
  CollabActionRequest,
  CollabCandidatesQuery,
  CollabCandidatesResult,
  CollabChangeRequest,
  CollabChangeResult,
  CollabListQuery,
  CollabListResult,
  CollabRequestsQuery,
  CollabRequestsResult,
  envelope,
  PairingBrandSearchRequest,
  PairingBrandSearchResult,
  SuggestionActionRequest,
  SuggestionCreateRequest,
  SuggestionListQuery,
  SuggestionListResult,
} from '@crm/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
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
  { db, notifications: notes }: AppContext,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['collaboration'];
  r.get('/event/inventory/brand/collab-invitation', {
    schema: { tags, querystring: CollabListQuery, response: { 200: envelope(CollabListResult) } },
    handler: async (req) => ({ data: await listCollaborators(db, req.actor, req.query) }),
  });
  r.post('/event/inventory/brand/collab-invitation', {
    config: { idempotent: true },
    schema: { tags, body: CollabChangeRequest, response: { 200: envelope(CollabChangeResult) } },
    handler: async (req) => ({ data: await changeCollaborators(db, notes, req.actor, req.body) }),
  });
  r.get('/event/inventory/brand/collab-invitation/users', {
    schema: {
      tags,
      querystring: CollabCandidatesQuery,
      response: { 200: envelope(CollabCandidatesResult) },
    },
    handler: async (req) => ({ data: await collabCandidates(db, req.actor, req.query) }),
  });
  r.post('/event/inventory/brand/collab-invitation/action', {
    schema: { tags, body: CollabActionRequest, response: { 200: envelope(ActionResult) } },
    handler: async (req) => ({ data: await actOnInvitations(db, notes, req.actor, req.body) }),
  });
  r.get('/event/inventory/collab-requests', {
    schema: {
      tags,
      querystring: CollabRequestsQuery,
      response: { 200: envelope(CollabRequestsResult) },
    },
    handler: async (req) => ({ data: await collabRequests(db, req.actor, req.query) }),
  });
  r.put('/event/inventory/brand/suggestion', {
    config: { idempotent: true },
    schema: {
      tags,
      body: SuggestionCreateRequest,
      response: { 200: envelope(z.object({ message: z.string(), suggestionId: z.number() })) },
    },
    handler: async (req) => ({ data: await suggestBrand(db, notes, req.actor, req.body) }),
  });
  r.get('/event/inventory/brand/suggestion', {
    schema: {
      tags,
      querystring: SuggestionListQuery,
      response: { 200: envelope(SuggestionListResult) },
    },
    handler: async (req) => ({ data: await listSuggestions(db, req.actor, req.query) }),
  });
  r.post('/event/inventory/brand/suggestion/action', {
    schema: { tags, body: SuggestionActionRequest, response: { 200: envelope(ActionResult) } },
    handler: async (req) => ({ data: await actOnSuggestions(db, notes, req.actor, req.body) }),
  });
  r.post('/event/inventory/brand/search', {
    schema: {
      tags,
      body: PairingBrandSearchRequest,
      response: { 200: envelope(PairingBrandSearchResult) },
    },
    handler: async (req) => ({ data: await pairingBrandSearch(db, req.actor, req.body) }),
  });
}
