import type { ChatMessage } from '@crm/contracts';

/** A message as the open chat shows it: the server's (sent), or one of ours waiting for its ack (sending) or refused (failed). */
export type ShownMessage = ChatMessage & { state: 'sent' | 'sending' | 'failed' };

/** Our own message before the server answered: it sorts after every sent message, in the order typed. */
export const PENDING_MID = Number.MAX_SAFE_INTEGER;

/** The newer of two copies of one message: a deletion wins, then the higher edit version, then the later update. */
function newer(a: ShownMessage, b: ChatMessage): boolean {
  if (a.isDeleted !== b.isDeleted) return b.isDeleted;
  if (a.editVersion !== b.editVersion) return b.editVersion > a.editVersion;
  return b.updatedAt > a.updatedAt;
}

/**
 * Merges server messages into a chat's list (001 §4 chat messages): a message is keyed by its mid, so a
 * retried send or a push that arrives twice shows once; our pending copy with the same localId gives way
 * to the server's; a late arrival goes in its place by mid; an older copy never overwrites a newer one.
 * Answers the same array when nothing changed.
 */
export function upsertMessages(
  list: ShownMessage[],
  incoming: ChatMessage[],
  selfId: number | undefined,
): ShownMessage[] {
  let out = list;
  for (const m of incoming) {
    const pendingAt =
      m.localId && m.from === selfId
        ? out.findIndex((x) => x.state !== 'sent' && x.localId === m.localId)
        : -1;
    if (pendingAt >= 0) out = out.filter((_, i) => i !== pendingAt);
    const at = out.findIndex((x) => x.state === 'sent' && x.mid === m.mid);
    if (at >= 0) {
      if (!newer(out[at]!, m)) continue;
      out = out.map((x, i) => (i === at ? { ...m, state: 'sent' } : x));
      if (m.isDeleted) out = quoteDeleted(out, m.mid);
      continue;
    }
    // the first position whose mid is greater (pending ones sort last)
    let pos = out.length;
    while (pos > 0 && out[pos - 1]!.mid > m.mid) pos--;
    out = [...out.slice(0, pos), { ...m, state: 'sent' }, ...out.slice(pos)];
    if (m.isDeleted) out = quoteDeleted(out, m.mid);
  }
  return out;
}

/** Marks the message with `mid` deleted (blank content), as a `delete-message` push says, and so the quotes of the replies to it. */
export function markDeleted(list: ShownMessage[], mid: number): ShownMessage[] {
  const at = list.findIndex((x) => x.state === 'sent' && x.mid === mid);
  const out =
    at < 0 || list[at]!.isDeleted
      ? list
      : list.map((x, i) => (i === at ? { ...x, isDeleted: true, content: '' } : x));
  return quoteDeleted(out, mid);
}

/** The replies quoting the message with `mid` show it deleted ('Original message deleted'); the same array when none changes. */
function quoteDeleted(list: ShownMessage[], mid: number): ShownMessage[] {
  if (!list.some((x) => x.replyingToMessage?.mid === mid && !x.replyingToMessage.isDeleted))
    return list;
  return list.map((x) =>
    x.replyingToMessage?.mid === mid && !x.replyingToMessage.isDeleted
      ? { ...x, replyingToMessage: { ...x.replyingToMessage, isDeleted: true, content: '' } }
      : x,
  );
}

/** The highest mid the server gave in the list (0 when none): where catching up starts. */
export const lastServerMid = (list: ShownMessage[]) =>
  list.reduce((max, m) => (m.state === 'sent' && m.mid > max ? m.mid : max), 0);

/**
 * The last mid of the unbroken run that starts at the first message we hold: mids have no gaps in a
 * chat (001 §3), so a hole — a push lost while a server copy died — shows up here, and catching up from
 * this mid fills it instead of skipping it. 0 when we hold none.
 */
export function contiguousMid(list: ShownMessage[]): number {
  let last = 0;
  for (const m of list) {
    if (m.state !== 'sent') continue;
    if (last && m.mid > last + 1) break;
    last = m.mid;
  }
  return last;
}

/** The lowest mid in the list: the next older page ends before it. */
export const firstServerMid = (list: ShownMessage[]) => list.find((m) => m.state === 'sent')?.mid;
