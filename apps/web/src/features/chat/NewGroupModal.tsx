import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CHAT_GROUP_DESCRIPTION_MAX, CHAT_GROUP_NAME_MAX } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { fetchTaskUsers, type UserSummary, ColleagueMultiSelect } from '../tasks';
import { maxLengthError } from './group/useGroupForm';
import { chatKeys } from './queries';
import { createGroup } from './groupQueries';

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
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [picked, setPicked] = useState<Map<number, UserSummary>>(new Map());
  const [saving, setSaving] = useState(false);
  const close = () => {
    setName('');
    setDescription('');
    setPicked(new Map());
    onClose();
  };
  const nameError = maxLengthError(name, CHAT_GROUP_NAME_MAX);
  const descriptionError = maxLengthError(description, CHAT_GROUP_DESCRIPTION_MAX);
  const ok = !!name.trim() && !nameError && !descriptionError && picked.size > 0;
  const save = async () => {
    setSaving(true);
    try {
      const res = await createGroup({
        name: name.trim(),
        description: description.trim(),
        members: [...picked.keys()],
      });
      toastSuccess(res.message);
      void qc.invalidateQueries({ queryKey: chatKeys.lists });
      close();
      onCreated(res.id);
    } catch (e) {
      toastError(e);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title="New group" centered>
      <Stack>
        <TextInput
          label="Group name"
          required
          data-autofocus
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={nameError}
          data-testid="group-name"
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={5}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={descriptionError}
          data-testid="group-description"
        />
        <ColleagueMultiSelect
          label="Members"
          required
          placeholder="Search colleagues"
          pickerKey="chat-group-members"
          fetchPage={fetchTaskUsers}
          value={picked}
          onChange={setPicked}
          enabled={opened}
          testId="group-members"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button
            onClick={() => void save()}
            disabled={!ok}
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
