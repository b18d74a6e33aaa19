import { SimpleGrid } from '@mantine/core';
import type { DashboardResult } from '@crm/contracts';
import { HomeNewsCard } from './HomeNewsCard';
import { PipelineChartCard } from './PipelineChartCard';
import { WonChartCard } from './WonChartCard';

/**
 * The home dashboard's cards (@mantine/charts): the pipeline by stage, the won value by
 * month (₹ crore) with this quarter's total, and the latest news linking to /newsfeed. Skeletons until
 * the dashboard answers; a card with nothing to draw (HR and others outside the pipeline, no deal won in
 * the six months) shows an empty state instead of bare axes. The won card is left out for a reader the
 * server withholds deal values from (`wonThisQuarter` null: roles without the PIPELINE read area).
 */
export function HomeCharts({ data }: { data: DashboardResult | undefined }) {
  const showsWon = data?.wonThisQuarter !== null;
  return (
    <SimpleGrid cols={{ base: 1, lg: showsWon ? 3 : 2 }}>
      <PipelineChartCard data={data} />
      {showsWon && <WonChartCard data={data} />}
      <HomeNewsCard data={data} />
    </SimpleGrid>
  );
}
