import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EVENT_TEAM_TEXTS, meetingRoutes, pairingRoutes } from '@crm/contracts';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../../test/harness.js';

describe.each(testDatabases('both'))('delete meeting on %s', (kind) => {
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
    // raw: no meeting id, which the contract requires
    expect((await t.raw('bo@demo.test', 'POST', '/api/event/meeting/removal', {})).status).toBe(
      400,
    );
    expect(await dbFingerprint(t.db)).toBe(before);
    expect((await stateOf()).rows[0].deleted).toBe(false);
    expect((await t.call('admin@demo.test', meetingRoutes.removal, { meetingId })).status).toBe(
      200,
    );
    expect((await stateOf()).rows[0].deleted).toBe(true);
  });

  it('moves the last contact of the pairings the meeting touched back to the brand’s previous interaction, and Undo puts it back', async () => {
    const bo = await userId(t.db, 'bo@demo.test');
    const { rows: picked } = await t.db.execute<{ brand_id: number }>(
      sql`select a.brand_id from pairings a join brand_owners o on o.brand_id = a.brand_id
          where o.user_id = ${bo} and a.status = 'ASSIGNED'
          group by a.brand_id having count(*) >= 2 order by a.brand_id limit 1`,
    );
    const brand = Number(picked[0].brand_id);
    const { rows: eis } = await t.db.execute<{ ei_id: number }>(
      sql`select ei_id from pairings where brand_id = ${brand} and status = 'ASSIGNED' order by ei_id limit 2`,
    );
    const [p1, p2] = eis.map((r) => Number(r.ei_id));
    const log = async (note: string, eiIds: number[]) => {
      const res = await t.call('bo@demo.test', pairingRoutes.callNotes, {
        brandId: brand,
        type: 'CALL',
        note,
        updates: eiIds.map((eiId) => ({ eiId })),
      });
      expect(res.status).toBe(200);
      const { rows } = await t.db.execute<{ id: number }>(
        sql`select id from interactions where brand_id = ${brand} and note = ${note}`,
      );
      return Number(rows[0].id);
    };
    /** The time of meeting `id`, as text in the session's zone. */
    const timeOf = async (id: number) =>
      (
        await t.db.execute<{ at: string }>(
          sql`select created_at::text as at from interactions where id = ${id}`,
        )
      ).rows[0].at;
    /** Each pairing's last contact, as text (null for none). */
    const lastContact = async () => {
      const { rows } = await t.db.execute<{ ei_id: number; at: string | null }>(
        sql`select ei_id, last_contact_at::text as at from pairings where brand_id = ${brand} and ei_id in (${p1}, ${p2})`,
      );
      return Object.fromEntries(rows.map((r) => [Number(r.ei_id), r.at]));
    };
    const remove = async (meetingId: number) =>
      expect((await t.call('bo@demo.test', meetingRoutes.removal, { meetingId })).status).toBe(200);
    const restore = async (meetingId: number) =>
      expect((await t.call('bo@demo.test', meetingRoutes.restore, { meetingId })).status).toBe(200);

    const first = await log('Pitched both inventories', [p1, p2]);
    const second = await log('Followed up on the first', [p1]);
    const later = await log('A note on the brand alone', []);
    const [t1, t2] = [await timeOf(first), await timeOf(second)];
    expect(await lastContact()).toEqual({ [p1]: t2, [p2]: t1 });

    // a later edit of p2 that is no contact (its proposed value): Undo of the second meeting must leave p2 be
    const edit = await t.call('bo@demo.test', pairingRoutes.updateStage, {
      eiId: p2,
      brandId: brand,
      stage: 'IN_PROGRESS',
      proposedValue: 2,
    });
    expect(edit.status).toBe(200);
    expect(await lastContact()).toEqual({ [p1]: t2, [p2]: t1 });

    // the second meeting goes: p1 falls back to the first, not to the later note that did not touch it
    await remove(second);
    expect(await lastContact()).toEqual({ [p1]: t1, [p2]: t1 });
    await restore(second);
    expect(await lastContact()).toEqual({ [p1]: t2, [p2]: t1 });

    // the first meeting goes: p2 falls back to the brand's latest interaction before it, or none
    const { rows: before } = await t.db.execute<{ at: string | null }>(
      sql`select max(created_at)::text as at from interactions
          where brand_id = ${brand} and deleted_at is null and id not in (${first}, ${second}, ${later})`,
    );
    await remove(first);
    expect(await lastContact()).toEqual({ [p1]: t2, [p2]: before[0].at });
    // as a meeting deleted before the moved pairings were kept: Undo falls back to the rule of that time
    await t.db.execute(sql`update interactions set moved_pairing_ids = null where id = ${first}`);
    await restore(first);
    expect(await lastContact()).toEqual({ [p1]: t2, [p2]: t1 });

    // a refused deletion changes no last contact
    const stamp = await dbFingerprint(t.db);
    expect(
      (await t.call('po@demo.test', meetingRoutes.removal, { meetingId: second })).status,
    ).toBe(403);
    expect(await dbFingerprint(t.db)).toBe(stamp);
    expect(await lastContact()).toEqual({ [p1]: t2, [p2]: t1 });
  });
});
