import { Button, Group, Modal, Text } from '@mantine/core';

/**
 * 'Are you sure?' before closing a form with data in it (Add New Task, a mail being written): CANCEL keeps
 * the form, YES, CLOSE (`onDiscard`) drops it. `testId` names the YES, CLOSE button.
 */
export function DiscardModal({
  opened,
  onCancel,
  onDiscard,
  testId,
}: {
  opened: boolean;
  onCancel: () => void;
  onDiscard: () => void;
  testId: string;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Are you sure?" size="sm" zIndex={400} centered>
      <Text size="sm">The details you entered will be lost.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          CANCEL
        </Button>
        <Button color="red" onClick={onDiscard} data-testid={testId}>
          YES, CLOSE
        </Button>
      </Group>
    </Modal>
  );
}
