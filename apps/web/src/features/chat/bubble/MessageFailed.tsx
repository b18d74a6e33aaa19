import { Anchor, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** 'Not sent.' beside a message of ours that failed, with Retry. */
export function MessageFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Group gap={4} wrap="nowrap" data-testid="message-failed">
      <IconAlertCircle size={14} color="var(--mantine-color-red-6)" />
      <Text size="xs" c="red">
        Not sent.
      </Text>
      <Anchor component="button" size="xs" onClick={onRetry} data-testid="message-retry">
        Retry
      </Anchor>
    </Group>
  );
}
