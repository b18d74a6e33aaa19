import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { MESSAGES, settingRoutes, userRoutes } from '@crm/contracts';
import { FREE_ADDRESS_FAILURES, FREE_FAILURES } from '../../auth/loginThrottle.js';
import { serverCopy, startTestApp, testDatabases, type TestApp } from '../../test/harness.js';

describe.each(testDatabases())('auth and users on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('logs in with the demo password and answers the spec user fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth',
      payload: { email: 'BO@demo.test', password: 'demo1234', platform: 'WEB' },
    });
    expect(res.statusCode).toBe(200);
    const { token, user, expiresAt } = res.json().data;
    expect(token).toMatch(/^ey/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(user).toMatchObject({
      email: 'bo@demo.test',
      roles: ['BO'],
      isAdmin: false,
      userName: 'Aarav Mehta',
      firstName: 'Aarav',
    });
    expect(user).toHaveProperty('profileImage');
    expect(user.teamIds.length).toBe(1);
  });

  it('marks the admin demo user with the ADMIN flag', async () => {
    const res = await t.call(null, userRoutes.signIn, {
      email: 'admin@demo.test',
      password: 'demo1234',
    });
    expect(res.body.data.user).toMatchObject({ roles: ['ADMIN'], isAdmin: true });
  });

  it('refuses a wrong password or unknown email with 401 and the same message', async () => {
    const wrong = await t.call(null, userRoutes.signIn, {
      email: 'po@demo.test',
      password: 'nope',
    });
    const unknown = await t.call(null, userRoutes.signIn, {
      email: 'ghost@demo.test',
      password: 'demo1234',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      error: 'INVALID_CREDENTIALS',
      message: MESSAGES.invalidCredentials,
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('slows down an account after 5 failures (429 with Retry-After), whatever the client says its address is; other accounts go on', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    for (let i = 0; i < 7; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/user/auth',
        payload: { email: 'lg@demo.test', password: 'bad' },
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().message).toMatch(
      /^Too many failed sign-ins for this account\. Please try again in \d+ seconds\.$/,
    );
    // even the right password waits: the delay is checked before the password
    expect(
      (
        await t.call(null, userRoutes.signIn, {
          email: 'lg@demo.test',
          password: 'demo1234',
        })
      ).status,
    ).toBe(429);
    // another account from the same client is not slowed down
    expect(
      (
        await t.call(null, userRoutes.signIn, {
          email: 'fi@demo.test',
          password: 'demo1234',
        })
      ).status,
    ).toBe(200);
    // once the wait is over, the right password works and clears the count
    await t.db.execute(
      sql`update login_throttle set blocked_until = now() - interval '1 second' where email = 'lg@demo.test'`,
    );
    expect(
      (
        await t.call(null, userRoutes.signIn, {
          email: 'lg@demo.test',
          password: 'demo1234',
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.db.execute(sql`select 1 from login_throttle where email = 'lg@demo.test'`)).rows,
    ).toHaveLength(0);
  });

  it('limits one client address trying one password on many accounts (X-Forwarded-For is not trusted)', async () => {
    const answers: { status: number; message: string }[] = [];
    for (let i = 0; i < FREE_ADDRESS_FAILURES + 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/auth',
        remoteAddress: '192.0.2.7',
        payload: { email: `nobody${i}@demo.test`, password: 'Summer2026' },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      answers.push({ status: res.statusCode, message: res.json().message });
    }
    // failures across many accounts slow the address down (kept in the database), each refusal saying how long
    expect(answers.slice(0, FREE_ADDRESS_FAILURES).every((a) => a.status === 401)).toBe(true);
    for (const a of answers.slice(FREE_ADDRESS_FAILURES)) {
      expect(a.status).toBe(429);
      expect(a.message).toMatch(
        /^Too many failed sign-ins from your network address\. Please try again in \d+ seconds\.$/,
      );
    }
  });

  it('slows down the attacker’s address, not the owner: the right password from a clean address gets in (TRUST_PROXY on)', async () => {
    const proxied = await serverCopy(t, { trustProxy: true });
    try {
      const signIn = (email: string, password: string, address: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/user/auth',
          payload: { email, password },
          headers: { 'x-forwarded-for': address },
        });
      const [attacker, owner, sprayer] = ['203.0.113.9', '198.51.100.20', '203.0.113.50'];
      const statuses: number[] = [];
      for (let i = 0; i < FREE_FAILURES + 2; i++)
        statuses.push((await signIn('ops@demo.test', `guess${i}`, attacker)).statusCode);
      expect(statuses).toEqual([...Array(FREE_FAILURES).fill(401), 429, 429]);
      const slowed = await signIn('ops@demo.test', 'demo1234', attacker);
      expect(slowed.statusCode).toBe(429);
      expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
      expect(slowed.json().message).toMatch(/^Too many failed sign-ins for this account\./);
      // the owner, from their own address: a typo is a plain 401, the right password gets in at once
      expect((await signIn('ops@demo.test', 'typo', owner)).statusCode).toBe(401);
      expect((await signIn('ops@demo.test', 'demo1234', owner)).statusCode).toBe(200);
      // the owner's success does not clear the attacker's wait
      expect((await signIn('ops@demo.test', 'guess-again', attacker)).statusCode).toBe(429);
      // an address failing across many accounts is slowed down on every account, the owners elsewhere are not
      for (let i = 0; i < FREE_ADDRESS_FAILURES; i++)
        expect((await signIn(`spray${i}@demo.test`, 'Summer2026', sprayer)).statusCode).toBe(401);
      const sprayed = await signIn('plr@demo.test', 'demo1234', sprayer);
      expect(sprayed.statusCode).toBe(429);
      expect(sprayed.json().message).toMatch(
        /^Too many failed sign-ins from your network address\./,
      );
      expect((await signIn('plr@demo.test', 'demo1234', owner)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('logout revokes the token at once; a new login works', async () => {
    const login = await t.call(null, userRoutes.signIn, {
      email: 'mg@demo.test',
      password: 'demo1234',
    });
    const auth = { authorization: `Bearer ${login.body.data.token}` };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/brand', payload: {}, headers: auth }))
        .statusCode,
    ).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: auth });
    expect(out.statusCode).toBe(200);
    expect(out.json().data.message).toBe(MESSAGES.loggedOut);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/brand',
      payload: {},
      headers: auth,
    });
    expect(after.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: auth })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.call(null, userRoutes.signIn, {
          email: 'mg@demo.test',
          password: 'demo1234',
        })
      ).status,
    ).toBe(200);
  });

  it('gives a colleague only the profile-card fields of a user, and oneself everything', async () => {
    const poId = (
      await t.call('po@demo.test', userRoutes.signIn, {
        email: 'po@demo.test',
        password: 'demo1234',
      })
    ).body.data.user.userId;
    const other = await t.call('bo@demo.test', userRoutes.details, { userId: poId });
    expect(other.status).toBe(200);
    expect(other.body.data).not.toHaveProperty('email');
    expect(other.body.data).not.toHaveProperty('teamIds');
    expect(other.body.data).toMatchObject({
      userId: poId,
      userName: expect.any(String),
      roles: ['PO'],
    });
    const self = await t.call('po@demo.test', userRoutes.details, { userId: poId });
    expect(self.body.data).toMatchObject({ userId: poId, email: 'po@demo.test', isAdmin: false });
  });

  it('answers 401 with the session-expired message without a token, with a bad one and with an expired one', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/brand', payload: {} });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/brand',
      payload: {},
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode('test-secret-test-secret-test-secret'));
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/brand',
      payload: {},
      headers: { authorization: `Bearer ${expired}` },
    });
    for (const r of [none, bad, old]) {
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ error: 'UNAUTHORIZED', message: MESSAGES.sessionExpired });
    }
  });

  it('returns user details by id and 404 for an unknown id', async () => {
    const me = await t.call('po@demo.test', userRoutes.signIn, {
      email: 'po@demo.test',
      password: 'demo1234',
    });
    const id = me.body.data.user.userId;
    const details = await t.call('bo@demo.test', userRoutes.details, { userId: id });
    expect(details.body.data).toMatchObject({ userId: id, roles: ['PO'] });
    expect((await t.call('bo@demo.test', userRoutes.details, { userId: 999999 })).status).toBe(404);
  });

  it('keeps per-user settings private to their user', async () => {
    const set = await t.call('bo@demo.test', settingRoutes.save, {
      key: 'userNote',
      value: 'call Tata on Monday',
    });
    expect(set.status).toBe(200);
    await t.call('bo@demo.test', settingRoutes.save, {
      key: 'tableColumnSettings',
      value: { version: '25.78', brands: ['brandName'] },
    });
    const mine = await t.call('bo@demo.test', settingRoutes.read, {
      keys: ['userNote', 'tableColumnSettings', 'whatsNew'],
    });
    expect(mine.body.data.values).toEqual({
      userNote: 'call Tata on Monday',
      tableColumnSettings: { version: '25.78', brands: ['brandName'] },
      whatsNew: null,
    });
    const theirs = await t.call('po@demo.test', settingRoutes.read, {
      keys: ['userNote'],
    });
    expect(theirs.body.data.values).toEqual({ userNote: null });
    // raw: a key outside the catalogue's settings keys
    const badKey = await t.raw('bo@demo.test', 'POST', '/api/user/kv', {
      key: 'password',
      value: 'x',
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.field).toBe('key');
  });
});
