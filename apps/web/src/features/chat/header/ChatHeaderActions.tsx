import { Group } from '@mantine/core';
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
import type { ChatInfo } from '@crm/contracts';
import { HeaderButton } from './HeaderButton';
import { useChatToggles } from './useChatToggles';

/** A panel the header opens: the pinned messages, the starred messages, the chat's files, the chat's info. */
export type ChatPanel = 'pinned' | 'starred' | 'files' | 'info';

/** The chat header's buttons: pinned and starred messages, files, group info (groups), mute and pin. */
export function ChatHeaderActions({
  info,
  onPanel,
}: {
  info: ChatInfo;
  onPanel: (panel: ChatPanel) => void;
}) {
  const { busy, toggle } = useChatToggles(info);
  return (
    <Group gap={4} wrap="nowrap">
      <HeaderButton
        tip="Pinned messages"
        testId="chat-pinned-list"
        onClick={() => onPanel('pinned')}
      >
        <IconPinned size={18} />
      </HeaderButton>
      <HeaderButton
        tip="Starred messages"
        testId="chat-starred-list"
        onClick={() => onPanel('starred')}
      >
        <IconStar size={18} />
      </HeaderButton>
      <HeaderButton tip="Files" testId="chat-files" onClick={() => onPanel('files')}>
        <IconFolder size={18} />
      </HeaderButton>
      {info.purpose !== 'PERSONAL_CHAT' && (
        <HeaderButton tip="Group info" testId="chat-info" onClick={() => onPanel('info')}>
          <IconInfoCircle size={18} />
        </HeaderButton>
      )}
      <HeaderButton
        tip={info.isMuted ? 'Unmute notifications' : 'Mute notifications'}
        label={info.isMuted ? 'Unmute chat' : 'Mute chat'}
        testId="chat-mute"
        loading={busy === 'mute'}
        onClick={() => void toggle('mute')}
      >
        {info.isMuted ? <IconBellOff size={18} /> : <IconBell size={18} />}
      </HeaderButton>
      <HeaderButton
        tip={info.isPinned ? 'Unpin chat' : 'Pin chat'}
        testId="chat-pin"
        loading={busy === 'pin'}
        onClick={() => void toggle('pin')}
      >
        {info.isPinned ? <IconPinnedOff size={18} /> : <IconPin size={18} />}
      </HeaderButton>
    </Group>
  );
}
