import { Alert, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { EMAIL_THREAD_MESSAGES, type emailThreadRoutes, type RouteData } from '@crm/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { formatDateTime } from '../../../lib/format';
import { MailAttachments } from './MailAttachments';
import { MailBody } from './MailBody';

/** One conversation as GET /api/email/thread answers it. */
export type Thread = RouteData<typeof emailThreadRoutes.thread>;

/**
 * One conversation's mails, oldest first (issue 41 §3): who, to whom, when (IST), the body and attachments,
 * as its owner shares them; Reply (issue 41 §4) when `onReply` is given and the subject is shared.
 */
export function ThreadDrawer({
  opened,
  thread,
  onClose,
  onReply,
}: {
  opened: boolean;
  thread: UseQueryResult<Thread>;
  onClose: () => void;
  onReply?: (t: Thread) => void;
}) {
  const t = thread.data;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={t?.subject ?? 'Conversation'}
    >
      {loadFailed(thread) ? (
        <LoadError what="the conversation" query={thread} />
      ) : !t ? (
        <SkeletonBlock lines={6} />
      ) : (
        <Stack gap="md" data-testid="email-thread-view">
          {onReply && t.subject !== null && (
            <Group justify="flex-end">
              <Button size="xs" onClick={() => onReply(t)} data-testid="email-reply">
                Reply
              </Button>
            </Group>
          )}
          {t.visibility !== 'FULL' && (
            <Alert color="gray">
              {`${t.owner.userName}’s mailbox: ${t.visibility === 'METADATA' ? EMAIL_THREAD_MESSAGES.hidden : EMAIL_THREAD_MESSAGES.subjectOnly}`}
            </Alert>
          )}
          {t.messages.map((m, i) => (
            <Stack key={m.messageRowId} gap={4}>
              {i > 0 && <Divider />}
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} truncate>
                  {m.fromName ? `${m.fromName} <${m.fromAddress}>` : m.fromAddress}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(m.sentAt)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {`To ${m.to.join(', ')}${m.cc.length ? ` · Cc ${m.cc.join(', ')}` : ''}`}
              </Text>
              {(m.html || m.text) && <MailBody html={m.html} text={m.text} />}
              <MailAttachments m={m} />
            </Stack>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
