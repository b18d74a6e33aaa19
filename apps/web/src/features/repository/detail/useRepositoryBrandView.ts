import { useState } from 'react';
import type { BrandFilterInput, RepositoryBrandTab } from '@crm/contracts';
import { useRepositoryBrandCounts } from '../queries';

/**
 * How a repository's brands are viewed: the tab (IN_REPO 'Review repo' or NOT_IN_REPO 'Repo not
 * added'), the brand search, the brand filter (spec 001 §5) and whether its drawer is open, with the two
 * tabs' counts (inRepo / notInRepo, spec 001 §3) for the search and filter.
 */
export function useRepositoryBrandView(repoId: number) {
  const [tab, setTab] = useState<RepositoryBrandTab>('IN_REPO');
  const [searchFor, setSearchFor] = useState('');
  const [filter, setFilter] = useState<BrandFilterInput>({});
  const [drawer, setDrawer] = useState(false);
  const counts = useRepositoryBrandCounts({ repoId, searchFor, filters: filter });
  return { tab, setTab, searchFor, setSearchFor, filter, setFilter, drawer, setDrawer, counts };
}

/** A repository's brand view state and tab counts (useRepositoryBrandView). */
export type RepositoryBrandView = ReturnType<typeof useRepositoryBrandView>;
