import { Group, Paper } from '@mantine/core';
import { activeFilterCount, type Repository } from '@crm/contracts';
import { FilterButton } from '../../../components/FilterButton';
import { SearchBox } from '../../../components/SearchBox';
import { FilterChips, FilterDrawer } from '../../brands';
import { RepositoryBrandsTable } from '../RepositoryBrandsTable';
import { RepositoryBrandTabs } from './RepositoryBrandTabs';
import type { RepositoryBrandView } from './useRepositoryBrandView';

/**
 * A repository's brands: the tabs (others' repositories show Review repo only), the brand search, the
 * brand filter's button, chips and drawer, and the tab's table (started afresh for each tab, search and filter).
 */
export function RepositoryBrands({ repo, view }: { repo: Repository; view: RepositoryBrandView }) {
  const { searchFor, filter, setFilter, setDrawer } = view;
  const shownTab = repo.isMine ? view.tab : 'IN_REPO';
  return (
    <>
      <RepositoryBrandTabs
        tab={shownTab}
        mine={repo.isMine}
        counts={view.counts.data}
        onChange={view.setTab}
      />
      <Group gap="sm">
        <SearchBox
          value={searchFor}
          onSearch={view.setSearchFor}
          placeholder="Search brands"
          testId="repository-brand-search"
        />
        <FilterButton active={activeFilterCount(filter)} onClick={() => setDrawer(true)} />
      </Group>
      <FilterChips filter={filter} totals={{}} onChange={setFilter} />
      <Paper withBorder radius="md" p="sm">
        <RepositoryBrandsTable
          key={`${shownTab}|${searchFor}|${JSON.stringify(filter)}`}
          repo={repo}
          tab={shownTab}
          searchFor={searchFor}
          filter={filter}
        />
      </Paper>
      <FilterDrawer
        opened={view.drawer}
        onClose={() => setDrawer(false)}
        value={filter}
        onApply={(f) => {
          setFilter(f);
          setDrawer(false);
        }}
      />
    </>
  );
}
