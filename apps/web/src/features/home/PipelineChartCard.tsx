import { Paper, Skeleton, Title } from '@mantine/core';
import { Suspense } from 'react';
import { STAGE_MAPPING, STAGES, type DashboardResult } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { formatIndian } from '../../lib/format';
import { LazyBarChart } from './LazyBarChart';

/** The home dashboard's pipeline by stage (pairings per stage); a skeleton until it answers, an empty state with no pipeline. */
export function PipelineChartCard({ data }: { data: DashboardResult | undefined }) {
  const hasPipeline = !!data && STAGES.some((s) => data.stageCounts[s] > 0);
  return (
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
          <LazyBarChart
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
  );
}
