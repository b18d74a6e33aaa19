import { afterAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { MESSAGES, userAdminRoutes } from '@crm/contracts';
import { startSmtp, type TestSmtp } from '../../server/src/test/smtpServer.js';
import { startOidcProvider, type TestOidcProvider } from '../../server/src/test/oidcProvider.js';
import { freePort } from '../../server/src/test/serverProcess.js';
import { apiSession, browserSuite, sessionCall, shot, startServer } from './support.js';

let smtp: TestSmtp | undefined;
let idp: TestOidcProvider | undefined;
const CHOSEN = 'Copper-Lantern-Orchard';

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/**
 * Issue 40 §7 in Chromium: an invited user sets a password from the mail, signs in, turns on two-factor
 * sign-in (the test reads the key the page shows and computes codes as an app would), signs out; signing
 * in then asks for a code; a recovery code works once; the admin sees each step in the audit trail. And
 * single sign-on through a real provider's pages (oidc-provider's login and consent forms).
 */
describe('invitation, two-factor sign-in, single sign-on and the audit trail in a real browser', () => {
  const suite = browserSuite(async () => {
    smtp = await startSmtp();
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    idp = await startOidcProvider(`${publicUrl}/api/auth/sso/callback`, {
      'po.corp': { email: 'po@demo.test', givenName: 'P', familyName: 'O', groups: [] },
    });
    const oidc = {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_NAME: 'Corp ID',
    };
    return startServer({ SMTP_URL: smtp.url, PUBLIC_URL: publicUrl, ...oidc }, port);
  });
  afterAll(async () => {
    await smtp?.close();
    await idp?.close();
  });
  const email = `e2e.totp.${Date.now()}@demo.test`;

  /** Fills the login form with `email` and the chosen password and sends it. */
  const signIn = async (page: Awaited<ReturnType<typeof suite.newPage>>) => {
    await page.goto(`${suite.url}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill(CHOSEN);
    await page.getByRole('button', { name: 'Login' }).click();
  };

  it('invite → set password → enrol → sign out → code asked → recovery code once → audit', async () => {
    const admin = await apiSession(suite.url, 'admin@demo.test');
    const user = { firstName: 'Tara', lastName: 'Menon', email, roles: ['BO' as const] };
    await sessionCall(suite.url, admin, userAdminRoutes.create, {
      users: [{ ...user, verticalId: null, designation: null, teamOwnerId: null }],
    });
    const [mail] = await smtp!.waitFor(1, 30_000);
    const link = new URL(mail.text.match(/https?:\/\/\S+\?token=\S+/)![0]);
    const page = await suite.newPage();
    await page.goto(`${suite.url}${link.pathname}${link.search}`);
    await page.getByRole('textbox', { name: 'New password' }).fill(CHOSEN);
    await page.getByRole('textbox', { name: 'The same again' }).fill(CHOSEN);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();

    await signIn(page);
    await page.waitForURL((u) => u.pathname === '/home');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Your Profile' }).click();
    const card = page.getByTestId('two-factor');
    await card.getByTestId('two-factor-on').click();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
    await shot(page, 'two-factor-01-scan');
    await page.getByTestId('second-factor-code').fill('000000');
    await page.getByRole('dialog').getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('That code is not right').waitFor();
    expect(await page.getByText(MESSAGES.sessionExpired).count()).toBe(0); // a wrong code keeps the session
    await page.getByTestId('second-factor-code').fill(codeOf(secret));
    await page.getByRole('dialog').getByRole('button', { name: 'Turn on' }).click();
    await page.getByTestId('recovery-codes').waitFor();
    const codes = await page.getByTestId('recovery-code').allTextContents();
    expect(codes).toHaveLength(10);
    await shot(page, 'two-factor-02-codes');
    await page.getByTestId('two-factor-done').click();
    await card.getByText('On', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await signIn(page);
    const codeField = page.getByTestId('sign-in-code');
    await codeField.waitFor();
    await shot(page, 'two-factor-03-code-asked');
    await codeField.fill(codes[0]);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((u) => u.pathname === '/home');

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await signIn(page);
    await page.getByTestId('sign-in-code').fill(codes[0]); // used: refused
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').getByText('That code is not right').waitFor();
    await page.getByTestId('sign-in-code').fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((u) => u.pathname === '/home');

    const auditor = await suite.newPage();
    await auditor.goto(`${suite.url}/login`);
    await auditor.getByRole('textbox', { name: 'Email' }).fill('admin@demo.test');
    await auditor.getByRole('textbox', { name: 'Password' }).fill('demo1234');
    await auditor.getByRole('button', { name: 'Login' }).click();
    await auditor.waitForURL((u) => u.pathname === '/home');
    await auditor.getByRole('button', { name: 'Profile menu' }).click();
    await auditor.getByTestId('menu-audit').click();
    const rows = auditor.getByTestId('audit-row');
    await rows.first().waitFor();
    const actions = () => rows.allTextContents();
    for (const action of [
      'User added',
      'Password set from a link',
      'Two-factor sign-in turned on',
      'Signed in with a recovery code',
      'Sign-in failed',
    ])
      await expect.poll(async () => (await actions()).some((t) => t.includes(action))).toBe(true);
    await rows
      .filter({ hasText: 'User added' })
      .first()
      .getByRole('button', { name: 'View' })
      .click();
    await auditor.getByTestId('audit-record').getByText(email).first().waitFor();
    await shot(auditor, 'two-factor-04-audit');
  });

  it('signs in through the company provider: its login and consent pages, then back where the user started', async () => {
    const page = await suite.newPage();
    await page.goto(`${suite.url}/login`);
    const ssoLink = page.getByRole('link', { name: 'Sign in with Corp ID' });
    await ssoLink.waitFor();
    await shot(page, 'sso-00-login');
    await ssoLink.click();
    await page.locator('input[name="login"]').fill('po.corp');
    await page.locator('input[name="password"]').fill('any');
    await shot(page, 'sso-01-provider-login');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((u) => u.pathname === '/home');
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    await shot(page, 'sso-02-home');
    const refused = await suite.newPage(); // a provider's address no user has comes back as this
    await refused.goto(`${suite.url}/login?ssoError=noUser`);
    await refused.getByRole('alert').getByText('No active user of this CRM').waitFor();
  });
});
