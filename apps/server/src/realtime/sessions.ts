import type { Server } from 'socket.io';
import { userRoom } from './batches.js';

/** The room of one token's sockets (by its jti): logout closes them. */
export const sessionRoom = (jti: string) => `session:${jti}`;

/**
 * Sessions that end: one token (logout, by its jti) or every token of a user (deactivation); or, with
 * `socketsStay`, a user whose cached actors drop while their sessions and sockets stay (a role change).
 */
export type SessionEnd = { jti: string } | { userId: number; socketsStay?: true };

/** A socket's session as its handshake found it: the user, the token's id (jti) and when it was issued (epoch seconds). */
export type SocketSession = { userId: number; jti: string; issuedAt: number };

/** The server-side event by which a copy tells the others (through the Redis adapter) that sessions ended. */
const SESSION_END_EVENT = 'internal:session-end';

/** How long an end waits for the other copies to confirm it (ms): a copy that is down holds it up no longer. */
const CONFIRM_MS = 2_000;

/** How often each copy checks the sessions of its sockets against the database (ms), unless told otherwise. */
export const SESSION_CHECK_MS = 30_000;

/**
 * The function that ends sessions on every copy: each copy calls `onSessionEnd` (its actor cache drops them), then
 * disconnects its own sockets of them on each of `namespaces` (unless `socketsStay`). This copy does it at once and,
 * with `cluster` (the Redis adapter), tells the others, which do it as soon as the message reaches them; the
 * promise resolves once each other copy confirmed it, or after CONFIRM_MS.
 */
export function sessionEnds(
  io: Server,
  namespaces: readonly string[],
  onSessionEnd: (end: SessionEnd) => void,
  cluster: boolean,
): (end: SessionEnd) => Promise<void> {
  const endHere = (end: SessionEnd) => {
    onSessionEnd(end);
    if ('socketsStay' in end) return;
    const room = 'jti' in end ? sessionRoom(end.jti) : userRoom(end.userId);
    for (const ns of namespaces) io.of(ns).local.in(room).disconnectSockets(true);
  };
  io.on(SESSION_END_EVENT, (end: SessionEnd, confirm?: () => void) => {
    endHere(end);
    confirm?.();
  });
  return async (end) => {
    endHere(end);
    if (!cluster) return;
    const confirmed = io.serverSideEmitWithAck(SESSION_END_EVENT, end).catch(() => undefined);
    await Promise.race([
      confirmed,
      new Promise((resolve) => setTimeout(resolve, CONFIRM_MS).unref()),
    ]);
  };
}

/**
 * Every `ms`, asks `live` which of the sessions of this copy's sockets on `namespaces` still hold (the jtis it
 * answers) and closes the sockets of the others: a revocation this copy was not told of (its message lost while
 * Redis was away, a handshake that raced its logout) ends its sockets within `ms`. A failed check closes nothing
 * and the next one tries again; checks never overlap. Returns the function that stops the checks.
 */
export function startSessionCheck(
  io: Server,
  namespaces: readonly string[],
  live: (sessions: SocketSession[]) => Promise<Set<string>>,
  ms: number,
): () => void {
  const sockets = () => namespaces.flatMap((ns) => [...io.of(ns).sockets.values()]);
  const check = async () => {
    const asked = new Map<string, SocketSession>();
    for (const { data } of sockets())
      asked.set(data.jti, { userId: data.userId, jti: data.jti, issuedAt: data.issuedAt });
    if (!asked.size) return;
    const alive = await live([...asked.values()]);
    for (const s of sockets())
      if (asked.has(s.data.jti) && !alive.has(s.data.jti)) s.disconnect(true);
  };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    check()
      .catch((e: Error) => console.error(`session check: ${e.message}`))
      .finally(() => (running = false));
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
}
