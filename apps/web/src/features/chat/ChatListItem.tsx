import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBellOff, IconPinFilled } from '@tabler/icons-react';
import type { ChatSummary } from '@crm/contracts';
import { ChatAvatar } from './ChatAvatar';
import { formatListStamp } from '../../lib/format';
import { previewText } from './chatText';

/** One row of the chat list: picture, name, last message preview and time, pinned and muted marks, the unread count. */
export function ChatListItem({
  chat,
  active,
  selfId,
  onOpen,
}: {
  chat: ChatSummary;
  active: boolean;
  selfId: number | undefined;
  onOpen: () => void;
}) {
  const unread = chat.unreadCount > 0;
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-current={active ? 'true' : undefined}
      data-testid={`chat-item-${chat.id}`}
      px="sm"
      py={10}
      style={{
        display: 'block',
        width: '100%',
        borderRadius: 8,
        background: active ? 'var(--mantine-color-brand-0)' : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <ChatAvatar chat={chat} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text size="sm" fw={unread ? 700 : 600} truncate="end" data-testid="chat-item-name">
              {chat.name}
            </Text>
            <Text
              size="xs"
              c={unread && !chat.isMuted ? 'brand.7' : 'dimmed'}
              style={{ flexShrink: 0 }}
              data-testid="chat-item-time"
            >
              {formatListStamp(chat.latestMessage?.sentOn ?? chat.createdAt)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text
              size="xs"
              c={unread ? undefined : 'dimmed'}
              truncate="end"
              fs={chat.latestMessage?.isDeleted ? 'italic' : undefined}
              data-testid="chat-item-preview"
            >
              {previewText(chat, selfId)}
            </Text>
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              {chat.isMuted && (
                <IconBellOff size={14} color="var(--mantine-color-gray-6)" aria-label="Muted" />
              )}
              {chat.isPinned && (
                <IconPinFilled size={14} color="var(--mantine-color-gray-6)" aria-label="Pinned" />
              )}
              {unread && (
                <Badge
                  size="sm"
                  circle={chat.unreadCount < 10}
                  color={chat.isMuted ? 'gray' : 'brand'}
                  data-testid="chat-item-unread"
                >
                  {chat.unreadCount > 99 ? '99+' : chat.unreadCount}
                </Badge>
              )}
            </Group>
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
