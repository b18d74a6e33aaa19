import { Badge } from '@mantine/core';
import { COLLAB_MESSAGES, type InviteStatus } from '@crm/contracts';

/** Invitation statuses in words and colours (spec 001 §3 Collaborator inviteStatus; §4 invited, approved, rejected, removed). */
export const INVITE_STATUS_META: Record<InviteStatus, { label: string; color: string }> = {
  CO_INVITED: { label: 'Invited', color: 'blue' },
  ACCEPTED: { label: 'Accepted', color: 'green' },
  REJECTED: { label: 'Rejected', color: 'red' },
  REVOKED: { label: 'Revoked', color: 'gray' },
};

/** Suggestion statuses in words and colours. */
export const SUGGESTION_STATUS_META = {
  PENDING: { label: 'Pending', color: 'yellow' },
  APPROVED: { label: 'Approved', color: 'green' },
  REJECTED: { label: 'Rejected', color: 'red' },
} as const;

/** What the invitee reads once a request is settled, as the notification words it (spec 000 §3 Notification). */
export const INVITEE_OUTCOME: Partial<Record<InviteStatus, string>> = {
  ACCEPTED: COLLAB_MESSAGES.requestAccepted,
  REJECTED: COLLAB_MESSAGES.requestRejected,
  REVOKED: COLLAB_MESSAGES.requestRevoked,
};

/** A status badge from one of the maps above. */
export function StatusBadge({
  meta,
  testId,
}: {
  meta: { label: string; color: string };
  testId?: string;
}) {
  return (
    <Badge variant="light" color={meta.color} data-testid={testId}>
      {meta.label}
    </Badge>
  );
}

/** 'You' for the signed-in user, else the name (spec 000 §3: who acted, 'You' or a name). */
export const youOr = (user: { userId: number; userName: string }, me: number | undefined) =>
  user.userId === me ? 'You' : user.userName;
