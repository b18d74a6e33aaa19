import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { userAdminRoutes, userRoutes } from '@crm/contracts';
import { serverCopy, startTestApp, testDatabases, userId, type TestApp } from '../test/harness.js';
import { CLOSE_WITHIN_MS, closedWithin, refusedOn, socketOf, statusWith } from '../test/sockets.js';

describe.each(testDatabases())('the sessions of one server copy without Redis, on %s', (kind) => {
  let t: TestApp;
  let copy: FastifyInstance;
  let url: string;
  const sockets: Socket[] = [];
  const open = async (token: string, ns = '/chat') => {
    const s = await socketOf(url, token, ns);
    sockets.push(s);
    return s;
  };
  const login = async (email: string) =>
    (await t.call(null, userRoutes.signIn, { email, password: 'demo1234' })).body.data.token;

  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 50, pairings: 50 });
    // as in production, actors are cached 5 s; sessions are checked every 200 ms instead of 30 s
    copy = await serverCopy(t, { actorTtlMs: 5_000, sessionCheckMs: 200 });
    await copy.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(copy.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await copy?.close();
    await t?.close();
  });

  it('logout closes the token’s sockets at once, and the token gets in nowhere again though its actor was cached', async () => {
    const svc = await userId(t.db, 'svc@demo.test');
    const token = await login('svc@demo.test');
    const cut = [await open(token, '/chat'), await open(token, '/notifications')];
    expect(await statusWith(copy, token, svc)).toBe(200);
    const closed = cut.map((s) => closedWithin(s, CLOSE_WITHIN_MS));
    const out = await copy.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual(['disconnected', 'disconnected']);
    await refusedOn([url], token);
    expect(await statusWith(copy, token, svc)).toBe(401);
  });

  it('deactivation closes every socket of the user at once, and none of their tokens gets in again', async () => {
    const spt = await userId(t.db, 'spt@demo.test');
    const [first, second] = [await login('spt@demo.test'), await login('spt@demo.test')];
    const cut = [await open(first), await open(second, '/task')];
    expect(await statusWith(copy, first, spt)).toBe(200);
    const closed = cut.map((s) => closedWithin(s, CLOSE_WITHIN_MS));
    const res = await copy.inject({
      method: 'POST',
      url: '/api/admin/users/deactivate',
      headers: { authorization: await t.auth('admin@demo.test') },
      payload: { usersIds: [spt], mode: 'DEACTIVATE', reason: 'Left the company' },
    });
    expect(res.statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual(['disconnected', 'disconnected']);
    for (const token of [first, second]) {
      await refusedOn([url], token);
      expect(await statusWith(copy, token, spt)).toBe(401);
    }
  });

  it('a logout and a deactivation this copy was not told of (made by another process on the database) close their sockets at the next session check; other sessions stay', async () => {
    const [ops, plr] = await Promise.all(
      ['ops@demo.test', 'plr@demo.test'].map((e) => userId(t.db, e)),
    );
    const [opsOut, opsKept, plrToken] = [
      await login('ops@demo.test'),
      await login('ops@demo.test'),
      await login('plr@demo.test'),
    ];
    const loggedOut = await open(opsOut);
    const kept = await open(opsKept, '/notifications');
    const deactivated = await open(plrToken, '/task');
    const closed = [loggedOut, deactivated].map((s) => closedWithin(s, CLOSE_WITHIN_MS));
    // through the test's own app: no message reaches this copy
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: `Bearer ${opsOut}` },
    });
    expect(out.statusCode).toBe(200);
    const res = await t.call('admin@demo.test', userAdminRoutes.deactivate, {
      usersIds: [plr],
      mode: 'DEACTIVATE',
      reason: 'Left the company',
    });
    expect(res.status).toBe(200);
    expect(await Promise.all(closed)).toEqual(['disconnected', 'disconnected']);
    await refusedOn([url], opsOut);
    await refusedOn([url], plrToken);
    expect(kept.connected).toBe(true);
    expect(await statusWith(copy, opsKept, ops)).toBe(200);
  });
});
