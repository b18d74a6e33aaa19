import { Group, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';
import {
  QUICK_REMINDER_LABELS,
  QUICK_REMINDERS,
  quickReminderTime,
  RECURRENCE_OPTIONS,
  type Recurrence,
} from './reminderTimes';
import type { ReminderPanelState } from './useReminderPanel';

/**
 * The panel's left column: the quick options (Later today, Tomorrow, Next week) with their times from
 * when the panel opened ('Too late today' and disabled when none is left), and the Repeat choice.
 */
export function ReminderQuickOptions({ p }: { p: ReminderPanelState }) {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Quick options
      </Text>
      {QUICK_REMINDERS.map((q) => {
        const time = quickReminderTime(q, p.now);
        const chosen = p.quick === q;
        return (
          <UnstyledButton
            key={q}
            disabled={!time}
            onClick={() => p.pickQuick(q, time)}
            aria-pressed={chosen}
            px="sm"
            py={8}
            style={{
              border: `1px solid var(--mantine-color-${chosen ? 'brand-6' : 'gray-3'})`,
              borderRadius: 8,
              background: chosen ? 'var(--mantine-color-brand-0)' : undefined,
              opacity: time ? 1 : 0.5,
            }}
            data-testid={`reminder-quick-${q}`}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600}>
                {QUICK_REMINDER_LABELS[q]}
              </Text>
              <Text size="xs" c="dimmed">
                {time ? formatDateTime(time.toISOString()) : 'Too late today'}
              </Text>
            </Group>
          </UnstyledButton>
        );
      })}
      <Select
        mt="xs"
        label="Repeat"
        data={RECURRENCE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        value={p.recurrence}
        onChange={(v) => p.setRecurrence((v as Recurrence) ?? 'NONE')}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true, zIndex: 1000 }}
        data-testid="reminder-recurrence"
      />
    </Stack>
  );
}
