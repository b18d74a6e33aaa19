import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditRoutes, userAdminRoutes } from '@crm/contracts';
import type { SsoConfig } from '../../../auth/oidc.js';
import {
  DEMO_PASSWORD,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../../test/harness.js';
import { startOidcProcess, type TestOidcProcess } from '../../../test/oidcProvider.js';

const PUBLIC_URL = 'http://crm.test';
const CALLBACK = `${PUBLIC_URL}/api/auth/sso/callback`;

/** Single sign-on against a real OpenID Connect provider (issue 40 §3): oidc-provider started here, in a process (and on a clock) of its own. */
describe.each(testDatabases('both'))('single sign-on on %s', (kind) => {
  let t: TestApp;
  let idp: TestOidcProcess;
  let sso: SsoConfig;
  beforeAll(async () => {
    idp = await startOidcProcess(CALLBACK, {
      bo: { email: 'bo@demo.test', givenName: 'B', familyName: 'O', groups: [] },
      lg: { email: 'LG@demo.test', givenName: 'L', familyName: 'G', groups: [] },
      stranger: { email: 'stranger@corp.test', givenName: 'S', familyName: 'T', groups: ['x'] },
      newhire: {
        email: 'new.hire@corp.test',
        givenName: 'Nisha',
        familyName: 'Rao',
        groups: ['everyone', 'crm-sales'],
      },
    });
    sso = {
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      name: 'Corp ID',
      autoProvision: false,
      roleClaim: 'groups',
      roleMap: { 'crm-sales': 'BO' },
      only: false,
      breakGlassEmail: 'admin@demo.test',
    };
    t = await startTestApp(kind, { brands: 60, pairings: 60 }, { sso, publicUrl: PUBLIC_URL });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  /** Starts a sign-in at the app (returnTo as given) and answers the provider's URL it redirects to. */
  const start = async (returnTo = '/brands') => {
    const res = await get(`/api/auth/sso/start?returnTo=${encodeURIComponent(returnTo)}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(new RegExp(`^${idp.issuer}/auth\\?`));
    return String(res.headers.location);
  };
  /** The app's answer to the provider's redirect back: where it sends the browser. */
  const callback = async (back: URL) => {
    const res = await get(`${back.pathname}${back.search}`);
    expect(res.statusCode).toBe(302);
    return String(res.headers.location);
  };
  const ticketOf = (location: string) => new URL(location, PUBLIC_URL).searchParams.get('ticket')!;
  const complete = (ticket: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sso/complete', payload: { ticket } });
  const users = async () =>
    Number(
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows[0].n,
    );

  it('a known user signs in through the provider (PKCE, state, nonce) and lands where they started; the ticket works once', async () => {
    expect((await get('/api/auth/sso')).json().data).toEqual({
      enabled: true,
      name: 'Corp ID',
      passwordSignIn: true,
    });
    const authorization = new URL(await start('/brands?mainTab=MY_BRANDS'));
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    const back = await idp.signIn(authorization.href, 'bo');
    const landing = new URL(await callback(back), PUBLIC_URL);
    expect(landing.pathname).toBe('/sso-complete');
    expect(landing.searchParams.get('returnTo')).toBe('/brands?mainTab=MY_BRANDS');
    const done = await complete(ticketOf(landing.href));
    expect(done.statusCode).toBe(200);
    const { token, user, twoFactorSetupRequired } = done.json().data;
    expect(user.email).toBe('bo@demo.test');
    expect(twoFactorSetupRequired).toBe(false);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/brand/lock-status',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect((await complete(ticketOf(landing.href))).json().error).toBe('SSO_TICKET_INVALID');
    // the same code and state again (a replay) is refused
    expect(await callback(back)).toBe('/login?ssoError=failed');
    const bo = await userId(t.db, 'bo@demo.test');
    const signIns = await t.call('admin@demo.test', auditRoutes.list, {
      action: 'auth.sign_in',
      actorId: bo,
    });
    expect(signIns.body.data.records[0].after).toEqual({ method: 'sso' });
  });

  it('an id token the provider dated two hours back (expired by the app’s clock) signs nobody in', async () => {
    const sessions = async () =>
      Number(
        (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from user_sessions`))
          .rows[0].n,
      );
    const before = await sessions();
    await idp.setClock(-2 * 3600_000);
    try {
      const back = await idp.signIn(await start(), 'bo');
      expect(await callback(back)).toBe('/login?ssoError=failed');
    } finally {
      await idp.setClock(0);
    }
    expect(await sessions()).toBe(before);
    // the same provider back on time signs the same user in
    const back = await idp.signIn(await start(), 'bo');
    expect(new URL(await callback(back), PUBLIC_URL).pathname).toBe('/sso-complete');
  });

  it('a wrong state, a provider error and a return path to another site are refused or made safe', async () => {
    const back = await idp.signIn(await start(), 'bo');
    back.searchParams.set('state', 'not-the-state');
    expect(await callback(back)).toBe('/login?ssoError=failed');
    expect(await callback(new URL(`${CALLBACK}?error=access_denied`))).toBe(
      '/login?ssoError=failed',
    );
    for (const evil of [
      '//evil.test/x',
      'https://evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
    ]) {
      const landing = await callback(await idp.signIn(await start(evil), 'bo'));
      expect(new URL(landing, PUBLIC_URL).searchParams.get('returnTo')).toBe('/home');
    }
  });

  it('an address no active user has is refused and creates nothing; a deactivated user is refused', async () => {
    const before = await users();
    expect(await callback(await idp.signIn(await start(), 'stranger'))).toBe(
      '/login?ssoError=noUser',
    );
    expect(await users()).toBe(before);
    const lg = await userId(t.db, 'lg@demo.test');
    const off = { usersIds: [lg], mode: 'DEACTIVATE' as const, reason: 'Left' };
    expect((await t.call('admin@demo.test', userAdminRoutes.deactivate, off)).status).toBe(200);
    expect(await callback(await idp.signIn(await start(), 'lg'))).toBe('/login?ssoError=noUser');
    // someone the provider no longer knows (deactivated there) gets its error page, never the app
    await expect(idp.signIn(await start(), 'departed')).rejects.toThrow(/without a form/);
  });

  it('with provisioning on, a new address gets a user with the role its claim maps to (audited); no mapped role, no user', async () => {
    sso.autoProvision = true;
    try {
      const before = await users();
      expect(await callback(await idp.signIn(await start(), 'stranger'))).toBe(
        '/login?ssoError=unmappedRole',
      );
      expect(await users()).toBe(before);
      const landing = await callback(await idp.signIn(await start(), 'newhire'));
      const done = await complete(ticketOf(landing));
      expect(done.json().data.user).toMatchObject({
        email: 'new.hire@corp.test',
        firstName: 'Nisha',
        lastName: 'Rao',
        roles: ['BO'],
      });
      const made = await t.call('admin@demo.test', auditRoutes.list, {
        action: 'auth.sso_provision',
      });
      expect(made.body.data.records[0].after).toMatchObject({ roles: ['BO'] });
    } finally {
      sso.autoProvision = false;
    }
  });

  it('OIDC_ONLY turns password sign-in off for everyone but the break-glass admin', async () => {
    sso.only = true;
    try {
      const password = (email: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/auth',
          payload: { email, password: DEMO_PASSWORD },
        });
      const refused = await password('po@demo.test');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('PASSWORD_SIGN_IN_OFF');
      expect((await password('admin@demo.test')).statusCode).toBe(200);
      expect((await get('/api/auth/sso')).json().data.passwordSignIn).toBe(false);
    } finally {
      sso.only = false;
    }
  });
});
