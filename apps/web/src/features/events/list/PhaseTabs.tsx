import { Badge, Group, Tabs } from '@mantine/core';
import { EVENT_PHASES, type EventPhase } from '@crm/contracts';

/** Tab labels of the event phases (spec 001 §4). */
export const PHASE_LABELS: Record<EventPhase, string> = {
  UPCOMING: 'Upcoming',
  ONGOING: 'Ongoing',
  COMPLETED: 'Completed',
};

/** Upcoming / Ongoing / Completed tabs with their counts when known (arrow keys move between tabs). */
export function PhaseTabs({
  value,
  onChange,
  counts,
}: {
  value: EventPhase;
  onChange: (p: EventPhase) => void;
  counts?: Record<EventPhase, number>;
}) {
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v as EventPhase)}>
      <Tabs.List>
        {EVENT_PHASES.map((p) => (
          <Tabs.Tab key={p} value={p} data-testid={`tab-${p}`}>
            <Group gap={6} wrap="nowrap">
              {PHASE_LABELS[p]}
              {counts && (
                <Badge size="sm" variant={p === value ? 'filled' : 'light'} color="gray">
                  {counts[p]}
                </Badge>
              )}
            </Group>
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
