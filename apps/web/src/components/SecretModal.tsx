import type { ReactNode } from 'react';
import { Alert, Button, Code, CopyButton, Group, Modal, Stack } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';

/**
 * A secret shown this once (an API token, a webhook's signing secret): what to do with it, the secret
 * itself under `testId`-value, Copy, and Done to close.
 */
function SecretOnce({
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

/**
 * A dialog that makes something with a secret (an API token, a webhook): its form (`children`) until it is
 * `made`, then the secret shown this once (SecretOnce) under `secretTitle`; Done or closing calls `onClose`.
 */
export function SecretModal({
  opened,
  onClose,
  title,
  secretTitle,
  made,
  testId,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  secretTitle: string;
  made: { message: string; secret: string } | undefined;
  testId: string;
  size?: string;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={made ? secretTitle : title}
      size={size}
      centered
    >
      {made ? (
        <SecretOnce message={made.message} secret={made.secret} onDone={onClose} testId={testId} />
      ) : (
        children
      )}
    </Modal>
  );
}
