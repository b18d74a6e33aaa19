import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** How long an Undo stays on screen, in ms. */
const UNDO_MS = 10_000;

/**
 * A success toast with an Undo button (a careless click can be taken
 * back) shown for UNDO_MS; pressing Undo closes it and runs `onUndo`. `testId` names the button.
 */
export function showUndoToast({
  message,
  onUndo,
  testId,
}: {
  message: string;
  onUndo: () => void;
  testId: string;
}): void {
  const id = `undo:${testId}:${Date.now()}`;
  notifications.show({
    id,
    color: 'green',
    autoClose: UNDO_MS,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
          data-testid={testId}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}
