import { Group, Select } from '@mantine/core';
import { dropdownProps } from '../../../components/dropdown';
import { FilterButton } from '../../../components/FilterButton';
import { SearchBox } from '../../../components/SearchBox';
import type { BrandListState } from './useBrandListState';

const SORT_OPTIONS = [
  { value: 'brandName:ASC', label: 'Name A–Z' },
  { value: 'brandName:DESC', label: 'Name Z–A' },
  { value: 'brandRevenue:DESC', label: 'Revenue: high to low' },
  { value: 'brandRevenue:ASC', label: 'Revenue: low to high' },
  { value: 'industryName:ASC', label: 'Industry A–Z' },
  { value: 'industryName:DESC', label: 'Industry Z–A' },
  { value: 'updatedAt:DESC', label: 'Recently updated' },
  { value: 'updatedAt:ASC', label: 'Least recently updated' },
  { value: 'assignedInventoryCount:DESC', label: 'Most inventories' },
];

/** The brands list's search, its sort picker ('field:order') and the Filters button with the active-filter count. */
export function BrandsSearchBar({ s, onFilters }: { s: BrandListState; onFilters: () => void }) {
  return (
    <Group gap="sm">
      <SearchBox value={s.searchFor} onSearch={s.setSearch} placeholder="Search brands" />
      <Select
        {...dropdownProps()}
        aria-label="Sort brands"
        data={SORT_OPTIONS}
        value={`${s.sort.field}:${s.sort.order}`}
        onChange={(v) => {
          if (!v) return;
          const [field, order] = v.split(':');
          s.setSort({ field: field ?? '', order: order ?? '' });
        }}
        allowDeselect={false}
        w={210}
        data-testid="brand-sort"
      />
      <FilterButton active={s.active} onClick={onFilters} countTestId="filter-count" />
    </Group>
  );
}
