/**
 * Mail bench (issue 41 §5, `npm run bench -- --only mail`): a mailbox of `count` mails (10,000) in Debian's
 * Dovecot on this machine, read from the start by the real server in its own process: mails read a minute
 * (Twenty's Gmail sync does about 400; the aim here is 5,000 or more), from connecting until the backfill is
 * complete. Then the Email tab of the brand `tabMails` (5,000) of them are linked to: p50/p95/p99 of GET
 * /api/email/threads (its first page of 20), `runs` calls one after another (the aim: p95 ≤ 30 ms), right
 * after the backfill and again 65 s later, once the database's upkeep has seen the new rows (PostgreSQL's
 * autovacuum and PGlite's db/embeddedUpkeep.ts each look once a minute).
 * Database: PGlite under .data/bench-mail, or `<name>_bench_mail` beside DATABASE_URL's (benchDatabase);
 * each run starts from no mailbox. Measures only; asserts nothing.
 */
import { sql } from 'drizzle-orm';
import { emailThreadRoutes, mailboxRoutes, userRoutes } from '@crm/contracts';
import { benchDatabase } from './benchRealtime.js';
import { startServerProcess, stats, type Stat } from './benchServer.js';
import type { Database } from '../apps/server/src/db/client.js';
import {
  startImap,
  testMailConnection,
  type TestImap,
} from '../apps/server/src/test/imapServer.js';
import { startSmtp } from '../apps/server/src/test/smtpServer.js';

const OWNER = { address: 'bench.bo@ourco.test', password: 'bench-app-pass' };

/** What the mail bench measured. */
export type MailBench = {
  database: string;
  mails: number;
  backfillSeconds: number;
  perMinute: number;
  tabMails: number;
  emailTab: Stat;
  emailTabAfterUpkeep: Stat;
};

/** Mail `n` from `from` to the bench mailbox, its own conversation. */
const rawMail = (n: number, from: string) =>
  [
    `From: ${from}`,
    `To: ${OWNER.address}`,
    `Subject: Sponsorship proposal ${n}`,
    `Date: ${new Date(Date.UTC(2026, 9, 1) + n * 60_000).toUTCString()}`,
    `Message-ID: <bench.${n}@brand.test>`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Hello, about proposal ${n}: the title slot, the deck and the rate card.`,
    '',
  ].join('\r\n');

/** Calls `method path` on `base` as `token` with `body` and answers the JSON's data; throws on a refusal. */
export async function call<T>(
  base: string,
  token: string | null,
  { method, path, body }: { method: string; path: string; body?: unknown },
) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/**
 * Clears bo@demo.test's mailboxes (each run reads afresh) and fills the bench mailbox with `count` mails
 * from POCs, the first `tabMails` from one brand's POC; answers that brand.
 */
async function fillMailbox(
  env: { database: Database },
  imap: TestImap,
  count: number,
  tabMails: number,
) {
  const { db } = env.database;
  await db.execute(
    sql`delete from mailboxes where user_id = (select id from users where email = 'bo@demo.test')`,
  );
  const { rows } = await db.execute<{ email: string; brand_id: number }>(sql`
    select distinct on (brand_id) lower(email) as email, brand_id from pocs
    where removed_at is null and coalesce(email, '') <> '' order by brand_id, id limit 50`);
  const [tab, ...others] = rows;
  const mails = Array.from({ length: count }, (_, n) =>
    rawMail(n, n < tabMails ? tab.email : others[n % others.length].email),
  );
  for (let i = 0; i < mails.length; i += 1000)
    await imap.append(OWNER, 'INBOX', mails.slice(i, i + 1000));
  return Number(tab.brand_id);
}

/** Connects the bench mailbox as `token` and answers the seconds until its `count` mails are read. */
async function timeBackfill(
  base: string,
  token: string,
  servers: { imap: number; smtp: number },
  count: number,
) {
  const started = performance.now();
  await call(base, token, {
    method: 'POST',
    path: mailboxRoutes.connect.path,
    body: {
      connection: testMailConnection(OWNER, servers.imap, servers.smtp),
      settings: { folders: ['INBOX'], syncFrom: '2026-01-01', visibility: 'FULL' },
    },
  });
  for (;;) {
    const { mailboxes } = await call<{
      mailboxes: { progress: { total: number; done: number } | null }[];
    }>(base, token, { method: 'GET', path: mailboxRoutes.list.path });
    const p = mailboxes[0]?.progress;
    if (p && p.total === count && p.done === count) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return (performance.now() - started) / 1000;
}

/** `runs` calls of brand `brandId`'s Email tab (its first page), one after another, after 20 to warm up: ms each. */
async function timeEmailTab(base: string, token: string, brandId: number, runs: number) {
  const tab = {
    method: 'GET',
    path: `${emailThreadRoutes.threads.path}?brandId=${brandId}&pageNo=1&count=20`,
  };
  for (let i = 0; i < 20; i++) await call(base, token, tab);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await call(base, token, tab);
    times.push(performance.now() - t0);
  }
  return times;
}

/** Runs the mail bench (see the file's comment). */
export async function runMailBench(
  count = 10_000,
  tabMails = 5_000,
  runs = 300,
): Promise<MailBench> {
  const target = await benchDatabase('mail');
  const imap = await startImap([OWNER]);
  const smtp = await startSmtp({ auth: { user: OWNER.address, pass: OWNER.password } });
  const brandId = await fillMailbox(target, imap, count, tabMails);
  await target.database.close();
  const server = await startServerProcess({
    ...target.env,
    JWT_SECRET: 'bench-mail-secret-of-at-least-32-chars',
    MAIL_SECRET_KEY: 'bench-mail-key-of-at-least-32-characters',
    MAIL_PRIVATE_HOSTS: '127.0.0.1',
  });
  try {
    const { token } = await call<{ token: string }>(server.base, null, {
      method: 'POST',
      path: userRoutes.signIn.path,
      body: { email: 'bo@demo.test', password: 'demo1234' },
    });
    const seconds = await timeBackfill(
      server.base,
      token,
      { imap: imap.port, smtp: smtp.port },
      count,
    );
    const times = await timeEmailTab(server.base, token, brandId, runs);
    await new Promise((r) => setTimeout(r, 65_000));
    const later = await timeEmailTab(server.base, token, brandId, runs);
    return {
      database: target.env.DATABASE_URL ? 'postgres' : 'pglite',
      mails: count,
      backfillSeconds: Math.round(seconds * 10) / 10,
      perMinute: Math.round((count / seconds) * 60),
      tabMails,
      emailTab: stats(times),
      emailTabAfterUpkeep: stats(later),
    };
  } finally {
    await server.stop();
    await imap.close();
    await smtp.close();
  }
}

/** The mail bench's lines. */
export function printMail(m: MailBench): void {
  console.log(
    `mail: ${m.mails.toLocaleString('en-IN')} mails backfilled in ${m.backfillSeconds} s on ${m.database}: ${m.perMinute.toLocaleString('en-IN')} a minute`,
  );
  console.log(
    `mail: Email tab of a brand with ${m.tabMails.toLocaleString('en-IN')} mails, p50 ${m.emailTab.p50} ms, p95 ${m.emailTab.p95} ms, p99 ${m.emailTab.p99} ms`,
  );
  const later = m.emailTabAfterUpkeep;
  console.log(
    `mail: the same a minute later (the database's upkeep has run), p50 ${later.p50} ms, p95 ${later.p95} ms, p99 ${later.p99} ms`,
  );
}
