import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  EVENT_TEAM_ROLE_LABELS,
  EVENT_TEAM_TEXTS as T,
  type EventTeamMember,
} from '@crm/contracts';
import { UserAvatar } from '../../../components/Avatars';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { Pager } from '../../../components/Pager';
import { SearchBox } from '../../../components/SearchBox';
import { SearchPicker } from '../../../components/searchPickers';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { useToastOnError } from '../../../lib/useToastOnError';
import { useEventTeam, useTeamOwnerSearch, type TeamFilters } from './queries';

/**
 * The event's team (spec 001 §7 GET /event/team-members): who works it, 50 a page, each with their roles
 * on it as badges and the pairings they own; search by name and keep one team owner's (TO) team, the
 * team owner searched among all of them on the server.
 */
export function TeamSection({ eventId }: { eventId: number }) {
  const [f, setF] = useState<TeamFilters>({ pageNo: 1, searchFor: '' });
  const team = useEventTeam(eventId, f);
  useToastOnError(team.error);
  const members = team.data?.members;
  return (
    <Paper withBorder radius="md" p="md" data-testid="event-team">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{T.team}</Title>
        <Group gap="sm">
          <SearchPicker
            label={T.filterByTo}
            noun="team owners"
            value={f.toUserId ? String(f.toUserId) : null}
            initial={null}
            onChange={(v) => setF({ ...f, pageNo: 1, toUserId: v ? Number(v) : undefined })}
            useOptions={useTeamOwnerSearch}
            testId="team-to-filter"
          />
          <SearchBox
            value={f.searchFor}
            onSearch={(searchFor) => setF({ ...f, pageNo: 1, searchFor })}
            placeholder="Search the team"
            testId="team-search"
          />
        </Group>
      </Group>
      {loadFailed(team) ? (
        <LoadError what="the team" query={team} />
      ) : !members ? (
        <SkeletonBlock lines={4} />
      ) : members.length === 0 ? (
        <EmptyState
          title={T.noTeam}
          description="Project owners, SMEs, brand owners and collaborators appear here."
        />
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped highlightOnHover data-testid="team-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Roles on this event</Table.Th>
                <Table.Th ta="right">Pairings owned</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((m) => (
                <MemberRow key={m.user.userId} m={m} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {team.data && <Pager page={team.data} onChange={(pageNo) => setF({ ...f, pageNo })} />}
    </Paper>
  );
}

/** One team member: avatar and name, roles as badges, pairings owned. */
export function MemberRow({ m }: { m: EventTeamMember }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <UserAvatar
            userId={m.user.userId}
            name={m.user.userName}
            imageUrl={m.user.profileImage}
            lastActiveOn={m.user.lastActiveOn}
          />
          <Stack gap={0}>
            <Text size="sm">{m.user.userName}</Text>
            {m.user.verticalName && (
              <Text size="xs" c="dimmed">
                {m.user.verticalName}
              </Text>
            )}
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {m.eventRoles.map((r) => (
            <Badge key={r} size="sm" variant="light">
              {EVENT_TEAM_ROLE_LABELS[r]}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td ta="right">{m.pairingCount}</Table.Td>
    </Table.Tr>
  );
}
