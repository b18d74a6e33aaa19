import { Alert, Button, Code, CopyButton, Group, Stack } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';

/**
 * A secret shown this once (an API token, a webhook's signing secret): what to do with it, the secret
 * itself under `testId`-value, Copy, and Done to close.
 */
export function SecretOnce({
  message,
  secret,
  onDone,
  testId,
}: {
  message: string;
  secret: string;
  onDone: () => void;
  testId: string;
}) {
  return (
    <Stack gap="sm" data-testid={testId}>
      <Alert color="yellow">{message}</Alert>
      <Code block data-testid={`${testId}-value`}>
        {secret}
      </Code>
      <Group justify="space-between">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button variant="light" leftSection={<IconCopy size={14} />} onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
