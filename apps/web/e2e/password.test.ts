import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@crm/contracts';
import { startSmtp, type TestSmtp } from '../../server/src/test/smtpServer.js';
import { browserSuite, shot, startServer } from './support';

let smtp: TestSmtp | undefined;

/**
 * "Forgot password?" end to end (issue 40 §2): the login page's link, the mail a real SMTP server receives,
 * the link's page refusing an easy password and setting a good one, then signing in with it.
 */
describe('password reset by mail', () => {
  const suite = browserSuite(async () => {
    smtp = await startSmtp();
    return startServer({ SMTP_URL: smtp.url });
  });
  afterAll(() => smtp?.close());

  it('mails a link from "Forgot password?"; the link sets a new password once and it signs in', async () => {
    const page = await suite.newPage();
    await page.goto(`${suite.url}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill('sme@demo.test');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot password?' }).waitFor();
    // the address typed on the login page comes along
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('sme@demo.test');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe(PASSWORD_MESSAGES.resetSent);
    await shot(page, 'password-forgot-sent');

    const [mail] = await smtp!.waitFor(1, 30_000);
    expect(mail.to).toEqual(['sme@demo.test']);
    const link = new URL(mail.text.match(/https?:\/\/\S+\?token=\S+/)![0]);
    expect(link.pathname).toBe('/reset-password');

    await page.goto(`${suite.url}${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByRole('textbox', { name: 'New password' }).fill('qwerty123456');
    await page.getByRole('textbox', { name: 'The same again' }).fill('qwerty123456');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(PASSWORD_MESSAGES.tooCommon);
    const chosen = 'Saffron-Stage-Lights-42';
    await page.getByRole('textbox', { name: 'New password' }).fill(chosen);
    await page.getByRole('textbox', { name: 'The same again' }).fill(chosen);
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe(PASSWORD_MESSAGES.passwordSet);
    await shot(page, 'password-set');

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill('sme@demo.test');
    await page.getByRole('textbox', { name: 'Password' }).fill(chosen);
    await page.getByRole('textbox', { name: 'Password' }).press('Enter');
    await page.waitForURL('**/home');

    // the link worked once
    const again = await suite.newPage();
    await again.goto(`${suite.url}${link.pathname}${link.search}`);
    await again.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await again.getByRole('textbox', { name: 'New password' }).fill(`${chosen}!`);
    await again.getByRole('textbox', { name: 'The same again' }).fill(`${chosen}!`);
    await again.getByRole('button', { name: 'Set password' }).click();
    await expect
      .poll(() => again.getByRole('alert').textContent())
      .toBe(PASSWORD_MESSAGES.linkInvalid);
    expect(suite.errors.filter((e) => !e.includes('400'))).toEqual([]);
  });
});
