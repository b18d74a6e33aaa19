import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { MAIL_VISIBILITY_LABELS, type MailboxInfo } from '@crm/contracts';
import { formatDate, formatIndian } from '../../../lib/format';

/** '2,340 of 8,120 mails read · about 3 min left' while a mailbox is read; null once done or before the first read. */
const progressText = (p: MailboxInfo['progress']) =>
  p && p.done < p.total
    ? `${formatIndian(p.done, false, 0)} of ${formatIndian(p.total, false, 0)} mails read${p.minutesLeft != null ? ` · about ${p.minutesLeft} min left` : ''}`
    : null;

const STATUS = {
  ACTIVE: { label: 'Connected', color: 'green' },
  ERROR: { label: 'Needs attention', color: 'red' },
  DISCONNECTED: { label: 'Disconnected', color: 'gray' },
} as const;

/** One mailbox of the Email card: address, state (the last error when it failed), folders, first day, who sees what. */
export function MailboxRow({
  mailbox: m,
  onSettings,
  onDisconnect,
}: {
  mailbox: MailboxInfo;
  onSettings: () => void;
  onDisconnect: () => void;
}) {
  const status = STATUS[m.status];
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" data-testid="mailbox-row">
      <Stack gap={2} miw={0}>
        <Group gap="xs">
          <Text fw={600} truncate>
            {m.address}
          </Text>
          <Badge color={status.color} variant="light">
            {status.label}
          </Badge>
        </Group>
        {progressText(m.progress) && (
          <Text size="sm" data-testid="mailbox-progress">
            {progressText(m.progress)}
          </Text>
        )}
        {m.lastError && (
          <Text size="sm" c="red">
            {m.lastError}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {`${m.folders.join(', ')} · from ${formatDate(m.syncFrom)} · colleagues see: ${MAIL_VISIBILITY_LABELS[m.visibility].toLowerCase()}`}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        {m.status !== 'DISCONNECTED' && (
          <Button size="xs" variant="light" onClick={onSettings}>
            Settings
          </Button>
        )}
        <Button size="xs" variant="light" color="red" onClick={onDisconnect}>
          {m.status === 'DISCONNECTED' ? 'Remove' : 'Disconnect'}
        </Button>
      </Group>
    </Group>
  );
}
