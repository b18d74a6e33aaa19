import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { ColleagueMultiSelect } from '../tasks';
import { useNewGroup } from './group/useNewGroup';

/** New group: name, description and members (ACTIVE colleagues); 'Group created successfully', then the group opens. */
export function NewGroupModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (chatId: number) => void;
}) {
  const { form, valid, saving, close, save } = useNewGroup({ onClose, onCreated });
  return (
    <Modal opened={opened} onClose={close} title="New group" centered>
      <Stack>
        <TextInput
          label="Group name"
          required
          data-autofocus
          {...form.getInputProps('name')}
          data-testid="group-name"
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps('description')}
          data-testid="group-description"
        />
        <ColleagueMultiSelect
          label="Members"
          required
          placeholder="Search colleagues"
          value={form.values.members}
          onChange={(members) => form.setFieldValue('members', members)}
          enabled={opened}
          testId="group-members"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button
            onClick={() => void save()}
            disabled={!valid}
            loading={saving}
            data-testid="group-create"
          >
            Create group
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
