import { Button, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import {
  ASSIGN_COUNT_COLUMNS,
  ASSIGN_COUNT_ROLES,
  type AdminBrandRow,
  type AdminOffloadedBrandRow,
  type ColumnDef,
} from '@crm/contracts';
import type { LoadQuery } from '../../../components/LoadError';
import { formatDateTime } from '../../../lib/format';
import { BrandCell, BrandTable } from '../../brands';

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

/** The admin brands table: the brand list's table (BrandTable) with the admin cells and an Edit action per row. */
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
  const edit = (b: Row) => (
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
  );
  return (
    <BrandTable<Row>
      rows={rows}
      columns={columns}
      extras={[{ key: 'edit', cell: edit }]}
      cell={(b, id) => <Cell b={b} id={id} />}
      query={query}
      sort={sort}
      onSort={onSort}
      testId="admin-brands-table"
      rowTestId="admin-brand-row-"
      minWidth={1100}
    />
  );
}
