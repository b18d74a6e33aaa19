import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { CALENDAR_FEED_MESSAGES, calendarFeedRoutes, taskRoutes } from '@crm/contracts';
import {
  serverCopy,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../test/harness.js';

describe.each(testDatabases())('the private calendar feed on %s', (kind) => {
  let t: TestApp;
  let boId: number;
  /** A pairing of the demo BO's brand and one of a brand the BO does not own. */
  let own: { brandId: number; eiId: number; brandName: string };
  let foreign: { brandId: number; eiId: number };

  const pairingOf = async (owned: boolean) =>
    (
      await t.db.execute<{ brand_id: number; ei_id: number; name: string }>(sql`select a.brand_id,
          a.ei_id, b.name
        from pairings a join brands b on b.id = a.brand_id
          join event_inventories ei on ei.id = a.ei_id join events e on e.id = ei.event_id
        where a.status = 'ASSIGNED' and not e.is_archived
          and ${owned ? sql`` : sql`not`} exists (select 1 from brand_owners o
            where o.brand_id = a.brand_id and o.user_id = ${boId})
        order by a.id limit 1`)
    ).rows[0];
  /** The feed at `path` (as the turn-on answer gives it), fetched with no sign-in. */
  const fetchFeed = (path: string) => t.app.inject({ method: 'GET', url: path });
  const eventsOf = (text: string) =>
    Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');

  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 150, pairings: 300 });
    boId = await userId(t.db, 'bo@demo.test');
    const o = await pairingOf(true);
    const f = await pairingOf(false);
    own = { brandId: o.brand_id, eiId: o.ei_id, brandName: o.name };
    foreign = { brandId: f.brand_id, eiId: f.ei_id };
    await t.db.execute(sql`update pairings set follow_up_date = '2031-03-14'
      where (brand_id, ei_id) in ((${own.brandId}, ${own.eiId}), (${foreign.brandId}, ${foreign.eiId}))`);
  });
  afterAll(() => t?.close());

  it('is off until turned on; the link then serves the owner’s follow-ups and reminders in IST, parsed by a real ICS parser', async () => {
    expect((await t.call('bo@demo.test', calendarFeedRoutes.status, {})).body.data).toEqual({
      enabled: false,
      createdAt: null,
    });
    const on = await t.call('bo@demo.test', calendarFeedRoutes.create, {});
    expect(on.status).toBe(200);
    expect(on.body.data.message).toBe(CALENDAR_FEED_MESSAGES.turnedOn);
    expect(on.body.data.feedPath).toMatch(/^\/api\/calendar\/feed\.ics\?token=[A-Za-z0-9_-]{43}$/);
    expect((await t.call('bo@demo.test', calendarFeedRoutes.status, {})).body.data.enabled).toBe(
      true,
    );
    // a weekly reminder at 10:30 IST on a task of the BO's
    const task = await t.call('bo@demo.test', taskRoutes.create, {
      name: 'Call the media buyer',
      description: 'About the title sponsorship',
      relatedUsers: [{ id: await userId(t.db, 'to@demo.test'), type: 'USER' }],
      reminder: { date: '2031-03-10T05:00:00.000Z', isRecurring: true, reccuranceType: 'WEEKLY' },
    });
    expect(task.body).toMatchObject({ data: {} });

    const res = await fetchFeed(on.body.data.feedPath);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.body).toContain('TZID=Asia/Kolkata');
    const events = eventsOf(res.body);
    const followUp = events.find((e) => e.uid === `followup-${own.brandId}-${own.eiId}@localhost`);
    expect(followUp?.summary).toContain(`Follow up: ${own.brandName}`);
    expect(followUp?.datetype).toBe('date');
    expect(res.body).toContain('DTSTART;VALUE=DATE:20310314');
    // nothing of a brand the BO does not own
    expect(
      events.some((e) => e.uid === `followup-${foreign.brandId}-${foreign.eiId}@localhost`),
    ).toBe(false);
    const reminder = events.find((e) => e.summary === 'Reminder: Call the media buyer');
    expect(reminder?.start.toISOString()).toBe('2031-03-10T05:00:00.000Z');
    expect(reminder?.start.tz).toBe('Asia/Kolkata');
    expect(reminder?.rrule?.toString()).toContain('FREQ=WEEKLY');
    // another user's feed shows none of it
    const other = await t.call('po@demo.test', calendarFeedRoutes.create, {});
    const theirs = eventsOf((await fetchFeed(other.body.data.feedPath)).body);
    expect(theirs.some((e) => e.summary === 'Reminder: Call the media buyer')).toBe(false);
    expect(
      theirs.some((e) => String(e.uid).startsWith(`followup-${own.brandId}-${own.eiId}@`)),
    ).toBe(false);
  });

  it('a new link replaces the old one, and turning the feed off stops it at once', async () => {
    const first = (await t.call('to@demo.test', calendarFeedRoutes.create, {})).body.data.feedPath;
    const second = (await t.call('to@demo.test', calendarFeedRoutes.create, {})).body.data.feedPath;
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);
    const off = await t.call('to@demo.test', calendarFeedRoutes.revoke, {});
    expect(off.body.data.message).toBe(CALENDAR_FEED_MESSAGES.turnedOff);
    const gone = await fetchFeed(second);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Unknown calendar feed');
    expect((await t.call('to@demo.test', calendarFeedRoutes.status, {})).body.data.enabled).toBe(
      false,
    );
  });

  it('a deactivated user’s feed stops; made-up, malformed and hostile tokens are refused without a 500', async () => {
    const path = (await t.call('hr@demo.test', calendarFeedRoutes.create, {})).body.data.feedPath;
    expect((await fetchFeed(path)).statusCode).toBe(200);
    await t.db.execute(sql`update users set status = 'INACTIVE' where email = 'hr@demo.test'`);
    expect((await fetchFeed(path)).statusCode).toBe(404);
    await t.db.execute(sql`update users set status = 'ACTIVE' where email = 'hr@demo.test'`);
    // unknown, too short, a NUL byte, a lone surrogate's bytes, a quote
    for (const token of [
      'A'.repeat(43),
      'short',
      `${'A'.repeat(42)}%00`,
      '%ED%A0%80'.repeat(43),
      "'--",
    ]) {
      const res = await fetchFeed(`/api/calendar/feed.ics?token=${token}`);
      expect([400, 404]).toContain(res.statusCode);
    }
    expect((await fetchFeed('/api/calendar/feed.ics')).statusCode).toBe(400);
  });

  /** The links and UID hosts of a feed's events (what a calendar app shows or opens). */
  const addressesIn = (text: string) => {
    // node-ical answers a property with parameters as {val, params}
    const value = (v: unknown) => String(v && typeof v === 'object' && 'val' in v ? v.val : v);
    return eventsOf(text).flatMap((e) => [
      value(e.url),
      value(e.uid).split('@')[1],
      ...(value(e.description).match(/https?:\/\/\S+/g) ?? []),
    ]);
  };

  /** MG's feed link, with a reminder in it (a link to its task). */
  let mgFeed: string;
  const mgFeedPath = async () => {
    if (mgFeed) return mgFeed;
    mgFeed = (await t.call('mg@demo.test', calendarFeedRoutes.create, {})).body.data.feedPath;
    await t.call('mg@demo.test', taskRoutes.create, {
      name: 'Send the proposal',
      description: 'Before the review',
      relatedUsers: [{ id: await userId(t.db, 'to@demo.test'), type: 'USER' }],
      reminder: { date: '2031-04-01T05:00:00.000Z' },
    });
    return mgFeed;
  };
  /** Fetches `path` from `app` with `headers`; expects the feed with every link on `origin`. */
  const expectFeedOn = async (
    app: FastifyInstance,
    path: string,
    headers: Record<string, string>,
    origin: string,
  ) => {
    const res = await app.inject({ method: 'GET', url: path, headers });
    expect(res.statusCode, `Host ${headers.host.slice(0, 40)}`).toBe(200);
    expect(res.body).toContain('Reminder: Send the proposal');
    const addresses = addressesIn(res.body);
    expect(addresses.length).toBeGreaterThan(0);
    const { hostname } = new URL(origin);
    for (const a of addresses) expect(a === hostname || a.startsWith(`${origin}/`), a).toBe(true);
    return res.body;
  };

  it('links come from PUBLIC_URL, never from spoofed Host and X-Forwarded-* headers', async () => {
    const path = await mgFeedPath();
    // a copy behind a proxy it trusts, configured with its public address
    const copy = await serverCopy(t, { trustProxy: true, publicUrl: 'https://crm.example.com' });
    try {
      const body = await expectFeedOn(
        copy,
        path,
        {
          host: 'evil.example',
          'x-forwarded-host': 'attacker.example',
          'x-forwarded-proto': 'http',
        },
        'https://crm.example.com',
      );
      expect(body).not.toContain('attacker.example');
      expect(body).not.toContain('evil.example');
    } finally {
      await copy.close();
    }
  });

  it('odd Host values (empty, spaces, unicode, very long, broken) answer the feed, never a 500', async () => {
    const path = await mgFeedPath();
    const odd = [
      'two words.example',
      '',
      'ünïcödé.example',
      'x'.repeat(8000),
      '[::1',
      'crm.example:99999',
      '%00',
    ];
    for (const host of odd) await expectFeedOn(t.app, path, { host }, 'http://localhost:3000');
  });

  it('the feed’s secret never reaches the request log', async () => {
    const path = (await t.call('po@demo.test', calendarFeedRoutes.create, {})).body.data.feedPath;
    const secret = new URLSearchParams(path.split('?')[1]).get('token')!;
    const raw: string[] = [];
    const copy = await serverCopy(t, {
      logLevel: 'trace',
      logStream: { write: (line) => void raw.push(line) },
    });
    try {
      expect((await copy.inject({ method: 'GET', url: path })).statusCode).toBe(200);
      // a revoked or mistyped link is logged too (its 404), and with another parameter around it
      const mistyped = `${secret.slice(0, 40)}${secret.endsWith('AAA') ? 'BBB' : 'AAA'}`;
      const near = `/api/calendar/feed.ics?x=1&token=${mistyped}&y=2`;
      expect((await copy.inject({ method: 'GET', url: near })).statusCode).toBe(404);
    } finally {
      await copy.close();
    }
    const log = raw.join('');
    expect(log).toContain('/api/calendar/feed.ics?token=[REDACTED]');
    expect(log).toContain('/api/calendar/feed.ics?x=1&token=[REDACTED]&y=2');
    expect(log).not.toContain(secret.slice(0, 40));
  });
});
