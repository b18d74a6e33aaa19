import type { ChatInfo } from '@crm/contracts';
import { ChatFilesDrawer } from '../ChatFilesDrawer';
import { GroupInfoDrawer } from '../GroupInfoDrawer';
import { MessagesDrawer } from '../MessagesDrawer';
import type { ChatTargets } from './useChatTargets';

type Props = {
  chatId: number;
  info: ChatInfo;
  selfId: number | undefined;
  t: ChatTargets;
  /** Open a message of another chat (the starred list). */
  onOpenMessage: (chatId: number, mid: number) => void;
  /** The caller left this group. */
  onLeft: () => void;
};

/**
 * The open chat's side panels, one at a time: pinned or starred messages and the chat's files (each
 * shows its message in place, closing the panel) and, for groups, the group's info.
 */
export function ChatPanels({ chatId, info, selfId, t, onOpenMessage, onLeft }: Props) {
  const close = () => t.setPanel(null);
  return (
    <>
      <MessagesDrawer
        kind={t.panel === 'starred' ? 'starred' : 'pinned'}
        chatId={chatId}
        opened={t.panel === 'pinned' || t.panel === 'starred'}
        onClose={close}
        onOpen={(m) => {
          close();
          if (m.chatId === chatId) t.jump(m.mid);
          else onOpenMessage(m.chatId, m.mid);
        }}
      />
      <ChatFilesDrawer
        chatId={chatId}
        opened={t.panel === 'files'}
        onClose={close}
        onShow={(mid) => {
          close();
          t.jump(mid);
        }}
      />
      {info.purpose !== 'PERSONAL_CHAT' && (
        <GroupInfoDrawer
          info={info}
          selfId={selfId}
          opened={t.panel === 'info'}
          onClose={close}
          onLeft={onLeft}
        />
      )}
    </>
  );
}
