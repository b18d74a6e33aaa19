import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CHAT_MESSAGES, chatRoutes } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { routeKey } from '../../../lib/useApi';
import { plainDescription } from '../../tasks';
import {
  applyPin,
  applyReaction,
  applyStar,
  pinMessage,
  react,
  starMessage,
} from '../messageActions';
import type { MessageAction } from '../MessageMenu';
import type { ShownMessage } from '../messageList';
import type { ChatTargets } from './useChatTargets';

type Reacting = Extract<MessageAction, { kind: 'react' }>;
type Scope = { qc: QueryClient; chatId: number; selfId: number | undefined };

/**
 * A reaction applies at once and is taken back if the server refuses it; choosing an emoji we already
 * gave takes it back.
 */
function toggleReaction({ qc, chatId, selfId }: Scope, m: ShownMessage, a: Reacting) {
  const add =
    a.add &&
    !(m.reactions ?? []).some(
      (r) => r.emoji === a.emoji && selfId !== undefined && r.userIds.includes(selfId),
    );
  const ev = { chatId, messageId: m.id, mid: m.mid, userId: selfId ?? 0, emoji: a.emoji };
  applyReaction(qc, ev, add);
  void react(m.id, a.emoji, add).catch((e: unknown) => {
    applyReaction(qc, ev, !add);
    toastError(e);
  });
}

/** Pins or unpins a message (for the chat) and refreshes the pinned list. */
async function togglePin(qc: QueryClient, m: ShownMessage) {
  const res = await pinMessage(m.id, !m.isPinned);
  applyPin(qc, res);
  void qc.invalidateQueries({ queryKey: routeKey(chatRoutes.pinned) });
  toastSuccess(res.message);
}

/** Stars or unstars a message (for the caller) and refreshes the starred list. */
async function toggleStar(qc: QueryClient, m: ShownMessage) {
  const res = await starMessage(m.id, !m.isStarred);
  applyStar(qc, res);
  void qc.invalidateQueries({ queryKey: routeKey(chatRoutes.starred) });
  toastSuccess(res.message);
}

/**
 * The message menu's actions in the open chat (001 §4): retry a failed send, reply, forward, edit and
 * delete (which open their dialogs), jump to a quoted original, copy the text, react, pin and star —
 * the last three apply at once and come back live to everyone. Failures are toasted.
 */
export function useMessageActions(scope: {
  chatId: number;
  selfId: number | undefined;
  targets: ChatTargets;
  resend: (m: ShownMessage) => void;
}) {
  const { chatId, selfId, targets: t, resend } = scope;
  const qc = useQueryClient();
  const act = async (m: ShownMessage, a: MessageAction) => {
    try {
      switch (a.kind) {
        case 'retry':
          return resend(m);
        case 'reply':
          return t.setReplyTo(m);
        case 'forward':
          return t.setForwarding(m);
        case 'edit':
          return t.setEditing(m);
        case 'delete':
          return t.setDeleting(m);
        case 'jump':
          return t.jump(a.mid);
        case 'copy':
          await navigator.clipboard.writeText(plainDescription(m.content));
          return toastSuccess(CHAT_MESSAGES.textCopied);
        case 'react':
          return toggleReaction({ qc, chatId, selfId }, m, a);
        case 'pin':
          return await togglePin(qc, m);
        case 'star':
          return await toggleStar(qc, m);
      }
    } catch (e) {
      toastError(e);
    }
  };
  return (m: ShownMessage, a: MessageAction) => void act(m, a);
}
