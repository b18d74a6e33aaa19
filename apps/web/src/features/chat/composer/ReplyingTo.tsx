import { Box, CloseButton, Group } from '@mantine/core';
import type { ShownMessage } from '../messageList';
import { QuotedReply } from '../QuotedReply';

/** Above the composer: the message being replied to, quoted, with a button to cancel the reply. */
export function ReplyingTo({
  replyTo,
  nameOf,
  onCancel,
}: {
  replyTo: ShownMessage;
  nameOf: (id: number) => string;
  onCancel: () => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" mb={6} data-testid="chat-replying">
      <Box style={{ flex: 1, minWidth: 0 }}>
        <QuotedReply
          quoted={{
            id: replyTo.id,
            mid: replyTo.mid,
            from: replyTo.from,
            content: replyTo.content,
            isDeleted: replyTo.isDeleted,
          }}
          nameOf={nameOf}
        />
      </Box>
      <CloseButton
        size="sm"
        aria-label="Cancel the reply"
        onClick={onCancel}
        data-testid="chat-reply-cancel"
      />
    </Group>
  );
}
