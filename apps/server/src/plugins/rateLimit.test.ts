import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_FEED_MESSAGES, MESSAGES } from '@crm/contracts';
import { dbFingerprint, startTestApp, testDatabases, type TestApp } from '../test/harness.js';

describe.each(testDatabases())('rate limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 50, pairings: 50 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the calendar feed read too often answers 429 with Retry-After and its own message, not the sign-in’s', async () => {
    const read = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/calendar/feed.ics?token=${'a'.repeat(43)}`,
        remoteAddress: '192.0.2.90',
      });
    // the feed's limit is 60 reads a minute per address: an unknown secret's 404 counts too
    let res = await read();
    for (let i = 0; i < 100 && res.statusCode === 404; i++) res = await read();
    expect(res.statusCode).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(res.json()).toEqual({
      error: 'TOO_MANY_REQUESTS',
      message: CALENDAR_FEED_MESSAGES.tooManyReads(seconds),
    });
    expect(res.json().message).not.toBe(MESSAGES.tooManyLogins);
    const before = await dbFingerprint(t.db);
    expect((await read()).statusCode).toBe(429);
    expect(await dbFingerprint(t.db)).toBe(before);
  });
});
