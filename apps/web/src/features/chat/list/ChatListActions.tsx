import { Button, Group } from '@mantine/core';
import { IconMessagePlus, IconUsersPlus } from '@tabler/icons-react';

/** The chat list's top buttons: New chat (a colleague's personal chat) and New group. */
export function ChatListActions({
  onNewChat,
  onNewGroup,
}: {
  onNewChat: () => void;
  onNewGroup: () => void;
}) {
  return (
    <Group gap="xs" px="sm" pt="sm" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconMessagePlus size={16} />}
        onClick={onNewChat}
        data-testid="chat-new"
        style={{ flex: 1 }}
      >
        New chat
      </Button>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconUsersPlus size={16} />}
        onClick={onNewGroup}
        data-testid="group-new"
        style={{ flex: 1 }}
      >
        New group
      </Button>
    </Group>
  );
}
