import { useState } from 'react';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconDevices } from '@tabler/icons-react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { SessionsTable } from './SessionsTable';
import { useSessions } from './useSessions';

/**
 * 'Signed-in sessions' on one's own profile (issue 40 §5): each session's device, address, when it signed
 * in and was last seen; sign out of one, or of all others after a confirmation. Signing out closes that
 * session's live connections at once.
 */
export function SessionsCard() {
  const { list, end, endOthers } = useSessions();
  const [confirming, setConfirming] = useState(false);
  const sessions = list.data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current).length;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="sessions">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <IconDevices size={20} aria-hidden />
            <Title order={4}>Signed-in sessions</Title>
          </Group>
          <Button
            variant="light"
            color="red"
            size="xs"
            disabled={others === 0}
            onClick={() => setConfirming(true)}
          >
            Sign out all other sessions
          </Button>
        </Group>
        {loadFailed(list) ? (
          <LoadError what="your sessions" query={list} />
        ) : !list.data ? (
          <SkeletonBlock lines={2} />
        ) : (
          <SessionsTable
            sessions={sessions}
            ending={end.isPending ? end.variables : undefined}
            onEnd={(id) => end.mutate(id)}
          />
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        title="Sign out all other sessions?"
        confirmLabel="Sign out"
        color="red"
        loading={endOthers.isPending}
        onConfirm={() => endOthers.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      >
        {`Every other browser and device signed in as you (${others}) is signed out at once and must sign in again.`}
      </ConfirmModal>
    </Paper>
  );
}
