import { Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { TASK_TITLE_MAX } from '@crm/contracts';
import { AssigneePicker } from '../pickers/AssigneePicker';
import { BrandsPicker } from '../pickers/BrandsPicker';
import { EventPicker } from '../pickers/EventPicker';
import { InventoryPicker } from '../pickers/InventoryPicker';
import { MentionEditor } from '../mentions/MentionEditor';
import { AddTaskFooter } from './AddTaskFooter';
import { AutoAssignToggles } from './AutoAssignToggles';
import {
  addPerson,
  autoAssignees,
  dropMentioned,
  hasAssignee,
  isUnlisted,
  pickEvent,
  pickInventory,
  removePerson,
  type TaskFormState,
} from './taskForm';
import { TaskReminderField } from './TaskReminderField';
import type { AddTaskFormReturn } from './useAddTaskForm';
import { useMentionPicks } from './useMentionPicks';

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
  const { form, apply } = task;
  const { editor, onPick, clearStaleMentions } = useMentionPicks(task, selfId);
  const state = form.values;
  const auto = autoAssignees(state, selfId);
  const inventoryId = state.inventory && !isUnlisted(state.inventory) ? state.inventory.id : null;

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
      <TaskReminderField
        reminder={state.reminder}
        error={form.errors.reminder}
        onChange={(r) => form.setFieldValue('reminder', r)}
      />
      <AddTaskFooter
        canAdd={task.valid && hasAssignee(state, selfId)}
        submitting={submitting}
        onAdd={() => task.submit(onSubmit)()}
        onCancel={onCancel}
      />
    </Stack>
  );
}
