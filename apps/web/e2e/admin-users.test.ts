import { afterAll, describe, expect, it } from 'vitest';
import { USER_ADMIN_MESSAGES } from '@crm/contracts';
import { startSmtp, type TestSmtp } from '../../server/src/test/smtpServer.js';
import { browserSuite, login, shot, startServer } from './support.js';

let smtp: TestSmtp | undefined;
/** The password the new user chooses from their invitation. */
const CHOSEN = 'Indigo-Pavilion-Nine';

/** An admin adds a user, who sets a password from the invitation mail and signs in; the admin deactivates them (signed out, listed with the reason) and reactivates them. */
describe('admin user management in a real browser', () => {
  const suite = browserSuite(async () => {
    smtp = await startSmtp();
    return startServer({ SMTP_URL: smtp.url });
  });
  afterAll(() => smtp?.close());
  const { errors } = suite;
  const email = `e2e.new.${Date.now()}@demo.test`;

  it('adds a user, who can sign in; a deactivation signs them out; reactivation lets them back', async () => {
    const admin = await suite.newPage();
    await login(admin, suite.url, 'admin@demo.test', `${suite.url}/peopleConnect`);
    // the Employees columns are a per-user preset (spec 001 §9 all employees): hide Vertical, kept after a reload
    const headers = () => admin.getByTestId('people-table').locator('thead th').allTextContents();
    await expect.poll(headers).toContain('Vertical');
    await admin.getByTestId('columns-menu').click();
    await admin.getByTestId('column-vertical').getByRole('checkbox').uncheck();
    await shot(admin, 'admin-users-00-columns');
    await admin.keyboard.press('Escape');
    await expect.poll(headers).not.toContain('Vertical');
    await admin.reload();
    await admin.getByTestId('people-row').first().waitFor();
    await expect.poll(headers).not.toContain('Vertical');
    await admin.getByTestId('columns-menu').click();
    await admin.getByRole('button', { name: 'Reset to default' }).click();
    await admin.keyboard.press('Escape');
    await expect.poll(headers).toContain('Vertical');
    await admin.getByTestId('people-add-user').click();
    const form = admin.getByTestId('user-form');
    await form.getByTestId('user-form-save').click(); // empty: the fields say what is missing, nothing is sent
    await form.getByText('First name is required').waitFor();
    await form.getByLabel('First name').fill('Meera');
    await form.getByLabel('Last name').fill('Kapoor');
    await form.getByLabel('Email').fill('bo@demo.test');
    await form.getByTestId('user-form-roles').click();
    await admin.getByRole('option', { name: 'Brand Owner (BO)' }).click();
    await admin.keyboard.press('Escape');
    await form.getByLabel('Designation').fill('Account Manager');
    await shot(admin, 'admin-users-01-add');
    await form.getByTestId('user-form-save').click();
    await admin.getByText(USER_ADMIN_MESSAGES.emailExists).waitFor(); // a taken email: the server's message, the form stays
    await form.getByLabel('Email').fill(email);
    await form.getByTestId('user-form-save').click();
    await admin.getByText(USER_ADMIN_MESSAGES.added).waitFor();
    await form.waitFor({ state: 'detached' });

    // the new user sets their password from the invitation mail
    const [mail] = await smtp!.waitFor(1, 30_000);
    expect(mail.to).toEqual([email]);
    const link = new URL(mail.text.match(/https?:\/\/\S+\?token=\S+/)![0]);
    const user = await suite.newPage();
    await user.goto(`${suite.url}${link.pathname}${link.search}`);
    await user.getByRole('heading', { name: 'Set your password' }).waitFor();
    await user.getByRole('textbox', { name: 'New password' }).fill(CHOSEN);
    await user.getByRole('textbox', { name: 'The same again' }).fill(CHOSEN);
    await user.getByRole('button', { name: 'Set password' }).click();
    await user.getByRole('link', { name: 'Sign in' }).waitFor();
    await login(user, suite.url, email, `${suite.url}/peopleConnect`, CHOSEN);
    await user.getByTestId('people-table').waitFor();

    await admin.getByTestId('people-search').fill(email);
    await admin.keyboard.press('Enter');
    const row = admin.getByTestId('people-row').filter({ hasText: email });
    await row.getByTestId('people-row-menu').click();
    await admin.getByRole('menuitem', { name: 'Deactivate…' }).click();
    await admin.getByTestId('deactivate-confirm').click(); // no reason yet: refused
    await admin.getByText('Reason is required to deactivate a user').waitFor();
    await admin.getByTestId('deactivate-reason').fill('   Moved to a partner agency');
    expect(await admin.getByTestId('deactivate-reason').inputValue()).toBe(
      'Moved to a partner agency',
    );
    await shot(admin, 'admin-users-02-deactivate');
    await admin.getByTestId('deactivate-confirm').click();
    await admin.getByText(USER_ADMIN_MESSAGES.deactivated(1)).waitFor();

    // the deactivated user's next request ends their session
    await user.reload();
    await user.waitForURL((u) => u.pathname.startsWith('/login'), { timeout: 20_000 });

    await admin.getByText('Deactivated', { exact: true }).click();
    const gone = admin.getByTestId('people-row').filter({ hasText: email });
    await expect
      .poll(() => gone.getByTestId('people-deactivation-reason').textContent())
      .toContain('Moved to a partner agency');
    await shot(admin, 'admin-users-03-deactivated-list');
    await gone.getByTestId('people-row-menu').click();
    await admin.getByRole('menuitem', { name: 'Reactivate…' }).click();
    await admin.getByTestId('deactivate-confirm').click();
    await admin.getByText(USER_ADMIN_MESSAGES.reactivated(1)).waitFor();
    await login(user, suite.url, email, undefined, CHOSEN);
  });

  it('raised no console errors on the way', () => {
    expect(errors.filter((e) => !/401|409|Unauthorized|Conflict/i.test(e))).toEqual([]);
  });
});
