import { ActionIcon, Box, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconPinnedOff, IconStarOff } from '@tabler/icons-react';
import type { ChatMessage } from '@crm/contracts';
import { UserAvatar } from '../../../components/Avatars';
import { formatListStamp } from '../../../lib/format';
import { MentionText } from '../../tasks';
import type { MessagesDrawerKind } from './useMessagesDrawer';

type Props = {
  kind: MessagesDrawerKind;
  m: ChatMessage;
  /** Show in chat. */
  onOpen: () => void;
  /** Unpin or unstar. */
  onRemove: () => void;
};

/** A pinned or starred message: its sender, when it was sent, its text (4 lines), Show in chat, and unpin or unstar. */
export function MessagesDrawerItem({ kind, m, onOpen, onRemove }: Props) {
  return (
    <Group
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      p="xs"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      data-testid={`${kind}-item`}
    >
      <UserAvatar
        userId={m.from}
        name={m.fromUserData.userName}
        imageUrl={m.fromUserData.profileImage}
        size={30}
      />
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" fw={700} truncate="end">
            {m.fromUserData.userName}
          </Text>
          <Text size="xs" c="dimmed">
            {formatListStamp(m.sentOn)}
          </Text>
        </Group>
        <MentionText description={m.content} lineClamp={4} testId={`${kind}-text`} />
        <Button
          variant="subtle"
          size="compact-xs"
          mt={4}
          onClick={onOpen}
          data-testid={`${kind}-open`}
        >
          Show in chat
        </Button>
      </Box>
      <Tooltip label={kind === 'pinned' ? 'Unpin' : 'Unstar'}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={kind === 'pinned' ? 'Unpin message' : 'Unstar message'}
          onClick={onRemove}
          data-testid={`${kind}-remove`}
        >
          {kind === 'pinned' ? <IconPinnedOff size={16} /> : <IconStarOff size={16} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
