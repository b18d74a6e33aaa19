import {
  Button,
  Chip,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  PEOPLE_PAGE_SIZE,
  ROLE_NAMES,
  visibleColumns,
  type PeopleListRequest,
  peopleRoutes,
  adminUserListRoutes,
  type RoleCode,
} from '@crm/contracts';
import { callRoute } from '../../lib/useApi';
import { ColumnsMenu } from '../../components/ColumnsMenu';
import { useTableColumnSettings } from '../../lib/columnsSettings';
import { LoadError, loadFailed } from '../../components/LoadError';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { patchParams } from '../../lib/urlParams';
import { currentUser, hasAnyRole } from '../../lib/user';
import { DeactivateUserModal } from './DeactivateUserModal';
import { PeopleTable } from './PeopleTable';
import { UserFormModal } from './UserFormModal';
import { UserFilterBar } from './UserFilterBar';
import { useUserFilter } from './useUserFilters';

type SortField = NonNullable<PeopleListRequest['sortField']>;
type Sort = { field: SortField; order: 'ASC' | 'DESC' };
const sortOf = (s: Sort) => ({ sortField: s.field, sortOrder: s.order });
/** The status switch's words. */
const STATUS_LABELS = { ACTIVE: 'Active', INACTIVE: 'Deactivated', ALL: 'All' } as const;

/**
 * /peopleConnect?tabs&secondaryTab (spec 000 §2.1): 'Your Team' (tabs=MY_TEAM) and 'All
 * Employees', '/ Active' or '/ Deactivated' (secondaryTab=INACTIVE); name or email search, role chips with
 * counts, sortable columns chosen and ordered per user (Columns: presets allEmployees / myTeam), 50 a
 * page. A name opens the profile; the chat button opens a personal chat.
 * Admins' All Employees is the admin users list (25 a page): also All statuses, verticals, team
 * owners and saved filters (UserFilterBar). Admins add users, and edit, deactivate (with a reason)
 * or reactivate them from a row's menu.
 */
export default function PeoplePage() {
  const [params, setParams] = useSearchParams();
  const team = params.get('tabs') === 'MY_TEAM';
  const { filter, page, setPage, patch: patchFilter, apply } = useUserFilter();
  const { searchFor, roles } = filter;
  const inactive = filter.status === 'INACTIVE';
  const [sort, setSort] = useState<Sort>({
    field: 'name',
    order: 'ASC',
  });
  const isAdmin = hasAnyRole(currentUser(), 'ADMIN');
  const adminList = isAdmin && !team;
  const shownStatus = adminList ? filter.status : inactive ? 'INACTIVE' : 'ACTIVE';
  const { settings, setPreset } = useTableColumnSettings();
  const preset = team ? 'myTeam' : 'allEmployees';
  const [editing, setEditing] = useState<{ userId: number | null } | null>(null);
  const [activating, setActivating] = useState<{
    userId: number;
    userName: string;
    reactivate: boolean;
  } | null>(null);
  const body: PeopleListRequest = {
    pageNo: page,
    count: PEOPLE_PAGE_SIZE,
    searchFor,
    status: inactive ? 'INACTIVE' : 'ACTIVE',
    roles,
    getRoleWiseCount: true,
    ...sortOf(sort),
  };
  const q = useQuery({
    queryKey: ['people', team, adminList, body, filter],
    queryFn: () =>
      adminList
        ? callRoute(adminUserListRoutes.all, { ...filter, pageNo: page, ...sortOf(sort) })
        : callRoute(team ? peopleRoutes.team : peopleRoutes.list, body),
    placeholderData: keepPreviousData,
  });
  const go = (p: Record<string, string | null>) => {
    patchFilter({ roles: [] });
    patchParams(setParams)(p);
  };
  const onSort = (s: Sort) => {
    setSort(s);
    setPage(1);
  };
  const data = q.data;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>
          {team ? 'Your Team' : 'All Employees'}{' '}
          <Text span c="dimmed" fz="lg">
            / {STATUS_LABELS[shownStatus]}
          </Text>
        </Title>
        {isAdmin && (
          <Button
            leftSection={<IconUserPlus size={16} />}
            onClick={() => setEditing({ userId: null })}
            data-testid="people-add-user"
          >
            Add user
          </Button>
        )}
      </Group>
      <Tabs
        value={team ? 'MY_TEAM' : 'ALL'}
        onChange={(v) => go({ tabs: v === 'MY_TEAM' ? 'MY_TEAM' : null })}
      >
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
        <SegmentedControl
          size="xs"
          value={shownStatus}
          onChange={(v) =>
            patchFilter({
              status: v as typeof shownStatus,
              ...(adminList ? {} : { roles: [] }),
            })
          }
          data={(['ACTIVE', 'INACTIVE', ...(adminList ? ['ALL' as const] : [])] as const).map(
            (value) => ({ value, label: STATUS_LABELS[value] }),
          )}
          data-testid="people-status"
        />
        <Group gap="sm">
          <SearchBox
            value={searchFor}
            onSearch={(v) => patchFilter({ searchFor: v.trim() })}
            placeholder="Search by name or email"
            testId="people-search"
          />
          <ColumnsMenu
            preset={preset}
            setting={settings[preset]}
            onChange={(v) => setPreset(preset, v)}
          />
        </Group>
      </Group>
      {adminList && <UserFilterBar filter={filter} onPatch={patchFilter} onApply={apply} />}
      {!!data?.roleChips.length && (
        <Chip.Group
          multiple
          value={roles}
          onChange={(v) => patchFilter({ roles: v as RoleCode[] })}
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
          <PeopleTable
            users={data?.users}
            loading={q.isLoading}
            columns={visibleColumns(preset, settings[preset])}
            sort={sort}
            onSort={onSort}
            emptyText={
              team ? 'People in the teams you own appear here.' : 'No one matches this search.'
            }
            inactive={inactive}
            isAdmin={isAdmin}
            onEdit={(userId) => setEditing({ userId })}
            onActivate={setActivating}
          />
        )}
        {data && <Pager page={data} onChange={setPage} />}
      </Paper>
      {isAdmin && (
        <UserFormModal
          opened={!!editing}
          userId={editing?.userId ?? null}
          onClose={() => setEditing(null)}
        />
      )}
      {isAdmin && <DeactivateUserModal user={activating} onClose={() => setActivating(null)} />}
    </Stack>
  );
}
