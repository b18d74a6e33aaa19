import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { SESSION_MESSAGES, sessionRoutes } from '@crm/contracts';
import {
  DEMO_PASSWORD,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../../test/harness.js';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A user's sessions (issue 40 §5): the list, signing out one or all others, an admin's sign-out everywhere. */
describe.each(testDatabases('both'))('sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 60, pairings: 60 });
  }, 120_000);
  afterAll(() => t?.close());

  /** Signs `email` in from `address` with `userAgent`; answers the bearer header. */
  const signIn = async (email: string, userAgent: string, address: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth',
      payload: { email, password: DEMO_PASSWORD },
      headers: { 'user-agent': userAgent },
      remoteAddress: address,
    });
    expect(res.statusCode).toBe(200);
    return `Bearer ${res.json().data.token}`;
  };
  const as = async (
    authorization: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) => {
    const res = await t.app.inject({ method, url, headers: { authorization }, payload });
    return { status: res.statusCode, body: res.json() };
  };
  const list = (auth: string) => as(auth, 'GET', '/api/user/sessions');

  it('lists the caller’s sessions with device, address and times, the current one first', async () => {
    const laptop = await signIn('lg@demo.test', CHROME_WINDOWS, '10.9.0.1');
    await signIn('lg@demo.test', SAFARI_IPHONE, '10.9.0.2');
    const { status, body } = await list(laptop);
    expect(status).toBe(200);
    const sessions = body.data.sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      device: 'Chrome 131 on Windows 10',
      address: '10.9.0.1',
      current: true,
    });
    expect(sessions[1]).toMatchObject({ device: 'Mobile Safari 17 on iOS 17.5', current: false });
    expect(Date.parse(sessions[0].signedInAt)).toBeLessThanOrEqual(
      Date.parse(sessions[0].lastSeenAt),
    );
    // another user sees only their own
    expect(
      (await t.call('fi@demo.test', sessionRoutes.list, {})).body.data.sessions.every(
        (s: { address: string }) => !s.address.startsWith('10.9.'),
      ),
    ).toBe(true);
  });

  it('signs out one other session: its token stops working; the current one and strangers’ ids are refused', async () => {
    const desk = await signIn('sme@demo.test', CHROME_WINDOWS, '10.9.1.1');
    const phone = await signIn('sme@demo.test', SAFARI_IPHONE, '10.9.1.2');
    const [current, other] = (await list(desk)).body.data.sessions;
    const self = await as(desk, 'POST', '/api/user/sessions/end', { sessionId: current.sessionId });
    expect(self).toMatchObject({ status: 400, body: { error: 'SESSION_CURRENT' } });
    const stranger = await t.call('fi@demo.test', sessionRoutes.end, {
      sessionId: other.sessionId,
    });
    expect(stranger.status).toBe(404);
    const unknown = await as(desk, 'POST', '/api/user/sessions/end', { sessionId: randomUUID() });
    expect(unknown.status).toBe(404);
    expect((await list(phone)).status).toBe(200);
    const ended = await as(desk, 'POST', '/api/user/sessions/end', { sessionId: other.sessionId });
    expect(ended).toMatchObject({
      status: 200,
      body: { data: { message: SESSION_MESSAGES.ended } },
    });
    expect((await list(phone)).status).toBe(401);
    expect((await list(desk)).body.data.sessions).toHaveLength(1);
    const malformed = await as(desk, 'POST', '/api/user/sessions/end', { sessionId: 'x\u0000' });
    expect(malformed.status).toBe(400);
  });

  it('signs out every other session at once, keeping the current one', async () => {
    const keep = await signIn('spt@demo.test', CHROME_WINDOWS, '10.9.2.1');
    const others = [
      await signIn('spt@demo.test', SAFARI_IPHONE, '10.9.2.2'),
      await signIn('spt@demo.test', SAFARI_IPHONE, '10.9.2.3'),
    ];
    const res = await as(keep, 'POST', '/api/user/sessions/end-others');
    expect(res.body.data.message).toBe(SESSION_MESSAGES.othersEnded(2));
    for (const o of others) expect((await list(o)).status).toBe(401);
    expect((await list(keep)).body.data.sessions).toHaveLength(1);
    expect((await as(keep, 'POST', '/api/user/sessions/end-others')).body.data.message).toBe(
      SESSION_MESSAGES.othersEnded(0),
    );
  });

  it('lets an admin sign a user out everywhere, sessions of that very second too; others are refused', async () => {
    const a = await signIn('ops@demo.test', CHROME_WINDOWS, '10.9.3.1');
    const b = await signIn('ops@demo.test', SAFARI_IPHONE, '10.9.3.2');
    const opsId = await userId(t.db, 'ops@demo.test');
    // no wait: sessions signed in within the same second as the sign-out end too (revoked by jti)
    expect(
      (await t.call('bo@demo.test', sessionRoutes.signOutUser, { userId: opsId })).status,
    ).toBe(403);
    expect(
      (await t.call('admin@demo.test', sessionRoutes.signOutUser, { userId: 99_999_999 })).status,
    ).toBe(404);
    const done = await t.call('admin@demo.test', sessionRoutes.signOutUser, { userId: opsId });
    expect(done.status).toBe(200);
    for (const s of [a, b]) expect((await list(s)).status).toBe(401);
    const again = await signIn('ops@demo.test', CHROME_WINDOWS, '10.9.3.1');
    expect((await list(again)).body.data.sessions).toHaveLength(1);
  });
});
