import { Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { visibleColumns } from '@crm/contracts';
import { ColumnsMenu } from '../../components/ColumnsMenu';
import { useTableColumnSettings } from '../../lib/columnsSettings';
import { LoadError, loadFailed } from '../../components/LoadError';
import { Pager } from '../../components/Pager';
import { DeactivateUserModal } from './DeactivateUserModal';
import { PeopleHeader } from './list/PeopleHeader';
import { PeopleTabs } from './list/PeopleTabs';
import { PeopleToolbar } from './list/PeopleToolbar';
import type { UserActivation } from './list/PersonActions';
import { RoleChips } from './list/RoleChips';
import { usePeopleList } from './list/usePeopleList';
import { PeopleTable } from './PeopleTable';
import { UserFormModal } from './UserFormModal';
import { UserFilterBar } from './UserFilterBar';

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
  const list = usePeopleList();
  const { team, isAdmin, filter, patch, query: q } = list;
  const { settings, setPreset } = useTableColumnSettings();
  const preset = team ? 'myTeam' : 'allEmployees';
  const [editing, setEditing] = useState<{ userId: number | null } | null>(null);
  const [activating, setActivating] = useState<UserActivation | null>(null);
  const data = q.data;
  return (
    <Stack>
      <PeopleHeader
        team={team}
        status={list.shownStatus}
        onAdd={isAdmin ? () => setEditing({ userId: null }) : null}
      />
      <PeopleTabs team={team} onChange={list.goTab} />
      <PeopleToolbar
        list={list}
        columnsMenu={
          <ColumnsMenu
            preset={preset}
            setting={settings[preset]}
            onChange={(v) => setPreset(preset, v)}
          />
        }
      />
      {list.adminList && <UserFilterBar filter={filter} onPatch={patch} onApply={list.apply} />}
      <RoleChips
        chips={data?.roleChips}
        value={filter.roles}
        onChange={(roles) => patch({ roles })}
      />
      <Paper withBorder radius="md" p="sm">
        {loadFailed(q) ? (
          <LoadError what="the people" query={q} />
        ) : (
          <PeopleTable
            users={data?.users}
            loading={q.isLoading}
            columns={visibleColumns(preset, settings[preset])}
            sort={list.sort}
            onSort={list.onSort}
            emptyText={
              team ? 'People in the teams you own appear here.' : 'No one matches this search.'
            }
            inactive={list.inactive}
            isAdmin={isAdmin}
            onEdit={(userId) => setEditing({ userId })}
            onActivate={setActivating}
          />
        )}
        {data && <Pager page={data} onChange={list.setPage} />}
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
