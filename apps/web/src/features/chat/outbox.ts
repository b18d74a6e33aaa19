import { Dexie, type EntityTable } from 'dexie';
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@crm/contracts';
import { ApiError, toastError } from '../../lib/api';
import { CHAT_DATABASE } from '../../lib/localDatabases';
import { onLogout } from '../../lib/session';
import { currentUser } from '../../lib/user';
import { mergeMessages, patchMessages } from './messageQueries';
import { pendingMessage, sendMessage, setPendingState } from './sendQueries';

/**
 * The chat outbox (001 §3 local database `itwchat`): every message the user sends is kept in
 * IndexedDB (Dexie) under its localId until the server acknowledged it, so a message typed offline, or
 * in a tab that was closed before the ack, is sent when the socket connects again. The server stores one
 * message per (chat, sender, localId), so sending an entry twice is harmless.
 */

/** A message waiting for the server's ack (its files already uploaded: their ids, and how they show meanwhile). */
export type OutboxEntry = {
  localId: string;
  userId: number;
  chatId: number;
  content: string;
  replyingTo: number | null;
  quoted: ChatMessage['replyingToMessage'];
  createdAt: string;
  files: { fileId: number; thumbnailFileId: number | null }[];
  resources: NonNullable<ChatMessage['resources']>;
};

class ChatDb extends Dexie {
  outbox!: EntityTable<OutboxEntry, 'localId'>;
  constructor() {
    super(CHAT_DATABASE);
    this.version(1).stores({ outbox: 'localId, userId, chatId' });
  }
}

let db: ChatDb | null = null;
// logout deletes the local databases (lib/session.ts): let go of ours first so the deletion is not blocked
onLogout(() => {
  db?.close();
  db = null;
});
/** The database, or null where IndexedDB is unavailable (then the outbox lives only as long as the page). */
function open(): ChatDb | null {
  try {
    return (db ??= new ChatDb());
  } catch {
    return null;
  }
}
/** Runs an IndexedDB operation; a browser that refuses it (private mode, quota) only loses the persistence. */
const safely = async <T>(fn: (d: ChatDb) => Promise<T>, fallback: T): Promise<T> => {
  const d = open();
  if (!d) return fallback;
  try {
    return await fn(d);
  } catch {
    return fallback;
  }
};

/** The caller's unacknowledged messages (of one chat, or all), oldest first. */
const queuedMessages = (userId: number, chatId?: number) =>
  safely(
    async (d) =>
      (await d.outbox.where('userId').equals(userId).sortBy('createdAt')).filter(
        (e) => chatId === undefined || e.chatId === chatId,
      ),
    [] as OutboxEntry[],
  );

/** The message as the open chat shows it before the ack. */
const entryMessage = (e: OutboxEntry) => ({
  ...pendingMessage(e.chatId, e.localId, e.content),
  replyingTo: e.replyingTo,
  replyingToMessage: e.quoted,
  sentOn: e.createdAt,
  resources: e.resources ?? [],
});

const inFlight = new Set<string>();

/** A refusal that sending again cannot change (bad input, not a member…); a lost session, a timeout or a rate limit passes. */
const refused = (err: unknown) =>
  err instanceof ApiError && err.status < 500 && ![401, 408, 429].includes(err.status);

/**
 * Sends one outbox entry (once at a time per localId): the ack's message replaces the pending one and
 * the entry leaves the outbox; a refusal (most 4xx) is shown and drops it (marked failed, Retry stays);
 * a network failure marks it failed and keeps it for the next connection.
 */
async function deliver(qc: QueryClient, e: OutboxEntry): Promise<void> {
  if (inFlight.has(e.localId)) return;
  inFlight.add(e.localId);
  try {
    const res = await sendMessage({
      chatId: e.chatId,
      content: e.content,
      localId: e.localId,
      replyingTo: e.replyingTo,
      files: e.files ?? [],
    });
    mergeMessages(qc, e.chatId, [res.message]);
    await safely((d) => d.outbox.delete(e.localId), undefined);
  } catch (err) {
    setPendingState(qc, e.chatId, e.localId, 'failed');
    if (refused(err)) {
      toastError(err);
      await safely((d) => d.outbox.delete(e.localId), undefined);
    }
  } finally {
    inFlight.delete(e.localId);
  }
}

/** Queues a new message (persisted before the first try) and sends it. */
export async function send(qc: QueryClient, e: OutboxEntry): Promise<void> {
  await safely((d) => d.outbox.put(e), undefined);
  await deliver(qc, e);
}

/** Sends a shown message again (Retry): its outbox entry when the browser kept it, else `fallback`. */
export async function retry(
  qc: QueryClient,
  localId: string,
  fallback: OutboxEntry,
): Promise<void> {
  await deliver(qc, (await safely((d) => d.outbox.get(localId), undefined)) ?? fallback);
}

/** Sends everything the caller still has queued (the socket connected), showing each in its chat while it goes. */
export async function flushOutbox(qc: QueryClient): Promise<void> {
  const userId = currentUser()?.userId;
  if (!userId) return;
  for (const e of await queuedMessages(userId)) {
    patchMessages(qc, e.chatId, (d) => {
      const shown = d.messages.find(
        (m) => m.localId === e.localId && (m.state !== 'sent' || m.from === userId),
      );
      if (!shown) return { ...d, messages: [...d.messages, entryMessage(e)] };
      return shown.state === 'failed'
        ? { ...d, messages: d.messages.map((m) => (m === shown ? { ...m, state: 'sending' } : m)) }
        : d;
    });
    await deliver(qc, e);
  }
}
