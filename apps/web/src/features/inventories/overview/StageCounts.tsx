import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { STAGE_MAPPING, STAGES, type EventInventoryDetail } from '@crm/contracts';
import { STAGE_COLORS } from '../../../components/StageBadge';

/** 'Brands by stage': the number of the event inventory's brands at each stage ('…' while loading), in the stage's colour. */
export function StageCounts({ ei }: { ei: EventInventoryDetail | undefined }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        Brands by stage
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} data-testid="ei-stage-counts">
        {STAGES.map((s) => (
          <Paper
            key={s}
            p="sm"
            radius="md"
            bg={`var(--mantine-color-${STAGE_COLORS[s]}-light)`}
            data-testid={`ei-stage-${s}`}
          >
            <Text size="sm">{STAGE_MAPPING[s].label}</Text>
            <Text fz={24} fw={700}>
              {ei ? ei.stageCounts[s] : '…'}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
