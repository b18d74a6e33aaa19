import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { STAGE_MAPPING, STAGES, type DashboardResult } from '@crm/contracts';
import { formatIndian } from '../../lib/format';
import { EmptyState } from '../../components/EmptyState';
import { NewsCard } from '../news';

const crore = (v: number) => `₹${formatIndian(Math.round(v))} Cr`;

/** The chart code (@mantine/charts over recharts, ~450 kB) is fetched only once there is something to draw: after the dashboard answered. */
const BarChart = lazy(() => import('@mantine/charts').then((m) => ({ default: m.BarChart })));

/**
 * The home dashboard's cards (@mantine/charts): the pipeline by stage, the won value by
 * month (₹ crore) with this quarter's total, and the latest news linking to /newsfeed. Skeletons until
 * the dashboard answers; a card with nothing to draw (HR and others outside the pipeline, no deal won in
 * the six months) shows an empty state instead of bare axes. The won card is left out for a reader the
 * server withholds deal values from (`wonThisQuarter` null: roles without the PIPELINE read area).
 */
export function HomeCharts({ data }: { data: DashboardResult | undefined }) {
  const hasPipeline = !!data && STAGES.some((s) => data.stageCounts[s] > 0);
  const hasWon = !!data && data.wonByMonth.some((m) => m.value > 0);
  const showsWon = data?.wonThisQuarter !== null;
  return (
    <SimpleGrid cols={{ base: 1, lg: showsWon ? 3 : 2 }}>
      <Paper withBorder radius="md" p="md" data-testid="chart-pipeline">
        <Title order={4} mb="sm">
          Pipeline by stage
        </Title>
        {!data ? (
          <Skeleton h={220} />
        ) : !hasPipeline ? (
          <EmptyState
            title="No pipeline to show"
            description="Brands assigned to event inventories, yours or your team’s, show here by stage."
          />
        ) : (
          <Suspense fallback={<Skeleton h={220} />}>
            <BarChart
              h={220}
              data={STAGES.map((s) => ({
                stage: STAGE_MAPPING[s].label,
                Pairings: data.stageCounts[s],
              }))}
              dataKey="stage"
              series={[{ name: 'Pairings', color: 'blue.6' }]}
              valueFormatter={(v) => formatIndian(v)}
              yAxisProps={{ width: 60 }}
              tickLine="y"
            />
          </Suspense>
        )}
      </Paper>
      {showsWon && (
        <Paper withBorder radius="md" p="md" data-testid="chart-won">
          <Group justify="space-between" mb="sm" align="flex-start">
            <Title order={4}>Won value by month</Title>
            <Stack gap={0} align="flex-end">
              <Text size="xs" c="dimmed">
                This quarter
              </Text>
              <Text fw={700} data-testid="won-this-quarter">
                {data?.wonThisQuarter != null ? crore(data.wonThisQuarter) : '—'}
              </Text>
            </Stack>
          </Group>
          {!data ? (
            <Skeleton h={190} />
          ) : !hasWon ? (
            <EmptyState
              title="No deals won lately"
              description="Deals won in the last six months show here by month."
            />
          ) : (
            <Suspense fallback={<Skeleton h={190} />}>
              <BarChart
                h={190}
                data={data.wonByMonth.map((m) => ({
                  month: m.month.slice(0, 3),
                  'Won (₹ Cr)': Math.round(m.value * 100) / 100,
                }))}
                dataKey="month"
                series={[{ name: 'Won (₹ Cr)', color: 'teal.6' }]}
                valueFormatter={crore}
                yAxisProps={{ width: 100, tickFormatter: (v: number) => `₹${formatIndian(v)} Cr` }}
                tickLine="y"
              />
            </Suspense>
          )}
        </Paper>
      )}
      <Paper withBorder radius="md" p="md" data-testid="home-news">
        <Group justify="space-between" mb="sm">
          <Title order={4}>Latest news</Title>
          <Anchor component={Link} to="/newsfeed" size="sm">
            See all
          </Anchor>
        </Group>
        {!data ? (
          <Skeleton h={190} />
        ) : data.news.length ? (
          <Stack gap="xs">
            {data.news.map((n) => (
              <NewsCard key={n.newsId} item={n} compact />
            ))}
          </Stack>
        ) : (
          <EmptyState title="No news yet" description="Won deals and announcements appear here." />
        )}
      </Paper>
    </SimpleGrid>
  );
}
