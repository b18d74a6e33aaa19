import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { auditRoutes, twoFactorRoutes, userRoutes } from '@crm/contracts';
import {
  DEMO_PASSWORD,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../../test/harness.js';
import { createSecretBox } from '../../../auth/secretBox.js';
import { sealStoredSecrets } from './queries.js';

const ADMIN = 'admin@demo.test';

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/** Two-factor sign-in (issue 40 §4): enrolment, sign-in with a code, recovery codes, remembered browsers, limits, the admin's reset and policy. */
describe.each(testDatabases('both'))('two-factor sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 60, pairings: 60 });
  }, 120_000);
  afterAll(() => t?.close());

  /** POST /api/user/auth for `email` with `extra` (code, deviceToken…) from `address`. */
  const signIn = async (email: string, extra: object = {}, address = '127.0.0.1') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth',
      payload: { email, password: DEMO_PASSWORD, ...extra },
      remoteAddress: address,
    });
    return { status: res.statusCode, body: res.json() };
  };
  /** Enrols `email`: answers the secret and the recovery codes. */
  const enrol = async (email: string) => {
    const setup = await t.call(email, twoFactorRoutes.setup, {});
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const on = await t.call(email, twoFactorRoutes.enable, { code: codeOf(secret) });
    expect(on.status).toBe(200);
    return { secret, recoveryCodes: on.body.data.recoveryCodes };
  };

  it('a user turns it on with a code from the scanned secret; then sign-in gives no token without a code, and one with it', async () => {
    expect((await t.call('bo@demo.test', twoFactorRoutes.status, {})).body.data).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const { secret, recoveryCodes } = await enrol('bo@demo.test');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const bare = await signIn('bo@demo.test');
    expect(bare.status).toBe(401);
    expect(bare.body.error).toBe('TWO_FACTOR_REQUIRED');
    expect(bare.body.data).toBeUndefined();
    const withCode = await signIn('bo@demo.test', { code: codeOf(secret, 1) });
    expect(withCode.status).toBe(200);
    expect(withCode.body.data.token).toBeTruthy();
    const replay = await signIn('bo@demo.test', { code: codeOf(secret, 1) });
    expect(replay.body.error).toBe('TWO_FACTOR_INVALID');
    const stored = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from recovery_codes where code_hash = any(${`{${recoveryCodes.join(',')}}`}::text[])`,
    );
    expect(Number(stored.rows[0].n)).toBe(0); // only hashes are kept
    const { rows } = await t.db.execute<{ totp_secret: string }>(
      sql`select totp_secret from users where email = 'bo@demo.test'`,
    );
    expect(rows[0].totp_secret).toMatch(/^v1\./); // the secret is sealed at rest
    expect(rows[0].totp_secret).not.toContain(secret);
  });

  it('a secret stored in clear (before sealing) still works and is sealed at start; one this key cannot open takes recovery codes only', async () => {
    const { secret, recoveryCodes } = await enrol('lg@demo.test');
    const stored = async () =>
      (
        await t.db.execute<{ s: string }>(
          sql`select totp_secret as s from users where email = 'lg@demo.test'`,
        )
      ).rows[0].s;
    await t.db.execute(sql`update users set totp_secret = ${secret} where email = 'lg@demo.test'`);
    expect((await signIn('lg@demo.test', { code: codeOf(secret, 1) })).status).toBe(200);
    // sealed under another deployment's key: TOTP codes no longer match, a recovery code still signs in
    expect(await sealStoredSecrets(t.db, createSecretBox(Buffer.from('another key')))).toBe(1);
    expect(await stored()).toMatch(/^v1\./);
    expect(await sealStoredSecrets(t.db, createSecretBox(Buffer.from('another key')))).toBe(0);
    expect((await signIn('lg@demo.test', { code: codeOf(secret, 2) })).body.error).toBe(
      'TWO_FACTOR_INVALID',
    );
    expect((await signIn('lg@demo.test', { code: recoveryCodes[0] })).status).toBe(200);
    expect((await t.call('lg@demo.test', twoFactorRoutes.status, {})).body.data.enabled).toBe(true);
  });

  it('a recovery code signs in once; a remembered browser signs in without a code for 30 days', async () => {
    const { secret, recoveryCodes } = await enrol('po@demo.test');
    const upper = recoveryCodes[0].toUpperCase().replace(/-/g, ' ');
    expect((await signIn('po@demo.test', { code: upper })).status).toBe(200);
    expect((await signIn('po@demo.test', { code: recoveryCodes[0] })).body.error).toBe(
      'TWO_FACTOR_INVALID',
    );
    const remembered = await signIn('po@demo.test', {
      code: codeOf(secret, 1),
      rememberDevice: true,
    });
    const deviceToken = remembered.body.data.deviceToken;
    expect(deviceToken).toMatch(/^[\w-]{43}$/);
    expect((await signIn('po@demo.test', { deviceToken })).status).toBe(200);
    expect((await signIn('po@demo.test', { deviceToken: 'x'.repeat(43) })).body.error).toBe(
      'TWO_FACTOR_REQUIRED',
    );
    // another user's password with this browser's token still needs that user's code
    await enrol('to@demo.test');
    expect((await signIn('to@demo.test', { deviceToken })).body.error).toBe('TWO_FACTOR_REQUIRED');
    const po = await userId(t.db, 'po@demo.test');
    const trail = await t.call(ADMIN, auditRoutes.list, { entityId: String(po) });
    expect(trail.body.data.records.map((r) => r.action)).toEqual(
      expect.arrayContaining(['auth.2fa_enable', 'auth.recovery_code_used']),
    );
  });

  it('five wrong codes from one address hold that address back (429), not the owner from a clean one', async () => {
    const { secret } = await enrol('mg@demo.test');
    for (let i = 0; i < 5; i++)
      expect((await signIn('mg@demo.test', { code: '000000' }, '10.66.0.1')).body.error).toBe(
        'TWO_FACTOR_INVALID',
      );
    const held = await signIn('mg@demo.test', { code: codeOf(secret) }, '10.66.0.1');
    expect(held.status).toBe(429);
    expect((await signIn('mg@demo.test', { code: codeOf(secret, 1) }, '10.66.0.2')).status).toBe(
      200,
    );
    const mg = await userId(t.db, 'mg@demo.test');
    const failed = await t.call(ADMIN, auditRoutes.list, {
      action: 'auth.sign_in_failed',
      entityId: String(mg),
    });
    expect(failed.body.data.records).toHaveLength(5);
  });

  it('turning it off needs a code and clears the codes; new recovery codes replace the old', async () => {
    const { secret, recoveryCodes } = await enrol('fi@demo.test');
    const renewed = await t.call('fi@demo.test', twoFactorRoutes.recoveryCodes, {
      code: codeOf(secret, 1),
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.recoveryCodes).not.toContain(recoveryCodes[0]);
    expect((await signIn('fi@demo.test', { code: recoveryCodes[0] })).body.error).toBe(
      'TWO_FACTOR_INVALID',
    );
    // a wrong code in a session is a field error (400), not a 401 that would end the session in the browser
    const wrong = await t.call('fi@demo.test', twoFactorRoutes.disable, { code: '123456' });
    expect([wrong.status, wrong.body.error]).toEqual([400, 'TWO_FACTOR_INVALID']);
    expect((await t.call('fi@demo.test', twoFactorRoutes.status, {})).status).toBe(200);
    const off = await t.call('fi@demo.test', twoFactorRoutes.disable, {
      code: renewed.body.data.recoveryCodes[0],
    });
    expect(off.status).toBe(200);
    expect((await signIn('fi@demo.test')).status).toBe(200);
    expect(
      (await t.call('fi@demo.test', twoFactorRoutes.enable, { code: '123456' })).body.error,
    ).toBe('SETUP_FIRST');
  });

  it('an admin resets a lost second factor (audited); only admins may, and the policy makes a role set it up first', async () => {
    await enrol('hr@demo.test');
    const hr = await userId(t.db, 'hr@demo.test');
    expect((await t.call('bo@demo.test', twoFactorRoutes.reset, { userId: hr })).status).toBe(403);
    expect((await t.call(ADMIN, twoFactorRoutes.reset, { userId: hr })).status).toBe(200);
    expect((await signIn('hr@demo.test')).status).toBe(200);
    const reset = await t.call(ADMIN, auditRoutes.list, { action: 'user.2fa_reset' });
    expect(reset.body.data.records[0]).toMatchObject({ entityId: String(hr) });

    expect(
      (await t.call('bo@demo.test', twoFactorRoutes.savePolicy, { roles: ['SVC'] })).status,
    ).toBe(403);
    expect((await t.call(ADMIN, twoFactorRoutes.savePolicy, { roles: ['SVC'] })).status).toBe(200);
    const first = await signIn('svc@demo.test');
    expect(first.status).toBe(200);
    expect(first.body.data.twoFactorSetupRequired).toBe(true);
    const auth = `Bearer ${first.body.data.token}`;
    const asSvc = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
      t.app.inject({ method, url, headers: { authorization: auth }, payload });
    const refused = await asSvc(`/api${userRoutes.lockStatus.path}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('TWO_FACTOR_SETUP_REQUIRED');
    const setup = (await asSvc('/api/user/2fa/setup', 'POST')).json().data;
    const on = await asSvc('/api/user/2fa/enable', 'POST', { code: codeOf(setup.secret) });
    expect(on.statusCode).toBe(200);
    expect((await asSvc(`/api${userRoutes.lockStatus.path}`)).statusCode).toBe(200);
    const off = await asSvc('/api/user/2fa/disable', 'POST', { code: codeOf(setup.secret, 1) });
    expect(off.json().error).toBe('TWO_FACTOR_REQUIRED_FOR_ROLE');
    expect((await t.call(ADMIN, twoFactorRoutes.policy, {})).body.data).toEqual({ roles: ['SVC'] });
    await t.call(ADMIN, twoFactorRoutes.savePolicy, { roles: [] });
  });

  it.runIf(kind === 'postgres')('one code sent three times at once signs in once', async () => {
    const { secret } = await enrol('sme@demo.test');
    const code = codeOf(secret, 1);
    const answers = await Promise.all(
      ['10.70.0.1', '10.70.0.2', '10.70.0.3'].map((a) => signIn('sme@demo.test', { code }, a)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
  });
});
