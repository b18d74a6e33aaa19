import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';
import type { ReminderChoice } from '../create/taskForm';
import { ReminderCustomTime } from './ReminderCustomTime';
import { ReminderQuickOptions } from './ReminderQuickOptions';
import { useReminderPanel, type ReminderPanelState } from './useReminderPanel';

/** The panel's summary line: the error, the chosen time with its recurrence, or 'Choose a time'. */
function summary({ error, at, recurrence }: ReminderPanelState): string {
  if (error) return error;
  if (!at) return 'Choose a time';
  const repeats = recurrence === 'NONE' ? '' : `, repeats ${recurrence.toLowerCase()}`;
  return `Remind at ${formatDateTime(at.toISOString())}${repeats}`;
}

/**
 * The 'Pick date & time' reminder panel (spec 000 §2.11, §5, §9): the quick options Later today,
 * Tomorrow and Next week, a custom date and time (IST) that refuses the past ('Please select a future
 * date, past dates are not allowed.'; today's earliest time is now), and the recurrence. Save is disabled
 * while there is no time or an error.
 */
export function ReminderPanel({
  initial,
  onSave,
  onCancel,
  saving = false,
}: {
  initial: ReminderChoice | null;
  onSave: (r: ReminderChoice) => void;
  onCancel: () => void;
  saving?: boolean;
}) {
  const p = useReminderPanel(initial);
  const { at, error } = p;
  return (
    <Stack gap="md" data-testid="reminder-panel">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ReminderQuickOptions p={p} />
        <ReminderCustomTime p={p} />
      </SimpleGrid>
      <Group justify="space-between" wrap="nowrap">
        <Text
          size="sm"
          c={error ? 'red' : at ? undefined : 'dimmed'}
          role={error ? 'alert' : undefined}
          data-testid="reminder-summary"
        >
          {summary(p)}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            disabled={!at || !!error}
            loading={saving}
            onClick={() => at && onSave({ at: at.toISOString(), recurrence: p.recurrence })}
            data-testid="reminder-save"
          >
            Save
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
