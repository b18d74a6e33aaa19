import { ActionIcon, Anchor, Group, Menu, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconDots, IconMessageCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ColumnDef, PeopleListRequest, PersonRow } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { UserAvatar } from '../../components/Avatars';
import { RoleBadges } from '../../components/RoleBadges';
import { SkeletonRows } from '../../components/SkeletonRows';
import { SortHeader } from '../../components/SortHeader';
import { currentUser } from '../../lib/user';
import { formatListStamp } from '../../lib/format';

type SortField = NonNullable<PeopleListRequest['sortField']>;
type Sort = { field: SortField; order: 'ASC' | 'DESC' };

/** The Employees columns the list can sort by (the preset's columns carry no brand sort field). */
const SORT_FIELDS: Partial<Record<string, SortField>> = {
  name: 'name',
  vertical: 'vertical',
  lastActiveOn: 'lastActiveOn',
};

/** One cell of a person's row for a preset column id. */
function cell(id: string, u: PersonRow): ReactNode {
  switch (id) {
    case 'name':
      return (
        <Group gap="sm" wrap="nowrap">
          <UserAvatar
            userId={u.userId}
            name={u.userName}
            imageUrl={u.profileImage}
            lastActiveOn={u.lastActiveOn}
            size={30}
          />
          <Stack gap={0}>
            <Anchor
              component={Link}
              to={`/profile/${u.userId}?name=${encodeURIComponent(u.userName)}`}
              size="sm"
              fw={600}
            >
              {u.userName}
            </Anchor>
            <Text size="xs" c="dimmed">
              {u.email}
            </Text>
            {u.deactivationReason && (
              <Text size="xs" c="red" lineClamp={2} data-testid="people-deactivation-reason">
                Deactivated: {u.deactivationReason}
              </Text>
            )}
          </Stack>
        </Group>
      );
    case 'vertical':
      return u.verticalName ?? '—';
    case 'roles':
      return <RoleBadges roles={u.roles} short size="xs" />;
    case 'teamOwner':
      return u.teamOwnerName ?? '—';
    case 'lastActiveOn':
      return u.lastActiveOn ? formatListStamp(u.lastActiveOn) : 'Never';
    default:
      return null;
  }
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
  sort: Sort;
  onSort: (s: Sort) => void;
  emptyText: string;
  inactive: boolean;
  isAdmin: boolean;
  onEdit: (userId: number) => void;
  onActivate: (u: { userId: number; userName: string; reactivate: boolean }) => void;
}) {
  const { users, columns, sort, onSort, inactive, isAdmin } = props;
  const navigate = useNavigate();
  const span = columns.length + 1;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="people-table">
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => {
              const field = SORT_FIELDS[c.id];
              return field ? (
                <SortHeader key={c.id} field={field} sort={sort} onSort={onSort}>
                  {c.label}
                </SortHeader>
              ) : (
                <Table.Th key={c.id}>{c.label}</Table.Th>
              );
            })}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.loading ? (
            <SkeletonRows rows={8} cols={span} />
          ) : !users?.length ? (
            <Table.Tr>
              <Table.Td colSpan={span}>
                <EmptyState title="Nobody here" description={props.emptyText} />
              </Table.Td>
            </Table.Tr>
          ) : (
            users.map((u) => (
              <Table.Tr key={u.userId} data-testid="people-row">
                {columns.map((c) => (
                  <Table.Td key={c.id}>{cell(c.id, u)}</Table.Td>
                ))}
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    {!inactive && (
                      <Tooltip label={`Chat with ${u.firstName}`}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Chat with ${u.userName}`}
                          onClick={() => navigate(`/chat?userId=${u.userId}`)}
                          data-testid="people-chat"
                        >
                          <IconMessageCircle size={18} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {isAdmin && (
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={`Manage ${u.userName}`}
                            data-testid="people-row-menu"
                          >
                            <IconDots size={18} />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item onClick={() => props.onEdit(u.userId)}>Edit…</Menu.Item>
                          {u.status === 'ACTIVE' ? (
                            <Menu.Item
                              color="red"
                              disabled={u.userId === currentUser()?.userId}
                              onClick={() =>
                                props.onActivate({
                                  userId: u.userId,
                                  userName: u.userName,
                                  reactivate: false,
                                })
                              }
                            >
                              Deactivate…
                            </Menu.Item>
                          ) : (
                            <Menu.Item
                              color="green"
                              onClick={() =>
                                props.onActivate({
                                  userId: u.userId,
                                  userName: u.userName,
                                  reactivate: true,
                                })
                              }
                            >
                              Reactivate…
                            </Menu.Item>
                          )}
                        </Menu.Dropdown>
                      </Menu>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
