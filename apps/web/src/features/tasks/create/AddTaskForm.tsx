import { Button, Group, Kbd, Paper, Pill, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { TASK_TITLE_MAX } from '@crm/contracts';
import { formatDateTime } from '../../../lib/format';
import { AssigneePicker } from '../pickers/AssigneePicker';
import { AutoAssignToggles } from './AutoAssignToggles';
import { BrandsPicker } from '../pickers/BrandsPicker';
import { EventPicker } from '../pickers/EventPicker';
import { InventoryPicker } from '../pickers/InventoryPicker';
import { MentionEditor, type MentionEditorHandle } from '../mentions/MentionEditor';
import type { PickedMention } from '../mentions/mentionItems';
import { RECURRENCE_OPTIONS } from '../reminders/reminderTimes';
import { ReminderModal } from '../reminders/ReminderModal';
import {
  addPerson,
  autoAssignees,
  dropMentioned,
  hasAssignee,
  isUnlisted,
  pickEvent,
  pickInventory,
  removePerson,
  staleLinkMentions,
  type TaskFormState,
} from './taskForm';
import type { AddTaskFormReturn } from './useAddTaskForm';

type Props = {
  task: AddTaskFormReturn;
  selfId: number;
  submitting: boolean;
  /** Called with the checked values when Add is pressed. */
  onSubmit: (values: TaskFormState) => void;
  onCancel: () => void;
};

/**
 * The Add New Task form (spec 000 §2.11, §5): title, description with mentions, inventory, event,
 * brands, assignees and roles, the auto-assign toggles, the reminder, Cancel and Add (enabled with a
 * title, a description and an assignee), and the shortcuts guide. Every rule lives in taskForm.ts.
 */
export function AddTaskForm({ task, selfId, submitting, onSubmit, onCancel }: Props) {
  const editor = useRef<MentionEditorHandle>(null);
  const [reminderOpen, setReminderOpen] = useState(false);
  const { form, apply } = task;
  const state = form.values;
  const auto = autoAssignees(state, selfId);
  /** A new inventory or event clears the mentions of the ones it replaced (spec 000 §5). */
  const clearStaleMentions = (next: TaskFormState | null) =>
    next && editor.current?.removeMentions(staleLinkMentions(next));

  const onPick = (p: PickedMention): boolean => {
    switch (p.kind) {
      case 'user':
        return !!apply((s) => addPerson(s, p.user, selfId));
      case 'role':
        return !!apply((s) => ({
          state: s.roles.includes(p.code) ? s : { ...s, roles: [...s.roles, p.code] },
        }));
      case 'brand':
        return !!apply((s) => ({
          state: s.brands.some((b) => b.id === p.brand.id)
            ? s
            : { ...s, brands: [...s.brands, p.brand] },
        }));
      case 'inventory': {
        const next = apply((s) => pickInventory(s, p.inventory));
        clearStaleMentions(next);
        return !!next;
      }
      case 'event': {
        const next = apply((s) => pickEvent(s, p.event));
        clearStaleMentions(next);
        return !!next;
      }
    }
  };

  const reminder = state.reminder;
  const inventoryId = state.inventory && !isUnlisted(state.inventory) ? state.inventory.id : null;
  const recurrenceLabel = RECURRENCE_OPTIONS.find((o) => o.value === reminder?.recurrence)?.label;

  return (
    <Stack gap="md">
      <TextInput
        data-autofocus
        label="Task title"
        placeholder="What needs to be done?"
        required
        {...form.getInputProps('name')}
        description={
          state.name.length > TASK_TITLE_MAX - 30
            ? `${state.name.length}/${TASK_TITLE_MAX}`
            : undefined
        }
        data-testid="task-title"
      />
      <MentionEditor
        handle={editor}
        initialMarkup={state.description}
        onChange={(description) => form.setFieldValue('description', description)}
        onRemoved={(mentions) => apply((s) => ({ state: dropMentioned(s, mentions, selfId) }))}
        onPick={onPick}
        inventoryId={inventoryId}
      />
      <SimpleGrid cols={2} spacing="sm">
        <InventoryPicker
          value={state.inventory}
          onPick={(inv) => clearStaleMentions(apply((s) => pickInventory(s, inv)))}
        />
        <EventPicker
          inventoryId={state.inventory?.id ?? null}
          value={state.event}
          onPick={(ev) => clearStaleMentions(apply((s) => pickEvent(s, ev)))}
        />
      </SimpleGrid>
      <BrandsPicker
        value={state.brands}
        onChange={(brands) => form.setFieldValue('brands', brands)}
      />
      <AssigneePicker
        people={state.people}
        auto={auto}
        roles={state.roles}
        onAddPerson={(p) => apply((s) => addPerson(s, p, selfId))}
        onRemovePerson={(userId) => apply((s) => removePerson(s, userId, selfId))}
        onRolesChange={(roles) => form.setFieldValue('roles', roles)}
      />
      <Paper withBorder radius="md" p="sm">
        <Text size="sm" fw={600} mb="xs">
          Auto-assign
        </Text>
        <AutoAssignToggles
          state={state}
          auto={auto}
          onChange={(toggles) => form.setFieldValue('toggles', toggles)}
        />
      </Paper>
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconBell size={16} />}
          onClick={() => setReminderOpen(true)}
          data-testid="task-reminder-button"
        >
          {reminder ? 'Change reminder' : 'Pick date & time'}
        </Button>
        {reminder && (
          <Pill
            withRemoveButton
            onRemove={() => form.setFieldValue('reminder', null)}
            removeButtonProps={{ 'aria-label': 'Remove reminder' }}
            data-testid="task-reminder-chip"
          >
            {formatDateTime(reminder.at)}
            {reminder.recurrence !== 'NONE' ? ` · ${recurrenceLabel}` : ''}
          </Pill>
        )}
        {form.errors.reminder && (
          <Text size="xs" c="red">
            {form.errors.reminder}
          </Text>
        )}
      </Group>
      <ReminderModal
        opened={reminderOpen}
        initial={reminder}
        onClose={() => setReminderOpen(false)}
        onSave={(r) => {
          form.setFieldValue('reminder', r);
          setReminderOpen(false);
        }}
      />
      <Paper
        pos="sticky"
        bottom={0}
        py="sm"
        radius={0}
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 5 }}
      >
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed" data-testid="task-shortcuts-guide">
            <Kbd size="xs">/</Kbd> for Brand · <Kbd size="xs">@</Kbd> for Person / Role ·{' '}
            <Kbd size="xs">#</Kbd> Inventory · <Kbd size="xs">!</Kbd> Event
          </Text>
          <Group gap="sm" wrap="nowrap">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button
              onClick={() => task.submit(onSubmit)()}
              disabled={!task.valid || !hasAssignee(state, selfId)}
              loading={submitting}
              data-testid="task-add"
            >
              Add
            </Button>
          </Group>
        </Group>
      </Paper>
    </Stack>
  );
}
