import { notifications } from '@mantine/notifications';
import { io, type Socket } from 'socket.io-client';
import { NOTIFICATION_TEXTS } from '@crm/contracts';
import { emitWithRetry, SocketUnavailableError } from './emitRetry';
import { onLogout, readSession } from './session';

/**
 * The realtime client (spec 000 §4, 001 §7 Realtime, §8, §9; server: apps/server/src/realtime/server.ts):
 * one Socket.IO socket per namespace — /chat, /task and /notifications — multiplexed over one
 * WebSocket. The token goes in the handshake (`auth.token`, read afresh on every attempt). Sockets
 * connect when the token exists (`connectSockets`, called by the shell), reconnect on window focus and
 * at once when the browser is back online (`reconnectSockets`), and close on logout. A lost connection
 * is retried with backoff (1 s doubling to 5 s) for as long as the session lasts; after
 * RECONNECT_ATTEMPTS failed reconnects, or an emit that found no connection after its retries, the
 * user is told 'Socket connection failed, Please logout and login again' (outside dev, as the spec
 * says) while the retries go on, and the message goes once a connection is back. React code reads
 * this through lib/useSocket.ts.
 */

export const SOCKET_NAMESPACES = ['/chat', '/task', '/notifications'] as const;
export type SocketNamespace = (typeof SOCKET_NAMESPACES)[number];
/** A namespace's connection state. */
export type SocketStatus = 'connecting' | 'connected' | 'disconnected';

/** Failed automatic reconnects after which the user is told (spec 001 §9: 3); the retries go on behind the message. */
const RECONNECT_ATTEMPTS = 3;
/** Longest pause between two reconnect attempts (ms), before Socket.IO's ±50 % jitter. */
const RECONNECT_DELAY_MAX_MS = 5_000;
/** How long one connection attempt may take (ms); a WebSocket closed before the handshake fails only by this. */
const CONNECT_TIMEOUT_MS = 10_000;

const sockets = new Map<SocketNamespace, Socket>();
/** The namespaces that have connected at least once (their next connection is a reconnection). */
const connectedBefore = new Set<SocketNamespace>();
const reconnectListeners = new Map<SocketNamespace, Set<() => void>>();
const statuses = new Map<SocketNamespace, SocketStatus>();
const listeners = new Set<() => void>();
let snapshot: Record<SocketNamespace, SocketStatus> = {
  '/chat': 'disconnected',
  '/task': 'disconnected',
  '/notifications': 'disconnected',
};
/** Reconnects that failed in a row since the last connection; the status shows 'disconnected' from RECONNECT_ATTEMPTS on. */
let failedReconnects = 0;
const retrying = (): SocketStatus =>
  failedReconnects >= RECONNECT_ATTEMPTS ? 'disconnected' : 'connecting';

function setStatus(ns: SocketNamespace, s: SocketStatus) {
  if (statuses.get(ns) === s) return;
  statuses.set(ns, s);
  snapshot = { ...snapshot, [ns]: s };
  for (const l of listeners) l();
}

/** Tells the user the realtime connection is lost (one message, hidden when it connects again); not in dev builds (spec 001 §8). */
function showFailure() {
  if (!import.meta.env.PROD) return;
  notifications.show({
    id: 'socket-failed',
    color: 'red',
    autoClose: false,
    message: NOTIFICATION_TEXTS.socketFailed,
  });
}

/** The socket of `ns`, created on first use, not connected until `connectSockets`. */
export function getSocket(ns: SocketNamespace): Socket {
  let s = sockets.get(ns);
  if (s) return s;
  s = io(ns, {
    autoConnect: false,
    transports: ['websocket'],
    reconnectionDelayMax: RECONNECT_DELAY_MAX_MS,
    timeout: CONNECT_TIMEOUT_MS,
    auth: (cb) => cb({ token: readSession()?.token ?? '' }),
  });
  s.on('connect', () => {
    failedReconnects = 0;
    setStatus(ns, 'connected');
    notifications.hide('socket-failed');
    if (connectedBefore.has(ns)) for (const fn of reconnectListeners.get(ns) ?? []) fn();
    connectedBefore.add(ns);
  });
  s.on('disconnect', () => setStatus(ns, s!.active ? 'connecting' : 'disconnected'));
  s.on('connect_error', () => setStatus(ns, s!.active ? retrying() : 'disconnected'));
  s.io.on('reconnect_attempt', () => setStatus(ns, retrying()));
  s.io.on('reconnect_error', () => {
    // the manager is shared by the namespaces: count and tell the user once
    if (ns !== '/notifications' || ++failedReconnects !== RECONNECT_ATTEMPTS) return;
    for (const n of SOCKET_NAMESPACES)
      if (statuses.get(n) === 'connecting') setStatus(n, 'disconnected');
    showFailure();
  });
  sockets.set(ns, s);
  setStatus(ns, 'disconnected');
  return s;
}

/** Connects every namespace's socket that is not connected, when a session token exists (spec 000 §4: on login, on window focus). */
export function connectSockets(): void {
  if (!readSession()?.token) return;
  for (const ns of SOCKET_NAMESPACES) {
    const s = getSocket(ns);
    if (s.connected) continue;
    setStatus(ns, retrying());
    s.connect();
  }
}

/**
 * Reconnects now, skipping the backoff's pause (the browser is back online): the sockets that are not
 * connected are closed and connected again, which also counts the failed reconnects from zero.
 */
export function reconnectSockets(): void {
  const down = [...sockets.values()].filter((s) => !s.connected);
  if (!down.length) return;
  for (const s of down) s.disconnect();
  failedReconnects = 0;
  connectSockets();
}

/** Closes every socket (logout, leaving the shell). */
export function disconnectSockets(): void {
  failedReconnects = 0;
  for (const [ns, s] of sockets) {
    s.disconnect();
    setStatus(ns, 'disconnected');
  }
}
onLogout(disconnectSockets);

/**
 * Emits `event` on `ns` and resolves with the ack's data: reconnects and retries 3 times, 400 ms
 * apart, when the socket is down (spec 001 §8); a refusal ack rejects as an ApiError with the server's
 * message; no connection after the retries shows the failure message and rejects.
 */
export async function emit<T>(ns: SocketNamespace, event: string, payload: unknown): Promise<T> {
  try {
    return await emitWithRetry<T>(getSocket(ns), event, payload);
  } catch (e) {
    if (e instanceof SocketUnavailableError) showFailure();
    throw e;
  }
}

/**
 * Calls `fn` each time `ns` connects again after its first connection: what was pushed while it was down
 * is not replayed (the server keeps no missed pushes, ARCHITECTURE.md §7), so a view fed by pushes reads
 * afresh. Answers the unsubscribe.
 */
export function onReconnect(ns: SocketNamespace, fn: () => void): () => void {
  const set = reconnectListeners.get(ns) ?? new Set();
  reconnectListeners.set(ns, set);
  set.add(fn);
  return () => void set.delete(fn);
}

/** Subscribes to status changes (for useSyncExternalStore). */
export function subscribeSocketStatus(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Every namespace's status; a new object only when one changes. */
export const socketStatuses = (): Record<SocketNamespace, SocketStatus> => snapshot;
