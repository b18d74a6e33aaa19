import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import type { DashboardResult } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { formatIndian } from '../../lib/format';
import { LazyBarChart } from './LazyBarChart';

const crore = (v: number) => `₹${formatIndian(Math.round(v))} Cr`;

/**
 * The home dashboard's won value by month (₹ crore, the last six months) with this quarter's total; a
 * skeleton until it answers, an empty state when no deal was won lately.
 */
export function WonChartCard({ data }: { data: DashboardResult | undefined }) {
  const hasWon = !!data && data.wonByMonth.some((m) => m.value > 0);
  return (
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
          <LazyBarChart
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
  );
}
