import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  FEEDBACK_MESSAGES,
  feedbackRoutes,
  FILE_MESSAGES,
  type FeedbackListResult,
  type RouteInput,
} from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';
import { uploadAs } from '../../test/uploads.js';

const AUDIO = {
  name: 'feedback.webm',
  type: 'audio/webm',
  bytes: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]),
};

/** Feedback as text or a voice recording; admins list it and play the recording; bad input changes nothing. */
describe.each(testDatabases())('feedback on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 50, pairings: 50 });
  });
  afterAll(() => t?.close());

  it('stores text and voice feedback; admins list it newest first and may download the recording; others get 403', async () => {
    expect(
      await t.call('bo@demo.test', feedbackRoutes.send, {
        feedbackText: 'The brand filter is great',
        screenName: '/brands',
      }),
    ).toMatchObject({ status: 200, body: { data: { message: FEEDBACK_MESSAGES.sent } } });
    const audio = await uploadAs(t, 'bo@demo.test', 'FEEDBACK_AUDIO', AUDIO);
    const bo = await userId(t.db, 'bo@demo.test');
    expect(
      (
        await t.call('bo@demo.test', feedbackRoutes.send, {
          userId: bo,
          mediaUrl: audio.url,
          screenName: '/chat',
        })
      ).status,
    ).toBe(200);
    const list = await t.call('admin@demo.test', feedbackRoutes.list, {});
    expect(list.status).toBe(200);
    const items = (list.body.data as FeedbackListResult).feedback;
    expect(items.slice(0, 2)).toMatchObject([
      {
        feedbackText: '',
        mediaUrl: audio.url,
        mediaFileName: 'feedback.webm',
        screenName: '/chat',
        user: { userId: bo },
      },
      { feedbackText: 'The brand filter is great', mediaUrl: null, screenName: '/brands' },
    ]);
    const get = async (email: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: audio.url,
          headers: { authorization: await t.auth(email) },
        })
      ).statusCode;
    expect(await get('admin@demo.test')).toBe(200);
    expect(await get('po@demo.test')).toBe(404);
    expect((await t.call('bo@demo.test', feedbackRoutes.list, {})).status).toBe(403);
  });

  it('refuses empty feedback, another user id, someone else’s or a non-audio file, unknown links — and stores nothing', async () => {
    const { rows: n0 } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from feedback`,
    );
    const theirs = await uploadAs(t, 'po@demo.test', 'FEEDBACK_AUDIO', AUDIO);
    const pdf = await uploadAs(t, 'bo@demo.test', 'FEEDBACK_AUDIO', {
      name: 'notes.pdf',
      type: 'application/pdf',
      bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'),
    });
    const po = await userId(t.db, 'po@demo.test');
    const cases: [RouteInput<typeof feedbackRoutes.send>, number, string?][] = [
      [{ feedbackText: '   ' }, 400, FEEDBACK_MESSAGES.empty],
      [{ feedbackText: 'x'.repeat(2_001) }, 400],
      [{ feedbackText: 'hi', userId: po }, 403],
      [{ mediaUrl: theirs.url }, 403, FILE_MESSAGES.notUploader],
      [{ mediaUrl: pdf.url }, 400, FILE_MESSAGES.formatNotSupported],
      [
        { mediaUrl: '/api/files/00000000-0000-4000-8000-000000000000' },
        404,
        FILE_MESSAGES.noFileFound,
      ],
      [{ mediaUrl: 'https://evil.example/x.mp3' }, 404, FILE_MESSAGES.noFileFound],
      [{ feedbackText: 'nul \u0000 byte' }, 400],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.call('bo@demo.test', feedbackRoutes.send, body);
      expect([body, res.status]).toEqual([body, status]);
      if (message) expect(res.body.message).toContain(message);
    }
    const { rows: n1 } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from feedback`,
    );
    expect(n1[0].n).toBe(n0[0].n);
  });
});
