import { Stack, Text } from '@mantine/core';
import { InlineDateTimePicker } from '@mantine/dates';
import { istClock, istDay } from '../../../lib/format';
import { fromPickerValue, toPickerValue } from './reminderTimes';
import type { ReminderPanelState } from './useReminderPanel';

/** The panel's right column: a date and time in IST, from today on (today's earliest time is now). */
export function ReminderCustomTime({ p }: { p: ReminderPanelState }) {
  const todayIst = istDay(p.now);
  const pickerValue = p.at ? toPickerValue(p.at) : null;
  return (
    <Stack gap="xs" align="center">
      <Text size="sm" fw={600} style={{ alignSelf: 'flex-start' }}>
        Or pick a date and time (IST)
      </Text>
      <InlineDateTimePicker
        size="xs"
        value={pickerValue}
        onChange={(v) => p.pickCustom(v ? fromPickerValue(v) : null)}
        minDate={todayIst}
        defaultDate={pickerValue ?? todayIst}
        timePickerProps={{
          min: pickerValue?.startsWith(todayIst) ? istClock() : undefined,
          'aria-label': 'Reminder time',
        }}
        data-testid="reminder-custom"
      />
    </Stack>
  );
}
