import { useQueryClient } from '@tanstack/react-query';
import type { SentFiles } from '../ChatComposer';
import type { ShownMessage } from '../messageList';
import { retry, send } from '../outbox';
import { patchMessages } from '../messageQueries';
import { newLocalId, pendingMessage, setPendingState } from '../sendQueries';
import { outboxEntry } from './outboxEntry';
import type { ChatTargets } from './useChatTargets';

/**
 * Sending in the open chat, optimistically: `submit` shows the message at once as sending (with its
 * localId, quoting the message replied to) and hands it to the outbox; `resend` sends a failed one
 * again under the same localId, its files already uploaded.
 */
export function useSendMessage(chatId: number, selfId: number | undefined, t: ChatTargets) {
  const qc = useQueryClient();
  const to = { chatId, selfId };
  const submit = (content: string, attached: SentFiles) => {
    const pending = {
      ...pendingMessage(chatId, newLocalId(), content, t.replyTo),
      resources: attached.resources,
    };
    t.setReplyTo(null);
    patchMessages(qc, chatId, (d) => ({ ...d, messages: [...d.messages, pending] }));
    void send(qc, outboxEntry(to, pending, attached.files));
  };
  const resend = (m: ShownMessage) => {
    if (!m.localId) return;
    setPendingState(qc, chatId, m.localId, 'sending');
    const files = (m.resources ?? []).map((f) => ({ fileId: f.fileId, thumbnailFileId: null }));
    void retry(qc, m.localId, outboxEntry(to, m, files));
  };
  return { submit, resend };
}
