import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';
import { UserAvatar } from '../../../components/Avatars';

/** A message shown in a task conversation; `state` marks one still sending or failed (optimistic send). */
export type ShownComment = {
  key: string;
  text: string;
  senderId: number;
  senderName: string;
  senderImage: string | null;
  createdAt: string | null;
  state: 'sent' | 'sending' | 'failed';
};

/** One message: the sender's avatar and name (others' messages) or right-aligned (yours), the time, and Retry when sending failed. */
export function CommentBubble({
  c,
  mine,
  onRetry,
}: {
  c: ShownComment;
  mine: boolean;
  onRetry?: () => void;
}) {
  return (
    <Group
      justify={mine ? 'flex-end' : 'flex-start'}
      align="flex-end"
      gap="xs"
      wrap="nowrap"
      data-testid="task-comment"
    >
      {!mine && (
        <UserAvatar userId={c.senderId} name={c.senderName} imageUrl={c.senderImage} size={28} />
      )}
      <Box maw="80%">
        {!mine && (
          <Text size="xs" c="dimmed" mb={2}>
            {c.senderName}
          </Text>
        )}
        <Paper
          px="sm"
          py={6}
          radius="lg"
          bg={mine ? 'brand.6' : 'gray.1'}
          c={mine ? 'white' : undefined}
          style={{ opacity: c.state === 'sending' ? 0.6 : 1 }}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {c.text}
          </Text>
        </Paper>
        <Group gap={6} justify={mine ? 'flex-end' : 'flex-start'} mt={2}>
          <Text size="xs" c={c.state === 'failed' ? 'red' : 'dimmed'}>
            {c.state === 'sending'
              ? 'Sending…'
              : c.state === 'failed'
                ? 'Not sent'
                : formatDateTime(c.createdAt)}
          </Text>
          {c.state === 'failed' && onRetry && (
            <Button size="compact-xs" variant="subtle" color="red" onClick={onRetry}>
              Retry
            </Button>
          )}
        </Group>
      </Box>
    </Group>
  );
}
