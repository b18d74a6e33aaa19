import { Button, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import {
  ASSIGN_COUNT_COLUMNS,
  ASSIGN_COUNT_ROLES,
  type AdminBrandRow,
  type AdminOffloadedBrandRow,
  type ColumnDef,
} from '@crm/contracts';
import { LoadErrorRow, loadFailed, type LoadQuery } from '../../../components/LoadError';
import { SkeletonRows } from '../../../components/SkeletonRows';
import { SortHeader } from '../../../components/SortHeader';
import { formatDateTime } from '../../../lib/format';
import { BrandCell } from '../../brands';

type Row = AdminBrandRow | AdminOffloadedBrandRow;
type Sort = { field: string; order: 'ASC' | 'DESC' };

/** The role of an assign-count column id. */
const COUNT_ROLE = new Map(ASSIGN_COUNT_ROLES.map((r) => [ASSIGN_COUNT_COLUMNS[r] as string, r]));

/** One cell of the admin brands table: the assign counts by role and the offload time, else the brand list's cell. */
function Cell({ b, id }: { b: Row; id: string }) {
  const role = COUNT_ROLE.get(id);
  if (role && 'assignCountsByRole' in b) return <Text size="sm">{b.assignCountsByRole[role]}</Text>;
  if (id === 'offloadedAt' && 'offloadedAt' in b)
    return <Text size="sm">{formatDateTime(b.offloadedAt)}</Text>;
  return <BrandCell b={b} id={id} />;
}

/** The admin brands table: the preset's visible columns (sortable ones by header), an Edit action per row; skeleton rows while loading, the load error with Retry. */
export function AdminBrandTable({
  rows,
  columns,
  query,
  sort,
  onSort,
  onEdit,
}: {
  rows: Row[] | undefined;
  columns: ColumnDef[];
  query: LoadQuery & { data: unknown };
  sort: Sort;
  onSort: (s: Sort) => void;
  onEdit: (brandId: number) => void;
}) {
  const cols = columns.length + 1;
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="admin-brands-table">
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) =>
              c.sortField ? (
                <SortHeader key={c.id} field={c.sortField as string} sort={sort} onSort={onSort}>
                  {c.label}
                </SortHeader>
              ) : (
                <Table.Th key={c.id}>{c.label}</Table.Th>
              ),
            )}
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loadFailed(query) ? (
            <LoadErrorRow cols={cols} what="the brands" query={query} />
          ) : !rows ? (
            <SkeletonRows rows={10} cols={cols} />
          ) : (
            rows.map((b) => (
              <Table.Tr key={b.brandId} data-testid={`admin-brand-row-${b.brandId}`}>
                {columns.map((c) => (
                  <Table.Td key={c.id} data-col={c.id}>
                    <Cell b={b} id={c.id} />
                  </Table.Td>
                ))}
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconPencil size={14} />}
                    onClick={() => onEdit(b.brandId)}
                    aria-label={`Edit ${b.brandName}`}
                    data-testid={`admin-edit-${b.brandId}`}
                  >
                    Edit
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
