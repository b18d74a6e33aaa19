import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconBell,
  IconBellOff,
  IconFolder,
  IconInfoCircle,
  IconPin,
  IconPinned,
  IconPinnedOff,
  IconStar,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChatInfo } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { ChatAvatar } from './ChatAvatar';
import { chatKeys, muteChat, patchChatInLists, pinChat } from './queries';

/** A panel the header opens: the pinned messages, the starred messages, the chat's info. */
export type ChatPanel = 'pinned' | 'starred' | 'files' | 'info';

/**
 * The open chat's header: picture, name, members (groups) or the colleague's vertical; pinned and starred
 * messages, files, info; mute and pin with the spec's toasts. On a narrow pane (a phone) the buttons go
 * below the name.
 */
export function ChatHeader({
  info,
  onPanel,
}: {
  info: ChatInfo;
  onPanel: (panel: ChatPanel) => void;
}) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState<'mute' | 'pin' | null>(null);
  const toggle = async (what: 'mute' | 'pin') => {
    setBusy(what);
    try {
      const on = what === 'mute' ? !info.isMuted : !info.isPinned;
      const res = what === 'mute' ? await muteChat(info.id, on) : await pinChat(info.id, on);
      const patch = what === 'mute' ? { isMuted: on } : { isPinned: on };
      qc.setQueryData<ChatInfo>(chatKeys.info(info.id), (d) => d && { ...d, ...patch });
      patchChatInLists(qc, info.id, (c) => ({ ...c, ...patch }));
      if (what === 'pin') void qc.invalidateQueries({ queryKey: chatKeys.lists });
      toastSuccess(res.message);
    } catch (e) {
      toastError(e);
    } finally {
      setBusy(null);
    }
  };
  const subtitle =
    info.purpose === 'PERSONAL_CHAT'
      ? (info.otherUser?.verticalName ?? '')
      : `${info.members.length} member${info.members.length === 1 ? '' : 's'}${info.archived ? ' · archived' : ''}`;
  return (
    <Group
      justify="space-between"
      px="md"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="chat-header"
    >
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
      <Group gap={4} wrap="nowrap">
        <Tooltip label="Pinned messages">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => onPanel('pinned')}
            aria-label="Pinned messages"
            data-testid="chat-pinned-list"
          >
            <IconPinned size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Starred messages">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => onPanel('starred')}
            aria-label="Starred messages"
            data-testid="chat-starred-list"
          >
            <IconStar size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Files">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => onPanel('files')}
            aria-label="Files"
            data-testid="chat-files"
          >
            <IconFolder size={18} />
          </ActionIcon>
        </Tooltip>
        {info.purpose !== 'PERSONAL_CHAT' && (
          <Tooltip label="Group info">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={() => onPanel('info')}
              aria-label="Group info"
              data-testid="chat-info"
            >
              <IconInfoCircle size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label={info.isMuted ? 'Unmute notifications' : 'Mute notifications'}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            loading={busy === 'mute'}
            onClick={() => void toggle('mute')}
            aria-label={info.isMuted ? 'Unmute chat' : 'Mute chat'}
            data-testid="chat-mute"
          >
            {info.isMuted ? <IconBellOff size={18} /> : <IconBell size={18} />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label={info.isPinned ? 'Unpin chat' : 'Pin chat'}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            loading={busy === 'pin'}
            onClick={() => void toggle('pin')}
            aria-label={info.isPinned ? 'Unpin chat' : 'Pin chat'}
            data-testid="chat-pin"
          >
            {info.isPinned ? <IconPinnedOff size={18} /> : <IconPin size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
