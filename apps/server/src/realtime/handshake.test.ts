import { createServer, type Server as HttpServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Manager, type Socket } from 'socket.io-client';
import { createRealtime, type Realtime } from './server.js';

/** Connects `ns` over `manager`'s connection; answers the socket once connected, or the connect error. */
const join = (manager: Manager, ns: string, token: string) =>
  new Promise<Socket>((resolve, reject) => {
    const s = manager.socket(ns, { auth: { token } });
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });

describe('the handshakes of one connection', () => {
  let server: HttpServer;
  let realtime: Realtime;
  let url: string;
  const reads: string[] = [];
  const managers: Manager[] = [];
  const connection = () => {
    const m = new Manager(url, { transports: ['websocket'], reconnection: false });
    managers.push(m);
    return m;
  };

  beforeAll(async () => {
    server = createServer();
    realtime = await createRealtime(server, {
      // each reading of a token, as the server's reads the session and the actor afresh
      authenticate: async (token) => {
        reads.push(token);
        return token.startsWith('good')
          ? { userId: 7, jti: token, issuedAt: Math.floor(Date.now() / 1000) }
          : null;
      },
      liveSessions: async (sessions) => new Set(sessions.map((s) => s.jti)),
      onSessionEnd: () => undefined,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    for (const m of managers) m.engine?.close();
    await realtime.close();
    server.close();
  });

  it('read the token once for the three namespaces the web client opens together; another connection reads it again', async () => {
    reads.length = 0;
    const m = connection();
    const sockets = await Promise.all(
      ['/notifications', '/task', '/chat'].map((ns) => join(m, ns, 'good-1')),
    );
    expect(sockets.every((s) => s.connected)).toBe(true);
    expect(reads).toEqual(['good-1']);
    await join(connection(), '/chat', 'good-1');
    expect(reads).toEqual(['good-1', 'good-1']);
  });

  it('a refused token is refused on every namespace of the connection', async () => {
    const m = connection();
    const outcomes = await Promise.allSettled(
      ['/notifications', '/task', '/chat'].map((ns) => join(m, ns, 'revoked')),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });

  it('a namespace that joins the connection later, or with another token, reads afresh', async () => {
    reads.length = 0;
    const m = connection();
    await join(m, '/notifications', 'good-2');
    await join(m, '/task', 'good-3');
    await new Promise((r) => setTimeout(r, 2_100)); // past SHARED_HANDSHAKE_MS
    await join(m, '/chat', 'good-2');
    expect(reads).toEqual(['good-2', 'good-3', 'good-2']);
  });
});
