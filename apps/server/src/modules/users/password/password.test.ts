import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PASSWORD_MESSAGES, userAdminRoutes, userRoutes } from '@crm/contracts';
import { startTestApp, testDatabases, type TestApp } from '../../../test/harness.js';
import { startSmtp, type TestSmtp } from '../../../test/smtpServer.js';

/** The token of the link in a mail's text (`?token=`), and the page it opens. */
const linkIn = (text: string) => {
  const url = new URL(text.match(/https?:\/\/\S+\?token=\S+/)![0]);
  return { page: url.pathname, token: url.searchParams.get('token')! };
};
const GOOD = 'Marigold-Festival-2026';

/**
 * "Forgot password?", reset links and invitations (issue 40 §2) against a real SMTP server, on both
 * engines: the same answer for any address, single use, expiry, sessions ended, the password check.
 */
describe.each(testDatabases('both'))('password links on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(kind, undefined, {
      mail: { smtpUrl: smtp.url, from: 'SponsorDesk <crm@events.test>' },
      publicUrl: 'https://crm.events.test',
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** Asks for a reset of `email` from client `address`; answers the status, the body and Retry-After. */
  const forgot = async (email: string, address = '10.0.0.1') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/password/forgot',
      payload: { email },
      remoteAddress: address,
    });
    return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
  };
  const signIn = (email: string, password: string) =>
    t.call(null, userRoutes.signIn, { email, password });
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
  const waitForMailTo = async (email: string, n = 1) => {
    for (let i = 0; i < 150 && mailsTo(email).length < n; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(mailsTo(email)).toHaveLength(n);
    return mailsTo(email)[n - 1];
  };

  it('mails a single-use link to a known address, answers an unknown one alike, and the link sets the password once', async () => {
    const session = await t.auth('lg@demo.test');
    // a reset ends the sessions issued before its second (tokens carry whole seconds)
    await new Promise((r) => setTimeout(r, 1_100));
    const known = await forgot('LG@demo.test ');
    const unknown = await forgot('nobody.here@demo.test');
    expect(known.status).toBe(200);
    expect(unknown).toEqual({ ...known, retryAfter: undefined });
    expect(known.body.data.message).toBe(PASSWORD_MESSAGES.resetSent);
    const mail = await waitForMailTo('lg@demo.test');
    expect(mail.subject).toBe('Reset your SponsorDesk password');
    const { page, token } = linkIn(mail.text);
    expect(page).toBe('/reset-password');
    expect(mail.text).toContain('https://crm.events.test/reset-password?token=');
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo('nobody.here@demo.test')).toHaveLength(0);

    const weak = await t.call(null, userRoutes.resetPassword, { token, password: 'password12345' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      error: 'WEAK_PASSWORD',
      message: PASSWORD_MESSAGES.tooCommon,
    });
    const done = await t.call(null, userRoutes.resetPassword, { token, password: GOOD });
    expect(done.status).toBe(200);
    expect(done.body.data.message).toBe(PASSWORD_MESSAGES.passwordSet);
    const again = await t.call(null, userRoutes.resetPassword, { token, password: `${GOOD}!` });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      error: 'LINK_INVALID',
      message: PASSWORD_MESSAGES.linkInvalid,
    });

    expect((await signIn('lg@demo.test', GOOD)).status).toBe(200);
    expect((await signIn('lg@demo.test', 'demo1234')).status).toBe(401);
    // the session from before the reset ended
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/brand/lock-status',
      headers: { authorization: session },
    });
    expect(old.statusCode).toBe(401);
  }, 60_000);

  it('refuses an expired link, a link voided by a newer one, and a deactivated user’s link', async () => {
    await forgot('fi@demo.test', '10.0.0.2');
    const first = linkIn((await waitForMailTo('fi@demo.test')).text).token;
    await forgot('fi@demo.test', '10.0.0.2');
    const second = linkIn((await waitForMailTo('fi@demo.test', 2)).text).token;
    const voided = await t.call(null, userRoutes.resetPassword, { token: first, password: GOOD });
    expect(voided.body.error).toBe('LINK_INVALID');
    await t.db.execute(
      sql`update password_tokens set expires_at = now() - interval '1 second' where used_at is null`,
    );
    const expired = await t.call(null, userRoutes.resetPassword, { token: second, password: GOOD });
    expect(expired.body.error).toBe('LINK_INVALID');
    // links a day past their expiry are deleted as the next link is made
    await t.db.execute(
      sql`update password_tokens set expires_at = now() - interval '25 hours' where used_at is null`,
    );
    const stale = Number(
      (
        await t.db.execute<{ n: number }>(
          sql`select count(*)::int as n from password_tokens where expires_at < now() - interval '1 day'`,
        )
      ).rows[0].n,
    );
    expect(stale).toBeGreaterThan(0);

    await forgot('vh@demo.test', '10.0.0.2');
    const vh = linkIn((await waitForMailTo('vh@demo.test')).text).token;
    const { rows: left } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from password_tokens where expires_at < now() - interval '1 day'`,
    );
    expect(Number(left[0].n)).toBe(0);
    await t.db.execute(sql`update users set status = 'INACTIVE' where email = 'vh@demo.test'`);
    const inactive = await t.call(null, userRoutes.resetPassword, { token: vh, password: GOOD });
    expect(inactive.body.error).toBe('LINK_INVALID');
    await t.db.execute(sql`update users set status = 'ACTIVE' where email = 'vh@demo.test'`);
    // a deactivated user is mailed nothing
    await t.db.execute(sql`update users set status = 'INACTIVE' where email = 'ops@demo.test'`);
    expect((await forgot('ops@demo.test', '10.0.0.2')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(mailsTo('ops@demo.test')).toHaveLength(0);
  }, 60_000);

  it('limits requests per address asked for and per client address, known or not alike, with Retry-After', async () => {
    for (let i = 0; i < 5; i++)
      expect((await forgot('plr@demo.test', `10.1.0.${i}`)).status).toBe(200);
    const sixth = await forgot('plr@demo.test', '10.1.0.9');
    expect(sixth.status).toBe(429);
    expect(Number(sixth.retryAfter)).toBeGreaterThan(3000);
    expect(sixth.body.message).toBe(PASSWORD_MESSAGES.tooManyResets(60));
    for (let i = 0; i < 5; i++) await forgot('ghost@demo.test', `10.2.0.${i}`);
    expect((await forgot('ghost@demo.test', '10.2.0.9')).status).toBe(429);
    for (let i = 0; i < 20; i++) await forgot(`spray${i}@demo.test`, '10.3.0.1');
    const sprayed = await forgot('hr@demo.test', '10.3.0.1');
    expect(sprayed.status).toBe(429);
    expect(mailsTo('hr@demo.test')).toHaveLength(0);
  }, 60_000);

  it('lets one of three resets sent at once with one link through', async () => {
    await forgot('spt@demo.test', '10.4.0.1');
    const { token } = linkIn((await waitForMailTo('spt@demo.test')).text);
    const answers = await Promise.all(
      ['One', 'Two', 'Three'].map((n) =>
        t.call(null, userRoutes.resetPassword, { token, password: `${GOOD}-${n}` }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
  }, 60_000);

  it('refuses malformed tokens and passwords with 400, changing nothing', async () => {
    for (const body of [
      { token: 'short', password: GOOD },
      { token: `${'a'.repeat(40)}\u0000`, password: GOOD },
      { token: 'b'.repeat(201), password: GOOD },
      { token: 'c'.repeat(43), password: 'short' },
      { token: 'c'.repeat(43), password: '\ud800'.repeat(12) },
      { token: ['x'], password: GOOD },
    ]) {
      const res = await t.raw(null, 'POST', '/api/user/password/reset', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const res = await t.raw(null, 'POST', '/api/user/password/forgot', { email: 'not an email' });
    expect(res.status).toBe(400);
  });

  it('invites a user an admin adds without a password: the link sets it and they sign in', async () => {
    const added = await t.call('admin@demo.test', userAdminRoutes.create, {
      users: [
        { firstName: 'Meera', lastName: 'Iyer', email: 'meera.iyer@events.test', roles: ['BO'] },
      ],
    });
    expect(added.status).toBe(200);
    expect((await signIn('meera.iyer@events.test', '!')).status).toBe(401);
    expect((await signIn('meera.iyer@events.test', 'anything-at-all')).status).toBe(401);
    const mail = await waitForMailTo('meera.iyer@events.test');
    expect(mail.subject).toMatch(/invited you to SponsorDesk$/);
    const { page, token } = linkIn(mail.text);
    expect(page).toBe('/set-password');
    expect(mail.text).toContain('72');
    const userId = added.body.data.users[0].userId;
    const profile = () => t.call('admin@demo.test', userAdminRoutes.profile, { userId });
    expect((await profile()).body.data.invitationPending).toBe(true);
    const resent = await t.call('admin@demo.test', userAdminRoutes.invite, { userId });
    expect(resent.body.data.message).toBe('Invitation sent to meera.iyer@events.test');
    const fresh = linkIn((await waitForMailTo('meera.iyer@events.test', 2)).text).token;
    const stale = await t.call(null, userRoutes.resetPassword, { token, password: GOOD });
    expect(stale.body.error).toBe('LINK_INVALID');

    const weak = await t.call(null, userRoutes.resetPassword, {
      token: fresh,
      password: 'password1234',
    });
    expect(weak.body.error).toBe('WEAK_PASSWORD');
    const set = await t.call(null, userRoutes.resetPassword, { token: fresh, password: GOOD });
    expect(set.status).toBe(200);
    expect((await signIn('meera.iyer@events.test', GOOD)).status).toBe(200);
    expect((await profile()).body.data.invitationPending).toBe(false);
    const again = await t.call('admin@demo.test', userAdminRoutes.invite, { userId });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('NOT_INVITED');

    const typed = await t.call('admin@demo.test', userAdminRoutes.create, {
      users: [
        {
          firstName: 'Kabir',
          lastName: 'Rao',
          email: 'kabir@events.test',
          roles: ['BO'],
          password: 'qwertyuiop1',
        },
      ],
    });
    expect(typed.status).toBe(400);
    expect(typed.body.error).toBe('WEAK_PASSWORD');

    const status = await t.call('admin@demo.test', userAdminRoutes.mailStatus, {});
    expect(status.body.data).toEqual({ enabled: true, from: 'SponsorDesk <crm@events.test>' });
    expect((await t.call('bo@demo.test', userAdminRoutes.mailStatus, {})).status).toBe(403);
  }, 60_000);
});
