/**
 * The receiving side of the realtime and chat benches in its own process, so that the server copies are
 * measured without the clients' work and the clients without the load generator's. Started by
 * `openClients` (below) with `node --import tsx scripts/benchClients.ts`; over IPC it is given the sockets
 * to open (`ClientsPlan`), answers `ready` once every one is connected, then reports each receipt of the
 * plan's event as `[socket index, Date.now() at receipt, the payload's field]`, in batches every 20 ms.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { io, type Socket } from 'socket.io-client';

/** What the client process opens: one socket per entry (URL with namespace, token), listening to `event`. */
export type ClientsPlan = {
  sockets: { url: string; token: string }[];
  event: string;
  /** The payload field reported with each receipt (e.g. `date`, `localId`). */
  field: string;
  /** Only payloads whose `type` is this are reported (absent: all). */
  type?: string;
};

/** One receipt: the socket's index in the plan, when it arrived (ms since the epoch), the payload's field. */
export type Receipt = [index: number, at: number, value: string];

type FromClients = { ready: true } | { error: string } | { receipts: Receipt[] };

/** The client process seen from the bench: resolves once all sockets are connected; `stop` ends it. */
export type Clients = { child: ChildProcess; stop: () => Promise<void> };

/** Starts the client process for `plan`; `onReceipts` gets each batch of receipts as it arrives. */
export async function openClients(
  plan: ClientsPlan,
  onReceipts: (batch: Receipt[]) => void,
): Promise<Clients> {
  const child = fork('scripts/benchClients.ts', [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.on('message', (m: FromClients) => {
      if ('receipts' in m) onReceipts(m.receipts);
      else if ('ready' in m) resolve();
      else reject(new Error(`bench clients: ${m.error}`));
    });
    child.once('exit', (code) => reject(new Error(`bench clients exited ${code}`)));
    child.send(plan);
  });
  return {
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  };
}

/** The child's side: opens the plan's sockets and reports receipts until told to stop. */
function runClients(plan: ClientsPlan) {
  const send = (m: FromClients) => process.send!(m);
  let pending: Receipt[] = [];
  const flush = setInterval(() => {
    if (!pending.length) return;
    send({ receipts: pending });
    pending = [];
  }, 20);
  const sockets: Socket[] = [];
  process.on('message', (m) => {
    if (m !== 'stop') return;
    for (const s of sockets) s.disconnect();
    clearInterval(flush);
    if (pending.length) send({ receipts: pending });
    process.disconnect();
  });
  Promise.all(
    plan.sockets.map(
      ({ url, token }, i) =>
        new Promise<void>((resolve, reject) => {
          const s = io(url, {
            auth: { token },
            transports: ['websocket'],
            reconnection: false,
            forceNew: true,
          });
          s.on(plan.event, (payload: Record<string, unknown>) => {
            const at = Date.now();
            if (plan.type && payload.type !== plan.type) return;
            pending.push([i, at, String(payload[plan.field] ?? '')]);
          });
          sockets.push(s);
          s.once('connect', () => resolve());
          s.once('connect_error', reject);
        }),
    ),
  ).then(
    () => send({ ready: true }),
    (e: unknown) => send({ error: e instanceof Error ? e.message : String(e) }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.once('message', (plan: ClientsPlan) => runClients(plan));
