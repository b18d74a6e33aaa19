import { ActionIcon, Anchor, Button, Chip, Group, Menu, Paper, SegmentedControl, Stack, Table, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { IconDots, IconMessageCircle, IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PEOPLE_PAGE_SIZE, ROLE_NAMES, type PeopleListRequest, type PeopleListResult, type RoleCode } from '@crm/contracts';
import { api } from '../../lib/api';
import { EmptyState } from '../../components/EmptyState';
import { UserAvatar } from '../common/Avatars';
import { RoleBadges } from '../common/RoleBadges';
import { LoadError, loadFailed } from '../common/LoadError';
import { Pager } from '../common/Pager';
import { SearchBox } from '../common/SearchBox';
import { SkeletonRows } from '../common/SkeletonRows';
import { SortHeader } from '../common/SortHeader';
import { patchParams } from '../../lib/urlParams';
import { listTime } from '../chat/chatText';
import { currentUser, hasAnyRole } from '../common/user';
import { DeactivateUserModal } from './DeactivateUserModal';
import { UserFormModal } from './UserFormModal';

type SortField = NonNullable<PeopleListRequest['sortField']>;

/**
 * /peopleConnect?tabs&secondaryTab (spec 000 §2.1; issue 10 §2): 'Your Team' (tabs=MY_TEAM) and 'All
 * Employees', '/ Active' or '/ Deactivated' (secondaryTab=INACTIVE); name or email search, role chips with
 * counts, sortable columns, 50 a page. A name opens the profile; the chat button opens a personal chat.
 * Admins add users, and edit, deactivate (with a reason) or reactivate them from a row's menu.
 */
export default function PeoplePage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const team = params.get('tabs') === 'MY_TEAM';
  const inactive = params.get('secondaryTab') === 'INACTIVE';
  const [searchFor, setSearchFor] = useState('');
  const [roles, setRoles] = useState<RoleCode[]>([]);
  const [sort, setSort] = useState<{ field: SortField; order: 'ASC' | 'DESC' }>({ field: 'name', order: 'ASC' });
  const [page, setPage] = useState(1);
  const isAdmin = hasAnyRole(currentUser(), 'ADMIN');
  const [editing, setEditing] = useState<{ userId: number | null } | null>(null);
  const [activating, setActivating] = useState<{ userId: number; userName: string; reactivate: boolean } | null>(null);
  const body: PeopleListRequest = { pageNo: page, count: PEOPLE_PAGE_SIZE, searchFor, status: inactive ? 'INACTIVE' : 'ACTIVE', roles, getRoleWiseCount: true, sortField: sort.field, sortOrder: sort.order };
  const q = useQuery({
    queryKey: ['people', team, body],
    queryFn: () => api<PeopleListResult>('POST', team ? '/user/team/v2' : '/user/all/v2', body),
    placeholderData: keepPreviousData,
  });
  const patch = patchParams(setParams);
  const go = (p: Record<string, string | null>) => {
    setPage(1);
    setRoles([]);
    patch(p);
  };
  const onSort = (s: { field: SortField; order: 'ASC' | 'DESC' }) => {
    setSort(s);
    setPage(1);
  };
  const data = q.data;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>
          {team ? 'Your Team' : 'All Employees'} <Text span c="dimmed" fz="lg">/ {inactive ? 'Deactivated' : 'Active'}</Text>
        </Title>
        {isAdmin && (
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setEditing({ userId: null })} data-testid="people-add-user">
            Add user
          </Button>
        )}
      </Group>
      <Tabs value={team ? 'MY_TEAM' : 'ALL'} onChange={(v) => go({ tabs: v === 'MY_TEAM' ? 'MY_TEAM' : null })}>
        <Tabs.List>
          <Tabs.Tab value="MY_TEAM" data-testid="people-tab-team">
            Your Team
          </Tabs.Tab>
          <Tabs.Tab value="ALL" data-testid="people-tab-all">
            All Employees
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group justify="space-between">
        <SegmentedControl size="xs" value={inactive ? 'INACTIVE' : 'ACTIVE'} onChange={(v) => go({ secondaryTab: v === 'INACTIVE' ? 'INACTIVE' : null })} data={[{ value: 'ACTIVE', label: 'Active' }, { value: 'INACTIVE', label: 'Deactivated' }]} />
        <SearchBox
          value={searchFor}
          onSearch={(v) => {
            setSearchFor(v.trim());
            setPage(1);
          }}
          placeholder="Search by name or email"
          testId="people-search"
        />
      </Group>
      {!!data?.roleChips.length && (
        <Chip.Group
          multiple
          value={roles}
          onChange={(v) => {
            setRoles(v as RoleCode[]);
            setPage(1);
          }}
        >
          <Group gap={6} data-testid="people-role-chips">
            {data.roleChips.map((c) => (
              <Chip key={c.role} value={c.role} size="xs" variant="outline">
                {ROLE_NAMES[c.role]} ({c.count})
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      <Paper withBorder radius="md" p="sm">
        {loadFailed(q) ? (
          <LoadError what="the people" query={q} />
        ) : (
          <Table verticalSpacing="xs" highlightOnHover data-testid="people-table">
            <Table.Thead>
              <Table.Tr>
                <SortHeader field="name" sort={sort} onSort={onSort}>
                  Name
                </SortHeader>
                <SortHeader field="vertical" sort={sort} onSort={onSort}>
                  Vertical
                </SortHeader>
                <Table.Th>Roles</Table.Th>
                <Table.Th>Team owner</Table.Th>
                <SortHeader field="lastActiveOn" sort={sort} onSort={onSort}>
                  Last active
                </SortHeader>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.isLoading ? (
                <SkeletonRows rows={8} cols={6} />
              ) : !data?.users.length ? (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <EmptyState title="Nobody here" description={team ? 'People in the teams you own appear here.' : 'No one matches this search.'} />
                  </Table.Td>
                </Table.Tr>
              ) : (
                data.users.map((u) => (
                  <Table.Tr key={u.userId} data-testid="people-row">
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <UserAvatar userId={u.userId} name={u.userName} imageUrl={u.profileImage} lastActiveOn={u.lastActiveOn} size={30} />
                        <Stack gap={0}>
                          <Anchor component={Link} to={`/profile/${u.userId}?name=${encodeURIComponent(u.userName)}`} size="sm" fw={600}>
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
                    </Table.Td>
                    <Table.Td>{u.verticalName ?? '—'}</Table.Td>
                    <Table.Td>
                      <RoleBadges roles={u.roles} short size="xs" />
                    </Table.Td>
                    <Table.Td>{u.teamOwnerName ?? '—'}</Table.Td>
                    <Table.Td>{u.lastActiveOn ? listTime(u.lastActiveOn) : 'Never'}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        {!inactive && (
                          <Tooltip label={`Chat with ${u.firstName}`}>
                            <ActionIcon variant="subtle" aria-label={`Chat with ${u.userName}`} onClick={() => navigate(`/chat?userId=${u.userId}`)} data-testid="people-chat">
                              <IconMessageCircle size={18} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                        {isAdmin && (
                          <Menu position="bottom-end" withinPortal>
                            <Menu.Target>
                              <ActionIcon variant="subtle" color="gray" aria-label={`Manage ${u.userName}`} data-testid="people-row-menu">
                                <IconDots size={18} />
                              </ActionIcon>
                            </Menu.Target>
                            <Menu.Dropdown>
                              <Menu.Item onClick={() => setEditing({ userId: u.userId })}>Edit…</Menu.Item>
                              {u.status === 'ACTIVE' ? (
                                <Menu.Item color="red" disabled={u.userId === currentUser()?.userId} onClick={() => setActivating({ userId: u.userId, userName: u.userName, reactivate: false })}>
                                  Deactivate…
                                </Menu.Item>
                              ) : (
                                <Menu.Item color="green" onClick={() => setActivating({ userId: u.userId, userName: u.userName, reactivate: true })}>
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
        )}
        {data && <Pager pageNo={page} totalPages={data.totalPages} total={data.totalNoOfEntries} onChange={setPage} />}
      </Paper>
      {isAdmin && <UserFormModal opened={!!editing} userId={editing?.userId ?? null} onClose={() => setEditing(null)} />}
      {isAdmin && <DeactivateUserModal user={activating} onClose={() => setActivating(null)} />}
    </Stack>
  );
}
