import type {
  BrandSearchCard,
  EventSearchItem,
  MailSearchItem,
  SearchSpace,
  SearchSuggestion,
  UserSearchItem,
} from '@crm/contracts';
import { brandInfoPath, eventInfoPath } from '../../../lib/links';
import type { RecentSearch } from '../recent';

/** Where a search result opens (an app path) and how it is kept among the recent searches. */
export type SearchTarget = { path: string; item: RecentSearch };

const profilePath = (userId: number, name: string) =>
  `/profile/${userId}?name=${encodeURIComponent(name)}`;
const fullName = (u: Pick<UserSearchItem, 'firstName' | 'lastName'>) =>
  `${u.firstName} ${u.lastName}`;

/** A brand result: its brand page, remembered by brand name. */
export const brandTarget = (b: Pick<BrandSearchCard, 'brandId' | 'brandName'>): SearchTarget => ({
  path: brandInfoPath(b.brandId, b.brandName),
  item: { value: b.brandName, type: 'BRAND' },
});

/** A person result: their profile, remembered by full name. */
export const personTarget = (
  u: Pick<UserSearchItem, 'userId' | 'firstName' | 'lastName'>,
): SearchTarget => ({
  path: profilePath(u.userId, fullName(u)),
  item: { value: fullName(u), type: 'USER' },
});

/** A person result's chat button: the chat with them, remembered by full name. */
export const chatTarget = (
  u: Pick<UserSearchItem, 'userId' | 'firstName' | 'lastName'>,
): SearchTarget => ({
  path: `/chat?userId=${u.userId}`,
  item: { value: fullName(u), type: 'USER' },
});

/** An event result: its event page, remembered by event name. */
export const eventTarget = (e: Pick<EventSearchItem, 'eventId' | 'eventName'>): SearchTarget => ({
  path: eventInfoPath(e.eventId, e.eventName),
  item: { value: e.eventName, type: 'EVENT' },
});

/** A mail result (issue 41 §3): its conversation, open on its brand's Email tab; remembered by subject. */
export const mailTarget = (m: MailSearchItem): SearchTarget => ({
  path: `${brandInfoPath(m.brandId, m.brandName, 'Email')}&thread=${encodeURIComponent(m.threadId)}`,
  item: { value: m.subject ?? m.fromName, type: 'SEARCH' },
});

/**
 * Where a suggestion opens (spec 000 §3): a brand, person or event page; null for a company,
 * which is searched for among the brands instead.
 */
export function suggestionTarget(s: SearchSuggestion): SearchTarget | null {
  if (s.type === 'BRAND')
    return { path: brandInfoPath(s.id, s.name), item: { value: s.name, type: 'BRAND' } };
  if (s.type === 'USER')
    return { path: profilePath(s.id, s.name), item: { value: s.name, type: 'USER' } };
  if (s.type === 'EVENT')
    return { path: eventInfoPath(s.id, s.name), item: { value: s.name, type: 'EVENT' } };
  return null;
}

/** The results tab a recent search reopens on: its own for a brand, person or event, else the best-ranked. */
export const recentSpace = (r: RecentSearch): SearchSpace | null =>
  r.type === 'BRAND' || r.type === 'USER' || r.type === 'EVENT' ? r.type : null;

/** A result type in words, as shown next to a row ('BRAND' → 'Brand'). */
export const typeWord = (type: string) => type.charAt(0) + type.slice(1).toLowerCase();
