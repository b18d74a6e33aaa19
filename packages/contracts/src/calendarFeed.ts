import { z } from 'zod';
import { MessageResult } from './common.js';
import { waitText } from './constants.js';
import { defineRoute } from './routes.js';

/**
 * A user's private calendar feed (issue 24 §4): an ICS URL with a revocable secret that Google Calendar
 * or Outlook subscribes to, listing the user's pairings' follow-up dates (all-day, IST dates) and their
 * task reminders (IST), as the app shows them to that user.
 */

/** Toasts of the calendar feed. */
export const CALENDAR_FEED_MESSAGES = {
  turnedOn: 'Calendar feed turned on. Copy the link now: it is shown only once.',
  turnedOff: 'Calendar feed turned off. Calendars that subscribed to it get nothing from now on.',
  /** GET /api/calendar/feed.ics read too often from one address (429 with Retry-After). */
  tooManyReads: (seconds: number) =>
    `This calendar feed was read too often. Please try again in ${waitText(seconds)}.`,
} as const;

/** The caller's feed: on or off, and since when (ISO timestamp). The secret is never shown again. */
const CalendarFeedStatus = z.object({
  enabled: z.boolean(),
  createdAt: z.string().nullable(),
});

/** A new feed: its path under the app's address (with the secret), shown once, and the toast. */
const CalendarFeedCreated = z.object({
  feedPath: z.string(),
  createdAt: z.string(),
  message: z.string(),
});

/** GET /api/calendar/feed.ics?token: the secret of a feed (43 base64url characters). */
const CalendarFeedQuery = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Unknown calendar feed'),
});

export const calendarFeedRoutes = {
  status: defineRoute({
    method: 'GET',
    path: '/user/calendar-feed',
    response: CalendarFeedStatus,
    summary: 'Whether the caller’s calendar feed is on',
    tags: ['calendar'],
    cacheKey: () => ['calendarFeed'],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/user/calendar-feed',
    body: z.object({}).strict(),
    response: CalendarFeedCreated,
    summary: 'Turns the caller’s calendar feed on with a new secret (the old link stops)',
    tags: ['calendar'],
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/user/calendar-feed',
    response: MessageResult,
    summary: 'Turns the caller’s calendar feed off (its link stops at once)',
    tags: ['calendar'],
  }),
  feed: defineRoute({
    method: 'GET',
    path: '/calendar/feed.ics',
    query: CalendarFeedQuery,
    response: 'file',
    summary: 'A calendar feed (ICS): the follow-ups and task reminders of the feed’s owner',
    tags: ['calendar'],
  }),
};
