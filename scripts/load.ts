/**
 * Load test (issue 43 §3): `npm run load -- [--users 1000] [--minutes 10] [--copies 3] [--think 10] [--rolling]`.
 * Starts its own deployment (scripts/loadStack.ts: primary and replica, Redis, copies behind nginx), then
 * `users` simulated people of the demo roles, each a user of their own (scripts/loadPeople.ts) signed in (the shipped nginx site
 * sets X-Forwarded-For to its client: the copies see everyone at one address, as an office behind one NAT), with
 * the web client's sockets open (/notifications, /task and /chat over one WebSocket), doing a realistic mix (home, brand lists with filters, brand info,
 * search, notifications, stage updates, call notes, tasks, chat messages to their team: scripts/loadChat.ts) with an
 * exponential think time of `think` seconds on
 * average, for `minutes`. `--rolling` restarts the copies one after another a third of the way in. Prints
 * p50/p95/p99 per action, errors, the rate, each part's CPU and memory, the sockets' longest time
 * without a connection, and the chat's lost messages. Needs the PostgreSQL server programs and Redis (REDIS_URL, default local).
 */
import { Manager, type Socket } from 'socket.io-client';
import { stats } from './benchServer.js';
import { startLoadStack, type LoadStack } from './loadStack.js';
import { nextAction, WEIGHT, type Action, type Fixtures } from './loadActions.js';
import { cpuAndMemory, type Usage } from './loadUsage.js';
import {
  chatOutcome,
  openChatView,
  sendChatMessage,
  type Acked,
  type ChatView,
} from './loadChat.js';
import { createPeople } from './loadPeople.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const USERS = arg('users', 1_000);
const MINUTES = arg('minutes', 10);
const COPIES = arg('copies', 3);
const THINK_S = arg('think', 10);
const ROLLING = process.argv.includes('--rolling');

/** The demo roles the simulated people sign in as, about as often as such people work in the CRM. */
const ROLES = ['bo', 'bo', 'bo', 'bo', 'po', 'po', 'po', 'to', 'mg', 'admin'];

/** A simulated person: their role, login (scripts/loadPeople.ts) and chat group, and once signed in their session and sockets. */
type Person = {
  role: string;
  email: string;
  chatId: number;
  token: string;
  userId: number;
  /** Their sockets: /notifications, /task, /chat (one connection). */
  sockets: Socket[];
  chat?: ChatView;
};

/** One request: its action, time (ms), outcome, and when it ended (epoch ms). */
type Sample = { action: string; ms: number; ok: boolean; status: number; at: number };
/** What every simulated person shares: the deployment, what to act on, when to stop, and where to record. */
type Run = {
  stack: LoadStack;
  f: Fixtures;
  end: number;
  samples: Sample[];
  gaps: number[];
  /** When each reconnection happened (epoch ms). */
  reconnectedAt: number[];
  /** Each reconnection's last attempt, from its start to the connection (ms): the handshake's wait, not the backoff's. */
  handshakes: number[];
  /** Reconnections by the attempts they took. */
  attempts: Map<number, number>;
  /** The sockets' failed connection attempts, by the error's message (why a reconnection took longer). */
  connectErrors: Map<string, number>;
  /** The rolling restart's steps: what, when (epoch ms). */
  marks: { what: string; at: number }[];
  /** The chat messages acknowledged: localId → group and mid. */
  acked: Map<string, Acked>;
};

/** How often a person sends a chat message, beside the actions' weights. */
const CHAT_WEIGHT = 10;

/** Sends `req` through nginx as `person`; answers its time, status and whether it succeeded. */
async function send(
  stack: LoadStack,
  person: Person,
  req: ReturnType<Action['request']>,
): Promise<{ ms: number; ok: boolean; status: number; json?: unknown }> {
  const t0 = performance.now();
  try {
    const res = await fetch(`${stack.url}${req.path}`, {
      method: req.method,
      headers: {
        'content-type': 'application/json',
        ...(person.token ? { authorization: `Bearer ${person.token}` } : {}),
      },
      body: req.body && JSON.stringify(req.body),
    });
    const json = await res.json().catch(() => undefined);
    return { ms: performance.now() - t0, ok: res.ok, status: res.status, json };
  } catch {
    return { ms: performance.now() - t0, ok: false, status: 0 };
  }
}

/** Signs `person` in, retrying a refusal after its wait; records each sign-in. */
async function authenticate(run: Run, person: Person): Promise<void> {
  const { stack, samples } = run;
  for (let attempt = 0; attempt < 5; attempt++) {
    const r = await send(stack, person, {
      method: 'POST',
      path: '/api/user/auth',
      body: { email: person.email, password: 'demo1234' },
    });
    samples.push({ action: 'sign in', ms: r.ms, ok: r.ok, status: r.status, at: Date.now() });
    const data = (r.json as { data?: { token?: string; user?: { userId: number } } } | undefined)
      ?.data;
    if (data?.token) {
      person.token = data.token;
      person.userId = data.user?.userId ?? 0;
      return;
    }
    await new Promise((res) => setTimeout(res, 2_000));
  }
}

/**
 * Signs `person` in and opens their sockets as the web client does (lib/socket.ts): /notifications (its gaps,
 * attempts and handshakes recorded), /task and /chat, multiplexed over one WebSocket.
 */
async function signIn(run: Run, person: Person): Promise<void> {
  const { stack, gaps } = run;
  await authenticate(run, person);
  // the browser loads the app before its sockets connect; and nginx's round robin would otherwise give every
  // person's socket the same copy (each person's requests come in the same order)
  await new Promise((r) => setTimeout(r, Math.random() * 2_000));
  const manager = new Manager(stack.url, {
    transports: ['websocket'],
    reconnectionDelayMax: 5_000,
  });
  const auth = { token: person.token };
  const socket = manager.socket('/notifications', { auth });
  const task = manager.socket('/task', { auth });
  let lost = 0;
  let attempt = { n: 0, at: 0 };
  manager.on('reconnect_attempt', (n) => (attempt = { n, at: Date.now() }));
  socket.on('disconnect', () => (lost = Date.now()));
  socket.on('connect_error', (e: Error) =>
    run.connectErrors.set(e.message, (run.connectErrors.get(e.message) ?? 0) + 1),
  );
  socket.on('connect', () => {
    if (lost) {
      gaps.push(Date.now() - lost);
      run.reconnectedAt.push(Date.now());
      run.handshakes.push(Date.now() - attempt.at);
      run.attempts.set(attempt.n, (run.attempts.get(attempt.n) ?? 0) + 1);
    }
    lost = 0;
  });
  person.chat = openChatView(manager, person.token, person.chatId, callAs(stack, person));
  person.sockets = [socket, task, person.chat.socket];
}

/** `send` as `person`, for the chat's calls. */
const callAs =
  (stack: LoadStack, person: Person) => (method: string, path: string, body?: object) =>
    send(stack, person, { method, path, body });

/** Sends a chat message as `person` (again with its localId until acknowledged), recording each attempt. */
async function chat(run: Run, person: Person) {
  const localId = `${person.userId}-${crypto.randomUUID()}`;
  const { attempts, mid } = await sendChatMessage(
    callAs(run.stack, person),
    person.chatId,
    localId,
  );
  for (const a of attempts) run.samples.push({ action: 'chat message', ...a });
  if (mid) run.acked.set(localId, { chatId: person.chatId, mid });
}

/** One person's session until `end`: think, act, record. */
async function live(run: Run, person: Person) {
  const { stack, f, end, samples } = run;
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, -Math.log(1 - Math.random()) * THINK_S * 1000));
    if (Date.now() >= end) return;
    if (Math.random() * (WEIGHT + CHAT_WEIGHT) < CHAT_WEIGHT) {
      await chat(run, person);
      continue;
    }
    const action = nextAction(person);
    const r = await send(stack, person, action.request(f, person));
    samples.push({ action: action.name, ms: r.ms, ok: r.ok, status: r.status, at: Date.now() });
  }
}

/** Brands and open pairings to act on, read from the primary before the load starts. */
async function fixtures(stack: LoadStack): Promise<Fixtures> {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: stack.databaseUrl });
  await c.connect();
  const brands = await c.query<{ id: string }>('select id from brands order by random() limit 500');
  const pairings = await c.query<{ ei_id: string; brand_id: string }>(
    `select ei_id, brand_id from pairings where status = 'ASSIGNED' and stage in ('ASSIGNED', 'IN_PROGRESS') order by random() limit 500`,
  );
  const users = await c.query<{ id: string }>(
    `select id from users where status = 'ACTIVE' order by id limit 100`,
  );
  await c.end();
  return {
    userIds: users.rows.map((r) => Number(r.id)),
    brandIds: brands.rows.map((r) => Number(r.id)),
    pairings: pairings.rows.map((r) => ({ eiId: Number(r.ei_id), brandId: Number(r.brand_id) })),
  };
}

/** The failed samples of `xs`: their number, and how many of each status (`12 (502: 10, 0: 2)`). */
function errorsOf(xs: Sample[]): string {
  const failed = xs.filter((s) => !s.ok);
  if (!failed.length) return '0';
  const by = new Map<number, number>();
  for (const s of failed) by.set(s.status, (by.get(s.status) ?? 0) + 1);
  return `${failed.length} (${[...by].map(([status, n]) => `${status}: ${n}`).join(', ')})`;
}

/** Seconds of the timeline's windows. */
const WINDOW_S = 5;

/**
 * Prints the rolling restart's timeline: from a window before the first step to a window after the last, per
 * WINDOW_S seconds, the requests that ended, their p50, p95 and errors, the sockets that reconnected, and the steps.
 */
function timeline(run: Run, started: number) {
  if (!run.marks.length) return;
  const w = WINDOW_S * 1000;
  const from = Math.floor((run.marks[0]!.at - started) / w) * w - w + started;
  const to = run.marks.at(-1)!.at + w;
  console.log(
    '\n| from (s) | requests | p50 | p95 (ms) | errors | reconnected | steps |\n|---|---|---|---|---|---|---|',
  );
  for (let t = from; t < to; t += w) {
    const xs = run.samples.filter((x) => x.at >= t && x.at < t + w);
    const st = stats(xs.map((x) => x.ms));
    const back = run.reconnectedAt.filter((at) => at >= t && at < t + w).length;
    const steps = run.marks.filter((m) => m.at >= t && m.at < t + w);
    console.log(
      `| ${((t - started) / 1000).toFixed(0)} | ${xs.length} | ${st.p50} | ${st.p95} | ${xs.filter((x) => !x.ok).length} | ${back} | ${steps.map((m) => `${m.what} (+${((m.at - t) / 1000).toFixed(1)} s)`).join(', ')} |`,
    );
  }
}

/** Prints the report: per action, errors, rate, each part's CPU and memory, the sockets' gaps and failed attempts. */
function report(run: Run, seconds: number, usage: Usage[]) {
  const { samples, gaps } = run;
  const names = [...new Set(samples.map((s) => s.action))];
  const working = samples.filter((s) => s.action !== 'sign in'); // the sign-ins came before the measured time
  console.log(
    `\n${USERS} users, ${COPIES} copies, ${MINUTES} min, think ${THINK_S} s${ROLLING ? ', rolling restart' : ''}: ${working.length} requests, ${(working.length / seconds).toFixed(1)}/s, ${samples.filter((s) => !s.ok).length} errors`,
  );
  console.log(
    '| action | requests | errors (by status; 0: no answer) | p50 | p95 | p99 (ms) |\n|---|---|---|---|---|---|',
  );
  for (const name of names) {
    const xs = samples.filter((s) => s.action === name);
    const st = stats(xs.map((s) => s.ms));
    console.log(`| ${name} | ${xs.length} | ${errorsOf(xs)} | ${st.p50} | ${st.p95} | ${st.p99} |`);
  }
  console.log('\n| part | CPU (cores, average) | memory at end (MB) |\n|---|---|---|');
  for (const u of usage)
    console.log(`| ${u.part} | ${u.cores.toFixed(2)} | ${Math.round(u.rssMb)} |`);
  console.log(
    `\nsockets: ${gaps.length} reconnections, the longest without a connection ${gaps.length ? Math.max(...gaps) : 0} ms (p50 ${stats(gaps).p50}, p95 ${stats(gaps).p95}); failed attempts: ${[...run.connectErrors].map(([m, n]) => `${n} × ${m}`).join(', ') || 'none'}`,
  );
  const hs = stats(run.handshakes);
  console.log(
    `the last attempt's handshake p50 ${hs.p50}, p95 ${hs.p95}, max ${Math.max(0, ...run.handshakes)} ms; reconnections by attempts: ${[...run.attempts].map(([n, k]) => `${n}: ${k}`).join(', ')}`,
  );
}

async function main() {
  const stack = await startLoadStack({ copies: COPIES, brands: 20_000, pairings: 60_000 });
  try {
    const f = await fixtures(stack);
    const run: Run = {
      stack,
      f,
      end: 0,
      samples: [],
      gaps: [],
      handshakes: [],
      reconnectedAt: [],
      attempts: new Map(),
      connectErrors: new Map(),
      marks: [],
      acked: new Map(),
    };
    const roles = Array.from({ length: USERS }, (_, i) => ROLES[i % ROLES.length]!);
    const users = await createPeople(stack.databaseUrl, roles);
    const people: Person[] = users.map((u, i) => ({
      ...u,
      role: roles[i]!,
      token: '',
      userId: 0,
      sockets: [],
    }));
    // people arrive over the first minute (a conference morning), then work until the end
    await Promise.all(
      people.map((p, i) =>
        new Promise((r) => setTimeout(r, (i / USERS) * 60_000)).then(() => signIn(run, p)),
      ),
    );
    const started = Date.now();
    run.end = started + MINUTES * 60_000;
    const measure = cpuAndMemory(stack);
    await measure.start();
    const rolling = ROLLING
      ? (async () => {
          await new Promise((r) => setTimeout(r, (run.end - started) / 3));
          const mark = (what: string) => run.marks.push({ what, at: Date.now() });
          for (let i = 0; i < stack.copies.length; i++) await stack.restart(i, mark);
        })()
      : Promise.resolve();
    await Promise.all([...people.map((p) => live(run, p)), rolling]);
    const usage = await measure.end();
    await new Promise((r) => setTimeout(r, 3_000)); // the last pushes and catch-ups land
    const views = people.flatMap((p) => (p.chat ? [p.chat] : []));
    const chatLine = await chatOutcome(stack.databaseUrl, run.acked, views);
    for (const s of people.flatMap((p) => p.sockets)) s.disconnect(); // the last one closes its connection
    report(run, (Date.now() - started) / 1000, usage);
    if (ROLLING) timeline(run, started);
    console.log(chatLine);
    const nginxLog = stack.balancerErrors().trim();
    if (nginxLog)
      console.log(
        `\nnginx's error log (the last 40 lines):\n${nginxLog.split('\n').slice(-40).join('\n')}`,
      );
  } finally {
    await stack.stop();
  }
}

await main();
