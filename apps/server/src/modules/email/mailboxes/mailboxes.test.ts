import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAILBOX_MESSAGES as M, mailboxRoutes, type MailConnection } from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../../test/harness.js';
import { startImap, type TestImap } from '../../../test/imapServer.js';
import { startSmtp, type TestSmtp } from '../../../test/smtpServer.js';

const ASHA = { address: 'asha@brandmail.test', password: 'imap-app-pass-1' };
const RAVI = { address: 'ravi@brandmail.test', password: 'imap-app-pass-2' };

/** A user's own mailbox over IMAP and SMTP (issue 41 §1), against Dovecot and a real SMTP server. */
describe.each(testDatabases('both'))('mailboxes on %s', (kind) => {
  let t: TestApp;
  let imap: TestImap;
  let smtp: TestSmtp;
  beforeAll(async () => {
    [t, imap, smtp] = await Promise.all([
      // the test servers listen on this machine: allowed as an on-premises mail server would be
      startTestApp(kind, { brands: 60, pairings: 60 }, { mailPrivateHosts: ['127.0.0.1'] }),
      startImap([ASHA, RAVI]),
      startSmtp({ auth: { user: ASHA.address, pass: ASHA.password } }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([t?.close(), imap?.close(), smtp?.close()]);
  });

  /** The connection of `user` to the test servers. */
  const connection = (user = ASHA, over: Partial<MailConnection> = {}): MailConnection => ({
    provider: 'OTHER',
    address: user.address,
    username: user.address,
    password: user.password,
    imap: { host: '127.0.0.1', port: imap.port, security: 'NONE' },
    smtp: { host: '127.0.0.1', port: smtp.port, security: 'NONE' },
    ...over,
  });
  const settings = {
    folders: ['INBOX', 'Sent'],
    syncFrom: '2026-06-01',
    visibility: 'SUBJECT' as const,
  };
  const mailboxRows = (email: string) =>
    userId(t.db, email).then((id) =>
      t.db.execute<{ id: number; status: string; secret_sealed: string | null }>(
        sql`select id, status, secret_sealed from mailboxes where user_id = ${id} order by id`,
      ),
    );

  it('tests a connection without saving it: the folders, INBOX and Sent read by default', async () => {
    const res = await t.call('bo@demo.test', mailboxRoutes.test, connection());
    expect(res.status).toBe(200);
    if (res.status !== 200) return;
    expect(res.body.data.message).toBe(M.tested);
    expect(res.body.data.folders.map((f) => [f.path, f.specialUse])).toEqual([
      ['INBOX', '\\Inbox'],
      ['Sent', '\\Sent'],
    ]);
    expect(res.body.data.defaultFolders).toEqual(['INBOX', 'Sent']);
    expect((await mailboxRows('bo@demo.test')).rows).toEqual([]);
  });

  it('names what failed: the IMAP sign-in, the SMTP sign-in, a server that cannot be reached', async () => {
    const imapRefused = await t.call('bo@demo.test', mailboxRoutes.test, {
      ...connection(),
      password: 'wrong',
    });
    expect(imapRefused).toMatchObject({
      status: 400,
      body: { error: 'MAIL_SIGN_IN', message: M.imapSignIn },
    });
    // RAVI signs in to IMAP, but the SMTP server knows only ASHA
    const smtpRefused = await t.call('bo@demo.test', mailboxRoutes.test, connection(RAVI));
    expect(smtpRefused).toMatchObject({
      status: 400,
      body: { error: 'MAIL_SIGN_IN', message: M.smtpSignIn },
    });
    const closed = await t.call('bo@demo.test', mailboxRoutes.test, {
      ...connection(),
      imap: { host: '127.0.0.1', port: 1, security: 'NONE' },
    });
    expect(closed).toMatchObject({
      status: 400,
      body: { error: 'MAIL_UNREACHABLE', message: M.imapUnreachable('127.0.0.1', 1) },
    });
    // TLS asked of a plain IMAP port
    const tls = await t.call('bo@demo.test', mailboxRoutes.test, {
      ...connection(),
      imap: { host: '127.0.0.1', port: imap.port, security: 'TLS' },
    });
    expect(tls).toMatchObject({ status: 400, body: { error: 'MAIL_TLS' } });
  });

  it('connects a mailbox with its password sealed, lists it, and refuses the same address twice', async () => {
    const res = await t.call('bo@demo.test', mailboxRoutes.connect, {
      connection: connection(),
      settings,
    });
    expect(res.status).toBe(200);
    if (res.status !== 200) return;
    expect(res.body.data).toMatchObject({
      address: ASHA.address,
      folders: ['INBOX', 'Sent'],
      syncFrom: '2026-06-01',
      visibility: 'SUBJECT',
      status: 'ACTIVE',
      lastError: null,
    });
    expect(JSON.stringify(res.body)).not.toContain(ASHA.password);
    const [row] = (await mailboxRows('bo@demo.test')).rows;
    expect(row.secret_sealed).toMatch(/^v1\./);
    expect(row.secret_sealed).not.toContain(ASHA.password);
    const list = await t.call('bo@demo.test', mailboxRoutes.list, {});
    expect(list).toMatchObject({ status: 200, body: { data: { canConnect: true } } });
    if (list.status === 200) expect(list.body.data.mailboxes).toHaveLength(1);
    const again = await t.call('bo@demo.test', mailboxRoutes.connect, {
      connection: connection(),
      settings,
    });
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'MAILBOX_CONNECTED', message: M.already(ASHA.address) },
    });
    const { rows: audit } = await t.db.execute<{ action: string; after: unknown }>(
      sql`select action, after from audit_log where entity = 'mailbox' and entity_id = ${String(row.id)}`,
    );
    expect(audit).toEqual([
      {
        action: 'mailbox.connect',
        after: { address: ASHA.address, imap: '127.0.0.1', smtp: '127.0.0.1' },
      },
    ]);
  });

  it('saves nothing when a picked folder is not on the server or the sign-in fails', async () => {
    const noFolder = await t.call('po@demo.test', mailboxRoutes.connect, {
      connection: connection(),
      settings: { ...settings, folders: ['INBOX', 'Archive'] },
    });
    expect(noFolder).toMatchObject({ status: 400, body: { field: 'folders' } });
    const refused = await t.call('po@demo.test', mailboxRoutes.connect, {
      connection: { ...connection(), password: 'wrong' },
      settings,
    });
    expect(refused).toMatchObject({ status: 400, body: { error: 'MAIL_SIGN_IN' } });
    expect((await mailboxRows('po@demo.test')).rows).toEqual([]);
  });

  it('changes settings, lists folders, and keeps another user’s mailbox out of reach', async () => {
    const [row] = (await mailboxRows('bo@demo.test')).rows;
    const mailboxId = Number(row.id);
    const folders = await t.call('bo@demo.test', mailboxRoutes.folders, { mailboxId });
    expect(folders.status).toBe(200);
    const saved = await t.call('bo@demo.test', mailboxRoutes.update, {
      mailboxId,
      folders: ['INBOX'],
      syncFrom: '2026-01-01',
      visibility: 'FULL',
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { data: { folders: ['INBOX'], syncFrom: '2026-01-01', visibility: 'FULL' } },
    });
    const missing = await t.call('bo@demo.test', mailboxRoutes.update, {
      mailboxId,
      folders: ['Nope'],
      syncFrom: '2026-01-01',
      visibility: 'FULL',
    });
    expect(missing).toMatchObject({ status: 400, body: { field: 'folders' } });
    for (const [def, input] of [
      [mailboxRoutes.folders, { mailboxId }],
      [mailboxRoutes.update, { mailboxId, ...settings }],
      [mailboxRoutes.disconnect, { mailboxId, keepMails: false }],
    ] as const) {
      const other = await t.call('po@demo.test', def, input as never);
      expect(other).toMatchObject({ status: 404, body: { error: 'MAILBOX_NOT_FOUND' } });
    }
    expect((await mailboxRows('bo@demo.test')).rows).toHaveLength(1);
  });

  it('disconnects at once, keeping the mailbox for its mails, and reconnects the same one', async () => {
    const [row] = (await mailboxRows('bo@demo.test')).rows;
    const mailboxId = Number(row.id);
    const res = await t.call('bo@demo.test', mailboxRoutes.disconnect, {
      mailboxId,
      keepMails: true,
    });
    expect(res).toMatchObject({
      status: 200,
      body: { data: { message: M.disconnectedKept(ASHA.address) } },
    });
    expect((await mailboxRows('bo@demo.test')).rows).toEqual([
      { id: row.id, status: 'DISCONNECTED', secret_sealed: null },
    ]);
    const folders = await t.call('bo@demo.test', mailboxRoutes.folders, { mailboxId });
    expect(folders).toMatchObject({ status: 409, body: { error: 'MAILBOX_DISCONNECTED' } });
    const back = await t.call('bo@demo.test', mailboxRoutes.connect, {
      connection: connection(),
      settings,
    });
    expect(back).toMatchObject({ status: 200, body: { data: { mailboxId, status: 'ACTIVE' } } });
    const removed = await t.call('bo@demo.test', mailboxRoutes.disconnect, {
      mailboxId,
      keepMails: false,
    });
    expect(removed).toMatchObject({
      status: 200,
      body: { data: { message: M.disconnectedRemoved(ASHA.address) } },
    });
    expect((await mailboxRows('bo@demo.test')).rows).toEqual([]);
  });

  it('connects one mailbox when the same connect arrives three times at once', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        t.call('to@demo.test', mailboxRoutes.connect, { connection: connection(), settings }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await mailboxRows('to@demo.test')).rows).toHaveLength(1);
  });

  it('refuses hosts inside this server’s own network but those allowed, and unknown hosts', async () => {
    for (const host of ['localhost', '10.1.2.3', '169.254.169.254', '::1', '0.0.0.0']) {
      const res = await t.call('bo@demo.test', mailboxRoutes.test, {
        ...connection(),
        imap: { host, port: 993, security: 'TLS' },
      });
      expect(res).toMatchObject({
        status: 400,
        body: { error: 'MAIL_PRIVATE_HOST', message: M.privateHost(host) },
      });
    }
    const unknown = await t.call('bo@demo.test', mailboxRoutes.test, {
      ...connection(),
      smtp: { host: 'no-such-host.invalid', port: 465, security: 'TLS' },
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { error: 'MAIL_UNREACHABLE', message: M.unknownHost('no-such-host.invalid') },
    });
  });

  it('refuses malformed connections with 400', async () => {
    const bad = [
      { ...connection(), imap: { host: '127.0.0.1', port: 0, security: 'NONE' } },
      { ...connection(), smtp: { host: 'mail host', port: 25, security: 'NONE' } },
      { ...connection(), address: 'not-an-address' },
      { ...connection(), provider: 'YAHOO' },
    ];
    for (const body of bad) {
      const res = await t.raw('bo@demo.test', 'POST', '/api/user/mailboxes/test', body); // raw: what the contract forbids
      expect(res.status).toBe(400);
    }
  });
});

/** Production without MAIL_SECRET_KEY: no password can be kept, so no mailbox is connected. */
describe('mailboxes without MAIL_SECRET_KEY in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      'pglite',
      { brands: 60, pairings: 60 },
      { mailSecretKey: { required: true } },
    );
  }, 120_000);
  afterAll(() => t?.close());

  it('says it cannot connect, and refuses with 503 MAIL_KEY_MISSING', async () => {
    const list = await t.call('bo@demo.test', mailboxRoutes.list, {});
    expect(list).toMatchObject({
      status: 200,
      body: { data: { mailboxes: [], canConnect: false } },
    });
    const res = await t.call('bo@demo.test', mailboxRoutes.connect, {
      connection: {
        provider: 'GMAIL',
        address: 'bo@example.com',
        username: 'bo@example.com',
        password: 'x',
        imap: { host: 'imap.gmail.com', port: 993, security: 'TLS' },
        smtp: { host: 'smtp.gmail.com', port: 465, security: 'TLS' },
      },
      settings: { folders: ['INBOX'], syncFrom: '2026-06-01', visibility: 'FULL' },
    });
    expect(res).toMatchObject({
      status: 503,
      body: { error: 'MAIL_KEY_MISSING', message: M.keyMissing },
    });
  });
});
