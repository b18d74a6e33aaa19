import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useEffect, type ReactNode } from 'react';
import { MESSAGES, STAGE_MAPPING, STAGES } from '@crm/contracts';
import { notifications } from '@mantine/notifications';
import { EventInventoryTable } from '../../components/EventInventoryTable';
import { STAGE_COLORS } from '../../components/StageBadge';
import { brandInfoPath } from '../../lib/links';
import { DashboardForecast } from '../forecast';
import { HomeCharts } from './HomeCharts';
import { useDashboard } from './queries';

/** /home (spec 001 §2): stage counts, charts (pipeline, won value) and the latest news, the weighted forecast (BO, TO), the caller's own brands, PO / BO inventories and the all-inventories list of 10. */
export default function HomePage() {
  const dashboard = useDashboard();
  const { data, isLoading, error } = dashboard;

  useEffect(() => {
    if (error) notifications.show({ color: 'red', message: MESSAGES.dashboardFailed });
  }, [error]);

  return (
    <Stack gap="lg" p="md">
      <Title order={2}>Home</Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} data-testid="stage-counts">
        {STAGES.map((s) => (
          <Paper
            key={s}
            withBorder
            p="md"
            radius="md"
            style={{ borderLeft: `4px solid var(--mantine-color-${STAGE_COLORS[s]}-6)` }}
            data-testid={`stage-count-${s}`}
          >
            <Text size="sm" c="dimmed">
              {STAGE_MAPPING[s].label}
            </Text>
            {data || error ? (
              <Text fz={28} fw={700} c={data ? undefined : 'dimmed'}>
                {data ? data.stageCounts[s] : '—'}
              </Text>
            ) : (
              <Skeleton height={28} width={60} mt={6} />
            )}
          </Paper>
        ))}
      </SimpleGrid>
      {!error && <HomeCharts data={data} />}
      <DashboardForecast />

      {data && data.userBrands.total > 0 && (
        <Section title={`Your brands (${data.userBrands.total})`}>
          <Group gap="md" data-testid="user-brands">
            {data.userBrands.brands.map((b) => (
              <Anchor key={b.brandId} component={Link} to={brandInfoPath(b.brandId, b.brandName)}>
                {b.brandName}
              </Anchor>
            ))}
            <Anchor component={Link} to="/brands?mainTab=MY_BRANDS" fw={600}>
              All your brands
            </Anchor>
          </Group>
        </Section>
      )}
      {data && data.poInventories.length > 0 && (
        <Section title="Your inventories as PO">
          <EventInventoryTable items={data.poInventories} loading={false} testId="po-inventories" />
        </Section>
      )}
      {data && data.boInventories.length > 0 && (
        <Section title="Your brands' inventories as BO">
          <EventInventoryTable items={data.boInventories} loading={false} testId="bo-inventories" />
        </Section>
      )}
      <Section title="All Inventories">
        <EventInventoryTable
          items={data?.allInventories}
          loading={isLoading}
          query={dashboard}
          skeletonRows={10}
          emptyTitle="No inventories yet"
          emptyDescription="Upcoming event inventories will appear here."
          testId="all-inventories"
        />
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
