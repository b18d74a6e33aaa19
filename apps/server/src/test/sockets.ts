import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { MESSAGES } from '@crm/contracts';
import type { Realtime } from '../realtime/server.js';

/** Waits for the first `event` on `socket` matching `pick`, failing after `ms`. */
export function next<T>(
  socket: Socket,
  event: string,
  pick: (p: T) => boolean = () => true,
  ms = 5_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    const on = (p: T) => {
      if (!pick(p)) return;
      clearTimeout(timer);
      socket.off(event, on);
      resolve(p);
    };
    socket.on(event, on);
  });
}

/** Connects to `/notifications` of the server at `url` with `token`; resolves once connected. */
export async function socketOf(url: string, token: string, ns = '/notifications'): Promise<Socket> {
  const s = connect(`${url}${ns}`, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', (e) => reject(e));
  });
  return s;
}

/** 'disconnected' once `socket` is closed, else what `probe` resolves to. */
export const probeOrCut = <T>(socket: Socket, probe: Promise<T>) =>
  Promise.race([
    probe,
    new Promise<'disconnected'>((resolve) =>
      socket.disconnected
        ? resolve('disconnected')
        : socket.once('disconnect', () => resolve('disconnected')),
    ),
  ]);

/** 'disconnected' once `socket` is closed; fails when it is still connected after `ms`. */
export const closedWithin = (socket: Socket, ms = 5_000) =>
  probeOrCut(
    socket,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`socket still connected after ${ms} ms`)), ms).unref(),
    ),
  );

/** How long a test waits for an ended session's socket to close: 1 s is the aim, the rest a busy machine's margin. */
export const CLOSE_WITHIN_MS = 2_000;

/** A request with `token` to `app`: its status (200 while the session holds, 401 once it ended). */
export const statusWith = async (app: FastifyInstance, token: string, userIdOf: number) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/user/details?userId=${userIdOf}`,
      headers: { authorization: `Bearer ${token}` },
    })
  ).statusCode;

/** Refused again with `token` on each of `urls`: a socket's connect error, as a handshake with an ended session answers. */
export const refusedOn = async (urls: string[], token: string) => {
  for (const url of urls)
    await expect(socketOf(url, token, '/chat')).rejects.toMatchObject({
      data: { error: 'UNAUTHORIZED', message: MESSAGES.sessionExpired },
    });
};

/** Resolves once a push from copy `from` to `userId`'s room reaches `socket` (on another copy): the adapters read each other. */
export async function linked(
  from: { realtime: Realtime },
  socket: Socket,
  userId: number,
): Promise<void> {
  const arrived = next(socket, 'probe', (p: { n: number }) => p.n >= 0, 10_000);
  let n = 0;
  const timer = setInterval(() => from.realtime.toUser('/chat', userId, 'probe', { n: n++ }), 100);
  try {
    await arrived;
  } finally {
    clearInterval(timer);
  }
}

/**
 * Makes the test app listen on a free port and answers `open(email, ns)`, which connects an authenticated
 * socket of that demo user to namespace `ns`, and `close()`, which disconnects every socket it opened.
 */
export async function socketsOf(t: {
  app: {
    listen: (o: { port: number; host: string }) => Promise<unknown>;
    server: { address: () => unknown };
  };
  auth: (email: string) => Promise<string>;
}) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const opened: Socket[] = [];
  return {
    url,
    open: async (email: string, ns: string) => {
      const s = await socketOf(url, (await t.auth(email)).slice(7), ns);
      opened.push(s);
      return s;
    },
    close: () => {
      for (const s of opened) s.disconnect();
    },
  };
}
