import { Button, Group, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { emailThreadRoutes, type MailMessageView } from '@crm/contracts';
import { downloadRoute } from '../../../lib/useApi';

/** Bytes as "2.4 MB" / "812 KB". */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * A mail's attachments (issue 41 §2): each downloads (GET /api/email/attachment); one of a mail too
 * large to copy (over 25 MB) is fetched from the mailbox then, and says so. A mail one sent from the CRM also lists its tracked links with
 * how often each was opened (§4).
 */
export function MailAttachments({ m }: { m: MailMessageView }) {
  if (!m.attachments.length && !m.trackedLinks.length) return null;
  return (
    <Group gap={6} data-testid="mail-attachments">
      {m.trackedLinks.map((l) => (
        <Text key={l.name} size="xs" c="dimmed" data-testid="mail-tracked-link">
          {`${l.name} (link): ${l.opens === 1 ? 'opened once' : l.opens ? `opened ${l.opens} times` : 'not opened yet'}`}
        </Text>
      ))}
      {m.attachments.map((a, index) => (
        <Button
          key={index}
          size="compact-xs"
          variant="light"
          leftSection={<IconPaperclip size={12} />}
          onClick={() =>
            void downloadRoute(emailThreadRoutes.attachment, {
              messageRowId: m.messageRowId,
              index,
            })
          }
          title={a.linked ? 'Too large to copy: fetched from the mailbox when opened' : undefined}
        >
          {`${a.name} (${sizeText(a.size)}${a.linked ? ', from the mailbox' : ''})`}
        </Button>
      ))}
    </Group>
  );
}
