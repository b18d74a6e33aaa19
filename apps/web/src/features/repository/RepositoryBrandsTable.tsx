import { Checkbox, Group, Select, Text } from '@mantine/core';
import { visibleColumns, type RepositoryBrand } from '@crm/contracts';
import { ColumnsMenu } from '../../components/ColumnsMenu';
import { dropdownProps } from '../../components/dropdown';
import { PagedTable, type PagedColumn } from '../../components/PagedTable';
import { useTableColumnSettings } from '../../lib/columnsSettings';
import { RepositoryBrandBulkBar } from './detail/RepositoryBrandBulkBar';
import { REPOSITORY_BRAND_CELLS } from './detail/repositoryBrandCells';
import { RepositoryBrandsEmpty } from './detail/RepositoryBrandsEmpty';
import { useRepositoryBrandPage, type RepositoryBrandScope } from './detail/useRepositoryBrandPage';

const SORTS = [
  { value: 'brandName:ASC', label: 'Name A–Z' },
  { value: 'brandName:DESC', label: 'Name Z–A' },
  { value: 'brandRevenue:DESC', label: 'Revenue: high to low' },
  { value: 'industryName:ASC', label: 'Industry A–Z' },
  { value: 'updatedAt:DESC', label: 'Recently updated' },
];

/**
 * One brand tab of a repository (spec 001 §9 presets 'review repo' = IN_REPO and 'repo not added' =
 * NOT_IN_REPO), 25 a page, by the page's search and brand filter. The owner selects rows (or every
 * brand matching) to add to the repository, or to remove from it (with Undo).
 */
export function RepositoryBrandsTable(scope: RepositoryBrandScope) {
  const { repo, tab } = scope;
  const page = useRepositoryBrandPage(scope);
  const q = page.query;
  const { settings, setPreset } = useTableColumnSettings();
  const preset = tab === 'IN_REPO' ? 'reviewRepo' : 'repoNotAdded';
  const selectColumn: PagedColumn<RepositoryBrand> = {
    id: 'select',
    label: '',
    cell: (b) => (
      <Checkbox
        aria-label={`Select ${b.brandName}`}
        checked={page.selected.includes(b.brandId)}
        onChange={() => page.toggle(b.brandId)}
        data-testid="repository-brand-select"
      />
    ),
  };
  const columns: PagedColumn<RepositoryBrand>[] = [
    ...(repo.isMine ? [selectColumn] : []),
    ...visibleColumns(preset, settings[preset]).map((c) => ({
      id: c.id,
      label: c.label,
      cell: REPOSITORY_BRAND_CELLS[c.id] ?? (() => null),
    })),
  ];
  return (
    <>
      <Group justify="space-between" mb="xs">
        <Group gap="sm">{repo.isMine && <RepositoryBrandBulkBar tab={tab} page={page} />}</Group>
        <Group gap="sm">
          <Select
            {...dropdownProps()}
            aria-label="Sort brands"
            data={SORTS}
            value={page.sort}
            onChange={(v) => v && page.setSort(v)}
            allowDeselect={false}
            w={200}
            size="xs"
          />
          <ColumnsMenu
            preset={preset}
            setting={settings[preset]}
            onChange={(s) => setPreset(preset, s)}
          />
        </Group>
      </Group>
      <PagedTable
        query={q}
        items={(d) => d.brands}
        columns={columns}
        rowKey={(b) => b.brandId}
        rowTestId={`repository-brand-row-${tab}`}
        empty={<RepositoryBrandsEmpty {...scope} />}
        what="the brands"
        testId={`repository-brands-${tab}`}
        page={page.pageNo}
        onPage={page.setPageNo}
      />
      {!q.isLoading && page.total > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          You see the brands you work: all for a project owner, your team’s for a team owner, your
          own for a brand owner.
        </Text>
      )}
    </>
  );
}
