import { useState, type ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { ConfirmModal } from '../../../components/ConfirmModal';

/**
 * One line of the edit user dialog's security actions: a hint, a red button, and a confirmation before
 * `run` (whose promise ends the confirmation's loading).
 */
export function ConfirmedAction(p: {
  hint: string;
  label: string;
  icon: ReactNode;
  confirmTitle: string;
  confirmText: string;
  loading: boolean;
  run: (done: () => void) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c="dimmed">
        {p.hint}
      </Text>
      <Button
        variant="light"
        color="red"
        size="xs"
        leftSection={p.icon}
        onClick={() => setConfirming(true)}
      >
        {p.label}
      </Button>
      <ConfirmModal
        opened={confirming}
        title={p.confirmTitle}
        confirmLabel={p.label}
        color="red"
        loading={p.loading}
        onConfirm={() => p.run(() => setConfirming(false))}
        onClose={() => setConfirming(false)}
      >
        {p.confirmText}
      </ConfirmModal>
    </Group>
  );
}
