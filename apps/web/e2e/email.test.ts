import { afterAll, describe, expect, it } from 'vitest';
import { startImap, type TestImap } from '../../server/src/test/imapServer.js';
import { startSmtp, type TestSmtp } from '../../server/src/test/smtpServer.js';
import { pocRoutes } from '@crm/contracts';
import { apiSession, browserSuite, login, sessionCall, shot, startServer } from './support.js';

const MAILBOX = { address: 'bo.mail@brandmail.test', password: 'app-pass-7731' };
let imap: TestImap | undefined;
let smtp: TestSmtp | undefined;

/** Issue 41 in Chromium, against Dovecot and a real SMTP server: connect a mailbox from the profile, disconnect it. */
describe('a user’s mailbox in a real browser', () => {
  const suite = browserSuite(async () => {
    [imap, smtp] = await Promise.all([
      startImap([MAILBOX]),
      startSmtp({ auth: { user: MAILBOX.address, pass: MAILBOX.password } }),
    ]);
    return startServer({ MAIL_PRIVATE_HOSTS: '127.0.0.1' }); // the test's mail servers are on this machine
  });
  afterAll(async () => {
    await imap?.close();
    await smtp?.close();
  });

  it('tests, connects and disconnects a mailbox from the profile', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'bo@demo.test');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Your Profile' }).click();
    const card = page.getByTestId('mailboxes');
    await card.getByTestId('mailbox-connect').click();
    const dialog = page.getByRole('dialog', { name: 'Connect a mailbox' });
    await dialog.getByLabel('Provider', { exact: true }).click();
    await page.getByRole('option', { name: 'Another provider' }).click();
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(MAILBOX.address);
    await dialog.getByLabel('App password').fill('not-the-password');
    await dialog.getByRole('textbox', { name: 'IMAP server' }).fill('127.0.0.1');
    await dialog.getByRole('textbox', { name: 'SMTP server' }).fill('127.0.0.1');
    const ports = dialog.getByRole('textbox', { name: 'Port' });
    await ports.nth(0).fill(String(imap!.port));
    await ports.nth(1).fill(String(smtp!.port));
    for (const n of [0, 1]) {
      await dialog.getByLabel('Security', { exact: true }).nth(n).click();
      await page.getByRole('option', { name: 'None (local only)' }).click();
    }
    expect(await dialog.getByRole('textbox', { name: 'User name' }).inputValue()).toBe(
      MAILBOX.address,
    );
    await dialog.getByTestId('mailbox-connect-submit').click();
    await dialog.getByTestId('mailbox-connect-error').getByText('refused the sign-in').waitFor();
    await dialog.getByLabel('App password').fill(MAILBOX.password);
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    await dialog.getByText('Both servers accepted the sign-in.').waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'INBOX' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Sent' }).isChecked()).toBe(true);
    await shot(page, 'email-01-connect-tested');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = card.getByTestId('mailbox-row');
    await row.getByText(MAILBOX.address).waitFor();
    await row.getByText('Connected').waitFor();
    await shot(page, 'email-02-connected');

    // a POC writes, with a script and an onerror handler in the HTML: the mail shows on the brand, inert
    const bo = await apiSession(suite.url, 'bo@demo.test');
    const { pocs } = await sessionCall(suite.url, bo, pocRoutes.contacts, {
      searchFor: '',
      count: 50,
    });
    const poc = pocs.find((p) => p.pocEmail)!;
    const hostile =
      '<p>Our rate card</p><img src="x" onerror="window.parent.__pwned = 1"><script>window.parent.__pwned = 2</script><img src="https://tracker.example/pixel.png">';
    await imap!.append(MAILBOX, 'INBOX', [
      [
        `From: ${poc.pocName} <${poc.pocEmail}>`,
        `To: ${MAILBOX.address}`,
        'Subject: Rate card for the season',
        'Message-ID: <rate-card.1@brand.test>',
        'Content-Type: text/html; charset=utf-8',
        '',
        hostile,
      ].join('\r\n'),
    ]);
    await page.goto(`${suite.url}/brandInfo/${poc.brandId}?infoTab=Email`);
    const thread = page.getByTestId('email-thread').filter({ hasText: 'Rate card for the season' });
    await thread.waitFor({ timeout: 30_000 });
    await thread.click();
    const view = page.getByTestId('email-thread-view');
    await view.getByRole('button', { name: /Show images \(1 blocked\)/ }).waitFor();
    const frame = page.frameLocator('[data-testid="email-html"]');
    await frame.getByText('Our rate card').waitFor();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await frame.locator('script, [onerror]').count()).toBe(0);
    await shot(page, 'email-03-thread');
    await page.keyboard.press('Escape');
    await page.goto(`${suite.url}/profile/${bo.userId}`);

    await row.getByRole('button', { name: 'Disconnect' }).click();
    const confirm = page.getByRole('dialog', { name: `Disconnect ${MAILBOX.address}?` });
    await confirm.getByRole('radio', { name: /Keep them/ }).waitFor();
    await confirm.getByRole('button', { name: 'Disconnect' }).click();
    await row.getByText('Disconnected').waitFor();
    // what the test asked for: the wrong app password's 400; the hostile mail's handler refused by the
    // page's CSP (script-src-attr 'none'), and its relative image refused to the sandboxed frame
    const expected = [/status of 400/, /inline event handler .* has been blocked/, /NotSameOrigin/];
    expect(suite.errors.filter((e) => !expected.some((x) => x.test(e)))).toEqual([]);
  });
});
