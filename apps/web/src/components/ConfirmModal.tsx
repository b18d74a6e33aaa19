import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ThrottledButton } from './ThrottledButton';

/** A confirmation dialog: message, Cancel and a confirm button (data-testid="confirm-action"), disabled while `disabled`, click-throttled (spec 000 §2.12). */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel = 'Confirm',
  color = 'blue',
  loading = false,
  disabled = false,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  color?: string;
  loading?: boolean;
  disabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <ThrottledButton
          color={color}
          onClick={onConfirm}
          loading={loading}
          disabled={disabled}
          data-testid="confirm-action"
        >
          {confirmLabel}
        </ThrottledButton>
      </Group>
    </Modal>
  );
}
