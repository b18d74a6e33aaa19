import { Paper, Table, Text, Title } from '@mantine/core';
import { FORECAST_TEXTS as T, type ForecastDashboard } from '@crm/contracts';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { formatCrore } from '../../lib/format';
import { useToastOnError } from '../../lib/useToastOnError';
import { hasAnyRole } from '../../lib/user';
import { useSessionUser } from '../../lib/sessionUser';
import { ForecastCard } from './ForecastCard';
import { useDashboardForecast } from './queries';

/**
 * /home (issue 24 §3): a BO's weighted forecast over their own brands' pairings and, for a TO, a row per
 * team member with the team total. Shown only to BOs and TOs (others have no figures of their own).
 */
export function DashboardForecast() {
  const user = useSessionUser();
  const shown = hasAnyRole(user, 'BO', 'TO');
  const query = useDashboardForecast(shown);
  useToastOnError(query.error);
  if (!shown || query.error) return null;
  const data = query.data;
  return (
    <>
      {hasAnyRole(user, 'BO') && (
        <ForecastCard forecast={data?.own ?? undefined} title={T.ownTitle} testId="own-forecast" />
      )}
      {hasAnyRole(user, 'TO') && <TeamForecast team={data?.team} loading={!data} />}
    </>
  );
}

function TeamForecast({
  team,
  loading,
}: {
  team: ForecastDashboard['team'] | undefined;
  loading: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="team-forecast">
      <Title order={4} mb="sm">
        {T.teamTitle}
      </Title>
      {loading ? (
        <SkeletonBlock lines={3} />
      ) : !team?.members.length ? (
        <Text size="sm" c="dimmed">
          {T.empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.member}</Table.Th>
                <Table.Th ta="right">{T.won}</Table.Th>
                <Table.Th ta="right">{T.weightedOpen}</Table.Th>
                <Table.Th ta="right">{T.forecast}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {team.members.map((m) => (
                <Row key={m.userId} name={m.userName} f={m.forecast} />
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Row name={T.teamTotal} f={team.total} bold />
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

function Row({
  name,
  f,
  bold,
}: {
  name: string;
  f: { won: number; weightedOpen: number; forecast: number };
  bold?: boolean;
}) {
  const fw = bold ? 700 : undefined;
  return (
    <Table.Tr data-testid={bold ? 'team-forecast-total' : 'team-forecast-row'}>
      <Table.Td fw={fw}>{name}</Table.Td>
      <Table.Td ta="right" fw={fw}>
        {formatCrore(f.won)}
      </Table.Td>
      <Table.Td ta="right" fw={fw}>
        {formatCrore(f.weightedOpen)}
      </Table.Td>
      <Table.Td ta="right" fw={fw}>
        {formatCrore(f.forecast)}
      </Table.Td>
    </Table.Tr>
  );
}
