import type { FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { CALENDAR_FEED_MESSAGES, calendarFeedRoutes, pathWithQuery } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { rawRoute, route } from '../../lib/route.js';
import { feedIcs } from './feed.js';
import {
  deleteFeed,
  feedCreatedAt,
  feedOwner,
  followUpsOf,
  remindersOf,
  saveFeedSecret,
} from './queries.js';

/** Feed fetches per client address a minute: calendar servers poll every few minutes at most. */
const FEEDS_PER_MINUTE = 60;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * The private calendar feed (issue 24 §4): the caller turns theirs on (a new 256-bit secret; the ICS
 * link is answered once), reads whether it is on, or turns it off. GET /api/calendar/feed.ics?token
 * needs no sign-in — the secret is the key — and answers 404 'Unknown calendar feed' for an unknown or
 * revoked secret or an inactive user, so a revoked link stops at once. The feed's links start with the
 * configured PUBLIC_URL (`publicUrl`), never with the request's Host or X-Forwarded-Host.
 */
export async function calendarPlugin(app: FastifyInstance, { db, publicUrl }: AppContext) {
  route(app, calendarFeedRoutes.status, async (req) => {
    const createdAt = await feedCreatedAt(db, req.actor.userId);
    return { enabled: createdAt !== null, createdAt };
  });
  route(app, calendarFeedRoutes.create, async (req) => {
    const secret = randomBytes(32).toString('base64url');
    const createdAt = await saveFeedSecret(db, req.actor.userId, hashOf(secret));
    return {
      feedPath: pathWithQuery(`/api${calendarFeedRoutes.feed.path}`, { token: secret }),
      createdAt,
      message: CALENDAR_FEED_MESSAGES.turnedOn,
    };
  });
  route(app, calendarFeedRoutes.revoke, async (req) => {
    await deleteFeed(db, req.actor.userId);
    return { message: CALENDAR_FEED_MESSAGES.turnedOff };
  });
  rawRoute(
    app,
    calendarFeedRoutes.feed,
    async (req, reply) => {
      const owner = await feedOwner(db, hashOf(req.query.token));
      if (!owner) throw notFound('Unknown calendar feed', 'CALENDAR_FEED_NOT_FOUND');
      const [followUps, reminders] = await Promise.all([
        followUpsOf(db, owner.userId),
        remindersOf(db, owner.userId),
      ]);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="sponsordesk.ics"')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(feedIcs(owner, { followUps, reminders }, publicUrl));
    },
    {
      public: true,
      rateLimit: { max: FEEDS_PER_MINUTE, timeWindow: 60_000 },
      rateLimitMessage: CALENDAR_FEED_MESSAGES.tooManyReads,
    },
  );
}
