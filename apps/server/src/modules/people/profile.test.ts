import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  RouteInput,
  UserBrandsResult,
  UserInventoriesResult,
  UserTeamsResult,
} from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';
import { uploadAs } from '../../test/uploads.js';
import { chatRoutes, peopleRoutes, userRoutes } from '@crm/contracts';

const png = (name: string) => ({
  name,
  type: 'image/png',
  bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
});

/** A profile's tabs (offloaded brands, inventories, teams) and one's own picture. */
describe.each(testDatabases())('profile tabs on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 80, pairings: 150 });
  });
  afterAll(() => t?.close());

  it('lists a user’s offloaded brands apart from their current ones, with why and when', async () => {
    const bo = await userId(t.db, 'bo@demo.test');
    const { rows } = await t.db.execute<{ id: number; name: string }>(
      sql`select b.id, b.name from brands b join brand_owners o on o.brand_id = b.id where o.user_id = ${bo} and not b.is_offloaded order by b.id limit 1`,
    );
    await t.db.execute(
      sql`update brands set is_offloaded = true, offload_reason = 'Moved to another agency', offloaded_at = now() where id = ${rows[0].id}`,
    );
    const current = (await t.call('po@demo.test', peopleRoutes.brands, { userId: bo, count: 100 }))
      .body.data as UserBrandsResult;
    const off = (
      await t.call('po@demo.test', peopleRoutes.brands, {
        userId: bo,
        offloaded: true,
        count: 100,
      })
    ).body.data as UserBrandsResult;
    expect(current.brands.map((b) => b.brandId)).not.toContain(Number(rows[0].id));
    expect(off.brands.find((b) => b.brandId === Number(rows[0].id))).toMatchObject({
      brandName: rows[0].name,
      offloadReason: 'Moved to another agency',
    });
    expect(off.brands.every((b) => b.offloadedAt !== null)).toBe(true);
    expect(current.brands.every((b) => b.offloadReason === null && b.offloadedAt === null)).toBe(
      true,
    );
  });

  it('lists the event inventories a user is PO of, with counts, searchable and paged; 404 for an unknown user', async () => {
    const po = await userId(t.db, 'po@demo.test');
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from event_inventory_owners where user_id = ${po}`,
    );
    const all = (await t.call('bo@demo.test', peopleRoutes.inventories, { userId: po, count: 100 }))
      .body.data as UserInventoriesResult;
    expect(all.totalNoOfEntries).toBe(rows[0].n);
    const first = all.inventories[0];
    const { rows: c } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pairings where ei_id = ${first.eiId} and status = 'ASSIGNED'`,
    );
    expect(first.brandsAssigned).toBe(c[0].n);
    const starts = all.inventories.map((i) => i.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    const found = (
      await t.call('bo@demo.test', peopleRoutes.inventories, {
        userId: po,
        searchFor: first.inventoryName,
      })
    ).body.data;
    expect(
      found.inventories.every(
        (i) =>
          i.inventoryName === first.inventoryName ||
          i.eventName.toLowerCase().includes(first.inventoryName.toLowerCase()),
      ),
    ).toBe(true);
    const page2 = (
      await t.call('bo@demo.test', peopleRoutes.inventories, { userId: po, count: 1, pageNo: 2 })
    ).body.data as UserInventoriesResult;
    expect(page2.inventories[0]?.eiId).toBe(all.inventories[1]?.eiId);
    expect(
      (await t.call('bo@demo.test', peopleRoutes.inventories, { userId: 99999999 })).status,
    ).toBe(404);
    expect((await t.call('bo@demo.test', peopleRoutes.teams, { userId: 99999999 })).status).toBe(
      404,
    );
  });

  it('lists the teams a user owns first, then those they belong to; onlyTo keeps the owned ones', async () => {
    const to = await userId(t.db, 'to@demo.test');
    const { rows } = await t.db.execute<{ user_id: number }>(
      sql`select m.user_id from team_members m join teams t on t.id = m.team_id where t.owner_user_id = ${to} order by m.user_id limit 1`,
    );
    const owned = (await t.call('bo@demo.test', peopleRoutes.teams, { userId: to, onlyTo: true }))
      .body.data;
    expect(owned.teams.length).toBeGreaterThan(0);
    expect(
      owned.teams.every((x) => x.role === 'OWNER' && x.owner.userId === to && x.memberCount > 0),
    ).toBe(true);
    const member = (await t.call('bo@demo.test', peopleRoutes.teams, { userId: rows[0].user_id }))
      .body.data as UserTeamsResult;
    expect(member.teams.some((x) => x.role === 'MEMBER' && x.owner.userId === to)).toBe(true);
  });

  it('lists the files a person shared in chats the caller is in, never from other chats', async () => {
    const po = await userId(t.db, 'po@demo.test');
    const hr = await userId(t.db, 'hr@demo.test');
    const shared = (
      await t.call('bo@demo.test', chatRoutes.createGroup, { name: 'Shared room', members: [po] })
    ).body.data.id;
    const other = (
      await t.call('bo@demo.test', chatRoutes.createGroup, { name: 'Other room', members: [hr] })
    ).body.data.id;
    const a = await uploadAs(t, 'bo@demo.test', 'CHAT_FILE', png('deck-shared.png'));
    const b = await uploadAs(t, 'bo@demo.test', 'CHAT_FILE', png('deck-private.png'));
    for (const [chatId, f] of [
      [shared, a],
      [other, b],
    ] as const) {
      expect(
        (
          await t.call('bo@demo.test', chatRoutes.send, {
            chatId,
            localId: crypto.randomUUID(),
            files: [{ fileId: f.fileId }],
          })
        ).status,
      ).toBe(200);
    }
    const bo = await userId(t.db, 'bo@demo.test');
    const seen = async (email: string, q: Partial<RouteInput<typeof peopleRoutes.files>> = {}) =>
      (await t.call(email, peopleRoutes.files, { targetUserId: bo, ...q })).body.data.files.map(
        (f) => f.fileId,
      );
    expect(await seen('po@demo.test')).toEqual([a.fileId]);
    expect(await seen('hr@demo.test')).toEqual([b.fileId]);
    expect(await seen('to@demo.test')).toEqual([]);
    expect(await seen('po@demo.test', { searchFor: 'private' })).toEqual([]);
    expect(await seen('po@demo.test', { type: 'docs' })).toEqual([]);
    const unknown = await t.call('po@demo.test', peopleRoutes.files, { targetUserId: 99999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('User not found');
  });

  it('sets one’s own picture from one’s own PROFILE_PHOTO upload; refuses others’ uploads, other purposes and non-images, changing nothing', async () => {
    const me = await userId(t.db, 'bo@demo.test');
    const mine = await uploadAs(t, 'bo@demo.test', 'PROFILE_PHOTO', png('me.png'));
    const theirs = await uploadAs(t, 'po@demo.test', 'PROFILE_PHOTO', png('them.png'));
    const chat = await uploadAs(t, 'bo@demo.test', 'CHAT_FILE', png('chat.png'));
    const picture = async () =>
      (
        await t.db.execute<{ p: string | null }>(
          sql`select profile_image as p from users where id = ${me}`,
        )
      ).rows[0].p;
    const before = await picture();
    expect(
      (
        await t.call('bo@demo.test', peopleRoutes.profileImage, {
          profileImageUrl: theirs.url,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('bo@demo.test', peopleRoutes.profileImage, {
          profileImageUrl: chat.url,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call('bo@demo.test', peopleRoutes.profileImage, {
          profileImageUrl: '/api/files/00000000-0000-0000-0000-000000000000',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('bo@demo.test', peopleRoutes.profileImage, {
          profileImageUrl: 'https://evil.example/x.png',
        })
      ).status,
    ).toBe(404);
    expect(await picture()).toBe(before);
    const ok = await t.call('bo@demo.test', peopleRoutes.profileImage, {
      profileImageUrl: mine.url,
    });
    expect(ok.body.data).toEqual({ profileImage: mine.url, message: 'Profile picture updated' });
    expect(
      (await t.call('po@demo.test', userRoutes.details, { userId: me })).body.data.profileImage,
    ).toBe(mine.url);
  });
});
