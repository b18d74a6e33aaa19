import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { STAGE_MAPPING, STAGES } from '@crm/contracts';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { formatCrore } from '../../../lib/format';
import { useToastOnError } from '../../../lib/useToastOnError';
import { useInventoryEventsOverview } from './queries';

/** The header of /inventoryEvents/{inventoryId}: events upcoming, ongoing and completed (IST), brands assigned, won value and brands per stage. */
export function InventoryEventsOverview({ inventoryId }: { inventoryId: number }) {
  const q = useInventoryEventsOverview(inventoryId);
  useToastOnError(q.error);
  const o = q.data;
  if (!o) return q.error ? null : <SkeletonBlock lines={2} />;
  const facts: [string, string][] = [
    ['Upcoming events', String(o.phases.UPCOMING)],
    ['Ongoing events', String(o.phases.ONGOING)],
    ['Completed events', String(o.phases.COMPLETED)],
    ['Brands assigned', String(o.brandsAssigned)],
    ['Won', formatCrore(o.wonValue)],
    ...STAGES.map((s): [string, string] => [STAGE_MAPPING[s].label, String(o.stageCounts[s])]),
  ];
  return (
    <Paper withBorder radius="md" p="sm" data-testid="inventory-events-overview">
      <SimpleGrid cols={{ base: 3, md: 9 }}>
        {facts.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text fw={700}>{value}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
