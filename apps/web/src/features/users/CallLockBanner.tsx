import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CALL_LOCK_MESSAGE, type LockStatus } from '@crm/contracts';
import { callNotesPath } from '../../lib/links';

/**
 * The banner shown while the call lock is on (spec 000 §5, §8): the spec's message and a link to the
 * call notes of the brand called ('Assign & Update Inventories', /addcallnotes?brandId&pocId).
 */
export function CallLockBanner({ lock, onNotesPage }: { lock: LockStatus; onNotesPage: boolean }) {
  return (
    <Alert
      color="orange"
      variant="filled"
      radius="md"
      icon={<IconPhoneCall size={18} />}
      role="alert"
      data-testid="call-lock-banner"
      py={8}
    >
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm" fw={500}>
          {CALL_LOCK_MESSAGE}
        </Text>
        {lock.brandId && !onNotesPage && (
          <Button
            component={Link}
            to={callNotesPath({ brandId: lock.brandId, pocId: lock.pocId })}
            size="compact-sm"
            variant="white"
            color="orange"
            data-testid="call-lock-notes-link"
          >
            Add call notes
          </Button>
        )}
      </Group>
    </Alert>
  );
}
