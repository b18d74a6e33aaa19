import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { DEACTIVATION_REASON_MAX as REASON_MAX, USER_ADMIN_MESSAGES } from '@crm/contracts';
import { useSetUsersActive } from './adminUsers';

/**
 * Deactivate or reactivate a user (spec 000 §2.5 reason box: multiline, 4 rows, leading
 * whitespace stripped, placeholder 'Reason for deactivating user...'). Deactivating needs a reason and
 * ends the user's sessions within seconds; reactivating lets them sign in again.
 */
export function DeactivateUserModal({
  user,
  onClose,
}: {
  user: { userId: number; userName: string; reactivate: boolean } | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const mutation = useSetUsersActive();
  const reactivate = !!user?.reactivate;
  const error =
    !reactivate && tried && !reason.trim()
      ? 'Reason is required to deactivate a user'
      : reason.length > REASON_MAX
        ? `Reason can be at most ${REASON_MAX} characters`
        : null;
  const close = () => {
    setReason('');
    setTried(false);
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (!user || (!reactivate && !reason.trim()) || reason.length > REASON_MAX) return;
    mutation.mutate(
      {
        usersIds: [user.userId],
        mode: reactivate ? 'REACTIVATE' : 'DEACTIVATE',
        reason: reason.trim(),
      },
      { onSuccess: close },
    );
  };
  return (
    <Modal
      opened={!!user}
      onClose={close}
      title={reactivate ? 'Reactivate user' : 'Deactivate user'}
      centered
    >
      <Stack>
        <Text size="sm">
          {reactivate
            ? `${user?.userName} will be able to sign in again.`
            : `${user?.userName} will be signed out within seconds and can no longer sign in. Their brands stay theirs and show them as deactivated.`}
        </Text>
        {!reactivate && (
          <Textarea
            label="Reason"
            required
            rows={4}
            placeholder={USER_ADMIN_MESSAGES.reasonPlaceholder}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value.replace(/^\s+/, ''))}
            error={error}
            data-autofocus
            data-testid="deactivate-reason"
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color={reactivate ? 'green' : 'red'}
            onClick={submit}
            loading={mutation.isPending}
            data-testid="deactivate-confirm"
          >
            {reactivate ? 'Reactivate' : 'Deactivate'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
