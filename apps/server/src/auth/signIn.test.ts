import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@crm/contracts';
import { FREE_ADDRESS_FAILURES } from './loginThrottle.js';
import { SIGN_IN_LINE, SIGN_INS_IN_FLIGHT } from './signInLimits.js';
import { dbFingerprint, startTestApp, testDatabases, type TestApp } from '../test/harness.js';

describe.each(testDatabases())('sign-in limits of one client address on %s', (kind) => {
  let t: TestApp;
  const signIn = (address: string, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/auth',
      remoteAddress: address,
      payload: { email, password },
    });
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 50, pairings: 50 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('successful sign-ins are not limited: 31 colleagues behind one office address all get in', async () => {
    const emails = ['po', 'bo', 'to', 'fi', 'lg', 'mg', 'hr', 'vh'].map((r) => `${r}@demo.test`);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await signIn('192.0.2.31', emails[i % emails.length], 'demo1234')).statusCode);
    expect(statuses).toEqual(Array(31).fill(200));
  });

  it('failures from one address are limited: 429 with Retry-After and the wait in the message, changing nothing', async () => {
    const address = '192.0.2.66';
    for (let i = 0; i < FREE_ADDRESS_FAILURES; i++)
      expect((await signIn(address, `typo${i}@demo.test`, 'wrong')).statusCode).toBe(401);
    const before = await dbFingerprint(t.db);
    // the right password waits too: the address is checked before the password
    for (const [email, password] of [
      ['nobody@demo.test', 'wrong'],
      ['po@demo.test', 'demo1234'],
    ]) {
      const res = await signIn(address, email, password);
      expect(res.statusCode).toBe(429);
      const seconds = Number(res.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(res.json()).toEqual({
        error: 'TOO_MANY_REQUESTS',
        message: MESSAGES.loginAddressSlowDown(seconds),
      });
    }
    expect(await dbFingerprint(t.db)).toBe(before);
    // another address is not held up
    expect((await signIn('192.0.2.67', 'po@demo.test', 'demo1234')).statusCode).toBe(200);
  });

  it('12 colleagues signing in at once from one address all get in: the ones past SIGN_INS_IN_FLIGHT wait their turn', async () => {
    const emails = ['po', 'bo', 'to', 'fi', 'lg', 'mg', 'hr', 'vh'].map((r) => `${r}@demo.test`);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn('192.0.2.12', emails[i % emails.length], 'demo1234'),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
  });

  it('a flood of wrong-password sign-ins sent at once from one address: past the line 429 with Retry-After: 1 before any check; the server answers on', async () => {
    const address = '192.0.2.77';
    const flood = 3 * (SIGN_INS_IN_FLIGHT + SIGN_IN_LINE);
    const burst = await Promise.all(
      Array.from({ length: flood }, () => signIn(address, 'po@demo.test', 'wrong-password')),
    );
    const checked = burst.filter((r) => r.statusCode === 401);
    const refused = burst.filter((r) => r.json().message === MESSAGES.tooManyLogins);
    const throttled = burst.filter((r) => r.statusCode === 429 && !refused.includes(r));
    expect(checked.length + refused.length + throttled.length).toBe(flood);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length + throttled.length).toBeLessThanOrEqual(
      SIGN_INS_IN_FLIGHT + SIGN_IN_LINE,
    );
    for (const res of refused) {
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({ error: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyLogins });
    }
    // the ones in line after the account's free failures wait for the throttle, unchecked
    for (const res of throttled) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // only the checked ones were counted as failures
    const { rows } = await t.db.execute<{ failures: number }>(
      sql`select failures from login_address_throttle where address = ${address}`,
    );
    expect(rows[0].failures).toBe(checked.length);
    expect((await signIn('192.0.2.78', 'po@demo.test', 'demo1234')).statusCode).toBe(200);
  });

  it('sign-ins from many addresses at once all get their answer: password checks wait in line, none is refused or fails', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signIn(`198.51.100.${i + 1}`, 'bo@demo.test', 'wrong')),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(401));
  });
});
