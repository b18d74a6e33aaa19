import { Anchor, Button, Checkbox, Group, Select, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  visibleColumns,
  type BrandFilterInput,
  type BrandFilterSortField,
  type Repository,
  type RepositoryBrand,
  type RepositoryBrandTab,
} from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { toastSuccess } from '../../lib/api';
import { formatCrore, formatDateTime } from '../../lib/format';
import { BrandAvatar, OwnerAvatars } from '../../components/Avatars';
import { ColumnsMenu } from '../../components/ColumnsMenu';
import { useTableColumnSettings } from '../../lib/columnsSettings';
import { brandInfoPath } from '../../lib/links';
import { PagedTable, type PagedColumn } from '../../components/PagedTable';
import { showUndoToast } from '../../components/undoToast';
import { useToastOnError } from '../../lib/useToastOnError';
import { useChangeRepositoryBrands, useRepositoryBrands } from './queries';
import { dropdownProps } from '../../components/dropdown';

const SORTS = [
  { value: 'brandName:ASC', label: 'Name A–Z' },
  { value: 'brandName:DESC', label: 'Name Z–A' },
  { value: 'brandRevenue:DESC', label: 'Revenue: high to low' },
  { value: 'industryName:ASC', label: 'Industry A–Z' },
  { value: 'updatedAt:DESC', label: 'Recently updated' },
];

const cells: Record<string, (b: RepositoryBrand) => ReactNode> = {
  brandName: (b) => (
    <Group gap="sm" wrap="nowrap">
      <BrandAvatar name={b.brandName} imageUrl={b.brandImageUrl} size={28} />
      <Anchor component={Link} to={brandInfoPath(b.brandId, b.brandName)} fw={600} size="sm">
        {b.brandName}
      </Anchor>
    </Group>
  ),
  companyName: (b) => b.companyName ?? '—',
  industryName: (b) => b.industryName ?? '—',
  brandRevenue: (b) => formatCrore(b.brandRevenue),
  brandOwners: (b) => <OwnerAvatars owners={b.brandOwners} />,
  hqCity: (b) => b.hqCity ?? '—',
  addedBy: (b) => b.addedBy?.userName ?? '—',
  addedAt: (b) => formatDateTime(b.addedAt),
};

/**
 * One brand tab of a repository (spec 001 §9 presets 'review repo' = IN_REPO and 'repo not added' =
 * NOT_IN_REPO), 25 a page, by the page's search and brand filter. The owner selects rows (or every
 * brand matching) to add to the repository, or to remove from it (with Undo).
 */
export function RepositoryBrandsTable({
  repo,
  tab,
  searchFor,
  filter,
}: {
  repo: Repository;
  tab: RepositoryBrandTab;
  searchFor: string;
  filter: BrandFilterInput;
}) {
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState('brandName:ASC');
  const [selected, setSelected] = useState<number[]>([]);
  const [field, order] = sort.split(':') as [BrandFilterSortField, 'ASC' | 'DESC'];
  const q = useRepositoryBrands({
    repoId: repo.repoId,
    tab,
    searchFor,
    filters: filter,
    sortBy: { field, order },
    pageNo,
  });
  useToastOnError(q.error);
  const change = useChangeRepositoryBrands();
  const { settings, setPreset } = useTableColumnSettings();
  const preset = tab === 'IN_REPO' ? 'reviewRepo' : 'repoNotAdded';
  const page = q.data?.brands ?? [];
  const total = q.data?.totalNoOfEntries ?? 0;
  const pageIds = page.map((b) => b.brandId);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const toggle = (id: number) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const selectColumn: PagedColumn<RepositoryBrand> = {
    id: 'select',
    label: '',
    cell: (b) => (
      <Checkbox
        aria-label={`Select ${b.brandName}`}
        checked={selected.includes(b.brandId)}
        onChange={() => toggle(b.brandId)}
        data-testid="repository-brand-select"
      />
    ),
  };
  const columns: PagedColumn<RepositoryBrand>[] = [
    ...(repo.isMine ? [selectColumn] : []),
    ...visibleColumns(preset, settings[preset]).map((c) => ({
      id: c.id,
      label: c.label,
      cell: cells[c.id] ?? (() => null),
    })),
  ];
  const run = (action: 'ADD' | 'REMOVE', all: boolean) => {
    const brandIds = all ? [] : selected;
    change.mutate(
      { repoId: repo.repoId, action, selectAll: all, brandIds, searchFor, filters: filter },
      {
        onSuccess: (r) => {
          setSelected([]);
          setPageNo(1);
          if (action === 'REMOVE' && !all && r.affected > 0) {
            showUndoToast({
              message: r.message,
              testId: 'undo-remove-brands',
              onUndo: () =>
                change.mutate(
                  { repoId: repo.repoId, action: 'ADD', brandIds },
                  { onSuccess: (x) => toastSuccess(x.message) },
                ),
            });
          } else toastSuccess(r.message);
        },
      },
    );
  };
  return (
    <>
      <Group justify="space-between" mb="xs">
        <Group gap="sm">
          {repo.isMine && (
            <Checkbox
              label={selected.length ? `${selected.length} selected` : 'Select page'}
              checked={allOnPage}
              indeterminate={!allOnPage && selected.length > 0}
              onChange={() =>
                setSelected((s) =>
                  allOnPage
                    ? s.filter((id) => !pageIds.includes(id))
                    : [...new Set([...s, ...pageIds])],
                )
              }
              data-testid="repository-select-page"
            />
          )}
          {repo.isMine && tab === 'NOT_IN_REPO' && (
            <>
              <Button
                size="xs"
                disabled={!selected.length}
                loading={change.isPending}
                onClick={() => run('ADD', false)}
                data-testid="repository-add-selected"
              >
                Add selected{selected.length ? ` (${selected.length})` : ''}
              </Button>
              <Button
                size="xs"
                variant="light"
                disabled={!total}
                loading={change.isPending}
                onClick={() => run('ADD', true)}
                data-testid="repository-add-all"
              >
                {q.data ? `Add all ${total} matching` : 'Add all matching'}
              </Button>
            </>
          )}
          {repo.isMine && tab === 'IN_REPO' && (
            <Button
              size="xs"
              color="red"
              variant="light"
              disabled={!selected.length}
              loading={change.isPending}
              onClick={() => run('REMOVE', false)}
              data-testid="repository-remove-selected"
            >
              Remove selected{selected.length ? ` (${selected.length})` : ''}
            </Button>
          )}
        </Group>
        <Group gap="sm">
          <Select
            {...dropdownProps()}
            aria-label="Sort brands"
            data={SORTS}
            value={sort}
            onChange={(v) => v && (setSort(v), setPageNo(1))}
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
        empty={
          <EmptyState
            title={
              tab === 'IN_REPO'
                ? searchFor || Object.keys(filter).length
                  ? 'No brands of this repository match'
                  : 'No brands in this repository yet'
                : 'No more brands match'
            }
            description={
              tab === 'IN_REPO' && repo.isMine
                ? 'Open “Repo not added”, narrow it with the brand filter, and add brands.'
                : undefined
            }
          />
        }
        what="the brands"
        testId={`repository-brands-${tab}`}
        page={pageNo}
        onPage={setPageNo}
      />
      {!q.isLoading && total > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          You see the brands you work: all for a project owner, your team’s for a team owner, your
          own for a brand owner.
        </Text>
      )}
    </>
  );
}
