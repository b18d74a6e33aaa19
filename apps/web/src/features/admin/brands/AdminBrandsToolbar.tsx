import { Group, Skeleton, Text } from '@mantine/core';
import { ColumnsMenu } from '../../../components/ColumnsMenu';
import { FilterButton } from '../../../components/FilterButton';
import { loadFailed } from '../../../components/LoadError';
import { SearchBox } from '../../../components/SearchBox';
import { AdminExportButton } from './AdminExportButton';
import type { AdminBrandsList } from './useAdminBrandsList';
import type { useAdminBrandsView } from './useAdminBrandsView';

type AdminBrandsView = ReturnType<typeof useAdminBrandsView>;

/**
 * The admin brand list's bar: search and the Filters button with the active-filter count; the total
 * ('N brand(s)', a shimmer while it loads), the Columns menu and Export CSV of the whole selection.
 */
export function AdminBrandsToolbar({
  view,
  shown,
  active,
  onFilters,
}: {
  view: AdminBrandsView;
  shown: AdminBrandsList;
  active: number;
  onFilters: () => void;
}) {
  const { list, columns } = shown;
  const data = list.data;
  return (
    <Group justify="space-between">
      <Group gap="sm">
        <SearchBox
          value={view.searchFor}
          onSearch={(v) => view.update({ searchFor: v, pageNo: null })}
          placeholder="Search brands"
        />
        <FilterButton active={active} onClick={onFilters} countTestId="filter-count" />
      </Group>
      <Group gap="sm">
        {data ? (
          <Text size="sm" c="dimmed" data-testid="admin-brand-total">
            {data.totalNoOfEntries} brand{data.totalNoOfEntries === 1 ? '' : 's'}
          </Text>
        ) : (
          !loadFailed(list) && <Skeleton height={14} width={72} radius="sm" />
        )}
        <ColumnsMenu preset={shown.preset} setting={shown.setting} onChange={shown.setSetting} />
        <AdminExportButton
          tab={view.tab}
          request={{
            searchFor: view.searchFor,
            filters: view.filters,
            sortBy: view.sort,
            columns: columns.map((c) => c.id),
          }}
        />
      </Group>
    </Group>
  );
}
