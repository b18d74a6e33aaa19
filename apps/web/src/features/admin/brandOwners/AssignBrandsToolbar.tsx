import { Group, Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { FilterButton } from '../../../components/FilterButton';
import { SearchBox } from '../../../components/SearchBox';

/** The assign page's toolbar: brand search, the Filters button, the 'All matching (N)' switch, and `columnsMenu` at the end. */
export function AssignBrandsToolbar({
  searchFor,
  onSearch,
  activeFilters,
  onFilters,
  total,
  allMatching,
  onAllMatching,
  columnsMenu,
}: {
  searchFor: string;
  onSearch: (v: string) => void;
  activeFilters: number;
  onFilters: () => void;
  total: number;
  allMatching: boolean;
  onAllMatching: (on: boolean) => void;
  columnsMenu: ReactNode;
}) {
  return (
    <Group justify="space-between">
      <Group gap="sm">
        <SearchBox value={searchFor} onSearch={onSearch} placeholder="Search brands" />
        <FilterButton active={activeFilters} onClick={onFilters} />
        <Switch
          label={`All matching (${total})`}
          checked={allMatching}
          onChange={(e) => onAllMatching(e.currentTarget.checked)}
          data-testid="all-matching"
        />
      </Group>
      {columnsMenu}
    </Group>
  );
}
