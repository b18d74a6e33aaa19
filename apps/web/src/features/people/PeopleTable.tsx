import { Table } from '@mantine/core';
import type { ColumnDef, PersonRow } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { SkeletonRows } from '../../components/SkeletonRows';
import { SortHeader } from '../../components/SortHeader';
import { personCell } from './list/personCell';
import { PersonActions, type UserActivation } from './list/PersonActions';
import type { PeopleSort } from './list/usePeopleList';

/** The Employees columns the list can sort by (the preset's columns carry no brand sort field). */
const SORT_FIELDS: Partial<Record<string, PeopleSort['field']>> = {
  name: 'name',
  vertical: 'vertical',
  lastActiveOn: 'lastActiveOn',
};

/** A column's header: a sort button where the list sorts by it. */
function ColumnHeader({
  c,
  sort,
  onSort,
}: {
  c: ColumnDef;
  sort: PeopleSort;
  onSort: (s: PeopleSort) => void;
}) {
  const field = SORT_FIELDS[c.id];
  if (!field) return <Table.Th>{c.label}</Table.Th>;
  return (
    <SortHeader field={field} sort={sort} onSort={onSort}>
      {c.label}
    </SortHeader>
  );
}

/**
 * The Employees table: the preset's visible columns in the user's order (spec 001 §9 all
 * employees / my team), sortable where the list sorts, a chat button per active person and, for admins,
 * a row menu to edit, deactivate or reactivate.
 */
export function PeopleTable(props: {
  users: PersonRow[] | undefined;
  loading: boolean;
  columns: ColumnDef[];
  sort: PeopleSort;
  onSort: (s: PeopleSort) => void;
  emptyText: string;
  inactive: boolean;
  isAdmin: boolean;
  onEdit: (userId: number) => void;
  onActivate: (u: UserActivation) => void;
}) {
  const { users, columns } = props;
  const span = columns.length + 1;
  const rows = () =>
    users?.length ? (
      users.map((u) => (
        <Table.Tr key={u.userId} data-testid="people-row">
          {columns.map((c) => (
            <Table.Td key={c.id}>{personCell(c.id, u)}</Table.Td>
          ))}
          <Table.Td>
            <PersonActions
              u={u}
              inactive={props.inactive}
              isAdmin={props.isAdmin}
              onEdit={props.onEdit}
              onActivate={props.onActivate}
            />
          </Table.Td>
        </Table.Tr>
      ))
    ) : (
      <Table.Tr>
        <Table.Td colSpan={span}>
          <EmptyState title="Nobody here" description={props.emptyText} />
        </Table.Td>
      </Table.Tr>
    );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="people-table">
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <ColumnHeader key={c.id} c={c} sort={props.sort} onSort={props.onSort} />
            ))}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{props.loading ? <SkeletonRows rows={8} cols={span} /> : rows()}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
