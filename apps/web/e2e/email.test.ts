import { afterAll, describe, expect, it } from 'vitest';
import { startImap, type TestImap } from '../../server/src/test/imapServer.js';
import { startSmtp, type TestSmtp } from '../../server/src/test/smtpServer.js';
import { mailboxRoutes, pocRoutes } from '@crm/contracts';
import {
  apiSession,
  assignBoBrands,
  browserSuite,
  login,
  sessionCall,
  shot,
  startServer,
} from './support.js';

const MAILBOX = { address: 'bo.mail@brandmail.test', password: 'app-pass-7731' };
let imap: TestImap | undefined;
let smtp: TestSmtp | undefined;
/** Whether the SMTP server refuses mail to refused.* addresses (550), as a real one refuses an unknown mailbox. */
let refusing = true;

/** A small PDF's bytes, the deck a PO uploads. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * Issue 41 in Chromium, against Dovecot and a real SMTP server: connect a mailbox from the profile,
 * disconnect it; send a deck to a POC from a pairing and see the reply arrive without a reload.
 */
describe('a user’s mailbox in a real browser', () => {
  const suite = browserSuite(async () => {
    [imap, smtp] = await Promise.all([
      startImap([MAILBOX]),
      startSmtp({
        auth: { user: MAILBOX.address, pass: MAILBOX.password },
        refuse: (address) => refusing && address.startsWith('refused.'),
      }),
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

  it('sends a deck to a POC from the pairing; the sent mail is in the thread and the reply arrives without a reload', async () => {
    const errorsBefore = suite.errors.length;
    const bo = await apiSession(suite.url, 'bo@demo.test');
    await sessionCall(suite.url, bo, mailboxRoutes.connect, {
      connection: {
        provider: 'OTHER',
        address: MAILBOX.address,
        username: MAILBOX.address,
        password: MAILBOX.password,
        imap: { host: '127.0.0.1', port: imap!.port, security: 'NONE' },
        smtp: { host: '127.0.0.1', port: smtp!.port, security: 'NONE' },
      },
      settings: {
        folders: ['INBOX'],
        syncFrom: '2026-01-01',
        visibility: 'FULL',
        signature: 'Bo, Partnerships',
      },
    });
    const { ei, picked } = await assignBoBrands(suite.url, 1);
    const brand = picked[0];
    const { poc } = await sessionCall(suite.url, bo, pocRoutes.create, {
      brandId: brand.brandId,
      name: 'Meera Shah',
      email: 'meera.shah@sponsor-e2e.test',
    });

    // an admin uploads the event inventory's deck
    const po = await suite.newPage();
    await login(po, suite.url, 'admin@demo.test', `${suite.url}/inventory/${ei.eiId}`);
    const chooser = po.waitForEvent('filechooser');
    await po.getByTestId('deck-upload').click();
    await (
      await chooser
    ).setFiles({ name: 'Season deck.pdf', mimeType: 'application/pdf', buffer: PDF });
    await po.getByTestId('decks-panel').getByText('Season deck.pdf').waitFor();
    await po.close();

    const page = await suite.newPage();
    await login(
      page,
      suite.url,
      'bo@demo.test',
      `${suite.url}/assignbrandV2/${ei.eiId}?tab=ASSIGNED`,
    );
    await page.getByTestId(`mails-${brand.brandId}`).click();
    const drawer = page.getByRole('dialog', { name: `Mails with ${brand.brandName}` });
    await drawer.getByTestId('email-new').click();
    const compose = page.getByTestId('compose-mail');
    await compose.getByTestId('compose-to').click();
    await page.getByRole('option', { name: /Meera Shah/ }).click();
    await compose.getByTestId('compose-subject').fill('The season deck');
    await compose.getByTestId('compose-body').fill('Hi ');
    await compose.getByTestId('compose-insert-field').click();
    await page.getByRole('menuitem', { name: 'POC first name' }).click();
    await compose.getByTestId('compose-body').press('End');
    await compose.getByTestId('compose-body').pressSequentially(', the deck is attached.');
    await compose.getByText(/^Deck: Season deck\.pdf/).click();
    await shot(page, 'email-04-compose');
    await compose.getByTestId('compose-send').click();
    await compose.waitFor({ state: 'hidden' });
    const [sent] = await smtp!.waitFor(1, 30_000);
    expect(sent.to).toEqual([poc.pocEmail]);
    expect(sent.text).toContain('Hi Meera, the deck is attached.');
    expect(sent.attachments.map((a) => a.filename)).toEqual(['Season deck.pdf']);
    const thread = drawer.getByTestId('email-thread').filter({ hasText: 'The season deck' });
    await thread.waitFor({ timeout: 20_000 });
    await shot(page, 'email-05-sent');

    // the POC answers: the reply arrives over IDLE and shows in the open drawer without a reload
    await imap!.append(MAILBOX, 'INBOX', [
      [
        `From: Meera Shah <${poc.pocEmail}>`,
        `To: ${MAILBOX.address}`,
        'Subject: Re: The season deck',
        `Message-ID: <reply.1@sponsor-e2e.test>`,
        `In-Reply-To: ${sent.messageId}`,
        `References: ${sent.messageId}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Thanks, we are in for the title slot.',
      ].join('\r\n'),
    ]);
    await thread.getByText('2', { exact: true }).waitFor({ timeout: 40_000 });
    await thread.click();
    await page.getByTestId('email-thread-view').getByText('we are in for the title slot').waitFor();
    await shot(page, 'email-06-reply');
    await page.keyboard.press('Escape');

    // a mail from before the mailbox was connected, logged from its source
    await drawer.getByTestId('email-log').click();
    const source = [
      `From: Meera Shah <${poc.pocEmail}>`,
      `To: ${MAILBOX.address}`,
      'Subject: Budget for the season',
      'Date: Mon, 05 Jan 2026 10:00:00 +0530',
      'Message-ID: <budget.1@sponsor-e2e.test>',
      '',
      'We can go up to 2 crore.',
    ].join('\n');
    await page.getByTestId('log-mail-source').fill(source);
    await page.getByTestId('log-mail-save').click();
    await drawer.getByTestId('email-thread').filter({ hasText: 'Budget for the season' }).waitFor();

    // on a phone the composer fills the screen; a mail the server refuses comes back as a notification
    // with Retry in it, which sends it once the address is fixed on the server's side
    await sessionCall(suite.url, bo, pocRoutes.create, {
      brandId: brand.brandId,
      name: 'Ravi Old',
      email: 'refused.ravi@sponsor-e2e.test',
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${suite.url}/brandInfo/${brand.brandId}?infoTab=Email`);
    await page.getByTestId('email-new').click();
    await compose.getByTestId('compose-to').click();
    await page.getByRole('option', { name: /Ravi Old/ }).click();
    await compose.getByTestId('compose-subject').fill('Still at this address?');
    const box = await page.getByRole('dialog', { name: 'New mail' }).boundingBox();
    expect(box?.width).toBe(390);
    await shot(page, 'email-07-compose-phone');
    await compose.getByTestId('compose-send').click();
    await page.getByTestId('notification-bell').click();
    const failed = page
      .getByTestId(/^notification-\d+$/)
      .filter({ hasText: 'Still at this address?' });
    await failed.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 30_000 });
    await shot(page, 'email-08-retry-notification');
    refusing = false;
    const before = smtp!.received.length;
    await failed.getByRole('button', { name: 'Retry' }).click();
    await failed.getByRole('button', { name: 'Retry' }).waitFor({ state: 'detached' });
    const again = await smtp!.waitFor(before + 1, 30_000);
    expect(again.at(-1)!.subject).toBe('Still at this address?');
    expect(suite.errors.slice(errorsBefore)).toEqual([]);
  });
});
