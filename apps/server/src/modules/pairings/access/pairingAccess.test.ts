import { collaborationRoutes, inventoryRoutes, pairingRoutes } from '@crm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, testDatabases, userId, type TestApp } from '../../../test/harness.js';

type Standing = 'accepted' | 'pending' | 'revoked' | 'stranger';
const STANDINGS: Standing[] = ['accepted', 'pending', 'revoked', 'stranger'];

/**
 * Who works a pairing (contracts mayWorkPairing): an accepted collaborator works that pairing like its
 * owner — every read and every write agree — while a pending invitee, a revoked collaborator and a
 * stranger (all BOs who do not own the brand) work nothing, and the brand's other pairing stays closed.
 */
describe.each(testDatabases())('working a pairing as a collaborator on %s', (kind) => {
  let t: TestApp;
  let brandId: number;
  let eiId: number; // the shared pairing's event inventory
  let otherEiId: number; // another pairing of the same brand, never shared
  const email = {} as Record<Standing, string>;
  const id = {} as Record<Standing, number>;

  const invite = (add: number[], remove: number[] = []) =>
    t.call('bo@demo.test', collaborationRoutes.changeCollaborators, {
      eiId,
      brandId,
      add,
      remove,
    });
  const invitationOf = async (who: Standing) =>
    (
      await t.db.execute<{ id: number }>(
        sql`select id from collab_invitations where invitee_user_id = ${id[who]} and ei_id = ${eiId} and brand_id = ${brandId} order by id desc limit 1`,
      )
    ).rows[0].id;
  const accept = async (who: Standing) =>
    t.call(email[who], collaborationRoutes.invitationAction, {
      invitationIds: [await invitationOf(who)],
      action: 'APPROVE',
    });
  const pairings = async (who: Standing) =>
    (await t.call(email[who], pairingRoutes.brandPairings, { brandId })).body.data.pairings as {
      eiId: number;
      canUpdate: boolean;
      myInviteStatus: string | null;
    }[];
  const assigned = async (who: Standing, body: object = {}) => {
    const res = await t.call(email[who], pairingRoutes.assignedList, {
      eiId,
      count: 100,
      filters: { searchFor: brandName },
      ...body,
    });
    return {
      status: res.status,
      brands: (res.body.data?.brands ?? []) as { brandId: number; myInviteStatus: string | null }[],
    };
  };
  const stage = (who: Standing, ei: number) =>
    t.call(email[who], pairingRoutes.updateStage, {
      eiId: ei,
      brandId,
      stage: 'IN_PROGRESS',
      tag: 'WARM',
    });
  const notes = (who: Standing, updates: { eiId: number }[]) =>
    t.call(email[who], pairingRoutes.callNotes, {
      brandId,
      type: 'NOTE',
      note: `Note by ${who}`,
      updates,
    });
  let brandName = '';

  beforeAll(async () => {
    t = await startTestApp(kind);
    const bo = await userId(t.db, 'bo@demo.test');
    const { rows } = await t.db.execute<{
      brand_id: number;
      name: string;
      eis: number[];
    }>(sql`select a.brand_id, b.name, array_agg(a.ei_id order by a.ei_id) as eis
      from pairings a join brands b on b.id = a.brand_id join brand_owners o on o.brand_id = a.brand_id and o.user_id = ${bo}
      where a.status = 'ASSIGNED' group by a.brand_id, b.name having count(*) >= 2 order by a.brand_id limit 1`);
    brandId = Number(rows[0].brand_id);
    brandName = rows[0].name;
    [eiId, otherEiId] = rows[0].eis.map(Number);
    const { rows: bos } = await t.db.execute<{
      id: number;
      email: string;
    }>(sql`select u.id, u.email from users u where u.status = 'ACTIVE' and u.roles = '{BO}' and u.id <> ${bo}
      and not exists (select 1 from brand_owners o where o.brand_id = ${brandId} and o.user_id = u.id) order by u.id limit 4`);
    STANDINGS.forEach((s, i) => {
      email[s] = bos[i].email;
      id[s] = Number(bos[i].id);
    });
    for (const step of [
      () => invite([id.accepted, id.pending, id.revoked]),
      () => accept('accepted'),
      () => accept('revoked'),
      () => invite([], [id.revoked]),
    ]) {
      const res = await step();
      if (res.status !== 200)
        throw new Error(`setting up the invitations: ${res.status} ${JSON.stringify(res.body)}`);
    }
  });
  afterAll(() => t?.close());

  it('GET /brand/event/inventory/v2: canUpdate on the shared pairing for the accepted collaborator only, never on the brand’s other pairing', async () => {
    const expected: Record<Standing, string | null> = {
      accepted: 'ACCEPTED',
      pending: 'CO_INVITED',
      revoked: 'REVOKED',
      stranger: null,
    };
    for (const who of STANDINGS) {
      const list = await pairings(who);
      expect(
        list.find((p) => p.eiId === eiId),
        who,
      ).toMatchObject({ canUpdate: who === 'accepted', myInviteStatus: expected[who] });
      expect(
        list.find((p) => p.eiId === otherEiId),
        who,
      ).toMatchObject({ canUpdate: false, myInviteStatus: null });
    }
    expect(
      (
        await t.call('bo@demo.test', pairingRoutes.brandPairings, { brandId })
      ).body.data.pairings.every((p: { canUpdate: boolean }) => p.canUpdate),
    ).toBe(true);
  });

  it('the Assigned tab lists the shared pairing for the accepted collaborator (and in Shared with me); not for the others', async () => {
    for (const who of STANDINGS) {
      const all = await assigned(who);
      const shared = await assigned(who, { sharedWithMe: true });
      expect([all.status, shared.status]).toEqual([200, 200]);
      expect(
        all.brands.map((b) => b.brandId),
        who,
      ).toEqual(who === 'accepted' ? [brandId] : []);
      expect(shared.brands, who).toEqual(
        who === 'accepted'
          ? [expect.objectContaining({ brandId, myInviteStatus: 'ACCEPTED' })]
          : [],
      );
    }
    // the owner's own pairings are not 'shared with' them
    expect(
      (
        await t.call('bo@demo.test', pairingRoutes.assignedList, {
          eiId,
          sharedWithMe: true,
        })
      ).body.data.totalNoOfEntries,
    ).toBe(0);
    // the CSV export holds what the list holds
    const csv = await t.call(email.accepted, pairingRoutes.assignedCsv, {
      eiId,
      sharedWithMe: true,
      timeZone: 'Asia/Kolkata',
    });
    expect(csv.status).toBe(200);
    expect(csv.body).toContain(brandName.replace(/"/g, '""'));
  });

  it('the event inventory counts the pairings shared with the caller, and Assigned for You lists it under Shared with me', async () => {
    for (const who of STANDINGS) {
      const res = await t.call(email[who], inventoryRoutes.detail, { eiId });
      expect(res.body.data.sharedWithMeCount, who).toBe(who === 'accepted' ? 1 : 0);
      const shared = (
        await t.call(email[who], inventoryRoutes.forBo, { sharedWithMe: true, count: 50 })
      ).body.data.eventInventories;
      expect(
        shared.map((e) => e.eiId),
        who,
      ).toEqual(who === 'accepted' ? [eiId] : []);
      if (who === 'accepted')
        expect(Object.values(shared[0].stageCounts).reduce((x, y) => x + y, 0)).toBe(1);
    }
  });

  it('call notes: the accepted collaborator adds them for the shared pairing only — not for another pairing of the brand, nor on the brand alone', async () => {
    expect((await notes('accepted', [{ eiId }])).status).toBe(200);
    expect((await notes('accepted', [{ eiId: otherEiId }])).status).toBe(403);
    expect((await notes('accepted', [{ eiId }, { eiId: otherEiId }])).status).toBe(403);
    expect((await notes('accepted', [])).status).toBe(403);
    for (const who of ['pending', 'revoked', 'stranger'] as const)
      expect((await notes(who, [{ eiId }])).status, who).toBe(403);
    const { rows } = await t.db.execute<{ user_id: number }>(
      sql`select user_id from interactions where brand_id = ${brandId} and note like 'Note by %'`,
    );
    expect(rows.map((r) => Number(r.user_id))).toEqual([id.accepted]);
  });

  it('stage update: the accepted collaborator updates the shared pairing; nobody else, and not the other pairing', async () => {
    expect((await stage('accepted', eiId)).status).toBe(200);
    expect((await stage('accepted', otherEiId)).status).toBe(403);
    for (const who of ['pending', 'revoked', 'stranger'] as const)
      expect((await stage(who, eiId)).status, who).toBe(403);
  });

  it('a collaborator of a role without a pipeline finds the pairing in Shared with me only', async () => {
    const sme = await userId(t.db, 'sme@demo.test');
    expect((await invite([sme])).status).toBe(200);
    const inv = (
      await t.db.execute<{ id: number }>(
        sql`select id from collab_invitations where invitee_user_id = ${sme} and status = 'CO_INVITED'`,
      )
    ).rows[0].id;
    const list = (body: object) =>
      t.call('sme@demo.test', pairingRoutes.assignedList, { eiId, ...body });
    expect((await list({ sharedWithMe: true })).body.data.totalNoOfEntries).toBe(0);
    expect(
      (
        await t.call('sme@demo.test', collaborationRoutes.invitationAction, {
          invitationIds: [inv],
          action: 'APPROVE',
        })
      ).status,
    ).toBe(200);
    expect(
      (await list({ sharedWithMe: true })).body.data.brands.map(
        (b: { brandId: number }) => b.brandId,
      ),
    ).toEqual([brandId]);
    expect((await list({})).status).toBe(403);
  });

  it('revoking the accepted collaborator ends every read and write at once', async () => {
    expect((await invite([], [id.accepted])).status).toBe(200);
    expect((await pairings('accepted')).find((p) => p.eiId === eiId)).toMatchObject({
      canUpdate: false,
      myInviteStatus: 'REVOKED',
    });
    expect((await assigned('accepted', { sharedWithMe: true })).brands).toEqual([]);
    expect((await assigned('accepted')).brands).toEqual([]);
    expect((await notes('accepted', [{ eiId }])).status).toBe(403);
    expect((await stage('accepted', eiId)).status).toBe(403);
  });
});
