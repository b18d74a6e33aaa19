import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { STAGE_MAPPING, STAGES, type Stage, type StageCounts } from '@crm/contracts';

/** Colour per Stage V2 (spec 001 §9 brand colours: primary, success, error). */
export const STAGE_COLORS: Record<Stage, string> = {
  ASSIGNED: 'blue',
  IN_PROGRESS: 'yellow',
  WON: 'green',
  NOT_INTERESTED: 'red',
};

/** Stage V2 as a badge with its display label (spec 001 §4 mapping). */
export function StageBadge({ stage }: { stage: Stage }) {
  return (
    <Badge
      color={STAGE_COLORS[stage]}
      variant="light"
      data-testid={`stage-${stage}`}
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {STAGE_MAPPING[stage].label}
    </Badge>
  );
}

/** A compact row of per-stage counts ('brands by stage'). */
export function StageCountsInline({ counts }: { counts: StageCounts }) {
  return (
    <Group gap={6} wrap="nowrap">
      {STAGES.map((s) => (
        <Tooltip key={s} label={STAGE_MAPPING[s].label}>
          <Badge
            color={STAGE_COLORS[s]}
            variant="light"
            size="sm"
            aria-label={`${STAGE_MAPPING[s].label}: ${counts[s]}`}
          >
            <Text span size="xs" fw={700}>
              {counts[s]}
            </Text>
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}
