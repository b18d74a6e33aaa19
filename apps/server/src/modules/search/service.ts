import {
  SEARCH_SPACES,
  type GlobalSearchResult,
  type SearchSpace,
  type SearchSuggestion,
} from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { assertNotLocked } from '../users/index.js';
import { spaceCounts, spacePage, suggestions, type SpacePage } from './queries.js';

/** The database and the caller of a search request. */
type SearchContext = { db: Db; actor: Actor };
/** A search request: the text, the page and, optionally, the one space to page through. */
type SearchQuery = { searchFor: string; pageNo: number; count: number; searchSpace?: SearchSpace };

/** The search text as names are compared: lower case, single spaces. */
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * GET /api/user/global-search (spec 000 §2.6, §4; matching and ranking in queries.ts): a page of each
 * type's results (or only `searchSpace`'s) and every type's count. 423 while the call lock is on.
 */
export async function globalSearch({
  db,
  actor,
  q,
}: SearchContext & { q: SearchQuery }): Promise<GlobalSearchResult> {
  const [, result] = await Promise.all([assertNotLocked(db, actor.userId), search(db, actor, q)]);
  return result;
}

/**
 * The global search's statements (the lock is checked beside them): each searched space's page gives
 * its count too; a space not searched, or paged past its end, is counted on its own.
 */
async function search(db: Db, actor: Actor, q: SearchQuery): Promise<GlobalSearchResult> {
  const text = normalise(q.searchFor);
  const page = async <S extends SearchSpace>(space: S): Promise<SpacePage<S>> => {
    if (q.searchSpace && q.searchSpace !== space)
      return { cards: [], total: null, topRank: undefined };
    const p = await spacePage(db, { actor, text, space, pageNo: q.pageNo, count: q.count });
    // an empty first page means no match; an empty later one says nothing about the count
    return { ...p, total: p.total ?? (q.pageNo === 1 ? 0 : null) };
  };
  const [brands, users, events, mails] = await Promise.all([
    page('BRAND'),
    page('USER'),
    page('EVENT'),
    page('MAIL'),
  ]);
  const known = { BRAND: brands.total, USER: users.total, EVENT: events.total, MAIL: mails.total };
  const unknown = SEARCH_SPACES.filter((space) => known[space] === null);
  if (unknown.length) Object.assign(known, await spaceCounts(db, { actor, text, spaces: unknown }));
  const counts = known as Record<SearchSpace, number>;
  const largest = q.searchSpace
    ? counts[q.searchSpace]
    : Math.max(counts.BRAND, counts.USER, counts.EVENT, counts.MAIL);
  const top = {
    BRAND: brands.topRank,
    USER: users.topRank,
    EVENT: events.topRank,
    MAIL: mails.topRank,
  };
  const bestSpace = SEARCH_SPACES.reduce<SearchSpace | null>(
    (best, space) =>
      top[space] !== undefined && (best === null || Number(top[space]) > Number(top[best]))
        ? space
        : best,
    null,
  );
  return {
    results: {
      brands: brands.cards,
      users: users.cards,
      events: events.cards,
      mails: mails.cards,
    },
    counts,
    bestSpace,
    pageNo: q.pageNo,
    totalPages: Math.ceil(largest / q.count),
  };
}

/** GET /api/user/global-search/suggestions: the best matches of every type (companies too), ranked together. 423 while the call lock is on. */
export async function searchSuggestions({
  db,
  actor,
  q,
}: SearchContext & { q: { searchFor: string } }): Promise<{ suggestions: SearchSuggestion[] }> {
  const [, rows] = await Promise.all([
    assertNotLocked(db, actor.userId),
    suggestions(db, { actor, text: normalise(q.searchFor) }),
  ]);
  return { suggestions: rows };
}
