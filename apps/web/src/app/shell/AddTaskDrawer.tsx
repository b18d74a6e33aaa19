import { Alert, Button, Drawer, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';

/** Task title limit (spec 000 §5, §9). */
const TITLE_MAX = 255;

/**
 * The Add New Task drawer (spec 000 §2.11), placeholder stage: title and description, the
 * shortcuts guide, and the close confirmation when data was entered. Creating the task, the
 * pickers, mentions and reminders come with the tasks feature.
 */
export default function AddTaskDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [confirming, setConfirming] = useState(false);
  const dirty = title.trim() !== '' || description.trim() !== '';

  const close = () => {
    setTitle('');
    setDescription('');
    setConfirming(false);
    onClose();
  };

  return (
    <>
      <Drawer opened={opened} onClose={() => (dirty ? setConfirming(true) : close())} position="right" size="lg" title="Add New Task">
        <Stack>
          <Alert variant="light" icon={<IconInfoCircle size={18} />}>
            Task creation arrives with the Tasks page.
          </Alert>
          <TextInput
            data-autofocus
            label="Task title"
            required
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={title.length > TITLE_MAX ? 'Maximum 255 characters allowed' : undefined}
          />
          <Textarea label="Description" autosize minRows={4} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => (dirty ? setConfirming(true) : close())}>
              Cancel
            </Button>
            <Button disabled>Add</Button>
          </Group>
          <Text size="xs" c="dimmed">
            Shortcuts: '/' for Brand, '@' for Person / Role
          </Text>
        </Stack>
      </Drawer>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Are you sure?" size="sm" zIndex={400}>
        <Text size="sm">The details you entered will be lost.</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            CANCEL
          </Button>
          <Button color="red" onClick={close}>
            YES, CLOSE
          </Button>
        </Group>
      </Modal>
    </>
  );
}
