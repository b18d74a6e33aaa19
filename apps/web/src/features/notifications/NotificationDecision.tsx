import { Badge, Button, Group } from '@mantine/core';
import type { Notification } from '@crm/contracts';
import { actionKind, actionOutcome, canAct } from './notificationText';

type Props = {
  n: Notification;
  userId: number;
  onDecide: (n: Notification, action: 'APPROVE' | 'REJECT') => void;
  deciding: 'APPROVE' | 'REJECT' | null;
};

/**
 * Under an ACTION notification: while open to the user, ACCEPT / REJECT (collaboration) or APPROVE /
 * REJECT (suggestion), both held while one is sent; once settled, its outcome (green approved, red
 * rejected).
 */
export function NotificationDecision({ n, userId, onDecide, deciding }: Props) {
  const kind = actionKind(n);
  const outcome = actionOutcome(n, userId);
  return (
    <>
      {canAct(n, userId) && kind && (
        <Group gap="xs" mt={8} ml={46}>
          <Button
            size="compact-sm"
            onClick={() => onDecide(n, 'APPROVE')}
            loading={deciding === 'APPROVE'}
            disabled={!!deciding}
            data-testid="notification-approve"
          >
            {kind === 'collab' ? 'ACCEPT' : 'APPROVE'}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => onDecide(n, 'REJECT')}
            loading={deciding === 'REJECT'}
            disabled={!!deciding}
            data-testid="notification-reject"
          >
            REJECT
          </Button>
        </Group>
      )}
      {outcome && (
        <Badge
          ml={46}
          mt={8}
          size="md"
          variant="light"
          tt="none"
          color={
            n.actionTakenType === 'APPROVE'
              ? 'green'
              : n.actionTakenType === 'REJECT'
                ? 'red'
                : 'gray'
          }
          data-testid="notification-outcome"
        >
          {outcome}
        </Badge>
      )}
    </>
  );
}
