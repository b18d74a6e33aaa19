import { z } from 'zod';
import { Id, MessageResult, QueryFlag } from './common.js';
import { defineRoute } from './routes.js';

/**
 * What a webhook may be sent (issue 42 §2), each a versioned payload `{type, timestamp, data}` (Standard
 * Webhooks' form): ids and the changed fields, never more than an admin may read.
 */
export const WEBHOOK_EVENT_TYPES = [
  'pairing.assigned',
  'pairing.stage_changed',
  'pairing.discarded',
  'brand.created',
  'brand.updated',
  'brand.owners_changed',
  'poc.created',
  'task.created',
  'task.closed',
  'event.created',
  'event.updated',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** How the webhook screens name each event type. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'pairing.assigned': 'A brand assigned to an event inventory',
  'pairing.stage_changed': 'A pairing’s stage changed',
  'pairing.discarded': 'A pairing discarded',
  'brand.created': 'A brand added',
  'brand.updated': 'A brand edited',
  'brand.owners_changed': 'A brand’s owners changed',
  'poc.created': 'A POC added',
  'task.created': 'A task made',
  'task.closed': 'A task closed',
  'event.created': 'An event created',
  'event.updated': 'An event edited',
};

/** An example of each event's `data` (issue 42 §2): what the API reference shows receivers. */
export const WEBHOOK_EXAMPLES: Record<WebhookEventType, Record<string, unknown>> = {
  'pairing.assigned': { eiId: 12, brandId: 345, stage: 'ASSIGNED', restored: false, byUserId: 7 },
  'pairing.stage_changed': {
    eiId: 12,
    brandId: 345,
    from: 'IN_PROGRESS',
    to: 'WON',
    closedValue: 1.5,
    lostReason: null,
    byUserId: 7,
  },
  'pairing.discarded': { eiId: 12, brandId: 345, stage: 'DISCARDED', restored: false, byUserId: 7 },
  'brand.created': { brandId: 345, brandName: 'AtlasOS', brandOwnerUserIds: [9], byUserId: 1 },
  'brand.updated': {
    brandId: 345,
    changedFields: ['brandDescription'],
    changes: [
      { entity: 'BRAND', field: 'brandDescription', fromValue: null, toValue: 'Cloud suite' },
    ],
    byUserId: 9,
  },
  'brand.owners_changed': { brandId: 345, added: [11], removed: [9], reason: null, byUserId: 1 },
  'poc.created': { pocId: 880, brandId: 345, name: 'Meera Iyer', isPrimary: true, byUserId: 9 },
  'task.created': {
    taskId: 4410,
    name: 'Send the deck',
    brandIds: [345],
    eventId: 21,
    assigneeUserIds: [9],
    byUserId: 7,
  },
  'task.closed': { taskId: 4410, byUserId: 9 },
  'event.created': {
    eventId: 21,
    event: {
      Name: 'Goa Music Week',
      'Start date': '2027-01-14',
      'End date': '2027-01-17',
      City: 'Goa',
    },
    imported: false,
    byUserId: 1,
  },
  'event.updated': {
    eventId: 21,
    changes: [{ field: 'End date', from: '2027-01-17', to: '2027-01-18' }],
    imported: false,
    byUserId: 1,
  },
};

/** The version of every payload's shape: a change that breaks a receiver makes a new one. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

/**
 * How deliveries go (issue 42 §2): a receiver has 10 s to answer 2xx; a failed attempt is retried with
 * exponential backoff (30 s, doubling, at most an hour apart) for 24 h; an endpoint whose every attempt
 * failed for 24 h is turned off and its admins notified. Answers are kept up to 1 KB.
 */
export const WEBHOOK_DELIVERY = {
  timeoutMs: 10_000,
  firstRetrySeconds: 30,
  maxRetrySeconds: 3_600,
  giveUpHours: 24,
  keptAnswerBytes: 1_024,
} as const;

/** What the webhook screens and calls say. */
export const WEBHOOK_MESSAGES = {
  created: 'Webhook added. Copy its signing secret now: it is not shown again.',
  saved: 'Webhook saved.',
  removed: 'Webhook removed.',
  restored: 'Webhook restored.',
  notFound: 'That webhook does not exist.',
  testWhenOff: 'Turn the webhook on to send it a test event.',
  urlTaken: 'A webhook to that address exists already: edit its events instead.',
  deliveryNotFound: 'That delivery is not one of this webhook’s.',
  httpsOnly: 'must be an https:// address (http:// only to this machine outside production)',
  privateAddress: 'points at a private or local network address, which a webhook may not reach',
  replayed: (n: number) =>
    n === 1 ? 'One delivery queued again.' : `${n} deliveries queued again.`,
  testQueued: 'Test event queued: see it in the delivery log.',
  turnedOff: (url: string) =>
    `The webhook to ${url} was turned off: every delivery failed for 24 hours. Fix the receiver, then turn it on again.`,
} as const;

/** An endpoint: an absolute http(s) URL of at most 2,000 characters (the server checks which it may reach). */
const WebhookUrl = z.string().trim().url().max(2_000);
const EventTypes = z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, 'choose at least one event').max(50);

/** A webhook as the admins' list shows it (times ISO UTC). */
export const WebhookInfo = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** Why it was turned off by the server (its deliveries failed for 24 h); null when an admin did, or it is on. */
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
  /** Deliveries waiting or being retried now. */
  pending: z.number().int(),
  /** Deliveries given up on (failed for 24 h), which may be replayed. */
  failed: z.number().int(),
});
export type WebhookInfo = z.infer<typeof WebhookInfo>;

/** One attempt to deliver an event (issue 42 §2 delivery log): when, the answer's status and time, its first 1 KB. */
export const WebhookAttempt = z.object({
  attemptId: z.number().int(),
  deliveryId: z.number().int(),
  /** The delivery's `webhook-id` (msg_…): the same on each retry, so a receiver drops duplicates. */
  messageId: z.string(),
  eventType: z.string(),
  at: z.string(),
  /** The HTTP status answered; null when none came (refused, timed out, not allowed). */
  statusCode: z.number().int().nullable(),
  latencyMs: z.number().int(),
  /** The answer's first 1 KB, or why there was none. */
  answer: z.string(),
  ok: z.boolean(),
  /** The delivery's state now: pending (to be tried, or again), delivered, or failed (given up). */
  deliveryStatus: z.enum(['pending', 'delivered', 'failed']),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

const ById = z.object({ id: Id });

/** GET /api/admin/webhooks/:id/deliveries: attempts newest first, 50 a page before `beforeId`; `failed` only the failed ones. */
const DeliveriesQuery = z.object({
  failed: QueryFlag.optional(),
  beforeId: Id.optional(),
});

/** POST /api/admin/webhooks/:id/replay: one delivery again, or every failed one since a time (ISO). */
const ReplayRequest = z.union([
  z.object({ deliveryId: Id }).strict(),
  z.object({ since: z.string().datetime({ offset: true }) }).strict(),
]);

/** Webhooks (issue 42 §2): admins add endpoints, read each one's delivery log, replay failures, send a test. */
export const webhookRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/webhooks',
    response: z.object({ webhooks: z.array(WebhookInfo) }),
    summary: 'The webhooks, with their deliveries waiting and failed (admins)',
    tags: ['admin'],
    cacheKey: ['webhooks', 'list'],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/admin/webhooks',
    body: z.object({ url: WebhookUrl, events: EventTypes }).strict(),
    response: z.object({ id: z.number().int(), secret: z.string(), message: z.string() }),
    summary: 'Adds a webhook; answers its signing secret (whsec_…) this once (admins)',
    tags: ['admin'],
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/admin/webhooks/:id',
    params: ById,
    body: z
      .object({
        url: WebhookUrl.optional(),
        events: EventTypes.optional(),
        enabled: z.boolean().optional(),
      })
      .strict(),
    response: MessageResult,
    summary: 'Changes a webhook’s address or events, or turns it off or on (admins)',
    tags: ['admin'],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/admin/webhooks/:id',
    params: ById,
    response: MessageResult,
    summary: 'Removes a webhook: nothing more is sent to it (admins; restore undoes it)',
    tags: ['admin'],
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/admin/webhooks/:id/restore',
    params: ById,
    response: MessageResult,
    summary: 'Brings a removed webhook back (admins)',
    tags: ['admin'],
  }),
  deliveries: defineRoute({
    method: 'GET',
    path: '/admin/webhooks/:id/deliveries',
    params: ById,
    query: DeliveriesQuery,
    response: z.object({ attempts: z.array(WebhookAttempt), hasMore: z.boolean() }),
    summary: 'A webhook’s delivery log: each attempt, newest first (admins)',
    tags: ['admin'],
    cacheKey: ({ id, ...q }: { id: number }) => ['webhooks', 'deliveries', id, q],
  }),
  replay: defineRoute({
    method: 'POST',
    path: '/admin/webhooks/:id/replay',
    params: ById,
    body: ReplayRequest,
    response: MessageResult,
    summary: 'Sends a delivery again, or every failed one since a time (admins)',
    tags: ['admin'],
  }),
  test: defineRoute({
    method: 'POST',
    path: '/admin/webhooks/:id/test',
    params: ById,
    response: MessageResult,
    summary: 'Sends the webhook a test event (admins)',
    tags: ['admin'],
  }),
};
