import { Button, Group, Textarea, TextInput } from '@mantine/core';
import type { GroupActions } from './useGroupActions';
import type { GroupForm } from './useGroupForm';

/** The owner's form of a group's name and description, with Save. */
export function GroupDetailsForm({
  form: f,
  actions: a,
}: {
  form: GroupForm;
  actions: GroupActions;
}) {
  return (
    <>
      <TextInput
        label="Group name"
        required
        value={f.name}
        onChange={(e) => f.setName(e.currentTarget.value)}
        error={f.nameError}
        data-testid="group-info-name"
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxRows={6}
        value={f.description}
        onChange={(e) => f.setDescription(e.currentTarget.value)}
        error={f.descriptionError}
        data-testid="group-info-description"
      />
      <Group justify="flex-end">
        <Button
          size="xs"
          disabled={!f.canSave}
          loading={a.busy === 'save'}
          onClick={() => a.save(f.fields)}
          data-testid="group-info-save"
        >
          Save
        </Button>
      </Group>
    </>
  );
}
