import { Select } from '@mantine/core';
import { dropdownProps } from '../../../components/dropdown';
import { DEFAULT_SORT, SORTS } from './assignOptions';
import type { AssignFilterState } from './useAssignFilters';

/**
 * The assign page's sort: the stage sorts on the Assigned tab only; off it a chosen stage sort shows as
 * the default sort, as the list is sorted.
 */
export function AssignSortSelect({ f }: { f: AssignFilterState }) {
  const assigned = f.tab === 'ASSIGNED';
  return (
    <Select
      {...dropdownProps()}
      aria-label="Sort by"
      data={SORTS.filter((s) => !s.assignedOnly || assigned).map(({ value, label }) => ({
        value,
        label,
      }))}
      value={!assigned && f.sortValue.startsWith('stage') ? DEFAULT_SORT : f.sortValue}
      onChange={(v) => v && f.setSortValue(v)}
      allowDeselect={false}
      w={200}
      data-testid="assign-sort"
    />
  );
}
