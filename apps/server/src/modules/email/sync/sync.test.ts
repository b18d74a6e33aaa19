import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  emailThreadRoutes,
  mailboxRoutes,
  REALTIME_EVENTS,
  type MailLinkedEvent,
} from '@crm/contracts';
import { startTestApp, testDatabases, type TestApp } from '../../../test/harness.js';
import {
  startImap,
  testMailConnection,
  waitUntil,
  type TestImap,
} from '../../../test/imapServer.js';
import { startSmtp, type TestSmtp } from '../../../test/smtpServer.js';
import { createSecretBox } from '../../../auth/secretBox.js';
import { createStorage } from '../../../storage/index.js';
import { idArray } from '../../../lib/sql.js';
import { next, socketsOf } from '../../../test/sockets.js';
import { syncMailbox } from './mailboxSync.js';

const OWNER = { address: 'asha@ourco.test', password: 'imap-app-pass-1' };
const MAIL_SECRET_KEY = 'a-test-key-of-at-least-32-characters!';

/** An RFC 5322 mail numbered `n` from `from` to `to` (and `cc`), its Message-ID tagged `tag`. */
const rawMail = (n: number, from: string, to: string, o: { cc?: string; tag?: string } = {}) =>
  [
    `From: ${from}`,
    `To: ${to}`,
    ...(o.cc ? [`Cc: ${o.cc}`] : []),
    `Subject: Proposal ${n}`,
    `Date: ${new Date(Date.UTC(2026, 10, 1) + n * 60_000).toUTCString()}`,
    `Message-ID: <m${n}.${o.tag ?? 'a'}@mail.test>`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Hello, about proposal ${n}.`,
    '',
  ].join('\r\n');

/**
 * Reading a mailbox (issue 41 §2, §5) against Dovecot: the backfill of 1,000 mails stores those of POCs
 * and brands' domains only; IDLE brings a new mail within 5 s; a read cut off mid-batch, a restart and a
 * new UIDVALIDITY leave neither a duplicate nor a gap; a mail to POCs of two brands links both.
 */
describe.each(testDatabases('both'))('reading a mailbox on %s', (kind) => {
  let t: TestApp;
  let imap: TestImap;
  let smtp: TestSmtp;
  let mailboxId = 0;
  /** POCs with an address (two brands' at least) and a brand's domain with no POC address used here. */
  let pocs: { email: string; brandId: number }[] = [];
  let domainBrand: { domain: string; brandId: number };
  beforeAll(async () => {
    [t, imap, smtp] = await Promise.all([
      startTestApp(
        kind,
        { brands: 60, pairings: 60 },
        {
          mailSecretKey: { key: MAIL_SECRET_KEY, required: true },
          mailPrivateHosts: ['127.0.0.1'],
        },
      ),
      startImap([OWNER]),
      startSmtp({ auth: { user: OWNER.address, pass: OWNER.password } }),
    ]);
    const { rows } = await t.db.execute<{ email: string; brand_id: number }>(
      sql`select distinct on (brand_id) lower(email) as email, brand_id from pocs
          where removed_at is null and email is not null order by brand_id, id limit 4`,
    );
    pocs = rows.map((r) => ({ email: r.email, brandId: Number(r.brand_id) }));
    const { rows: d } = await t.db.execute<{ domain: string; id: number }>(
      sql`select website_domain as domain, min(id) as id from brands
          where website_domain is not null and id <> all(${idArray(pocs.map((p) => p.brandId))})
          group by website_domain order by 1 limit 1`,
    );
    domainBrand = { domain: d[0].domain, brandId: Number(d[0].id) };
  }, 120_000);
  afterAll(async () => {
    await Promise.all([t?.close(), imap?.close(), smtp?.close()]);
  });

  const count = async (q = sql`true`) =>
    Number(
      (
        await t.db.execute<{ n: number }>(
          sql`select count(*)::int as n from mail_messages where mailbox_id = ${mailboxId} and ${q}`,
        )
      ).rows[0].n,
    );
  const progress = async () => {
    const res = await t.call('bo@demo.test', mailboxRoutes.list, {});
    return res.status === 200 ? res.body.data.mailboxes[0]?.progress : undefined;
  };

  it('backfills 1,000 mails, storing only those of POCs and brands’ domains', async () => {
    const mails = Array.from({ length: 1000 }, (_, i) => {
      if (i % 10 === 9) return rawMail(i, `stranger${i}@gmail.com`, OWNER.address); // public domain
      if (i % 10 === 8) return rawMail(i, `x${i}@unknown-company.test`, OWNER.address); // nobody's
      if (i % 10 === 7) return rawMail(i, `buyer${i}@${domainBrand.domain}`, OWNER.address); // a brand's domain
      return rawMail(i, pocs[i % pocs.length].email, OWNER.address);
    });
    await imap.append(OWNER, 'INBOX', mails);
    // the same mail in Sent too: one mail, two places
    await imap.append(OWNER, 'Sent', [rawMail(0, OWNER.address, pocs[0].email)]);
    const res = await t.call('bo@demo.test', mailboxRoutes.connect, {
      connection: testMailConnection(OWNER, imap.port, smtp.port),
      settings: { folders: ['INBOX', 'Sent'], syncFrom: '2026-01-01', visibility: 'FULL' },
    });
    expect(res.status).toBe(200);
    if (res.status === 200) mailboxId = res.body.data.mailboxId;
    await waitUntil(async () => {
      const p = await progress();
      return !!p && p.total === 1001 && p.done === 1001;
    }, 60_000);
    expect(await count()).toBe(800);
    expect(
      await count(sql`from_address like '%gmail.com' or from_address like '%unknown-company.test'`),
    ).toBe(0);
    const { rows: places } = await t.db.execute<{ folder: string }>(
      sql`select l.folder from mail_locations l join mail_messages m on m.id = l.message_row_id
          where m.mailbox_id = ${mailboxId} and m.message_id = 'm0.a@mail.test' order by 1`,
    );
    expect(places.map((p) => p.folder)).toEqual(['INBOX', 'Sent']);
    const { rows: linked } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from mail_links l join mail_messages m on m.id = l.message_row_id
          where m.mailbox_id = ${mailboxId} and l.brand_id = ${domainBrand.brandId} and l.poc_id = 0`,
    );
    expect(linked[0].n).toBe(100);
  });

  it('brings a new mail within 5 s (IMAP IDLE), linked to the POCs of both brands it went to, and tells the open Email tabs', async () => {
    const [a, b] = pocs;
    const sockets = await socketsOf(t);
    const [owner, colleague, hr] = await Promise.all(
      ['bo@demo.test', 'po@demo.test', 'hr@demo.test'].map((u) =>
        sockets.open(u, '/notifications'),
      ),
    );
    const toHr: unknown[] = [];
    hr.on(REALTIME_EVENTS.mailLinked, (e: unknown) => toHr.push(e));
    const told = [owner, colleague].map((s) =>
      next<MailLinkedEvent>(s, REALTIME_EVENTS.mailLinked),
    );
    try {
      await imap.append(OWNER, 'INBOX', [rawMail(5000, a.email, OWNER.address, { cc: b.email })]);
      const took = await waitUntil(
        async () => (await count(sql`message_id = 'm5000.a@mail.test'`)) === 1,
        5_000,
      );
      expect(took).toBeLessThan(5_000);
      for (const event of await Promise.all(told))
        expect(event.brandIds.sort((x, y) => x - y)).toEqual(
          [a.brandId, b.brandId].sort((x, y) => x - y),
        );
      expect(toHr).toEqual([]); // HR reads no mail: it is not told either
    } finally {
      sockets.close();
    }
    const { rows } = await t.db.execute<{ brand_id: number }>(
      sql`select l.brand_id from mail_links l join mail_messages m on m.id = l.message_row_id
          where m.mailbox_id = ${mailboxId} and m.message_id = 'm5000.a@mail.test' order by 1`,
    );
    expect(rows.map((r) => Number(r.brand_id))).toEqual(
      [a.brandId, b.brandId].sort((x, y) => x - y),
    );
  });

  it('keeps a mail over 25 MB with its text, its attachment linked (not copied) and fetched from the mailbox when opened', async () => {
    const deck = randomBytes(19 * 1024 * 1024); // 26 MB as base64 in the mail
    const boundary = 'large-mail-boundary';
    await imap.append(OWNER, 'INBOX', [
      [
        `From: ${pocs[0].email}`,
        `To: ${OWNER.address}`,
        'Subject: The full deck',
        'Date: Mon, 05 Jan 2026 10:00:00 +0000', // older than the others: they stay first on the tab
        'Message-ID: <large.1@mail.test>',
        `Content-Type: multipart/mixed; boundary="${boundary}"`,
        '',
        `--${boundary}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Here is the full deck, with the videos.',
        `--${boundary}`,
        'Content-Type: application/pdf; name="Full deck.pdf"',
        'Content-Disposition: attachment; filename="Full deck.pdf"',
        'Content-Transfer-Encoding: base64',
        '',
        deck.toString('base64').replace(/.{76}/g, '$&\r\n'),
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    ]);
    await waitUntil(async () => (await count(sql`message_id = 'large.1@mail.test'`)) === 1, 30_000);
    const { rows } = await t.db.execute<{ id: number; text_body: string; attachments: unknown }>(
      sql`select id, text_body, attachments from mail_messages where message_id = 'large.1@mail.test'`,
    );
    expect(rows[0].text_body).toContain('Here is the full deck');
    const [linked] = rows[0].attachments as { size: number }[];
    expect(linked).toMatchObject({ name: 'Full deck.pdf', key: null, part: '2' });
    expect(Math.abs(linked.size - deck.length) / deck.length).toBeLessThan(0.01); // from the base64's length
    const url = `/api/email/attachment?messageRowId=${rows[0].id}&index=0`;
    const get = async (email: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: await t.auth(email) } });
    const own = await get('bo@demo.test');
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(deck)).toBe(true);
    expect((await get('hr@demo.test')).statusCode).toBe(404);
  });

  it('shows a brand’s conversations to its owner whole, to colleagues as shared, to HR not at all', async () => {
    const brandId = pocs[0].brandId;
    const own = await t.call('bo@demo.test', emailThreadRoutes.threads, { brandId });
    expect(own.status).toBe(200);
    if (own.status !== 200) return;
    expect(own.body.data.pageInfo.totalNoOfEntries).toBeGreaterThan(0);
    const first = own.body.data.threads[0];
    expect(first).toMatchObject({
      visibility: 'FULL',
      subject: expect.stringMatching(/^Proposal/),
    });
    expect(first.snippet).toMatch(/^Hello, about proposal/);
    const whole = await t.call('bo@demo.test', emailThreadRoutes.thread, {
      threadId: first.threadId,
    });
    expect(whole).toMatchObject({ status: 200, body: { data: { visibility: 'FULL' } } });
    if (whole.status === 200) expect(whole.body.data.messages[0].text).toMatch(/^Hello/);
    // the owner shares only who and when
    await t.db.execute(sql`update mailboxes set visibility = 'METADATA' where id = ${mailboxId}`);
    const po = await t.call('po@demo.test', emailThreadRoutes.threads, { brandId });
    expect(po.status).toBe(200);
    if (po.status === 200)
      expect(po.body.data.threads[0]).toMatchObject({
        visibility: 'METADATA',
        subject: null,
        snippet: null,
      });
    const poThread = await t.call('po@demo.test', emailThreadRoutes.thread, {
      threadId: first.threadId,
    });
    expect(poThread).toMatchObject({ status: 200, body: { data: { subject: null } } });
    if (poThread.status === 200)
      expect(poThread.body.data.messages[0]).toMatchObject({
        text: null,
        html: null,
        subject: null,
      });
    const hr = await t.call('hr@demo.test', emailThreadRoutes.threads, { brandId });
    expect(hr).toMatchObject({
      status: 200,
      body: { data: { threads: [], pageInfo: { totalNoOfEntries: 0 } } },
    });
    const hrThread = await t.call('hr@demo.test', emailThreadRoutes.thread, {
      threadId: first.threadId,
    });
    expect(hrThread).toMatchObject({ status: 404, body: { error: 'THREAD_NOT_FOUND' } });
    const byPoc = await t.call('po@demo.test', emailThreadRoutes.threads, { pocId: 999_999 });
    expect(byPoc.status).toBe(404);
    const both = await t.raw(
      'po@demo.test',
      'GET',
      `/api/email/threads?brandId=${brandId}&pocId=1`,
    ); // raw: both records, which the contract refuses
    expect(both.status).toBe(400);
    await t.db.execute(sql`update mailboxes set visibility = 'FULL' where id = ${mailboxId}`);
  });

  it('loses and doubles nothing when the server drops mid-read, restarts, and gives every folder a new UIDVALIDITY', async () => {
    const deps = {
      db: t.db,
      box: createSecretBox(Buffer.from(MAIL_SECRET_KEY)),
      privateHosts: ['127.0.0.1'],
      storage: await createStorage(t.dataDir),
      mailLinked: async () => undefined,
    };
    const N = 1000;
    const before = await count();
    await imap.append(
      OWNER,
      'INBOX',
      Array.from({ length: N }, (_, i) =>
        rawMail(6000 + i, pocs[i % pocs.length].email, OWNER.address),
      ),
    );
    // IDLE starts the app's read; the server is killed once its first batch is in
    await waitUntil(async () => (await count()) > before, 30_000);
    await imap.kill();
    expect(await count()).toBeLessThan(before + N);
    await imap.restart();
    while ((await syncMailbox(deps, mailboxId)) === 'more');
    expect(await count()).toBe(before + N);
    await imap.resetUidValidity();
    await imap.restart();
    while ((await syncMailbox(deps, mailboxId)) === 'more');
    expect(await count()).toBe(before + N);
    const { rows } = await t.db.execute<{ dup: number; gaps: number }>(sql`
      select (select count(*)::int from (select message_id from mail_messages where mailbox_id = ${mailboxId}
                group by message_id having count(*) > 1) d) as dup,
             (select count(*)::int from mail_messages m where m.mailbox_id = ${mailboxId}
                and not exists (select 1 from mail_locations l join mail_folder_states s
                  on s.mailbox_id = l.mailbox_id and s.folder = l.folder and s.uid_validity = l.uid_validity
                  where l.message_row_id = m.id)) as gaps`);
    expect(rows[0]).toEqual({ dup: 0, gaps: 0 });
  });
});
