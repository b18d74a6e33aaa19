import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mailboxRoutes, userRoutes } from '@crm/contracts';
import { freshDatabase } from '../../../test/harness.js';
import {
  startImap,
  testMailConnection,
  waitUntil,
  type TestImap,
} from '../../../test/imapServer.js';
import { startServerProcess, type ServerProcess } from '../../../test/serverProcess.js';
import { startSmtp, type TestSmtp } from '../../../test/smtpServer.js';
import { templateKey } from '../../../test/templates.js';

const OWNER = { address: 'copy.bo@ourco.test', password: 'imap-app-pass-3' };
const N = 2000;

/**
 * Issue 41 §5: the server copy reading a mailbox is SIGKILLed mid-backfill; a new copy on the same
 * PostgreSQL database takes the read over (the job queue and the IDLE lease hand it on) and finishes it:
 * every mail of the mailbox stored once, none missing.
 */
describe.runIf(!!process.env.TEST_DATABASE_URL)(
  'reading a mailbox when its server copy is killed mid-backfill',
  () => {
    let imap: TestImap | undefined;
    let smtp: TestSmtp | undefined;
    let server: ServerProcess | undefined;
    let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
    afterAll(async () => {
      await server?.stop();
      await Promise.all([imap?.close(), smtp?.close(), database?.close()]);
    });

    it('a new copy finishes the backfill: no duplicate, no gap', async () => {
      database = await freshDatabase('postgres', templateKey({ brands: 150, pairings: 300 }));
      const { db } = database;
      [imap, smtp] = await Promise.all([
        startImap([OWNER]),
        startSmtp({ auth: { user: OWNER.address, pass: OWNER.password } }),
      ]);
      const { rows: pocs } = await db.execute<{ email: string }>(sql`
        select distinct on (brand_id) lower(email) as email from pocs
        where removed_at is null and coalesce(email, '') <> '' order by brand_id, id limit 20`);
      await imap.append(
        OWNER,
        'INBOX',
        Array.from({ length: N }, (_, n) =>
          [
            `From: ${pocs[n % pocs.length].email}`,
            `To: ${OWNER.address}`,
            `Subject: Proposal ${n}`,
            `Date: ${new Date(Date.UTC(2026, 9, 1) + n * 60_000).toUTCString()}`,
            `Message-ID: <copy.${n}@brand.test>`,
            '',
            `About proposal ${n}.`,
          ].join('\r\n'),
        ),
      );
      const env = {
        DATABASE_URL: database.url!,
        JWT_SECRET: 'server-copy-test-secret-of-32-characters',
        MAIL_SECRET_KEY: 'server-copy-test-key-of-32-characters!!',
        MAIL_PRIVATE_HOSTS: '127.0.0.1',
      };
      server = await startServerProcess(env);
      const signIn = await fetch(`${server.base}/api${userRoutes.signIn.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bo@demo.test', password: 'demo1234' }),
      });
      const { token } = ((await signIn.json()) as { data: { token: string } }).data;
      const connect = await fetch(`${server.base}/api${mailboxRoutes.connect.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          connection: testMailConnection(OWNER, imap.port, smtp.port),
          settings: { folders: ['INBOX'], syncFrom: '2026-01-01', visibility: 'FULL' },
        }),
      });
      expect(connect.status).toBe(200);
      const stored = async () =>
        Number(
          (await db.execute<{ n: number }>(sql`select count(*)::int as n from mail_messages`))
            .rows[0].n,
        );
      // the copy dies once its first batches are in, mid-backfill
      await waitUntil(async () => (await stored()) >= 250, 60_000);
      server.child.kill('SIGKILL');
      await new Promise((r) => server!.child.once('exit', r));
      expect(await stored()).toBeLessThan(N);
      server = await startServerProcess(env);
      await waitUntil(async () => (await stored()) >= N, 120_000);
      const { rows } = await db.execute<{ n: number; ids: number }>(sql`
        select count(*)::int as n, count(distinct message_id)::int as ids from mail_messages`);
      expect(rows[0]).toEqual({ n: N, ids: N });
      const { rows: locations } = await db.execute<{ n: number; uids: number }>(sql`
        select count(*)::int as n, count(distinct uid)::int as uids from mail_locations`);
      expect(locations[0]).toEqual({ n: N, uids: N });
    }, 240_000);
  },
);
