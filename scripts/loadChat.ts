/**
 * The load test's chat (issue 43 §3: "0 lost chat messages"). One group of the demo roles' users; each simulated
 * person keeps a /chat socket and a view of the group's mids, filled by the pushes and, at every connect, by a
 * catch-up from its last unbroken mid (as the web client does); a send that gets no answer or an error is sent
 * again with the same localId until acknowledged (the client's outbox). At the end: every acknowledged message
 * is stored once, and every person saw every message acknowledged after their socket first connected.
 */
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { CHAT_EVENTS, type ChatMessage, type MessagesResult } from '@crm/contracts';

/** What a person's chat socket has seen: the group's mids, from the latest mid at its first connect (`since`). */
export type ChatView = { socket: Socket; mids: Set<number>; since: number | null };

/** A call through nginx as a signed-in person: its status and JSON body (status 0: no answer). */
type Call = (
  method: string,
  path: string,
  body?: object,
) => Promise<{ ok: boolean; status: number; json?: unknown }>;

/** Creates the load's group (as the admin, through the API) with every demo role's user; answers its id. */
export async function createLoadGroup(call: Call, userIds: number[]): Promise<number> {
  const r = await call('PUT', '/api/group', { name: 'Load test', members: userIds });
  const id = (r.json as { data?: { id?: number } } | undefined)?.data?.id;
  if (!r.ok || !id) throw new Error(`the load's chat group was not created (${r.status})`);
  return id;
}

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

/** Opens a person's /chat socket on `url` and keeps `view` of group `chatId` (socket.io reconnects on its own). */
export function openChatView(url: string, token: string, chatId: number, call: Call): ChatView {
  const socket = io(`${url}/chat`, { auth: { token }, transports: ['websocket'] });
  const view: ChatView = { socket, mids: new Set(), since: null };
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
): Promise<{ attempts: { ok: boolean; status: number; ms: number }[]; mid: number | null }> {
  const attempts: { ok: boolean; status: number; ms: number }[] = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    const r = await call('PUT', '/api/message', {
      chatId,
      localId,
      content: 'See you at the event',
    });
    attempts.push({ ok: r.ok, status: r.status, ms: performance.now() - t0 });
    const mid = (r.json as { data?: { mid?: number } } | undefined)?.data?.mid;
    if (r.ok && mid) return { attempts, mid };
    await new Promise((res) => setTimeout(res, 1_000));
  }
  return { attempts, mid: null };
}

/**
 * The chat's outcome: acknowledged messages, those stored more than once or not at all (by localId, read from
 * the primary), and the messages some person's view lacks though they were acknowledged after its first connect.
 */
export async function chatOutcome(
  databaseUrl: string,
  chatId: number,
  acked: Map<string, number>,
  views: ChatView[],
): Promise<string> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const { rows } = await c.query<{ local_id: string; n: string }>(
    'select local_id, count(*) as n from messages where chat_id = $1 group by local_id',
    [chatId],
  );
  await c.end();
  const stored = new Map(rows.map((r) => [r.local_id, Number(r.n)]));
  const twice = [...acked.keys()].filter((l) => (stored.get(l) ?? 0) > 1).length;
  const missing = [...acked.keys()].filter((l) => !stored.has(l)).length;
  let lost = 0;
  for (const v of views)
    for (const mid of acked.values())
      if (v.since !== null && mid > v.since && !v.mids.has(mid)) lost++;
  return `chat: ${acked.size} messages acknowledged; stored twice ${twice}, not stored ${missing}; missing from a person's view ${lost} (of ${views.length} views)`;
}
