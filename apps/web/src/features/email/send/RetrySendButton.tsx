import { Button } from '@mantine/core';
import { useRetrySend } from './useRetrySend';

/** Retry for mail `sendId` that was not sent (the outbox's row, a MAIL_SEND_FAILED notification); `onSent` after it is queued again. */
export function RetrySendButton({ sendId, onSent }: { sendId: number; onSent?: () => void }) {
  const retry = useRetrySend();
  return (
    <Button
      size="compact-sm"
      variant="light"
      onClick={() => retry.mutate(sendId, { onSuccess: onSent })}
      loading={retry.isPending}
      data-testid={`email-retry-${sendId}`}
    >
      Retry
    </Button>
  );
}
