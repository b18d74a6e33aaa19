import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { CHAT_EVENTS, type ChatMessage, type MessagesResult } from '@crm/contracts';
import { createTokenService } from '../../auth/tokens.js';
import { freshDatabase } from '../../test/harness.js';
import { startServerProcess, type ServerProcess } from '../../test/serverProcess.js';

const SECRET = 'chat-fault-test-secret-chat-fault-test';
const CLIENTS = 20;
const PER_CLIENT = 100;
/** The copy dies when this many messages have been acknowledged. */
const KILL_AFTER = 600;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One member's client: its socket's view of the chat (by mid, as the web client keeps it) and the acks it got. */
type Client = {
  userId: number;
  token: string;
  home: number;
  socket: Socket | null;
  view: Map<number, ChatMessage>;
  pushes: number;
  caughtUp: number;
  acked: Map<string, { id: number; mid: number }>;
  retried: number;
};

/** Where catching up starts: the end of the unbroken run of mids from 1 (the web's contiguousMid). */
const contiguous = (view: Map<number, ChatMessage>) => {
  let mid = 0;
  while (view.has(mid + 1)) mid++;
  return mid;
};

/**
 * Fault test: two server copies behind Redis on the PostgreSQL server; 20 members of one group
 * send 2,000 messages (each with its localId, retried — on the other copy — until acknowledged, as the
 * web client does) while one copy is SIGKILLed mid-run and restarted. Each member's client keeps what its
 * socket pushes, moves to the surviving copy when its socket drops, and catches up from the end of its
 * unbroken run of mids on every (re)connect and at the end. Then every acknowledged message is in every
 * member's view exactly once, the mids run 1..N with no gap and no duplicate, and the database holds one
 * message per (sender, localId).
 */
describe.runIf(!!process.env.TEST_DATABASE_URL && !!process.env.TEST_REDIS_URL)(
  'chat delivery when a server copy is killed mid-run',
  () => {
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    const servers: (ServerProcess | null)[] = [null, null];
    const clients: Client[] = [];
    let chatId = 0;

    /** An HTTP call as `c`, on its home copy first and on the other when that one is down, until it answers (30 s at most). */
    async function call<T>(
      c: Client,
      method: string,
      path: string,
      body?: unknown,
      onRetry?: () => void,
    ): Promise<T> {
      for (let attempt = 0; attempt < 150; attempt++) {
        const copy = servers[(c.home + attempt) % 2];
        try {
          if (!copy) throw new Error('copy down');
          const res = await fetch(`${copy.base}/api${path}`, {
            method,
            headers: {
              authorization: `Bearer ${c.token}`,
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
            body: body ? JSON.stringify(body) : undefined,
            signal: AbortSignal.timeout(10_000),
          });
          if (res.status >= 500) throw new Error(`status ${res.status}`);
          const json = (await res.json()) as { data: T; message?: string };
          if (!res.ok) throw new Error(`refused ${res.status}: ${json.message}`); // a refusal is a test failure, not a crash
          return json.data;
        } catch (e) {
          if (e instanceof Error && e.message.startsWith('refused')) throw e;
          onRetry?.();
          await sleep(200);
        }
      }
      throw new Error(`${method} ${path}: no copy answered`);
    }

    /** Catching up as the web client does: every message after the unbroken run, page by page. */
    async function catchUp(c: Client) {
      for (;;) {
        const res = await call<MessagesResult>(
          c,
          'GET',
          `/message?chatId=${chatId}&afterMid=${contiguous(c.view)}&count=100`,
        );
        for (const m of res.messages) {
          if (c.view.has(m.mid)) continue;
          c.view.set(m.mid, m);
          c.caughtUp++;
        }
        if (!res.hasMore || !res.messages.length) return;
      }
    }

    /** Connects `c`'s socket to a live copy (its home first); on a drop it moves to the other and catches up. */
    function connect(c: Client, attempt = 0): void {
      const copy = servers[(c.home + attempt) % 2];
      if (!copy) {
        setTimeout(() => connect(c, attempt + 1), 100);
        return;
      }
      const s = io(`${copy.base}/chat`, {
        auth: { token: c.token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      c.socket = s;
      s.on(CHAT_EVENTS.message, (m: ChatMessage) => {
        if (m.chatId !== chatId) return;
        c.pushes++;
        c.view.set(m.mid, m);
      });
      s.on('connect', () => void catchUp(c).catch(() => undefined));
      const again = () => {
        s.removeAllListeners();
        s.close();
        if (c.socket === s) setTimeout(() => connect(c, attempt + 1), 100);
      };
      s.on('disconnect', again);
      s.on('connect_error', again);
    }

    beforeAll(async () => {
      database = await freshDatabase('postgres');
      const { rows } = await database.db.execute<{
        id: number;
      }>(sql`insert into users (email, password_hash, first_name, last_name, roles, last_active_on)
      select 'fault-' || i || '@test.local', 'x', 'Fault', 'Member ' || i, '{BO}', now() from generate_series(1, ${CLIENTS}::int) as i returning id`);
      const tokens = createTokenService(new TextEncoder().encode(SECRET), 1);
      const env = {
        DATABASE_URL: database.url!,
        REDIS_URL: process.env.TEST_REDIS_URL!,
        JWT_SECRET: SECRET,
      };
      const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      servers[0] = a;
      servers[1] = b;
      for (const [i, r] of rows.entries()) {
        clients.push({
          userId: Number(r.id),
          token: (await tokens.sign(Number(r.id))).token,
          home: i % 2,
          socket: null,
          view: new Map(),
          pushes: 0,
          caughtUp: 0,
          acked: new Map(),
          retried: 0,
        });
      }
      const created = await call<{ id: number }>(clients[0]!, 'PUT', '/group', {
        name: 'Fault room',
        members: clients.slice(1).map((c) => c.userId),
      });
      chatId = created.id;
      for (const c of clients) connect(c);
      await sleep(1_500);
    });

    afterAll(async () => {
      for (const c of clients) {
        const s = c.socket;
        c.socket = null;
        s?.removeAllListeners();
        s?.close();
      }
      await Promise.all(servers.map((s) => s?.stop()));
      await database?.close();
    });

    it(
      'every acknowledged message reaches every member exactly once, in mid order, through a SIGKILL and a restart',
      { timeout: 240_000 },
      async () => {
        let acked = 0;
        let killed = false;
        const env = {
          DATABASE_URL: database.url!,
          REDIS_URL: process.env.TEST_REDIS_URL!,
          JWT_SECRET: SECRET,
        };
        const crash = async () => {
          const victim = servers[0]!;
          servers[0] = null;
          victim.child.kill('SIGKILL');
          await new Promise((r) => victim.child.once('exit', r));
          servers[0] = await startServerProcess(env, victim.port);
        };
        let restart: Promise<void> | null = null;
        await Promise.all(
          clients.map(async (c, i) => {
            for (let k = 1; k <= PER_CLIENT; k++) {
              const localId = `fault-${i}-${k}`;
              const res = await call<{ id: number; mid: number }>(
                c,
                'PUT',
                '/message',
                { chatId, content: `Message ${k} from member ${i}`, localId },
                () => c.retried++,
              );
              c.acked.set(localId, { id: res.id, mid: res.mid });
              if (++acked >= KILL_AFTER && !killed) {
                killed = true;
                restart = crash();
              }
            }
          }),
        );
        await restart;
        expect(killed).toBe(true);
        await sleep(2_000); // the last pushes arrive
        await Promise.all(clients.map((c) => catchUp(c)));

        const total = CLIENTS * PER_CLIENT;
        const ackedIds = new Map<number, number>();
        for (const c of clients) for (const a of c.acked.values()) ackedIds.set(a.id, a.mid);
        const { rows } = await database.db.execute<{
          n: number;
          latest: number;
          dupes: number;
        }>(sql`select (select count(*)::int from messages where chat_id = ${chatId} and type = 'TEXT') as n,
      (select latest_mid from chats where id = ${chatId}) as latest,
      (select count(*)::int from (select 1 from messages where chat_id = ${chatId} group by sender_user_id, local_id having count(*) > 1) d) as dupes`);
        const latest = Number(rows[0].latest);
        const report = {
          acknowledged: ackedIds.size,
          stored: rows[0].n,
          latestMid: latest,
          duplicatesInDb: rows[0].dupes,
          sendsRetried: clients.reduce((a, c) => a + c.retried, 0),
          viaPush: clients.reduce((a, c) => a + c.pushes, 0),
          viaCatchUp: clients.reduce((a, c) => a + c.caughtUp, 0),
          lostInViews: clients.reduce((a, c) => {
            const seen = new Set([...c.view.values()].map((m) => m.id));
            return a + [...ackedIds.keys()].filter((id) => !seen.has(id)).length;
          }, 0),
        };
        console.log(`chat fault test: ${JSON.stringify(report)}`);
        expect(report.acknowledged).toBe(total);
        expect(report.stored).toBe(total);
        expect(report.duplicatesInDb).toBe(0);
        expect(latest).toBe(total + 1); // the 'Group Created' announcement is mid 1
        for (const c of clients) {
          const mids = [...c.view.keys()].sort((a, b) => a - b);
          expect(mids).toEqual(Array.from({ length: latest }, (_, i) => i + 1)); // every mid once, none missing
          const ids = [...c.view.values()].map((m) => m.id);
          expect(new Set(ids).size).toBe(ids.length);
          for (const [id, mid] of ackedIds) expect(c.view.get(mid)?.id).toBe(id);
        }
        expect(report.lostInViews).toBe(0);
      },
    );
  },
);
