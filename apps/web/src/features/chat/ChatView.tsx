import { Box, Center, Stack } from '@mantine/core';
import { useDocumentVisibility } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError, toastError } from '../../lib/api';
import { EmptyState } from '../../components/EmptyState';
import { ConfirmModal } from '../common/ConfirmModal';
import { LoadError, loadFailed } from '../common/LoadError';
import { SkeletonBlock } from '../common/SkeletonRows';
import { currentUser } from '../common/user';
import { ChatHeader } from './ChatHeader';
import { CHAT_MESSAGE_MAX } from '@crm/contracts';
import { MessageComposer } from '../common/MessageComposer';
import { EditMessageModal } from './EditMessageModal';
import { lastServerMid, type ShownMessage } from './messageList';
import { MessageList } from './MessageList';
import {
  catchUp, chatKeys, deleteMessage, editMessage, markRead, mergeMessages, patchChatInLists, patchMessages, pendingMessage, sendMessage, setPendingState, useChatInfo, useChatMessages,
} from './queries';

const newLocalId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * The open chat (001 §2, §4): header, messages and the composer. Sending is optimistic: the message
 * shows at once as sending with its localId and gives way to the server's copy on the ack (or the push,
 * whichever comes first); a failure is marked with Retry, which sends the same localId again. While
 * the chat is open and the tab visible, what arrives is marked read (POST /message/read).
 */
export function ChatView({ chatId }: { chatId: number }) {
  const qc = useQueryClient();
  const selfId = currentUser()?.userId;
  const info = useChatInfo(chatId);
  const msgs = useChatMessages(chatId);
  const visible = useDocumentVisibility() === 'visible';
  const [editing, setEditing] = useState<ShownMessage | null>(null);
  const [deleting, setDeleting] = useState<ShownMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const readSent = useRef(0);

  // a push that came between the server's read of the first page and its arrival here found no cache: catch up once loaded
  const loaded = msgs.isSuccess;
  useEffect(() => {
    if (loaded) void catchUp(qc, chatId).catch(() => undefined);
  }, [loaded, chatId, qc]);

  const latest = msgs.data ? lastServerMid(msgs.data.messages) : 0;
  useEffect(() => {
    readSent.current = 0;
  }, [chatId]);
  useEffect(() => {
    if (!visible || !latest || !info.data || latest <= Math.max(readSent.current, info.data.lastRead)) return;
    readSent.current = latest;
    markRead(chatId, latest)
      .then((r) => {
        patchChatInLists(qc, chatId, (c) => ({ ...c, lastRead: r.lastRead, unreadCount: r.unreadCount }));
        void qc.invalidateQueries({ queryKey: chatKeys.unread });
      })
      .catch(() => {
        readSent.current = 0;
      });
  }, [visible, latest, info.data, chatId, qc]);

  const send = async (localId: string, content: string) => {
    try {
      const res = await sendMessage(chatId, content, localId);
      mergeMessages(qc, chatId, [res.message]);
    } catch (e) {
      setPendingState(qc, chatId, localId, 'failed');
      if (e instanceof ApiError && e.status < 500) toastError(e);
    }
  };
  const submit = (content: string) => {
    const localId = newLocalId();
    patchMessages(qc, chatId, (d) => ({ ...d, messages: [...d.messages, pendingMessage(chatId, localId, content)] }));
    void send(localId, content);
  };
  const retry = (m: ShownMessage) => {
    if (!m.localId) return;
    setPendingState(qc, chatId, m.localId, 'sending');
    void send(m.localId, m.content);
  };
  const change = async (fn: () => Promise<Parameters<typeof mergeMessages>[2][number]>, done: () => void) => {
    setBusy(true);
    try {
      mergeMessages(qc, chatId, [await fn()]);
      done();
    } catch (e) {
      toastError(e);
    } finally {
      setBusy(false);
    }
  };

  if (loadFailed(info) || loadFailed(msgs)) {
    const q = loadFailed(info) ? info : msgs;
    if (q.error instanceof ApiError && q.error.status === 404) {
      return (
        <Center h="100%">
          <EmptyState title="Chat not found" description="This chat does not exist or you are not one of its members." />
        </Center>
      );
    }
    return (
      <Box p="md">
        <LoadError what="the chat" query={q} />
      </Box>
    );
  }
  if (!info.data || !msgs.data) {
    return (
      <Box p="md" data-testid="chat-loading">
        <SkeletonBlock lines={8} height={28} />
      </Box>
    );
  }
  return (
    <Stack gap={0} h="100%" data-testid="chat-view" data-chat-id={chatId}>
      <ChatHeader info={info.data} />
      <Box style={{ flex: 1, minHeight: 0 }} bg="gray.0">
        <MessageList
          chatId={chatId}
          data={msgs.data}
          selfId={selfId}
          isGroup={info.data.purpose !== 'PERSONAL_CHAT'}
          onEdit={setEditing}
          onDelete={setDeleting}
          onRetry={retry}
        />
      </Box>
      <MessageComposer key={chatId} onSend={submit} max={CHAT_MESSAGE_MAX} testId="chat" disabled={info.data.archived} bordered />
      {editing && (
        <EditMessageModal
          initial={editing.content}
          saving={busy}
          onClose={() => setEditing(null)}
          onSave={(text) => void change(() => editMessage(editing.id, text), () => setEditing(null))}
        />
      )}
      <ConfirmModal
        opened={!!deleting}
        title="Delete message"
        color="red"
        confirmLabel="Delete"
        loading={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void change(() => deleteMessage(deleting.id), () => setDeleting(null))}
      >
        Delete this message for everyone in the chat?
      </ConfirmModal>
    </Stack>
  );
}
