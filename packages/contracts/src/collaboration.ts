import { z } from 'zod';
import { PAGE_SIZES } from './constants.js';
import { Id, PageInfo, pageFields, SearchFor, SortOrder } from './common.js';
import { defineRoute } from './routes.js';

/** Invitation statuses (spec 001 §3 Collaborator inviteStatus; §4 invited, approved, rejected, removed). */
export const INVITE_STATUSES = ['CO_INVITED', 'ACCEPTED', 'REJECTED', 'REVOKED'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** The spec's texts for collaboration and suggestions (spec 001 §8 Collaboration; 000 §4). */
export const COLLAB_MESSAGES = {
  invitedOne: 'Collaborator Invited successfully',
  removedOne: 'Collaborator Removed successfully',
  invitedAndRemoved: 'Collaborators invited and removed successfully',
  invitedMany: 'Collaborators invited successfully',
  removedMany: 'Collaborators removed successfully',
  accepted: 'Invitation accepted successfully',
  rejected: 'Invitation rejected successfully',
  revoked:
    'Collaboration request was revoked by the brand owner. Contact the Brand Owner for more details.',
  alreadyActed: 'You have already responded to this request.',
  notFound: 'Invitation not found',
  requestAccepted: 'Request accepted',
  requestRejected: 'Request Rejected',
  requestRevoked: 'Request revoked by sender',
  notInvitable: 'Only active colleagues other than yourself can be invited',
  pickSharedPairing: 'Check the inventory you collaborate on: your call notes go with it.',
  sharedWithMe: 'Shared with me',
  suggested: 'Brand suggested to the project owner',
  suggestionApproved: 'Suggestion approved: the brand is assigned',
  suggestionRejected: 'Suggestion rejected',
  suggestionActed: 'This suggestion has already been decided.',
  suggestionNotFound: 'Suggestion not found',
  alreadyAssigned: 'This brand is already assigned to this event inventory',
  alreadySuggested: 'This brand has already been suggested for this event inventory',
  noProjectOwner: 'This event inventory has no project owner to review the suggestion',
  industryBlocked: 'This brand’s industry is blocked on this event inventory',
  notAssignable:
    'This brand can no longer be assigned to this event inventory (offloaded, or its industry is blocked there)',
} as const;

/** The toast for an invite/remove call: one or several, invited and/or removed (spec 001 §8). */
export function collabChangeMessage(invited: number, removed: number): string {
  if (invited && removed) return COLLAB_MESSAGES.invitedAndRemoved;
  if (invited) return invited === 1 ? COLLAB_MESSAGES.invitedOne : COLLAB_MESSAGES.invitedMany;
  return removed === 1 ? COLLAB_MESSAGES.removedOne : COLLAB_MESSAGES.removedMany;
}

/** A collaborator of a pairing (spec 001 §3 Collaborator) with its invitation. */
export const Collaborator = z.object({
  invitationId: z.number(),
  coUserId: z.number(),
  coName: z.string(),
  coImageUrl: z.string().nullable(),
  coSpecialization: z.string().nullable(),
  inviteStatus: z.enum(INVITE_STATUSES),
  invitedBy: z.object({ userId: z.number(), userName: z.string() }),
  invitedOn: z.string(),
});
export type Collaborator = z.infer<typeof Collaborator>;

/** GET /api/event/inventory/brand/collab-invitation?eiId&brandId: the pairing's collaborators (current and past). */
const CollabListQuery = z.object({ eiId: Id, brandId: Id });
export const CollabListResult = z.object({
  collaborators: z.array(Collaborator),
  canInvite: z.boolean(),
});
export type CollabListResult = z.infer<typeof CollabListResult>;

/** POST /api/event/inventory/brand/collab-invitation: invite (`add`) and revoke or remove (`remove`) colleagues on one pairing. */
const CollabChangeRequest = z
  .object({
    eiId: Id,
    brandId: Id,
    add: z.array(Id).max(50).default([]),
    remove: z.array(Id).max(50).default([]),
  })
  .refine((r) => r.add.length + r.remove.length > 0, {
    message: 'must list colleagues to invite or remove',
    path: ['add'],
  });
const CollabChangeResult = z.object({
  message: z.string(),
  collaborators: z.array(Collaborator),
});

/** Page size of the colleague picker (spec 001 §9: users 50). */
const COLLAB_CANDIDATES_PAGE_SIZE = 50;

/**
 * GET /api/event/inventory/brand/collab-invitation/users?eiId&brandId&searchFor&pageNo&count: active colleagues who may be
 * invited to the pairing (not the caller, none with an open invitation there), by name; for those who may invite (403 otherwise).
 */
const CollabCandidatesQuery = z.object({
  eiId: Id,
  brandId: Id,
  searchFor: SearchFor,
  ...pageFields(COLLAB_CANDIDATES_PAGE_SIZE),
});
const CollabCandidate = z.object({
  userId: z.number(),
  userName: z.string(),
  profileImage: z.string().nullable(),
  verticalName: z.string().nullable(),
});
export const CollabCandidatesResult = PageInfo.extend({ users: z.array(CollabCandidate) });
export type CollabCandidatesResult = z.infer<typeof CollabCandidatesResult>;

/** POST /api/event/inventory/brand/collab-invitation/action {invitationIds, action}: the invitee accepts or rejects (spec 001 §7). */
const CollabActionRequest = z.object({
  invitationIds: z.array(Id).min(1).max(50),
  action: z.enum(['APPROVE', 'REJECT']),
});
const ActionResult = z.object({ message: z.string() });

/** A collaboration request on an event inventory (the /inventory/{eiId} tab 2 list). */
export const CollabRequest = z.object({
  invitationId: z.number(),
  brandId: z.number(),
  brandName: z.string(),
  inviter: z.object({ userId: z.number(), userName: z.string() }),
  invitee: z.object({ userId: z.number(), userName: z.string() }),
  inviteStatus: z.enum(INVITE_STATUSES),
  createdAt: z.string(),
  /** The caller is the invitee and the request is open. */
  canAct: z.boolean(),
});
export type CollabRequest = z.infer<typeof CollabRequest>;

/** Sortable columns of the collaboration requests list (tab 2). */
const COLLAB_REQUEST_SORT_FIELDS = ['createdAt', 'brandName', 'inviteStatus'] as const;
export type CollabRequestSortField = (typeof COLLAB_REQUEST_SORT_FIELDS)[number];

/**
 * GET /api/event/inventory/collab-requests?eiId&pageNo&count&sortField&sortOrder: requests on an event inventory the caller
 * sent or received (all for PO/ADMIN), 20 a page; newest first unless sorted by brand name or status.
 */
const CollabRequestsQuery = z.object({
  eiId: Id,
  ...pageFields(PAGE_SIZES.inventoryBrands),
  sortField: z.enum(COLLAB_REQUEST_SORT_FIELDS).default('createdAt'),
  sortOrder: SortOrder.default('DESC'),
});
export const CollabRequestsResult = PageInfo.extend({ requests: z.array(CollabRequest) });
export type CollabRequestsResult = z.infer<typeof CollabRequestsResult>;

/** Suggestion statuses. */
const SUGGESTION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** A brand suggested for an event inventory (the /inventory/{eiId} tab 3 list). */
export const BrandSuggestion = z.object({
  suggestionId: z.number(),
  brandId: z.number(),
  brandName: z.string(),
  suggestedBy: z.object({ userId: z.number(), userName: z.string() }),
  status: z.enum(SUGGESTION_STATUSES),
  decidedBy: z.object({ userId: z.number(), userName: z.string() }).nullable(),
  createdAt: z.string(),
  /** The caller is a project owner of the event inventory (or ADMIN) and it is pending. */
  canAct: z.boolean(),
});
export type BrandSuggestion = z.infer<typeof BrandSuggestion>;

/** PUT /api/event/inventory/brand/suggestion {eiId, brandId}: suggest a brand to the event inventory's project owners. */
const SuggestionCreateRequest = z.object({ eiId: Id, brandId: Id });
/** Sortable columns of the brand suggestions list (tab 3). */
const SUGGESTION_SORT_FIELDS = ['createdAt', 'brandName', 'status'] as const;
export type SuggestionSortField = (typeof SUGGESTION_SORT_FIELDS)[number];
/** GET /api/event/inventory/brand/suggestion?eiId&pageNo&count&sortField&sortOrder: the event inventory's suggestions, newest first unless sorted. */
const SuggestionListQuery = z.object({
  eiId: Id,
  ...pageFields(PAGE_SIZES.inventoryBrands),
  sortField: z.enum(SUGGESTION_SORT_FIELDS).default('createdAt'),
  sortOrder: SortOrder.default('DESC'),
});
export const SuggestionListResult = PageInfo.extend({ suggestions: z.array(BrandSuggestion) });
export type SuggestionListResult = z.infer<typeof SuggestionListResult>;
/** POST /api/event/inventory/brand/suggestion/action {suggestionIds, action}: a project owner approves (assigns) or rejects. */
const SuggestionActionRequest = z.object({
  suggestionIds: z.array(Id).min(1).max(50),
  action: z.enum(['APPROVE', 'REJECT']),
});

/**
 * POST /api/event/inventory/brand/search {eiId, eventId, isCollaboration, searchFor, pageNo}: brands of
 * the caller on an event inventory. With isCollaboration, the assigned pairings the caller works (to
 * invite collaborators on); without it, brands not yet assigned there (to suggest).
 */
const PairingBrandSearchRequest = z.object({
  eiId: Id,
  eventId: Id.optional(),
  isCollaboration: z.boolean().default(false),
  searchFor: SearchFor,
  ...pageFields(PAGE_SIZES.inventoryBrands),
});
const PairingBrandSearchResult = PageInfo.extend({
  brands: z.array(
    z.object({ brandId: z.number(), brandName: z.string(), brandImageUrl: z.string().nullable() }),
  ),
});

/** GET /api/brand/lock-status → {isLocked, brandId, pocId}; POST /api/user/update-lock {isLocked, brandId, pocId} (spec 000 §5, §7 call lock). */
export const LockStatus = z.object({
  isLocked: z.boolean(),
  brandId: z.number().nullable(),
  pocId: z.number().nullable(),
});
export type LockStatus = z.infer<typeof LockStatus>;
export const LockUpdateRequest = z
  .object({ isLocked: z.boolean(), brandId: Id.optional(), pocId: Id.optional() })
  .refine((r) => !r.isLocked || r.brandId !== undefined, {
    message: 'is required to lock',
    path: ['brandId'],
  });

/** The spec's call-lock warning (spec 000 §5, §8). */
export const CALL_LOCK_MESSAGE =
  'It is mandatory to fill in these details after interaction with your POC.';

/** Collaboration invitations and brand suggestions on pairings (spec 001 §3 Collaborator, §7; 000 §4). */
export const collaborationRoutes = {
  collaborators: defineRoute({
    method: 'GET',
    path: '/event/inventory/brand/collab-invitation',
    query: CollabListQuery,
    response: CollabListResult,
    summary: 'A pairing’s collaborators and whether the caller may invite',
    tags: ['collaboration'],
    cacheKey: ['collaboration', 'collaborators'],
  }),
  changeCollaborators: defineRoute({
    method: 'POST',
    path: '/event/inventory/brand/collab-invitation',
    body: CollabChangeRequest,
    response: CollabChangeResult,
    idempotent: true,
    summary: 'Invite and revoke collaborators on a pairing',
    tags: ['collaboration'],
  }),
  candidates: defineRoute({
    method: 'GET',
    path: '/event/inventory/brand/collab-invitation/users',
    query: CollabCandidatesQuery,
    response: CollabCandidatesResult,
    summary: 'Colleagues who may be invited to a pairing',
    tags: ['collaboration'],
    cacheKey: ['collaboration', 'candidates'],
  }),
  invitationAction: defineRoute({
    method: 'POST',
    path: '/event/inventory/brand/collab-invitation/action',
    body: CollabActionRequest,
    response: ActionResult,
    summary: 'Accept or reject collaboration invitations',
    tags: ['collaboration'],
  }),
  requests: defineRoute({
    method: 'GET',
    path: '/event/inventory/collab-requests',
    query: CollabRequestsQuery,
    response: CollabRequestsResult,
    summary: 'One page of the collaboration requests the caller sent or received',
    tags: ['collaboration'],
    cacheKey: ['collaboration', 'requests'],
  }),
  suggest: defineRoute({
    method: 'PUT',
    path: '/event/inventory/brand/suggestion',
    body: SuggestionCreateRequest,
    response: z.object({ message: z.string(), suggestionId: z.number() }),
    idempotent: true,
    summary: 'Suggest a brand to an event inventory’s project owners',
    tags: ['collaboration'],
  }),
  suggestions: defineRoute({
    method: 'GET',
    path: '/event/inventory/brand/suggestion',
    query: SuggestionListQuery,
    response: SuggestionListResult,
    summary: 'One page of an event inventory’s brand suggestions',
    tags: ['collaboration'],
    cacheKey: ['suggestions', 'list'],
  }),
  suggestionAction: defineRoute({
    method: 'POST',
    path: '/event/inventory/brand/suggestion/action',
    body: SuggestionActionRequest,
    response: ActionResult,
    summary: 'Approve or reject brand suggestions',
    tags: ['collaboration'],
  }),
  brandSearch: defineRoute({
    method: 'POST',
    path: '/event/inventory/brand/search',
    body: PairingBrandSearchRequest,
    response: PairingBrandSearchResult,
    summary: 'Brands that may be suggested or collaborated on for an event inventory',
    tags: ['collaboration'],
    cacheKey: ['collaboration', 'brands'],
  }),
};
