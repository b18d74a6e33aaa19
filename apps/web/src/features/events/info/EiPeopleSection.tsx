import { Badge, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EVENT_TEAM_TEXTS as T } from '@crm/contracts';
import { UserAvatar } from '../../../components/Avatars';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { Pager } from '../../../components/Pager';
import { SearchBox } from '../../../components/SearchBox';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { useToastOnError } from '../../../lib/useToastOnError';
import { useAssignCountsByRole, useBrandAssigners, useEiTeam, type TeamFilters } from './queries';
import { MemberRow } from './TeamSection';

/** /inventory/{eiId}: its brand assigners (how many brands each) and its team members (roles, pairings owned), 50 a page. */
export function EiPeopleSection({ eiId }: { eiId: number }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <AssignersCard eiId={eiId} />
      <EiTeamCard eiId={eiId} />
    </SimpleGrid>
  );
}

/** Brands assigned per role of who assigned them, in the spec's order ADMIN, PO, BO, TO. */
function AssignCounts({ eiId }: { eiId: number }) {
  const { data } = useAssignCountsByRole(eiId);
  if (!data) return null;
  return (
    <Group gap={6} mb="sm" data-testid="ei-assign-counts">
      {data.counts.map((c) => (
        <Badge key={c.role} variant="light" color="gray" aria-label={`${c.role}: ${c.brandCount}`}>
          {c.role} {c.brandCount}
        </Badge>
      ))}
    </Group>
  );
}

/** Who assigned the event inventory's brands, most first, under the counts by role. */
function AssignersCard({ eiId }: { eiId: number }) {
  const [pageNo, setPageNo] = useState(1);
  const q = useBrandAssigners(eiId, pageNo);
  useToastOnError(q.error);
  const rows = q.data?.assigners;
  return (
    <Paper withBorder radius="md" p="md" data-testid="ei-brand-assigners">
      <Title order={4} mb="sm">
        {T.brandAssigners}
      </Title>
      <AssignCounts eiId={eiId} />
      {loadFailed(q) ? (
        <LoadError what="the brand assigners" query={q} />
      ) : !rows ? (
        <SkeletonBlock lines={3} />
      ) : rows.length === 0 ? (
        <EmptyState title="No brands assigned yet" />
      ) : (
        <Table striped>
          <Table.Tbody>
            {rows.map((a) => (
              <Table.Tr key={a.user.userId}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <UserAvatar
                      userId={a.user.userId}
                      name={a.user.userName}
                      imageUrl={a.user.profileImage}
                      lastActiveOn={a.user.lastActiveOn}
                    />
                    <Text size="sm">{a.user.userName}</Text>
                  </Group>
                </Table.Td>
                <Table.Td ta="right">
                  {a.brandCount} {a.brandCount === 1 ? 'brand' : 'brands'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {q.data && <Pager page={q.data} onChange={setPageNo} />}
    </Paper>
  );
}

/** Who works the event inventory, with their roles on it. */
function EiTeamCard({ eiId }: { eiId: number }) {
  const [f, setF] = useState<TeamFilters>({ pageNo: 1, searchFor: '' });
  const q = useEiTeam(eiId, f);
  useToastOnError(q.error);
  const members = q.data?.members;
  return (
    <Paper withBorder radius="md" p="md" data-testid="ei-team">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{T.team}</Title>
        <SearchBox
          value={f.searchFor}
          onSearch={(searchFor) => setF({ ...f, pageNo: 1, searchFor })}
          placeholder="Search the team"
          testId="ei-team-search"
        />
      </Group>
      {loadFailed(q) ? (
        <LoadError what="the team" query={q} />
      ) : !members ? (
        <SkeletonBlock lines={3} />
      ) : members.length === 0 ? (
        <EmptyState title={T.noTeam} />
      ) : (
        <Table striped>
          <Table.Tbody>
            {members.map((m) => (
              <MemberRow key={m.user.userId} m={m} />
            ))}
          </Table.Tbody>
        </Table>
      )}
      {q.data && <Pager page={q.data} onChange={(pageNo) => setF({ ...f, pageNo })} />}
    </Paper>
  );
}
