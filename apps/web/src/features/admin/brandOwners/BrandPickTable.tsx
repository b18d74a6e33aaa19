import { Anchor, Checkbox, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { BrandSummary, ColumnDef } from '@crm/contracts';
import { brandInfoPath } from '../../../lib/links';
import { SkeletonRows } from '../../../components/SkeletonRows';
import { SortHeader } from '../../../components/SortHeader';

/** One cell of the assign-brands-to-user table by column id (spec 001 §9). */
function Cell({ b, id }: { b: BrandSummary; id: string }) {
  switch (id) {
    case 'brandName':
      return (
        <Anchor component={Link} to={brandInfoPath(b.brandId, b.brandName)} size="sm" fw={600}>
          {b.brandName}
        </Anchor>
      );
    case 'brandOwners':
      return (
        <Text size="sm" data-testid={`owners-${b.brandId}`}>
          {b.brandOwners.map((o) => o.brandOwnerUserName).join(', ') || '—'}
        </Text>
      );
    default: {
      const v = (b as Record<string, unknown>)[id];
      return <Text size="sm">{v === null || v === undefined ? '—' : String(v)}</Text>;
    }
  }
}

type Sort = { field: string; order: 'ASC' | 'DESC' };

/**
 * The page of matching brands with a checkbox per row and one for the page; rows show checked and
 * disabled while 'all matching' is on.
 */
export function BrandPickTable({
  brands,
  columns,
  selected,
  allMatching,
  onToggle,
  sort,
  onSort,
}: {
  brands: BrandSummary[] | undefined;
  columns: ColumnDef[];
  selected: Set<number>;
  allMatching: boolean;
  onToggle: (ids: number[], on: boolean) => void;
  sort: Sort;
  onSort: (s: Sort) => void;
}) {
  const ids = brands?.map((b) => b.brandId) ?? [];
  const pageOn = ids.length > 0 && ids.every((id) => selected.has(id));
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="assign-brands-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select the brands of this page"
                checked={allMatching || pageOn}
                indeterminate={!allMatching && !pageOn && ids.some((id) => selected.has(id))}
                disabled={allMatching || !ids.length}
                onChange={(e) => onToggle(ids, e.currentTarget.checked)}
                data-testid="select-page"
              />
            </Table.Th>
            {columns.map((c) =>
              c.sortField ? (
                <SortHeader key={c.id} field={c.sortField} sort={sort} onSort={onSort}>
                  {c.label}
                </SortHeader>
              ) : (
                <Table.Th key={c.id}>{c.label}</Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!brands ? (
            <SkeletonRows rows={10} cols={columns.length + 1} />
          ) : (
            brands.map((b) => (
              <Table.Tr key={b.brandId} data-testid={`assign-row-${b.brandId}`}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${b.brandName}`}
                    checked={allMatching || selected.has(b.brandId)}
                    disabled={allMatching}
                    onChange={(e) => onToggle([b.brandId], e.currentTarget.checked)}
                    data-testid={`select-${b.brandId}`}
                  />
                </Table.Td>
                {columns.map((c) => (
                  <Table.Td key={c.id}>
                    <Cell b={b} id={c.id} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
