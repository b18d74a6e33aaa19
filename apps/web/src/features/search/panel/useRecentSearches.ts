import { useState } from 'react';
import { readRecent, withRecent, writeRecent, type RecentSearch } from '../recent';

/** The recent searches, kept locally (spec 000 §2.6): `remember` puts one first, `clearRecent` forgets them all. */
export function useRecentSearches() {
  const [recent, setRecent] = useState<RecentSearch[]>(readRecent);
  const remember = (item: RecentSearch) => {
    const next = withRecent(recent, item);
    setRecent(next);
    writeRecent(next);
  };
  const clearRecent = () => {
    setRecent([]);
    writeRecent([]);
  };
  return { recent, remember, clearRecent };
}
