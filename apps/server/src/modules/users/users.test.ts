import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { MESSAGES } from '@crm/contracts';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';

describe.each(testDatabases())('auth and users on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('logs in with the demo password and answers the spec user fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/auth', payload: { email: 'BO@demo.test', password: 'demo1234', platform: 'WEB' } });
    expect(res.statusCode).toBe(200);
    const { token, user, expiresAt } = res.json().data;
    expect(token).toMatch(/^ey/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(user).toMatchObject({ email: 'bo@demo.test', roles: ['BO'], isAdmin: false, userName: 'Aarav Mehta', firstName: 'Aarav' });
    expect(user).toHaveProperty('profileImage');
    expect(user.teamIds.length).toBe(1);
  });

  it('marks the admin demo user with the ADMIN flag', async () => {
    const res = await t.call(null, 'POST', '/api/user/auth', { email: 'admin@demo.test', password: 'demo1234' });
    expect(res.body.data.user).toMatchObject({ roles: ['ADMIN'], isAdmin: true });
  });

  it('refuses a wrong password or unknown email with 401 and the same message', async () => {
    const wrong = await t.call(null, 'POST', '/api/user/auth', { email: 'po@demo.test', password: 'nope' });
    const unknown = await t.call(null, 'POST', '/api/user/auth', { email: 'ghost@demo.test', password: 'demo1234' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'INVALID_CREDENTIALS', message: MESSAGES.invalidCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('rate-limits repeated logins for one email with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await t.call(null, 'POST', '/api/user/auth', { email: 'lg@demo.test', password: 'bad' })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[11]).toBe(429);
    // another email from the same client is not locked out
    expect((await t.call(null, 'POST', '/api/user/auth', { email: 'fi@demo.test', password: 'demo1234' })).status).toBe(200);
  });

  it('answers 401 with the session-expired message without a token, with a bad one and with an expired one', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/brand', payload: {} });
    const bad = await t.app.inject({ method: 'POST', url: '/api/brand', payload: {}, headers: { authorization: 'Bearer abc.def.ghi' } });
    const expired = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(new TextEncoder().encode('test-secret-test-secret-test-secret'));
    const old = await t.app.inject({ method: 'POST', url: '/api/brand', payload: {}, headers: { authorization: `Bearer ${expired}` } });
    for (const r of [none, bad, old]) {
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ error: 'UNAUTHORIZED', message: MESSAGES.sessionExpired });
    }
  });

  it('returns user details by id and 404 for an unknown id', async () => {
    const me = await t.call('po@demo.test', 'POST', '/api/user/auth', { email: 'po@demo.test', password: 'demo1234' });
    const id = me.body.data.user.userId;
    const details = await t.call('bo@demo.test', 'GET', `/api/user/details?userId=${id}`);
    expect(details.body.data).toMatchObject({ userId: id, roles: ['PO'] });
    expect((await t.call('bo@demo.test', 'GET', '/api/user/details?userId=999999')).status).toBe(404);
  });

  it('keeps per-user settings private to their user', async () => {
    const set = await t.call('bo@demo.test', 'POST', '/api/user/kv', { key: 'userNote', value: 'call Tata on Monday' });
    expect(set.status).toBe(200);
    await t.call('bo@demo.test', 'POST', '/api/user/kv', { key: 'tableColumnSettings', value: { version: '25.78', brands: ['brandName'] } });
    const mine = await t.call('bo@demo.test', 'POST', '/api/user/kv/multi-get', { keys: ['userNote', 'tableColumnSettings', 'whatsNew'] });
    expect(mine.body.data.values).toEqual({ userNote: 'call Tata on Monday', tableColumnSettings: { version: '25.78', brands: ['brandName'] }, whatsNew: null });
    const theirs = await t.call('po@demo.test', 'POST', '/api/user/kv/multi-get', { keys: ['userNote'] });
    expect(theirs.body.data.values).toEqual({ userNote: null });
    const badKey = await t.call('bo@demo.test', 'POST', '/api/user/kv', { key: 'password', value: 'x' });
    expect(badKey.status).toBe(400);
    expect(badKey.body.message).toContain('key');
  });
});
