import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  EMAIL_SEND_MESSAGES,
  emailSendRoutes,
  emailTemplateRoutes,
  emailThreadRoutes,
  fillMergeFields,
  mailboxRoutes,
  notificationRoutes,
  pairingRoutes,
  searchRoutes,
} from '@crm/contracts';
import { startJobQueue } from '../../../jobs/queue.js';
import { createStorage } from '../../../storage/index.js';
import { startTestApp, testDatabases, type TestApp } from '../../../test/harness.js';
import { createNotifications } from '../../notifications/index.js';
import { startEmailSender } from './sender.js';
import {
  startImap,
  testMailConnection,
  waitUntil,
  type TestImap,
} from '../../../test/imapServer.js';
import { startSmtp, type TestSmtp } from '../../../test/smtpServer.js';

const OWNER = { address: 'asha@ourco.test', password: 'imap-app-pass-2' };

/**
 * Sending from the CRM (issue 41 §4) against Dovecot and a real SMTP server: a deck of the pairing goes as
 * a file and a case study as a tracked link, merge fields filled; the mail is in Sent and in the brand's
 * thread at once; the same composer sent three times at once is one mail; a refused send comes back as a
 * notification and is sent on Retry; another user's POCs, pairings and mailboxes are refused.
 */
describe.each(testDatabases())('sending mail from the CRM on %s', (kind) => {
  let t: TestApp;
  let imap: TestImap;
  let smtp: TestSmtp;
  let refuse = false;
  let mailboxId = 0;
  let pairing: { brandId: number; eiId: number; brand: string; event: string };
  let pocs: { id: number; name: string; email: string }[];
  let deckId = 0;
  let caseStudyId = 0;
  beforeAll(async () => {
    [t, imap, smtp] = await Promise.all([
      startTestApp(kind, { brands: 30, pairings: 30 }, { mailPrivateHosts: ['127.0.0.1'] }),
      startImap([OWNER]),
      startSmtp({ auth: { user: OWNER.address, pass: OWNER.password }, refuse: () => refuse }),
    ]);
    const { rows } = await t.db.execute<{
      brand_id: number;
      ei_id: number;
      brand: string;
      event: string;
    }>(sql`
      select p.brand_id, p.ei_id, b.name as brand, e.name as event from pairings p
      join brands b on b.id = p.brand_id join event_inventories ei on ei.id = p.ei_id
      join events e on e.id = ei.event_id
      join users u on u.id = p.brand_owner_user_id and u.email = 'bo@demo.test'
      where (select count(*) from pocs c where c.brand_id = p.brand_id and c.email is not null and c.removed_at is null) >= 2
      order by p.id limit 1`);
    const r = rows[0];
    pairing = {
      brandId: Number(r.brand_id),
      eiId: Number(r.ei_id),
      brand: r.brand,
      event: r.event,
    };
    const { rows: p } = await t.db.execute<{ id: number; name: string; email: string }>(sql`
      select id, name, lower(email) as email from pocs
      where brand_id = ${pairing.brandId} and email is not null and removed_at is null order by id limit 2`);
    pocs = p.map((x) => ({ id: Number(x.id), name: x.name, email: x.email }));
    await mkdir(path.join(t.dataDir, 'files', 'deck'), { recursive: true });
    await writeFile(path.join(t.dataDir, 'files', 'deck', 'send-test.pdf'), Buffer.alloc(2048, 7));
    const { rows: d } = await t.db.execute<{ id: number }>(sql`
      with f as (insert into files (storage_key, file_name, content_type, size, purpose, owner_user_id)
        select 'deck/send-test.pdf', 'Summit deck.pdf', 'application/pdf', 2048, 'DECK', id
        from users where email = 'admin@demo.test' returning id, owner_user_id)
      insert into decks (ei_id, name, file_id, version, uploaded_by)
      select ${pairing.eiId}, 'Summit deck', f.id, 99, f.owner_user_id from f returning id`);
    deckId = Number(d[0].id);
    const { rows: c } = await t.db.execute<{ id: number }>(sql`
      insert into case_studies (inventory_id, title, link, created_by)
      select ei.inventory_id, 'Last year', 'https://example.com/case', u.id
      from event_inventories ei, users u where ei.id = ${pairing.eiId} and u.email = 'admin@demo.test'
      returning id`);
    caseStudyId = Number(c[0].id);
    const res = await t.call('bo@demo.test', mailboxRoutes.connect, {
      connection: testMailConnection(OWNER, imap.port, smtp.port),
      settings: {
        folders: ['INBOX'],
        syncFrom: '2026-01-01',
        visibility: 'FULL',
        signature: 'Asha, Sponsorships',
      },
    });
    expect(res.status).toBe(200);
    if (res.status === 200) mailboxId = res.body.data.mailboxId;
  }, 120_000);
  afterAll(async () => {
    await Promise.all([t?.close(), imap?.close(), smtp?.close()]);
  });

  const mail = (o: Partial<Parameters<typeof t.call<typeof emailSendRoutes.send>>[2]> = {}) => ({
    sendKey: randomUUID(),
    mailboxId,
    brandId: pairing.brandId,
    eiId: pairing.eiId,
    toPocIds: [pocs[0].id],
    ccPocIds: [pocs[1].id],
    subject: '{{brand.name}} at {{event.name}}',
    body: 'Hi {{poc.firstName}},\n\nThe deck is attached.\n\n{{user.signature}}',
    attachments: [
      { kind: 'DECK' as const, id: deckId, as: 'FILE' as const },
      { kind: 'CASE_STUDY' as const, id: caseStudyId, as: 'LINK' as const },
    ],
    ...o,
  });

  it('sends a deck as a file and a case study as a tracked link; the mail is in Sent and in the thread at once', async () => {
    const body = mail();
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.call('bo@demo.test', emailSendRoutes.send, body)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((a) => (a.status === 200 ? a.body.data.sendId : 0)));
    expect(ids.size).toBe(1); // the same composer three times at once is one send
    const [got] = await smtp.waitFor(1, 20_000);
    const subject = fillMergeFields('{{brand.name}} at {{event.name}}', {
      'brand.name': pairing.brand,
      'event.name': pairing.event,
    });
    expect(got.subject).toBe(subject);
    expect(got.to.sort()).toEqual([pocs[0].email, pocs[1].email].sort());
    expect(got.text).toContain(`Hi ${pocs[0].name.split(' ')[0]},`);
    expect(got.text).toContain('Asha, Sponsorships');
    expect(got.attachments).toEqual([{ filename: 'Summit deck.pdf', size: 2048 }]);
    const link = got.text.match(/Last year: (\S+)/)![1];
    expect(link).toMatch(/\/api\/email\/link\?token=[\w-]{32}$/);
    const opened = await t.app.inject({
      method: 'GET',
      url: new URL(link).pathname + new URL(link).search,
    });
    expect([opened.statusCode, opened.headers.location]).toEqual([302, 'https://example.com/case']);
    const { rows: opens } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from email_link_opens`,
    );
    expect(opens[0].n).toBe(1);
    await waitUntil(async () => {
      const threads = await t.call('bo@demo.test', emailThreadRoutes.threads, {
        brandId: pairing.brandId,
      });
      return threads.status === 200 && threads.body.data.threads.some((x) => x.subject === subject);
    }, 10_000);
    const listed = await t.call('bo@demo.test', emailThreadRoutes.threads, {
      brandId: pairing.brandId,
    });
    const threadId =
      listed.status === 200
        ? listed.body.data.threads.find((x) => x.subject === subject)!.threadId
        : '';
    const linksSeenBy = async (email: string) => {
      const res = await t.call(email, emailThreadRoutes.thread, { threadId });
      return res.status === 200 ? res.body.data.messages[0].trackedLinks : undefined;
    };
    expect(await linksSeenBy('bo@demo.test')).toEqual([{ name: 'Last year', opens: 1 }]);
    expect(await linksSeenBy('po@demo.test')).toEqual([]); // the sender's own to see
    const client = await imap.client(OWNER);
    try {
      const sent = await client.mailboxOpen('Sent');
      expect(sent.exists).toBe(1);
    } finally {
      await client.logout();
    }
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received).toHaveLength(1); // never sent twice
  });

  it('the sent mail counts as the brand’s last contact and shows on its timeline', async () => {
    const { rows } = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from pairings
      where brand_id = ${pairing.brandId} and last_contact_at > now() - interval '5 minutes'`);
    expect(rows[0].n).toBeGreaterThan(0);
    const timeline = await t.call('bo@demo.test', pairingRoutes.timeline, {
      brandId: pairing.brandId,
      pageNo: 1,
      count: 15,
    });
    const item = timeline.status === 200 ? timeline.body.data.items[0] : undefined;
    expect([item?.type, item?.pocName]).toEqual(['MAIL_SENT', pocs[0].name]);
    expect(item?.text).toContain(pairing.brand);
  });

  it('the sent deck is kept in the file storage and downloads for who may read the mail whole', async () => {
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select message_row_id as id from email_sends where subject like ${`${pairing.brand}%`} and status = 'SENT'`,
    );
    const url = `/api/email/attachment?messageRowId=${rows[0].id}&index=0`;
    const get = async (email: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: await t.auth(email) } });
    const own = await get('bo@demo.test');
    expect([own.statusCode, own.rawPayload.length]).toEqual([200, 2048]);
    expect(own.headers['content-disposition']).toContain('Summit deck.pdf');
    expect((await get('po@demo.test')).statusCode).toBe(200); // a colleague; the mailbox shares everything
    expect((await get('hr@demo.test')).statusCode).toBe(404);
    await t.db.execute(sql`update mailboxes set visibility = 'SUBJECT' where id = ${mailboxId}`);
    try {
      expect((await get('po@demo.test')).statusCode).toBe(404);
    } finally {
      await t.db.execute(sql`update mailboxes set visibility = 'FULL' where id = ${mailboxId}`);
    }
  });

  it('a refused send comes back as a notification; Retry sends it', async () => {
    refuse = true;
    const res = await t.call(
      'bo@demo.test',
      emailSendRoutes.send,
      mail({ attachments: [], subject: 'Refused once' }),
    );
    expect(res.status).toBe(200);
    const sendId = res.status === 200 ? res.body.data.sendId : 0;
    await waitUntil(async () => {
      const open = await t.call('bo@demo.test', emailSendRoutes.outbox, {
        brandId: pairing.brandId,
      });
      return (
        open.status === 200 &&
        open.body.data.sends.some((s) => s.sendId === sendId && s.status === 'FAILED')
      );
    }, 15_000);
    const latest = async () => {
      const feed = await t.call('bo@demo.test', notificationRoutes.list, { pageNo: 1, count: 10 });
      return feed.status === 200 ? feed.body.data.notifications[0] : null;
    };
    // the notification carries the send while it is unsent: Retry right in it
    expect(await latest()).toMatchObject({ type: 'MAIL_SEND_FAILED', additionalData: { sendId } });
    refuse = false;
    const before = smtp.received.length;
    const again = await t.call('bo@demo.test', emailSendRoutes.retry, { sendId });
    expect(again.status).toBe(200);
    await smtp.waitFor(before + 1, 15_000);
    expect(smtp.received.at(-1)!.subject).toBe('Refused once');
    expect((await latest())?.additionalData).toBeNull(); // sent: nothing to retry any more
    const twice = await t.call('bo@demo.test', emailSendRoutes.retry, { sendId });
    expect(twice.status).toBe(409);
  });

  it('refuses another brand’s POC, an unpaired event inventory, someone else’s mailbox or send, and bad text', async () => {
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select id from pocs where brand_id <> ${pairing.brandId} and email is not null limit 1`,
    );
    const send = (email: string, o: Parameters<typeof mail>[0]) =>
      t.call(email, emailSendRoutes.send, mail(o));
    expect((await send('bo@demo.test', { toPocIds: [Number(rows[0].id)] })).body.error).toBe(
      'POC_NOT_OF_BRAND',
    );
    const { rows: other } = await t.db.execute<{ id: number }>(
      sql`select id from event_inventories where id not in (select ei_id from pairings where brand_id = ${pairing.brandId}) limit 1`,
    );
    expect((await send('bo@demo.test', { eiId: Number(other[0].id) })).body.error).toBe(
      'PAIRING_NOT_OF_BRAND',
    );
    expect((await send('po@demo.test', {})).body.error).toBe('MAILBOX_DISCONNECTED');
    const hr = await send('hr@demo.test', {});
    expect([hr.status, hr.body.message]).toEqual([403, EMAIL_SEND_MESSAGES.noContactAccess]);
    expect((await t.call('po@demo.test', emailSendRoutes.retry, { sendId: 1 })).status).toBe(404);
    const nul = await t.raw('bo@demo.test', 'POST', '/api/email/send', {
      ...mail(),
      subject: 'a\u0000b',
    });
    expect(nul.status).toBe(400);
    const noAttach = await send('bo@demo.test', { eiId: undefined });
    expect(noAttach.body.error).toBe('ATTACHMENT_NOT_OF_PAIRING');
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/email/link?token=${'x'.repeat(32)}`,
    });
    expect(bad.statusCode).toBe(404);
  });

  it('templates: each user keeps their own, admins the shared ones; a removed one comes back on Undo', async () => {
    const own = await t.call('bo@demo.test', emailTemplateRoutes.save, {
      name: 'Deck follow-up',
      subject: '{{event.name}} deck',
      body: 'Hi {{poc.firstName}}',
    });
    expect(own.status).toBe(200);
    const ownId = own.status === 200 ? own.body.data.template.templateId : 0;
    expect(
      (
        await t.call('bo@demo.test', emailTemplateRoutes.save, {
          name: 'x',
          subject: '',
          body: '',
          shared: true,
        })
      ).status,
    ).toBe(403);
    const shared = await t.call('admin@demo.test', emailTemplateRoutes.save, {
      name: 'Intro',
      subject: 'Hello from us',
      body: '{{user.signature}}',
      shared: true,
    });
    const sharedId = shared.status === 200 ? shared.body.data.template.templateId : 0;
    const names = async (email: string) => {
      const res = await t.call(email, emailTemplateRoutes.list, {});
      return res.status === 200 ? res.body.data.templates.map((x) => `${x.name}:${x.mine}`) : [];
    };
    expect(await names('bo@demo.test')).toEqual(['Deck follow-up:true', 'Intro:false']);
    expect(await names('po@demo.test')).toEqual(['Intro:false']);
    // another user's template can be neither changed nor removed
    const theirs = await t.call('po@demo.test', emailTemplateRoutes.save, {
      templateId: ownId,
      name: 'Mine now',
      subject: '',
      body: '',
    });
    expect(theirs.status).toBe(404);
    expect(
      (await t.call('po@demo.test', emailTemplateRoutes.remove, { templateId: ownId })).status,
    ).toBe(404);
    expect(
      (await t.call('bo@demo.test', emailTemplateRoutes.remove, { templateId: sharedId })).status,
    ).toBe(404);
    expect(
      (await t.call('bo@demo.test', emailTemplateRoutes.remove, { templateId: ownId })).status,
    ).toBe(200);
    expect(await names('bo@demo.test')).toEqual(['Intro:false']);
    expect(
      (await t.call('bo@demo.test', emailTemplateRoutes.restore, { templateId: ownId })).status,
    ).toBe(200);
    expect(await names('bo@demo.test')).toEqual(['Deck follow-up:true', 'Intro:false']);
  });

  it('a send its copy left mid-send is not sent again on its own: the sender is told to look in Sent', async () => {
    const { rows } = await t.db.execute<{ id: number }>(sql`
      insert into email_sends (user_id, mailbox_id, send_key, brand_id, to_addresses, cc_addresses, subject,
        body, message_id, status, attempts, created_at)
      select user_id, id, 'cut-off', ${pairing.brandId}, '{a@b.test}', '{}', 'Cut off', '', 'cut@off.test',
        'SENDING', 1, now() - interval '11 minutes'
      from mailboxes where id = ${mailboxId} returning id`);
    const jobs = await startJobQueue(t.database);
    const sender = await startEmailSender({
      db: t.db,
      jobs,
      box: undefined,
      storage: await createStorage(t.dataDir),
      notifications: createNotifications(t.db),
      privateHosts: [],
      publicUrl: 'http://localhost',
      mailLinked: async () => undefined,
      log: () => undefined,
      sweepMs: 100,
    });
    try {
      await waitUntil(async () => {
        const open = await t.call('bo@demo.test', emailSendRoutes.outbox, {
          brandId: pairing.brandId,
        });
        return (
          open.status === 200 &&
          open.body.data.sends.some((x) => x.sendId === Number(rows[0].id) && x.status === 'FAILED')
        );
      }, 10_000);
      const before = smtp.received.length;
      await new Promise((r) => setTimeout(r, 500));
      expect(smtp.received.length).toBe(before);
    } finally {
      sender.stop();
      await jobs.stop();
    }
  });

  it('logs a mail from before the mailbox was connected: pasted source once however often, or typed in', async () => {
    const source = [
      `From: ${pocs[0].name} <${pocs[0].email}>`,
      `To: ${OWNER.address}`,
      'Subject: Our budget for next season',
      'Date: Mon, 05 Jan 2026 10:00:00 +0530',
      'Message-ID: <budget.1@brand.test>',
      '',
      'We can go up to 2 crore.',
    ].join('\r\n');
    const log = (email: string, body: Parameters<typeof t.call<typeof emailSendRoutes.log>>[2]) =>
      t.call(email, emailSendRoutes.log, body);
    const first = await log('bo@demo.test', { mailboxId, source });
    expect(first.status).toBe(200);
    expect((await log('bo@demo.test', { mailboxId, source })).status).toBe(200);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from mail_messages where message_id = 'budget.1@brand.test'`,
    );
    expect(rows[0].n).toBe(1);
    const threadId = first.status === 200 ? first.body.data.threadId : '';
    const thread = await t.call('bo@demo.test', emailThreadRoutes.thread, { threadId });
    expect(thread.status === 200 && thread.body.data.messages[0].text).toContain('up to 2 crore');
    const typed = await log('bo@demo.test', {
      mailboxId,
      pocId: pocs[1].id,
      direction: 'SENT',
      sentAt: '2026-01-06T09:30:00+05:30',
      subject: 'Following up on the call',
      body: 'As discussed, the deck follows.',
    });
    expect(typed.status).toBe(200);
    const typedThread = await t.call('bo@demo.test', emailThreadRoutes.thread, {
      threadId: typed.status === 200 ? typed.body.data.threadId : '',
    });
    const m = typedThread.status === 200 ? typedThread.body.data.messages[0] : undefined;
    expect([m?.fromAddress, m?.to, m?.sentAt]).toEqual([
      OWNER.address,
      [pocs[1].email],
      '2026-01-06T04:00:00.000Z',
    ]);
    expect((await log('bo@demo.test', { mailboxId, source: 'just some words' })).body.error).toBe(
      'NOT_A_MAIL',
    );
    const stranger = source
      .replace(pocs[0].email, 'someone@gmail.com')
      .replace('budget.1', 'budget.2');
    expect((await log('bo@demo.test', { mailboxId, source: stranger })).body.error).toBe(
      'NOBODY_KNOWN',
    );
    expect((await log('po@demo.test', { mailboxId, source })).status).toBe(404);
  });

  it('the global search finds mails by subject and sender, as their mailbox shares them', async () => {
    const mails = async (email: string, searchFor: string) => {
      const res = await t.call(email, searchRoutes.search, {
        searchFor,
        searchSpace: 'MAIL',
        count: 15,
      });
      return res.status === 200 ? res.body.data.results.mails : [];
    };
    const own = await mails('bo@demo.test', 'budget for next');
    expect(own.map((m) => m.subject)).toEqual(['Our budget for next season']);
    expect(own[0].threadId).toBe(`${mailboxId}:budget.1@brand.test`);
    expect((await mails('bo@demo.test', 'budgett fr next')).map((m) => m.subject)).toContain(
      'Our budget for next season',
    ); // typo-tolerant
    expect((await mails('po@demo.test', 'budget for next')).length).toBe(1); // a colleague, FULL
    expect(await mails('hr@demo.test', 'budget for next')).toEqual([]);
    await t.db.execute(sql`update mailboxes set visibility = 'METADATA' where id = ${mailboxId}`);
    try {
      expect(await mails('po@demo.test', 'budget for next')).toEqual([]);
      const bySender = await mails('po@demo.test', pocs[0].email);
      expect(bySender.length).toBeGreaterThan(0);
      expect(bySender.every((m) => m.subject === null)).toBe(true);
    } finally {
      await t.db.execute(sql`update mailboxes set visibility = 'FULL' where id = ${mailboxId}`);
    }
  });
});
