/**
 * The load test's chat (issue 43 §3: "0 lost chat messages"). Each simulated person is in a group of their team
 * (scripts/loadPeople.ts) and keeps a /chat socket and a view of the group's mids, filled by the pushes and, at every connect, by a
 * catch-up from its last unbroken mid (as the web client does); a send that gets no answer or an error is sent
 * again with the same localId until acknowledged (the client's outbox). At the end: every acknowledged message
 * is stored once, and every member saw every message of their group acknowledged after their socket first connected.
 */
import pg from 'pg';
import type { Manager, Socket } from 'socket.io-client';
import { CHAT_EVENTS, type ChatMessage, type MessagesResult } from '@crm/contracts';

/** What a person's chat socket has seen of group `chatId`: its mids, from the latest mid at its first connect (`since`). */
export type ChatView = { chatId: number; socket: Socket; mids: Set<number>; since: number | null };

/** An acknowledged message: its group and mid. */
export type Acked = { chatId: number; mid: number };

/** A call through nginx as a signed-in person: its status and JSON body (status 0: no answer). */
type Call = (
  method: string,
  path: string,
  body?: object,
) => Promise<{ ok: boolean; status: number; json?: unknown }>;

/** The highest mid from which `view` has every mid without a gap. */
const unbroken = (view: ChatView) => {
  let mid = view.since ?? 0;
  while (view.mids.has(mid + 1)) mid++;
  return mid;
};

/** Reads what `view` missed since its last unbroken mid (or, at its first connect, the group's latest mid). */
async function catchUp(view: ChatView, call: Call, chatId: number): Promise<void> {
  for (;;) {
    const after = view.since === null ? '' : `&afterMid=${unbroken(view)}`;
    const r = await call('GET', `/api/message/recent?chatId=${chatId}&count=100${after}`);
    const page = (r.json as { data?: MessagesResult } | undefined)?.data;
    if (!page) return;
    if (view.since === null) {
      view.since = page.latestMid;
      return;
    }
    for (const m of page.messages) view.mids.add(m.mid);
    if (!page.hasMore || !page.messages.length) return;
  }
}

/** Opens a person's /chat socket on their connection `manager` and keeps `view` of group `chatId` (socket.io reconnects on its own). */
export function openChatView(
  manager: Manager,
  token: string,
  chatId: number,
  call: Call,
): ChatView {
  const socket = manager.socket('/chat', { auth: { token } });
  const view: ChatView = { chatId, socket, mids: new Set(), since: null };
  socket.on(CHAT_EVENTS.message, (m: ChatMessage) => {
    if (m.chatId === chatId) view.mids.add(m.mid);
  });
  socket.on('connect', () => void catchUp(view, call, chatId).catch(() => undefined));
  return view;
}

/**
 * Sends a message to the group, again with the same localId after a failure (1 s apart, up to 10 times), as the
 * web client's outbox does; answers each attempt (for the samples) and the acknowledged mid, if any.
 */
export async function sendChatMessage(
  call: Call,
  chatId: number,
  localId: string,
): Promise<{
  attempts: { ok: boolean; status: number; ms: number; at: number }[];
  mid: number | null;
}> {
  const attempts: { ok: boolean; status: number; ms: number; at: number }[] = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    const r = await call('PUT', '/api/message', {
      chatId,
      localId,
      content: 'See you at the event',
    });
    attempts.push({ ok: r.ok, status: r.status, ms: performance.now() - t0, at: Date.now() });
    const mid = (r.json as { data?: { mid?: number } } | undefined)?.data?.mid;
    if (r.ok && mid) return { attempts, mid };
    await new Promise((res) => setTimeout(res, 1_000));
  }
  return { attempts, mid: null };
}

/**
 * The chat's outcome: acknowledged messages (localId → group and mid), those stored more than once or not at all
 * (by group and localId, read from the primary), and the messages a member's view lacks though they were
 * acknowledged in their group after its first connect.
 */
export async function chatOutcome(
  databaseUrl: string,
  acked: Map<string, Acked>,
  views: ChatView[],
): Promise<string> {
  const chatIds = [...new Set(views.map((v) => v.chatId))];
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const { rows } = await c.query<{ local_id: string; n: string }>(
    'select local_id, count(*) as n from messages where chat_id = any($1) group by chat_id, local_id',
    [chatIds],
  );
  await c.end();
  const stored = new Map(rows.map((r) => [r.local_id, Number(r.n)]));
  const twice = [...acked.keys()].filter((l) => (stored.get(l) ?? 0) > 1).length;
  const missing = [...acked.keys()].filter((l) => !stored.has(l)).length;
  let lost = 0;
  for (const v of views)
    for (const a of acked.values())
      if (a.chatId === v.chatId && v.since !== null && a.mid > v.since && !v.mids.has(a.mid))
        lost++;
  return `chat: ${acked.size} messages acknowledged in ${chatIds.length} groups; stored twice ${twice}, not stored ${missing}; missing from a member's view ${lost} (of ${views.length} views)`;
}
