import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MESSAGES } from '@crm/contracts';

/** The spec's warning for a user who may not open the assign page (spec 001 §4). */
export function AccessDenied() {
  return (
    <Stack p="md">
      <Alert
        color="yellow"
        icon={<IconAlertTriangle size={18} />}
        data-testid="assign-access-denied"
      >
        {MESSAGES.assignAccessDenied}
      </Alert>
    </Stack>
  );
}
