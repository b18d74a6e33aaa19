import { Button, Group, Text } from '@mantine/core';

/**
 * Closing an import part-way, asked inside its dialog: while it `running` it keeps going on the server,
 * otherwise nothing is imported yet; Cancel goes back to the step, Close closes.
 */
export function ImportCloseConfirm({
  running,
  onCancel,
  onClose,
}: {
  running: boolean;
  onCancel: () => void;
  onClose: () => void;
}) {
  return (
    <>
      <Text size="sm">
        {running
          ? 'The import keeps running on the server and will finish on its own. Close this window?'
          : 'Nothing has been imported yet. The uploaded file and your column mapping will be discarded.'}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onClose} data-testid="confirm-action">
          Close
        </Button>
      </Group>
    </>
  );
}
