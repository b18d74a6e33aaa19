import type { SentFiles } from '../ChatComposer';
import type { ShownMessage } from '../messageList';
import type { OutboxEntry } from '../outbox';

/** The parts of a message of ours that the outbox keeps. */
type Sendable = Pick<
  ShownMessage,
  'localId' | 'content' | 'replyingTo' | 'replyingToMessage' | 'sentOn' | 'resources'
>;

/** The outbox entry of a message of ours (new, or shown pending) in `chatId`; its files are already uploaded. */
export function outboxEntry(
  to: { chatId: number; selfId: number | undefined },
  m: Sendable,
  files: SentFiles['files'],
): OutboxEntry {
  return {
    localId: m.localId!,
    userId: to.selfId ?? 0,
    chatId: to.chatId,
    content: m.content,
    replyingTo: m.replyingTo,
    quoted: m.replyingToMessage,
    createdAt: m.sentOn,
    files,
    resources: m.resources ?? [],
  };
}
