import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { useSignOutEverywhere } from '../adminUsers';

/** In the edit user dialog (issue 40 §5): an admin signs the user out of every browser and device, after confirming. */
export function SignOutEverywhere({ userId, name }: { userId: number; name: string }) {
  const signOut = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c="dimmed">
        Lost a device, or left a session open somewhere?
      </Text>
      <Button
        variant="light"
        color="red"
        size="xs"
        leftSection={<IconLogout size={14} />}
        onClick={() => setConfirming(true)}
      >
        Sign out everywhere
      </Button>
      <ConfirmModal
        opened={confirming}
        title={`Sign ${name} out everywhere?`}
        confirmLabel="Sign out everywhere"
        color="red"
        loading={signOut.isPending}
        onConfirm={() => signOut.mutate(userId, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      >
        {`Every browser and device signed in as ${name} is signed out at once; they sign in again with their password.`}
      </ConfirmModal>
    </Group>
  );
}
