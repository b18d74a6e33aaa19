import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EVENT_TEAM_TEXTS, meetingRoutes, pairingRoutes } from '@crm/contracts';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../test/harness.js';

describe.each(testDatabases())('delete meeting on %s', (kind) => {
  let t: TestApp;
  let brandId: number;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 150, pairings: 300 });
    const bo = await userId(t.db, 'bo@demo.test');
    const { rows } = await t.db.execute<{ brand_id: number }>(
      sql`select bo.brand_id from brand_owners bo join brands b on b.id = bo.brand_id
          where bo.user_id = ${bo} and not b.is_offloaded order by bo.brand_id limit 1`,
    );
    brandId = Number(rows[0].brand_id);
  });
  afterAll(() => t?.close());

  const interactions = async () =>
    (await t.call('bo@demo.test', pairingRoutes.interactions, { brandId, count: 100 })).body.data;
  const timelineIds = async () =>
    (
      await t.call('bo@demo.test', pairingRoutes.timeline, { brandId, count: 100 })
    ).body.data.items.map((i) => i.id);
  const logMeeting = async (note: string) => {
    const res = await t.call('bo@demo.test', pairingRoutes.callNotes, {
      brandId,
      type: 'CALL',
      note,
    });
    expect(res.status).toBe(200);
    return (await interactions()).interactions.find((x) => x.note === note)!.id;
  };

  it('deletes its author’s meeting from the brand’s interactions and timeline, and restores it', async () => {
    const meetingId = await logMeeting('Met at the stadium');
    const before = await interactions();
    const removed = await t.call('bo@demo.test', meetingRoutes.removal, { meetingId });
    expect(removed.status).toBe(200);
    expect(removed.body.data.message).toBe(EVENT_TEAM_TEXTS.meetingDeleted);
    const after = await interactions();
    expect(after.interactions.map((x) => x.id)).not.toContain(meetingId);
    expect(after.totalNoOfEntries).toBe(before.totalNoOfEntries - 1);
    expect(await timelineIds()).not.toContain(`i${meetingId}`);
    // deleting it again: it is gone
    expect((await t.call('bo@demo.test', meetingRoutes.removal, { meetingId })).status).toBe(404);
    const restored = await t.call('bo@demo.test', meetingRoutes.restore, { meetingId });
    expect(restored.status).toBe(200);
    expect(restored.body.data.message).toBe(EVENT_TEAM_TEXTS.meetingRestored);
    expect((await interactions()).interactions.map((x) => x.id)).toContain(meetingId);
    expect(await timelineIds()).toContain(`i${meetingId}`);
  });

  it('refuses another user’s meeting with 403 and an unknown one with 404, changing nothing; an admin may delete it', async () => {
    const meetingId = await logMeeting('Lunch with the marketing head');
    const before = await dbFingerprint(t.db);
    const stateOf = () =>
      t.db.execute<{ deleted: boolean }>(
        sql`select deleted_at is not null as deleted from interactions where id = ${meetingId}`,
      );
    for (const email of ['po@demo.test', 'hr@demo.test']) {
      const res = await t.call(email, meetingRoutes.removal, { meetingId });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(EVENT_TEAM_TEXTS.meetingNotYours);
    }
    expect((await t.call('po@demo.test', meetingRoutes.restore, { meetingId })).status).toBe(403);
    const unknown = await t.call('bo@demo.test', meetingRoutes.removal, { meetingId: 99_999_999 });
    expect(unknown.status).toBe(404);
    expect((await t.call('bo@demo.test', 'POST', '/api/event/meeting/removal', {})).status).toBe(
      400,
    );
    expect(await dbFingerprint(t.db)).toBe(before);
    expect((await stateOf()).rows[0].deleted).toBe(false);
    expect((await t.call('admin@demo.test', meetingRoutes.removal, { meetingId })).status).toBe(
      200,
    );
    expect((await stateOf()).rows[0].deleted).toBe(true);
  });
});
