import { ActionIcon, Table } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** One column of a group table: its header and its cell. */
export type GroupColumn<T> = { header: string; cell: (row: T) => ReactNode };

/**
 * One group of a GroupTable: the toggle (a button, aria-expanded) and the group's cells; once open, a
 * full-width row below it with the group's own list (`detail`).
 */
export function GroupRow<T>({
  row,
  rowKey,
  label,
  columns,
  detail,
  open,
  onToggle,
  testId,
}: {
  row: T;
  rowKey: number;
  label: string;
  columns: GroupColumn<T>[];
  detail: (row: T) => ReactNode;
  open: boolean;
  onToggle: () => void;
  testId: string;
}) {
  return (
    <>
      <Table.Tr data-testid={`${testId}-row-${rowKey}`}>
        <Table.Td>
          <ActionIcon
            variant="subtle"
            aria-expanded={open}
            aria-label={`${open ? 'Hide' : 'Show'} the event inventories of ${label}`}
            onClick={onToggle}
          >
            {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          </ActionIcon>
        </Table.Td>
        {columns.map((c) => (
          <Table.Td key={c.header}>{c.cell(row)}</Table.Td>
        ))}
      </Table.Tr>
      {open && (
        <Table.Tr>
          <Table.Td colSpan={columns.length + 1} bg="var(--mantine-color-gray-0)">
            {detail(row)}
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
