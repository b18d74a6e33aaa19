import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A sortable column header: a keyboard-reachable button that toggles ASC/DESC; aria-sort mirrors the state. */
export function SortHeader<F extends string>({
  field,
  sort,
  onSort,
  children,
}: {
  field: F;
  sort: { field: F; order: 'ASC' | 'DESC' };
  onSort: (s: { field: F; order: 'ASC' | 'DESC' }) => void;
  children: ReactNode;
}) {
  const active = sort.field === field;
  const Icon = active ? (sort.order === 'ASC' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th aria-sort={active ? (sort.order === 'ASC' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort({ field, order: active && sort.order === 'ASC' ? 'DESC' : 'ASC' })}
        data-testid={`sort-${field}`}
      >
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {children}
          </Text>
          <Icon size={14} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
