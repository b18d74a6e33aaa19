import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { API_TOKEN_RATE_LIMIT, apiTokenRoutes, userRoutes } from '@crm/contracts';
import { serverCopy, startTestApp, userId, type TestApp } from '../test/harness.js';
import type { AppOptions } from '../context.js';
import {
  CLOSE_WITHIN_MS,
  closedWithin,
  linked,
  next,
  probeOrCut,
  refusedOn,
  socketOf,
  statusWith,
} from '../test/sockets.js';

/** Two server copies of the deployment of `t` (its database), joined through Redis, listening on free ports. */
async function copiesOf(
  t: TestApp,
  options: Partial<AppOptions> = {},
): Promise<{ apps: FastifyInstance[]; urls: string[] }> {
  const apps = await Promise.all(
    [0, 1].map(() => serverCopy(t, { redisUrl: process.env.TEST_REDIS_URL, ...options })),
  );
  await Promise.all(apps.map((a) => a.listen({ port: 0, host: '127.0.0.1' })));
  return {
    apps,
    urls: apps.map((a) => `http://127.0.0.1:${(a.server.address() as { port: number }).port}`),
  };
}

// Several copies need the PostgreSQL server and Redis (CI has both: TEST_DATABASE_URL, TEST_REDIS_URL).
describe.runIf(!!process.env.TEST_DATABASE_URL && !!process.env.TEST_REDIS_URL)(
  'two server copies behind Redis: sessions that end',
  () => {
    let t: TestApp;
    let other: TestApp;
    let copies: Awaited<ReturnType<typeof copiesOf>>;
    let otherCopies: Awaited<ReturnType<typeof copiesOf>>;
    /** Two copies that cache actors 5 s, as in production (the others read every request's afresh). */
    let cached: Awaited<ReturnType<typeof copiesOf>>;
    const sockets: Socket[] = [];
    const open = async (url: string, token: string, ns: string) => {
      const s = await socketOf(url, token, ns);
      sockets.push(s);
      return s;
    };
    /** A read-only API token of svc@demo.test named `name`: its id and secret. */
    const readToken = (name: string) =>
      t.call('svc@demo.test', apiTokenRoutes.create, { name, scope: 'read', expiresInDays: 30 });
    const login = async (email: string) =>
      (await t.call(null, userRoutes.signIn, { email, password: 'demo1234' })).body.data.token;

    beforeAll(async () => {
      [t, other] = await Promise.all([
        startTestApp('postgres', { brands: 50, pairings: 50 }),
        startTestApp('postgres', { brands: 50, pairings: 50 }),
      ]);
      [copies, otherCopies, cached] = await Promise.all([
        copiesOf(t),
        copiesOf(other),
        copiesOf(t, { actorTtlMs: 5_000 }),
      ]);
    });
    afterAll(async () => {
      for (const s of sockets) s.disconnect();
      await Promise.all(
        [copies, otherCopies, cached].flatMap((c) => c?.apps ?? []).map((a) => a.close()),
      );
      await Promise.all([t?.close(), other?.close()]);
    });

    it('logout through one copy closes that token’s sockets on both copies at once; the user’s other session stays', async () => {
      const [a, b] = copies.urls;
      const [first, second] = [await login('svc@demo.test'), await login('svc@demo.test')];
      const svc = await userId(t.db, 'svc@demo.test');
      const cut = [
        await open(a, first, '/chat'),
        await open(b, first, '/chat'),
        await open(b, first, '/notifications'),
      ];
      const kept = await open(b, second, '/chat');
      await linked(copies.apps[0], kept, svc);
      const closed = cut.map((s) => closedWithin(s));
      const out = await copies.apps[0].inject({
        method: 'POST',
        url: '/api/user/logout',
        headers: { authorization: `Bearer ${first}` },
      });
      expect(out.statusCode).toBe(200);
      expect(await Promise.all(closed)).toEqual(['disconnected', 'disconnected', 'disconnected']);
      // the other session of the same user still gets what copy A pushes; the token opens no new socket
      const after = probeOrCut(kept, next<{ ok: boolean }>(kept, 'after-logout'));
      copies.apps[0].realtime.toUser('/chat', svc, 'after-logout', { ok: true });
      expect(await after).toEqual({ ok: true });
      await expect(socketOf(b, first, '/chat')).rejects.toMatchObject({
        data: { error: 'UNAUTHORIZED' },
      });
    });

    it('a batch of per-user events through one copy reaches every tab of each user on both copies, each its own payload, once, in the order of the batches', async () => {
      const [a, b] = copies.urls;
      const [po, fi] = await Promise.all(
        ['po@demo.test', 'fi@demo.test'].map((e) => userId(t.db, e)),
      );
      const poToken = await login('po@demo.test');
      const poOnB = await open(b, poToken, '/notifications');
      const fiOnA = await open(a, await login('fi@demo.test'), '/notifications');
      const fiOnB = await open(b, await login('fi@demo.test'), '/notifications');
      await linked(copies.apps[0], await open(b, poToken, '/chat'), po); // copy B reads copy A's stream
      const got = new Map<Socket, unknown[]>();
      for (const s of [poOnB, fiOnA, fiOnB]) {
        got.set(s, []);
        s.on('batch-test', (p) => got.get(s)!.push(p));
      }
      const last = [poOnB, fiOnA, fiOnB].map((s) =>
        next<{ n: number }>(s, 'batch-test', (p) => p.n === 3),
      );
      // users with no socket first: the first batch is written over two turns, the second must still come after it
      const absent = Array.from({ length: 150 }, (_, i) => ({
        userId: 1_000_000 + i,
        payload: { n: 0 },
      }));
      void copies.apps[0].realtime.toEachUser('/notifications', 'batch-test', [
        ...absent,
        { userId: po, payload: { n: 1, to: 'po' } },
        { userId: fi, payload: { n: 2, to: 'fi' } },
      ]);
      void copies.apps[0].realtime.toEachUser('/notifications', 'batch-test', [
        { userId: po, payload: { n: 3, to: 'po' } },
        { userId: fi, payload: { n: 3, to: 'fi' } },
      ]);
      await Promise.all(last);
      expect(got.get(poOnB)).toEqual([
        { n: 1, to: 'po' },
        { n: 3, to: 'po' },
      ]);
      for (const s of [fiOnA, fiOnB])
        expect(got.get(s)).toEqual([
          { n: 2, to: 'fi' },
          { n: 3, to: 'fi' },
        ]);
    });

    it('deactivating a user through one copy cuts only that user: a colleague on the other copy, and the same user id of another deployment on the same Redis, stay', async () => {
      const [, b] = copies.urls;
      const [, d] = otherCopies.urls;
      const [lg, fi] = await Promise.all(
        ['lg@demo.test', 'fi@demo.test'].map((e) => userId(t.db, e)),
      );
      expect(await userId(other.db, 'lg@demo.test')).toBe(lg); // both deployments are seeded alike: the same ids
      const target = await open(b, await login('lg@demo.test'), '/chat');
      const colleague = await open(b, await login('fi@demo.test'), '/chat');
      const otherLogin = await other.call(null, userRoutes.signIn, {
        email: 'lg@demo.test',
        password: 'demo1234',
      });
      const namesake = await open(d, otherLogin.body.data.token, '/chat');
      await linked(copies.apps[0], colleague, fi);
      await linked(otherCopies.apps[0], namesake, lg);
      const targetCut = closedWithin(target);
      const res = await copies.apps[0].inject({
        method: 'POST',
        url: '/api/admin/users/deactivate',
        headers: { authorization: await t.auth('admin@demo.test') },
        payload: { usersIds: [lg], mode: 'DEACTIVATE', reason: 'Left the company' },
      });
      expect(res.statusCode).toBe(200);
      expect(await targetCut).toBe('disconnected');
      // the colleague on copy B still gets what copy A pushes (after the deactivation, on the same stream)
      const colleagueGets = probeOrCut(
        colleague,
        next<{ n: number }>(colleague, 'after-deactivation'),
      );
      copies.apps[0].realtime.toUser('/chat', fi, 'after-deactivation', { n: 1 });
      expect(await colleagueGets).toEqual({ n: 1 });
      // the other deployment's user with the same id is untouched, and hears only its own deployment
      const namesakeGets = probeOrCut(
        namesake,
        next<{ n: number }>(namesake, 'after-deactivation'),
      );
      const leaked: unknown[] = [];
      namesake.on('leak', (p) => leaked.push(p));
      copies.apps[0].realtime.toUser('/chat', lg, 'leak', { from: 'the first deployment' });
      otherCopies.apps[0].realtime.toUser('/chat', lg, 'after-deactivation', { n: 2 });
      expect(await namesakeGets).toEqual({ n: 2 });
      expect(leaked).toEqual([]);
    });

    it('logout through copy A with the token’s socket on copy B: B closes it, and neither copy takes the token again, socket or request, though both had its actor cached', async () => {
      const svc = await userId(t.db, 'svc@demo.test');
      const token = await login('svc@demo.test');
      const socket = await open(cached.urls[1], token, '/chat');
      for (const app of cached.apps) expect(await statusWith(app, token, svc)).toBe(200);
      const cut = closedWithin(socket, CLOSE_WITHIN_MS);
      const out = await cached.apps[0].inject({
        method: 'POST',
        url: '/api/user/logout',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(out.statusCode).toBe(200);
      expect(await cut).toBe('disconnected');
      await refusedOn(cached.urls, token);
      for (const app of cached.apps) expect(await statusWith(app, token, svc)).toBe(401);
    });

    it('an API token revoked through copy A is refused by copy B on its next request, though B had its actor cached; no socket opens with a token', async () => {
      const svc = await userId(t.db, 'svc@demo.test');
      const made = await readToken('Two copies');
      const token = made.body.data.token;
      for (const app of cached.apps) expect(await statusWith(app, token, svc)).toBe(200);
      await expect(socketOf(cached.urls[1], token, '/chat')).rejects.toMatchObject({
        data: { error: 'UNAUTHORIZED' },
      });
      const out = await cached.apps[0].inject({
        method: 'DELETE',
        url: `/api/user/tokens/${made.body.data.id}`,
        headers: { authorization: await t.auth('svc@demo.test') },
      });
      expect(out.statusCode).toBe(200);
      expect(await statusWith(cached.apps[0], token, svc)).toBe(401);
      // copy B hears of it over Redis, well before its cached actor (5 s) would lapse
      await expect.poll(() => statusWith(cached.apps[1], token, svc), { timeout: 1_000 }).toBe(401);
    });

    it('an API token’s rate limit holds across the copies: half of it through each, then 429 on both', async () => {
      const svc = await userId(t.db, 'svc@demo.test');
      const made = await readToken('Shared limit');
      const token = made.body.data.token;
      const half = API_TOKEN_RATE_LIMIT.max / 2;
      for (const app of copies.apps)
        for (let i = 0; i < half; i++) expect(await statusWith(app, token, svc)).toBe(200);
      for (const app of copies.apps) expect(await statusWith(app, token, svc)).toBe(429);
    });

    it('deactivation through copy A with the user’s socket on copy B: B closes it, and neither copy takes their token again, socket or request, though both had the actor cached', async () => {
      const [spt, ops] = await Promise.all(
        ['spt@demo.test', 'ops@demo.test'].map((e) => userId(t.db, e)),
      );
      const token = await login('spt@demo.test');
      const socket = await open(cached.urls[1], token, '/notifications');
      const colleague = await open(cached.urls[1], await login('ops@demo.test'), '/chat');
      for (const app of cached.apps) expect(await statusWith(app, token, spt)).toBe(200);
      const cut = closedWithin(socket, CLOSE_WITHIN_MS);
      const res = await cached.apps[0].inject({
        method: 'POST',
        url: '/api/admin/users/deactivate',
        headers: { authorization: await t.auth('admin@demo.test') },
        payload: { usersIds: [spt], mode: 'DEACTIVATE', reason: 'Left the company' },
      });
      expect(res.statusCode).toBe(200);
      expect(await cut).toBe('disconnected');
      await refusedOn(cached.urls, token);
      for (const app of cached.apps) expect(await statusWith(app, token, spt)).toBe(401);
      // a colleague on copy B stays connected and still hears copy A
      const heard = probeOrCut(colleague, next<{ n: number }>(colleague, 'after-deactivation'));
      cached.apps[0].realtime.toUser('/chat', ops, 'after-deactivation', { n: 1 });
      expect(await heard).toEqual({ n: 1 });
    });

    it('a role change through copy A applies on copy B’s next request at once, though B had the actor cached; the user’s socket on B stays', async () => {
      const hr = await userId(t.db, 'hr@demo.test');
      const token = await login('hr@demo.test');
      const socket = await open(cached.urls[1], token, '/chat');
      const adminRead = async (app: FastifyInstance) =>
        (
          await app.inject({
            method: 'GET',
            url: `/api/admin/users/profile?userId=${hr}`,
            headers: { authorization: `Bearer ${token}` },
          })
        ).statusCode;
      // both copies cache the HR actor: no admin reads
      for (const app of cached.apps) expect(await adminRead(app)).toBe(403);
      const admin = await t.auth('admin@demo.test');
      const profile = (
        await cached.apps[0].inject({
          method: 'GET',
          url: `/api/admin/users/profile?userId=${hr}`,
          headers: { authorization: admin },
        })
      ).json().data;
      const res = await cached.apps[0].inject({
        method: 'PATCH',
        url: '/api/admin/users',
        headers: { authorization: admin },
        payload: {
          users: [
            {
              userId: hr,
              firstName: profile.firstName,
              lastName: profile.lastName,
              email: profile.email,
              roles: ['HR', 'ADMIN'],
              verticalId: profile.verticalId,
              designation: profile.designation,
              teamOwnerId: null,
            },
          ],
        },
      });
      expect(res.statusCode).toBe(200);
      expect(await adminRead(cached.apps[1])).toBe(200);
      expect(await adminRead(cached.apps[0])).toBe(200);
      // a role change ends no session: the socket on B still hears copy A
      const heard = probeOrCut(socket, next<{ n: number }>(socket, 'after-role-change'));
      cached.apps[0].realtime.toUser('/chat', hr, 'after-role-change', { n: 1 });
      expect(await heard).toEqual({ n: 1 });
    });
  },
);
