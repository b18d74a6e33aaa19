import { Button, Group, Text } from '@mantine/core';
import type { CollabRequest } from '@crm/contracts';
import { INVITEE_OUTCOME } from '../collabLabels';
import type { PendingStep } from './useCollabRequestsTab';

/**
 * A request's actions: ACCEPT and REJECT for the invitee who may act (else, to the invitee, how it was
 * settled), and Revoke (Remove once accepted) for those who may revoke it; greyed while a step runs.
 */
export function CollabRequestActions({
  r,
  me,
  busy,
  mayRevoke,
  onAccept,
  onAsk,
}: {
  r: CollabRequest;
  me: number | undefined;
  busy: boolean;
  mayRevoke: boolean;
  onAccept: () => void;
  onAsk: (step: PendingStep) => void;
}) {
  return (
    <Group gap={6} wrap="nowrap">
      {r.canAct ? (
        <>
          <Button
            size="compact-sm"
            color="green"
            disabled={busy}
            onClick={onAccept}
            data-testid="collab-accept"
          >
            ACCEPT
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            disabled={busy}
            onClick={() => onAsk({ kind: 'REJECT', request: r })}
            data-testid="collab-reject"
          >
            REJECT
          </Button>
        </>
      ) : (
        r.invitee.userId === me &&
        INVITEE_OUTCOME[r.inviteStatus] && (
          <Text size="sm" c="dimmed">
            {INVITEE_OUTCOME[r.inviteStatus]}
          </Text>
        )
      )}
      {mayRevoke && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          disabled={busy}
          onClick={() => onAsk({ kind: 'REVOKE', request: r })}
          data-testid="collab-revoke"
        >
          {r.inviteStatus === 'ACCEPTED' ? 'Remove' : 'Revoke'}
        </Button>
      )}
    </Group>
  );
}
