import { Group, Text } from '@mantine/core';
import { announcementText } from '../chatText';
import type { ShownMessage } from '../messageList';

/** An announcement of the chat (someone joined, left, renamed the group…), centred. */
export function Announcement({ m, selfId }: { m: ShownMessage; selfId: number | undefined }) {
  return (
    <Group justify="center" py={6} data-testid="chat-announcement">
      <Text
        size="xs"
        c="dimmed"
        px="sm"
        py={2}
        style={{ background: 'var(--mantine-color-gray-1)', borderRadius: 12 }}
      >
        {announcementText(m, selfId)}
      </Text>
    </Group>
  );
}
