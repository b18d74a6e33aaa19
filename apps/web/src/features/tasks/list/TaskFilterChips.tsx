import { Button, Group, Pill } from '@mantine/core';
import { activeTaskFilters, type TaskFilters } from './taskFilter';

/** Chips of the active task filters (spec 001 §5): label, mode and shown count, each removable, and Clear all. */
export function TaskFilterChips({
  filter,
  onChange,
}: {
  filter: TaskFilters;
  onChange: (f: TaskFilters) => void;
}) {
  const active = activeTaskFilters(filter);
  if (!active.length) return null;
  return (
    <Group gap="xs" data-testid="task-filter-chips">
      {active.map((a) => (
        <Pill
          key={a.key}
          withRemoveButton
          removeButtonProps={{ 'aria-label': `Remove ${a.label} filter` }}
          onRemove={() => onChange({ ...filter, [a.key]: undefined })}
          data-testid={`task-chip-${a.key}`}
        >
          {a.label}
          {a.selectionType === 'EXCLUDE' ? ' (exclude)' : ''}: {a.shown}
        </Pill>
      ))}
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => onChange({})}
        data-testid="task-filter-clear"
      >
        Clear all
      </Button>
    </Group>
  );
}
