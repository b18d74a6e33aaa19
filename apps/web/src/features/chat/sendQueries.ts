import type { QueryClient } from '@tanstack/react-query';
import { chatRoutes, type ChatMessage } from '@crm/contracts';
import { ApiError } from '../../lib/api';
import { callRoute } from '../../lib/useApi';
import { currentUser } from '../../lib/user';
import { PENDING_MID, type ShownMessage } from './messageList';
import { patchMessages } from './messageQueries';

/* Sending a message (001 §9): its client id, how it shows before the ack, and PUT /api/message. */

/** A fresh client id for a message (its localId): sends and forwards are stored once per id. */
export const newLocalId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Our message before its ack: shown at the end as sending (quoting `replyTo`, if a reply). */
export function pendingMessage(
  chatId: number,
  localId: string,
  content: string,
  replyTo: ChatMessage | null = null,
): ShownMessage {
  const u = currentUser();
  const now = new Date().toISOString();
  return {
    id: 0,
    mid: PENDING_MID,
    chatId,
    localId,
    content,
    type: 'TEXT',
    from: u?.userId ?? 0,
    fromUserData: {
      userId: u?.userId ?? 0,
      userName: u?.userName ?? '',
      firstName: '',
      lastName: '',
      profileImage: null,
      roles: [],
      verticalName: null,
      lastActiveOn: null,
    },
    sentOn: now,
    replyingTo: replyTo?.id ?? null,
    replyingToMessage: replyTo && {
      id: replyTo.id,
      mid: replyTo.mid,
      from: replyTo.from,
      content: replyTo.content,
      isDeleted: replyTo.isDeleted,
    },
    isEdited: false,
    editVersion: 0,
    isDeleted: false,
    isAnnoucement: false,
    additionalData: null,
    updatedAt: now,
    state: 'sending',
  };
}

/** Sets our pending message's state (sending again, or failed). */
export const setPendingState = (
  qc: QueryClient,
  chatId: number,
  localId: string,
  state: 'sending' | 'failed',
) =>
  patchMessages(qc, chatId, (d) => ({
    ...d,
    messages: d.messages.map((m) =>
      m.state !== 'sent' && m.localId === localId ? { ...m, state } : m,
    ),
  }));

/** A message to send: its chat, text and client id, the message it replies to, its uploaded files. */
type OutgoingMessage = {
  chatId: number;
  content: string;
  localId: string;
  replyingTo?: number | null;
  files?: { fileId: number; thumbnailFileId: number | null }[];
};

/** PUT /api/message: sends once per localId (a reply names the message it quotes; files are uploaded ones); a network failure is tried again 3 times 400 ms apart (001 §9), the same localId storing one message. */
export async function sendMessage({
  chatId,
  content,
  localId,
  replyingTo = null,
  files = [],
}: OutgoingMessage): Promise<{ id: number; mid: number; message: ChatMessage }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await callRoute(chatRoutes.send, {
        chatId,
        content,
        localId,
        replyingTo,
        files,
      });
    } catch (e) {
      if ((e instanceof ApiError && e.status < 500) || attempt >= 3) throw e;
      await new Promise((r) => setTimeout(r, 400));
    }
  }
}
