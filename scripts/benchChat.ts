/**
 * Chat benchmark: 2,000 sockets on two server copies behind Redis (one copy on PGlite when
 * DATABASE_URL or REDIS_URL is missing), 200 groups of 10 members; messages sent over the API at a steady
 * rate (500/s for 60 s by default) by random members of random groups. For every member of the group —
 * the sender's own socket included — the latency from just before the send to the `message` push,
 * p50/p95/p99; how many pushes were lost or duplicated; each server's RSS. Servers run in their own
 * processes, and the 2,000 receiving sockets in another (scripts/benchClients.ts); the first 5 s warm up and are not counted. `tsx scripts/benchChat.ts [rate] [seconds]` runs it alone.
 */
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { CHAT_EVENTS } from '@crm/contracts';
import { createTokenService } from '../apps/server/src/auth/tokens.js';
import { benchDatabase, rssMb } from './benchRealtime.js';
import { startServerProcess, stats } from './benchServer.js';
import { openClients } from './benchClients.js';

const SECRET = 'bench-chat-secret-bench-chat-secret';
const GROUP_SIZE = 10;
const WARM_UP_MS = 5_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `n` bench users in groups of 10 (created once), each group emptied of earlier bench messages. */
async function prepare(n: number) {
  const { database, env } = await benchDatabase('chat');
  const db = database.db;
  const have = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where email like 'bench-chat-%'`,
    )
  ).rows[0].n;
  if (have < n) {
    await db.execute(sql`insert into users (email, password_hash, first_name, last_name, roles, last_active_on)
      select 'bench-chat-' || i || '@bench.test', 'x', 'Bench', 'Member ' || i, '{BO}', now() from generate_series(${have + 1}::int, ${n}::int) as i`);
  }
  const users = (
    await db.execute<{ id: number }>(
      sql`select id from users where email like 'bench-chat-%' order by id limit ${n}`,
    )
  ).rows.map((r) => Number(r.id));
  const groups: { chatId: number; members: number[] }[] = [];
  for (let g = 0; g * GROUP_SIZE < users.length; g++) {
    const members = users.slice(g * GROUP_SIZE, (g + 1) * GROUP_SIZE);
    const name = `Bench room ${g + 1}`;
    let found = (
      await db.execute<{ id: number }>(
        sql`select id from chats where purpose = 'REG_GROUP' and name = ${name} and owner_user_id = ${members[0]}`,
      )
    ).rows[0];
    if (!found) {
      found = (
        await db.execute<{ id: number }>(
          sql`insert into chats (purpose, name, owner_user_id) values ('REG_GROUP', ${name}, ${members[0]}) returning id`,
        )
      ).rows[0]!;
      await db.execute(sql`insert into chat_members (chat_id, user_id, role) select ${found.id}, u, case when u = ${members[0]} then 'OWNER' else 'MEMBER' end
        from unnest(${`{${members.join(',')}}`}::bigint[]) as u`);
    }
    groups.push({ chatId: Number(found.id), members });
  }
  await database.close();
  return { env, users, groups };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
/** PUT /api/message on a copy over kept-alive connections (lighter than fetch, so the load generator, on the same two cores, takes less from the servers); resolves whether it answered 200. */
function send(port: number, token: string, body: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/message',
        method: 'PUT',
        agent,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Per message (localId): when it was sent, to which members, and whether it is past the warm-up. */
type Sent = Map<string, { at: number; members: number[]; counted: boolean }>;

/** Runs the chat bench: `rate` messages per second for `seconds`, on 2,000 sockets (`sockets`). */
export async function runChatBench(rate = 500, seconds = 60, sockets = 2_000) {
  const { env, users, groups } = await prepare(sockets);
  const twoCopies = !!process.env.DATABASE_URL && !!process.env.REDIS_URL;
  const servers = await Promise.all(
    Array.from({ length: twoCopies ? 2 : 1 }, () =>
      startServerProcess({
        ...env,
        ...(twoCopies ? { REDIS_URL: process.env.REDIS_URL! } : {}),
        JWT_SECRET: SECRET,
        MAX_CONNECTIONS: '10000',
      }),
    ),
  );
  const tokens = createTokenService(new TextEncoder().encode(SECRET), 2);
  const tokenOf = new Map<number, string>();
  for (const u of users) tokenOf.set(u, (await tokens.sign(u)).token);
  const copyOf = (userId: number) => servers[userId % servers.length]!;
  const before = servers.map((s) => rssMb(s.child.pid!));

  const sent: Sent = new Map();
  /** Per message (localId): which members got it how many times. */
  const got = new Map<string, Map<number, number>>();
  const latencies: number[] = [];
  const clients = await openClients(
    {
      sockets: users.map((userId) => ({
        url: `${copyOf(userId).base}/chat`,
        token: tokenOf.get(userId)!,
      })),
      event: CHAT_EVENTS.message,
      field: 'localId',
    },
    (batch) => {
      for (const [index, at, key] of batch) {
        const userId = users[index]!;
        const send = sent.get(key);
        const per = got.get(key) ?? new Map<number, number>();
        per.set(userId, (per.get(userId) ?? 0) + 1);
        got.set(key, per);
        if (send?.counted && per.get(userId) === 1) latencies.push(at - send.at);
      }
    },
  );
  await sleep(3_000); // connections settle
  const connected = servers.map((s) => rssMb(s.child.pid!));
  const total = rate * seconds;
  const { failures, sendSeconds } = await sendAtRate({
    rate,
    total,
    groups,
    sent,
    post: (from, body) => send(copyOf(from).port, tokenOf.get(from)!, body),
  });
  await sleep(3_000); // the last pushes arrive
  const after = servers.map((s) => rssMb(s.child.pid!));
  const { lost, duplicated } = countDeliveries(sent, got);
  await clients.stop();
  await Promise.all(servers.map((s) => s.stop()));
  const mb = (xs: number[]) => xs.map((x) => Math.round(x));
  return {
    copies: servers.length,
    sockets: users.length,
    groups: groups.length,
    rate,
    seconds,
    achievedRate: Math.round(total / sendSeconds),
    messages: total,
    sendFailures: failures,
    deliveriesExpected: total * GROUP_SIZE,
    lost,
    duplicated,
    latencyMs: stats(latencies),
    rssMb: { idle: mb(before), connected: mb(connected), afterLoad: mb(after) },
  };
}

/**
 * Sends `total` messages at `rate` per second, each by a random member of a random group through `post`,
 * recording each in `sent` (counted once past the warm-up); resolves when every send has answered, with how
 * many failed and how long the sending took (s).
 */
async function sendAtRate(o: {
  rate: number;
  total: number;
  groups: { chatId: number; members: number[] }[];
  sent: Sent;
  post: (from: number, body: string) => Promise<boolean>;
}): Promise<{ failures: number; sendSeconds: number }> {
  const { rate, total, groups, sent } = o;
  let failures = 0;
  let seq = 0;
  const inflight = new Set<Promise<void>>();
  const start = Date.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - Date.now();
    if (wait > 0) await sleep(wait);
    const group = groups[Math.floor(Math.random() * groups.length)]!;
    const from = group.members[Math.floor(Math.random() * group.members.length)]!;
    const localId = `bench-${Date.now()}-${++seq}`;
    const at = Date.now();
    sent.set(localId, { at, members: group.members, counted: at - start >= WARM_UP_MS });
    const p = o
      .post(
        from,
        JSON.stringify({ chatId: group.chatId, content: `Bench message ${seq}`, localId }),
      )
      .then(
        (ok) => void (ok || failures++),
        () => void failures++,
      )
      .finally(() => inflight.delete(p));
    inflight.add(p);
  }
  const sendSeconds = (Date.now() - start) / 1000;
  await Promise.all(inflight);
  return { failures, sendSeconds };
}

/** Deliveries that never came (a member of the message's group without it) and extra copies. */
function countDeliveries(
  sent: Sent,
  got: Map<string, Map<number, number>>,
): { lost: number; duplicated: number } {
  let lost = 0;
  let duplicated = 0;
  for (const [localId, s] of sent) {
    const per = got.get(localId);
    for (const m of s.members) {
      const n = per?.get(m) ?? 0;
      if (n === 0) lost++;
      if (n > 1) duplicated += n - 1;
    }
  }
  return { lost, duplicated };
}

/** Prints a chat bench result. */
export function printChat(r: Awaited<ReturnType<typeof runChatBench>>): void {
  console.log(
    `chat: ${r.sockets} sockets on ${r.copies} cop${r.copies > 1 ? 'ies behind Redis' : 'y'}, ${r.groups} groups of ${GROUP_SIZE}, ${r.messages} messages at ${r.achievedRate}/s (asked ${r.rate}/s) for ${r.seconds} s: send→receive by every member p50 ${r.latencyMs.p50} ms, p95 ${r.latencyMs.p95} ms, p99 ${r.latencyMs.p99} ms; lost ${r.lost}, duplicated ${r.duplicated}, send failures ${r.sendFailures}; RSS MB per copy idle ${r.rssMb.idle.join('/')}, connected ${r.rssMb.connected.join('/')}, after ${r.rssMb.afterLoad.join('/')}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [rate, seconds] = process.argv.slice(2).map(Number);
  runChatBench(rate || 500, seconds || 60)
    .then(printChat)
    .then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
}
