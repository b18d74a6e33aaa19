import { Group, SegmentedControl } from '@mantine/core';
import type { ReactNode } from 'react';
import { SearchBox } from '../../../components/SearchBox';
import type { PeopleList } from './usePeopleList';
import { STATUS_LABELS, type PeopleStatus } from './statusLabels';

/**
 * The Employees lists' toolbar: the status switch (Active / Deactivated, and All on the admins' users
 * list, where a switch keeps the role chips; elsewhere it clears them), the name or email search and
 * `columnsMenu` (the list preset's Columns menu).
 */
export function PeopleToolbar({ list, columnsMenu }: { list: PeopleList; columnsMenu: ReactNode }) {
  const { adminList, patch } = list;
  const statuses: PeopleStatus[] = ['ACTIVE', 'INACTIVE', ...(adminList ? ['ALL' as const] : [])];
  return (
    <Group justify="space-between">
      <SegmentedControl
        size="xs"
        value={list.shownStatus}
        onChange={(v) => patch({ status: v as PeopleStatus, ...(adminList ? {} : { roles: [] }) })}
        data={statuses.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        data-testid="people-status"
      />
      <Group gap="sm">
        <SearchBox
          value={list.filter.searchFor}
          onSearch={(v) => patch({ searchFor: v.trim() })}
          placeholder="Search by name or email"
          testId="people-search"
        />
        {columnsMenu}
      </Group>
    </Group>
  );
}
