import { Button, Group, Pill, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format';
import { recurrenceLabel } from '../reminders/reminderTimes';
import { ReminderModal } from '../reminders/ReminderModal';
import type { ReminderChoice } from './taskForm';

/**
 * The Add Task form's reminder (spec 000 §2.11): 'Pick date & time' (or 'Change reminder') opens the
 * panel; the chosen time shows as a chip with its recurrence and a remove button; `error` shows beside it.
 */
export function TaskReminderField({
  reminder,
  error,
  onChange,
}: {
  reminder: ReminderChoice | null;
  error: ReactNode;
  onChange: (r: ReminderChoice | null) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconBell size={16} />}
          onClick={() => setOpen(true)}
          data-testid="task-reminder-button"
        >
          {reminder ? 'Change reminder' : 'Pick date & time'}
        </Button>
        {reminder && (
          <Pill
            withRemoveButton
            onRemove={() => onChange(null)}
            removeButtonProps={{ 'aria-label': 'Remove reminder' }}
            data-testid="task-reminder-chip"
          >
            {formatDateTime(reminder.at)}
            {reminder.recurrence !== 'NONE' ? ` · ${recurrenceLabel(reminder.recurrence)}` : ''}
          </Pill>
        )}
        {error && (
          <Text size="xs" c="red">
            {error}
          </Text>
        )}
      </Group>
      <ReminderModal
        opened={open}
        initial={reminder}
        onClose={() => setOpen(false)}
        onSave={(r) => {
          onChange(r);
          setOpen(false);
        }}
      />
    </>
  );
}
