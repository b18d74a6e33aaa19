import { Button, Group, Select, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { InlineDateTimePicker } from '@mantine/dates';
import { useState } from 'react';
import { TASK_MESSAGES } from '@crm/contracts';
import { formatDateTime, istClock, istDay } from '../../../lib/format';
import {
  fromPickerValue,
  isPastReminder,
  QUICK_REMINDER_LABELS,
  QUICK_REMINDERS,
  quickReminderTime,
  RECURRENCE_OPTIONS,
  toPickerValue,
  type QuickReminder,
  type Recurrence,
} from './reminderTimes';
import type { ReminderChoice } from '../create/taskForm';

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
  const [now] = useState(() => new Date());
  const [at, setAt] = useState<Date | null>(initial ? new Date(initial.at) : null);
  const [quick, setQuick] = useState<QuickReminder | null>(null);
  const [recurrence, setRecurrence] = useState<Recurrence>(initial?.recurrence ?? 'NONE');
  const error = at && isPastReminder(at, new Date()) ? TASK_MESSAGES.pastReminder : null;
  const todayIst = istDay(now);
  const pickerValue = at ? toPickerValue(at) : null;

  return (
    <Stack gap="md" data-testid="reminder-panel">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            Quick options
          </Text>
          {QUICK_REMINDERS.map((q) => {
            const time = quickReminderTime(q, now);
            return (
              <UnstyledButton
                key={q}
                disabled={!time}
                onClick={() => {
                  setAt(time);
                  setQuick(q);
                }}
                aria-pressed={quick === q}
                px="sm"
                py={8}
                style={{
                  border: `1px solid var(--mantine-color-${quick === q ? 'brand-6' : 'gray-3'})`,
                  borderRadius: 8,
                  background: quick === q ? 'var(--mantine-color-brand-0)' : undefined,
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
            value={recurrence}
            onChange={(v) => setRecurrence((v as Recurrence) ?? 'NONE')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true, zIndex: 1000 }}
            data-testid="reminder-recurrence"
          />
        </Stack>
        <Stack gap="xs" align="center">
          <Text size="sm" fw={600} style={{ alignSelf: 'flex-start' }}>
            Or pick a date and time (IST)
          </Text>
          <InlineDateTimePicker
            size="xs"
            value={pickerValue}
            onChange={(v) => {
              setAt(v ? fromPickerValue(v) : null);
              setQuick(null);
            }}
            minDate={todayIst}
            defaultDate={pickerValue ?? todayIst}
            timePickerProps={{
              min: pickerValue?.startsWith(todayIst) ? istClock() : undefined,
              'aria-label': 'Reminder time',
            }}
            data-testid="reminder-custom"
          />
        </Stack>
      </SimpleGrid>
      <Group justify="space-between" wrap="nowrap">
        <Text
          size="sm"
          c={error ? 'red' : at ? undefined : 'dimmed'}
          role={error ? 'alert' : undefined}
          data-testid="reminder-summary"
        >
          {error ??
            (at
              ? `Remind at ${formatDateTime(at.toISOString())}${recurrence === 'NONE' ? '' : `, repeats ${recurrence.toLowerCase()}`}`
              : 'Choose a time')}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            disabled={!at || !!error}
            loading={saving}
            onClick={() => at && onSave({ at: at.toISOString(), recurrence })}
            data-testid="reminder-save"
          >
            Save
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
