import { Group } from '@mantine/core';
import type { ChatInfo } from '@crm/contracts';
import { ChatHeaderActions, type ChatPanel } from './header/ChatHeaderActions';
import { ChatHeaderTitle } from './header/ChatHeaderTitle';

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
  return (
    <Group
      justify="space-between"
      px="md"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="chat-header"
    >
      <ChatHeaderTitle info={info} />
      <ChatHeaderActions info={info} onPanel={onPanel} />
    </Group>
  );
}
