import { useState } from 'react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { PAGE_GATES, type TeamOverviewResult } from '@crm/contracts';
import { Link } from 'react-router';
import { UserAvatar, UserList } from '../../../components/Avatars';
import { EmptyState } from '../../../components/EmptyState';
import { PagedTable, type PagedColumn } from '../../../components/PagedTable';
import { RoleGate } from '../../../components/RoleGate';
import { SearchBox } from '../../../components/SearchBox';
import { hasAnyRole } from '../../../lib/user';
import { useTeamOverview } from './teamOverview';

type TeamRow = TeamOverviewResult['teams'][number];

const COLUMNS: PagedColumn<TeamRow>[] = [
  {
    id: 'teamName',
    label: 'Team',
    cell: (t) => (
      <Text size="sm" fw={600}>
        {t.teamName}
      </Text>
    ),
  },
  {
    id: 'owner',
    label: 'Team owner',
    cell: ({ owner: o }) => (
      <Group gap="xs" wrap="nowrap">
        <UserAvatar
          userId={o.userId}
          name={o.userName}
          imageUrl={o.profileImage}
          lastActiveOn={o.lastActiveOn}
          size={24}
        />
        <Anchor
          component={Link}
          to={`/profile/${o.userId}?name=${encodeURIComponent(o.userName)}`}
          size="sm"
        >
          {o.userName}
        </Anchor>
      </Group>
    ),
  },
  { id: 'memberCount', label: 'Members', cell: (t) => t.memberCount },
  { id: 'members', label: 'Who', cell: (t) => <UserList users={t.members} />, maw: 480 },
  { id: 'brandsOwned', label: 'Brands owned', cell: (t) => t.brandsOwned },
];

/**
 * /admin/users/teams (spec 001 §2 'team overview', §7 /admin/users teams, §9 50 a page): every team with
 * its owner, members and how many brands they own, searchable by name, paged, with loading, empty and
 * error states. Admins only: others get the gate's words and no admin call.
 */
export default function TeamOverviewPage() {
  return (
    <RoleGate
      allowed={(u) => hasAnyRole(u, 'ADMIN')}
      gate={PAGE_GATES.adminTeams}
      testId="team-overview-not-allowed"
    >
      <TeamOverview />
    </RoleGate>
  );
}

/** The admins' team overview table with its search and pager. */
function TeamOverview() {
  const [page, setPage] = useState(1);
  const [searchFor, setSearchFor] = useState('');
  const query = useTeamOverview(page, searchFor);
  return (
    <Stack gap="md" p="md">
      <Title order={2}>Team overview</Title>
      <SearchBox
        value={searchFor}
        onSearch={(v) => {
          setSearchFor(v);
          setPage(1);
        }}
        placeholder="Search teams"
        testId="team-overview-search"
      />
      <PagedTable
        query={query}
        items={(d) => d.teams}
        columns={COLUMNS}
        rowKey={(t) => t.teamId}
        rowTestId="team-overview-row"
        empty={
          <EmptyState
            title="No teams"
            description={
              searchFor
                ? 'No team matches this search.'
                : 'Teams appear here once they have owners.'
            }
          />
        }
        what="the teams"
        testId="team-overview"
        page={page}
        onPage={setPage}
      />
    </Stack>
  );
}
