import { Alert, Button, Code, CopyButton, Group, Stack } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { ApiTokenCreated } from '@crm/contracts';

/** A new API token's secret, shown this once (issue 42 §1), with Copy, and Done to close. */
export function TokenSecret({ made, onDone }: { made: ApiTokenCreated; onDone: () => void }) {
  return (
    <Stack gap="sm" data-testid="api-token-secret">
      <Alert color="yellow">{made.message}</Alert>
      <Code block data-testid="api-token-value">
        {made.token}
      </Code>
      <Group justify="space-between">
        <CopyButton value={made.token}>
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
