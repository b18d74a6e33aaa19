import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { EMAIL_THREAD_MESSAGES, type MailThreadSummary } from '@crm/contracts';
import { formatListStamp } from '../../../lib/format';

/** One conversation of the Email tab: subject, senders, count, when (IST), snippet, whose mailbox. */
export function ThreadRow({
  thread: t,
  onOpen,
}: {
  thread: MailThreadSummary;
  onOpen: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onOpen}
      p="sm"
      data-testid="email-thread"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} miw={0}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} truncate>
              {t.subject ?? EMAIL_THREAD_MESSAGES.hidden}
            </Text>
            {t.messageCount > 1 && (
              <Badge variant="light" size="sm">
                {t.messageCount}
              </Badge>
            )}
            {t.hasAttachments && <IconPaperclip size={14} aria-label="Has attachments" />}
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {[t.senders.join(', '), t.snippet].filter(Boolean).join(' — ')}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Text size="xs" c="dimmed">
            {formatListStamp(t.lastAt)}
          </Text>
          <Text size="xs" c="dimmed">
            {t.owner.userName}’s mailbox
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
