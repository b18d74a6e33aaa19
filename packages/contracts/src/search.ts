import { z } from 'zod';
import { pageFields } from './common.js';
import { defineRoute } from './routes.js';

/** Results per page of the global search (spec 000 §9: 15). */
export const SEARCH_PAGE_SIZE = 15;
/** Suggestions shown while typing (ours). */
export const SEARCH_SUGGESTIONS = 8;
/**
 * What the global search looks in (spec 000 §3: BRAND, USER, EVENT; suggestions also COMPANY), and the
 * mails the caller may see, by subject and sender (issue 41 §3).
 */
export const SEARCH_SPACES = ['BRAND', 'USER', 'EVENT', 'MAIL'] as const;
export type SearchSpace = (typeof SEARCH_SPACES)[number];
const SUGGESTION_TYPES = ['BRAND', 'USER', 'EVENT', 'COMPANY'] as const;

/** The searched text: trimmed, 1 to 100 characters. */
const SearchText = z.string().trim().min(1, 'Type something to search').max(100);

/**
 * GET /api/user/global-search?searchFor&pageNo&count&searchSpace (spec 000 §4 global search): one page of
 * each type's results, or only `searchSpace`'s; counts per type always. Typo-tolerant, ranked.
 */
const GlobalSearchQuery = z.object({
  searchFor: SearchText,
  ...pageFields(SEARCH_PAGE_SIZE),
  searchSpace: z.enum(SEARCH_SPACES).optional(),
});

/** A brand card (spec 000 §3 brand search card). */
export const BrandSearchCard = z.object({
  brandId: z.number(),
  brandName: z.string(),
  companyName: z.string().nullable(),
  brandImageUrl: z.string().nullable(),
  brandOwners: z.array(
    z.object({ userId: z.number(), firstName: z.string(), lastName: z.string() }),
  ),
});
/** A person (spec 000 §3 user search item); `lastActiveOn` ISO UTC or null. */
export const UserSearchItem = z.object({
  userId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  verticalName: z.string().nullable(),
  lastActiveOn: z.string().nullable(),
});
/** An event (spec 000 §3 event search item): dates YYYY-MM-DD; whether the caller is its PO or has brands assigned (BO); upcoming, ongoing or completed today (IST). */
export const EventSearchItem = z.object({
  eventId: z.number(),
  eventName: z.string(),
  eventStartDate: z.string(),
  eventEndDate: z.string(),
  isPO: z.boolean(),
  isBO: z.boolean(),
  isUpcoming: z.boolean(),
  isOnGoing: z.boolean(),
  isCompleted: z.boolean(),
});
/**
 * A mail (issue 41 §3): its conversation (`threadId`, opened on `brandId`'s Email tab), sender, when (ISO
 * UTC), whose mailbox; `subject` null when its mailbox shares only who and when.
 */
export const MailSearchItem = z.object({
  messageRowId: z.number(),
  threadId: z.string(),
  subject: z.string().nullable(),
  fromName: z.string(),
  fromAddress: z.string(),
  sentAt: z.string(),
  brandId: z.number(),
  brandName: z.string(),
  ownerName: z.string(),
});
export type MailSearchItem = z.infer<typeof MailSearchItem>;
export type BrandSearchCard = z.infer<typeof BrandSearchCard>;
export type UserSearchItem = z.infer<typeof UserSearchItem>;
export type EventSearchItem = z.infer<typeof EventSearchItem>;

/**
 * The search response (spec 000 §3): results per type, counts per type, the page and the pages of the searched space (the largest
 * type when none), and `bestSpace`: the type whose first result ranks highest over all types — the tab the search opens on (null
 * when nothing matched; ties go to brands, then people, then events, then mails).
 */
export const GlobalSearchResult = z.object({
  results: z.object({
    brands: z.array(BrandSearchCard),
    users: z.array(UserSearchItem),
    events: z.array(EventSearchItem),
    mails: z.array(MailSearchItem),
  }),
  counts: z.object({ BRAND: z.number(), USER: z.number(), EVENT: z.number(), MAIL: z.number() }),
  bestSpace: z.enum(SEARCH_SPACES).nullable(),
  pageNo: z.number(),
  totalPages: z.number(),
});
export type GlobalSearchResult = z.infer<typeof GlobalSearchResult>;

/** GET /api/user/global-search/suggestions?searchFor: the best few matches of any type, as one types. */
export const SearchSuggestionsQuery = z.object({ searchFor: SearchText });
/** A suggestion (spec 000 §3): id, name, type. */
export const SearchSuggestion = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(SUGGESTION_TYPES),
});
export type SearchSuggestion = z.infer<typeof SearchSuggestion>;
const SearchSuggestionsResult = z.object({ suggestions: z.array(SearchSuggestion) });

/** Global search and its suggestions (spec 000 §4, 001 §7 Dashboard and common). */
export const searchRoutes = {
  search: defineRoute({
    method: 'GET',
    path: '/user/global-search',
    query: GlobalSearchQuery,
    response: GlobalSearchResult,
    summary: 'Brands, users, events and mails matching a text, one page of each or of one type',
    tags: ['search'],
    cacheKey: ['search', 'results'],
  }),
  suggestions: defineRoute({
    method: 'GET',
    path: '/user/global-search/suggestions',
    query: SearchSuggestionsQuery,
    response: SearchSuggestionsResult,
    summary: 'Suggestions while typing a search',
    tags: ['search'],
    cacheKey: (q: z.input<typeof SearchSuggestionsQuery>) => ['search', 'suggestions', q.searchFor],
  }),
};
