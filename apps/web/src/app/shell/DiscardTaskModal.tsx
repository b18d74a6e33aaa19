import { Button, Group, Modal, Text } from '@mantine/core';

/** 'Are you sure?' before closing Add New Task with data in it: CANCEL keeps the form, YES, CLOSE (`onDiscard`) drops it. */
export function DiscardTaskModal({
  opened,
  onCancel,
  onDiscard,
}: {
  opened: boolean;
  onCancel: () => void;
  onDiscard: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Are you sure?" size="sm" zIndex={400} centered>
      <Text size="sm">The details you entered will be lost.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          CANCEL
        </Button>
        <Button color="red" onClick={onDiscard} data-testid="confirm-close-task">
          YES, CLOSE
        </Button>
      </Group>
    </Modal>
  );
}
