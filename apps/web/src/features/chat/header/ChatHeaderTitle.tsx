import { Group, Stack, Text } from '@mantine/core';
import type { ChatInfo } from '@crm/contracts';
import { ChatAvatar } from '../ChatAvatar';

/** Under the chat's name: the colleague's vertical (a personal chat), else how many members and whether archived. */
const subtitleOf = (info: ChatInfo) =>
  info.purpose === 'PERSONAL_CHAT'
    ? (info.otherUser?.verticalName ?? '')
    : `${info.members.length} member${info.members.length === 1 ? '' : 's'}${info.archived ? ' · archived' : ''}`;

/** The chat header's picture, name and subtitle (a group's subtitle lists its members on hover). */
export function ChatHeaderTitle({ info }: { info: ChatInfo }) {
  const subtitle = subtitleOf(info);
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 160px' }}>
      <ChatAvatar chat={info} size={42} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={700} truncate="end" data-testid="chat-title">
          {info.name}
        </Text>
        {subtitle && (
          <Text
            size="xs"
            c="dimmed"
            truncate="end"
            data-testid="chat-subtitle"
            title={
              info.purpose === 'PERSONAL_CHAT'
                ? undefined
                : info.members.map((m) => m.userName).join(', ')
            }
          >
            {subtitle}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
