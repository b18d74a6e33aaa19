import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailForward, IconMailOff } from '@tabler/icons-react';
import { userAdminRoutes } from '@crm/contracts';
import { useApi } from '../../../lib/useApi';
import { useResendInvitation } from '../adminUsers';

/**
 * Under a new user's email (issue 40 §2): they get an invitation mail to set their own password, valid
 * 72 hours; when outgoing mail is off (no SMTP_URL, GET /api/admin/mail) the admin is told the link is
 * written to the server's log instead.
 */
export function InvitationNote() {
  const status = useApi(userAdminRoutes.mailStatus, {});
  if (status.data && !status.data.enabled)
    return (
      <Alert color="yellow" icon={<IconMailOff size={18} />} title="Mail is off">
        <Text size="sm">
          No SMTP server is configured (SMTP_URL), so the invitation link to set a password is
          written to the server&apos;s log instead of mailed.
        </Text>
      </Alert>
    );
  return (
    <Text size="sm" c="dimmed" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
      <IconMailForward size={16} aria-hidden />
      They get an invitation mail to set their own password (the link works for 72 hours).
    </Text>
  );
}

/** On an invited user who has not set a password yet: says so, with "Send again" (a new link; the old one stops working). */
export function PendingInvitation({ userId }: { userId: number }) {
  const resend = useResendInvitation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c="dimmed">
        Invited: they have not set a password yet.
      </Text>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconMailForward size={14} />}
        loading={resend.isPending}
        onClick={() => resend.mutate(userId)}
      >
        Send the invitation again
      </Button>
    </Group>
  );
}
