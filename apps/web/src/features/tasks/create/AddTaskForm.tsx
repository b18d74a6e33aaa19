import { Button, Group, Kbd, Paper, Pill, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { TASK_TITLE_MAX } from '@crm/contracts';
import { toastFailure } from '../../../lib/api';
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
  canSubmit,
  dropMentioned,
  isUnlisted,
  pickEvent,
  pickInventory,
  removePerson,
  reminderError,
  staleLinkMentions,
  titleError,
  type FormResult,
  type TaskFormState,
} from './taskForm';

type Props = {
  state: TaskFormState;
  setState: Dispatch<SetStateAction<TaskFormState>>;
  selfId: number;
  submitting: boolean;
  onSubmit: () => void;
  onCancel: () => void;
};

/**
 * The Add New Task form (spec 000 §2.11, §5): title, description with mentions, inventory, event,
 * brands, assignees and roles, the auto-assign toggles, the reminder, Cancel and Add (enabled with a
 * title, a description and an assignee), and the shortcuts guide. Every rule lives in taskForm.ts.
 */
export function AddTaskForm({ state, setState, selfId, submitting, onSubmit, onCancel }: Props) {
  const editor = useRef<MentionEditorHandle>(null);
  const latest = useRef(state);
  latest.current = state;
  const [reminderOpen, setReminderOpen] = useState(false);
  const auto = autoAssignees(state, selfId);

  /** Applies a rule to the current form; a refusal shows the spec's text as an error toast. */
  const apply = (op: (s: TaskFormState) => FormResult): TaskFormState | null => {
    const r = op(latest.current);
    if ('error' in r) {
      toastFailure(r.error);
      return null;
    }
    latest.current = r.state;
    setState((s) => {
      const again = op(s);
      return 'state' in again ? again.state : s;
    });
    return r.state;
  };
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
  const recurrenceLabel = RECURRENCE_OPTIONS.find((o) => o.value === reminder?.recurrence)?.label;

  return (
    <Stack gap="md">
      <TextInput
        data-autofocus
        label="Task title"
        placeholder="What needs to be done?"
        required
        value={state.name}
        onChange={(e) => {
          const name = e.currentTarget.value;
          setState((s) => ({ ...s, name }));
        }}
        error={titleError(state.name)}
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
        onChange={(description) => setState((s) => ({ ...s, description }))}
        onRemoved={(mentions) => setState((s) => dropMentioned(s, mentions, selfId))}
        onPick={onPick}
        inventoryId={state.inventory && !isUnlisted(state.inventory) ? state.inventory.id : null}
      />
      <SimpleGrid cols={2} spacing="sm">
        <InventoryPicker
          value={state.inventory}
          onPick={(inv) => clearStaleMentions(apply((s) => pickInventory(s, inv)))}
        />
        <EventPicker
          inventoryId={state.inventory && !isUnlisted(state.inventory) ? state.inventory.id : null}
          value={state.event}
          onPick={(ev) => clearStaleMentions(apply((s) => pickEvent(s, ev)))}
        />
      </SimpleGrid>
      <BrandsPicker
        value={state.brands}
        onChange={(brands) => setState((s) => ({ ...s, brands }))}
      />
      <AssigneePicker
        people={state.people}
        auto={auto}
        roles={state.roles}
        onAddPerson={(p) => apply((s) => addPerson(s, p, selfId))}
        onRemovePerson={(userId) => apply((s) => removePerson(s, userId, selfId))}
        onRolesChange={(roles) => setState((s) => ({ ...s, roles }))}
      />
      <Paper withBorder radius="md" p="sm">
        <Text size="sm" fw={600} mb="xs">
          Auto-assign
        </Text>
        <AutoAssignToggles
          state={state}
          auto={auto}
          onChange={(toggles) => setState((s) => ({ ...s, toggles }))}
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
            onRemove={() => setState((s) => ({ ...s, reminder: null }))}
            removeButtonProps={{ 'aria-label': 'Remove reminder' }}
            data-testid="task-reminder-chip"
          >
            {formatDateTime(reminder.at)}
            {reminder.recurrence !== 'NONE' ? ` · ${recurrenceLabel}` : ''}
          </Pill>
        )}
        {reminderError(reminder) && (
          <Text size="xs" c="red">
            {reminderError(reminder)}
          </Text>
        )}
      </Group>
      <ReminderModal
        opened={reminderOpen}
        initial={reminder}
        onClose={() => setReminderOpen(false)}
        onSave={(r) => {
          setState((s) => ({ ...s, reminder: r }));
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
              onClick={onSubmit}
              disabled={!canSubmit(state, selfId)}
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
