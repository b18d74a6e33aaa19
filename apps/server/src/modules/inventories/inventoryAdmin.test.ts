import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  FILE_MESSAGES,
  fileRoutes,
  INVENTORY_ADMIN_MESSAGES as M,
  inventoryAdminRoutes,
  inventoryRoutes,
  notificationRoutes,
  pairingRoutes,
  referenceKindRoutes,
} from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';
import { uploadAs, type TestFile } from '../../test/uploads.js';

const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const pdf = (name: string): TestFile => ({ name, type: 'application/pdf', bytes: PDF });
const csv: TestFile = {
  name: 'targets.csv',
  type: 'text/csv',
  bytes: new TextEncoder().encode('a,b\n1,2\n'),
};

describe.each(testDatabases())('inventories admin on %s', (kind) => {
  let t: TestApp;
  let eiId: number;
  let inventoryId: number;
  let eventId: number;
  let poId: number;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 150, pairings: 300 });
    poId = await userId(t.db, 'po@demo.test');
    // an event inventory whose only PO is po@demo.test
    const { rows } = await t.db.execute<{ id: number; inventory_id: number; event_id: number }>(
      sql`select id, inventory_id, event_id from event_inventories order by id limit 1`,
    );
    ({ id: eiId, inventory_id: inventoryId, event_id: eventId } = rows[0]);
    eiId = Number(eiId);
    inventoryId = Number(inventoryId);
    eventId = Number(eventId);
    await t.db.execute(sql`delete from event_inventory_owners where ei_id = ${eiId}`);
    await t.db.execute(
      sql`insert into event_inventory_owners (ei_id, user_id) values (${eiId}, ${poId})`,
    );
    await t.db.execute(sql`update event_inventories set deck_uploaded = false where id = ${eiId}`);
  });
  afterAll(() => t?.close());

  const decks = (email: string) => t.call(email, inventoryAdminRoutes.decks, { eiId });

  it('uploads deck versions (admin and the PO), keeps older ones, renames, and tracks who viewed which version', async () => {
    expect((await decks('bo@demo.test')).body.data.decks).toEqual([]);
    const f1 = await uploadAs(t, 'admin@demo.test', 'DECK', pdf('Title sponsor deck.pdf'));
    const v1 = await t.call('admin@demo.test', inventoryAdminRoutes.saveDeck, {
      eiId,
      fileId: f1.fileId,
    });
    expect(v1.status).toBe(200);
    expect(v1.body.data.message).toBe(M.deckUploaded);
    expect(v1.body.data.deck).toMatchObject({
      deckName: 'Title sponsor deck.pdf',
      deckVersion: 1,
      deckSize: PDF.length,
      deckUrl: f1.url,
      viewed: true,
      isLatest: true,
    });
    // the uploader cannot delete the file from under the deck
    const gone = await t.call('admin@demo.test', fileRoutes.remove, {
      fileId: f1.fileId,
    });
    expect([gone.status, gone.body.error]).toEqual([409, 'FILE_IN_USE']);
    expect(
      (await t.call('bo@demo.test', inventoryRoutes.detail, { eiId })).body.data.deckUploaded,
    ).toBe(true);
    // the PO is told; the uploader is not
    const told = (await t.call('po@demo.test', notificationRoutes.list, {})).body.data
      .notifications[0];
    expect(told).toMatchObject({ type: 'DECK_UPLOADED', eventInventories: [{ eiId }] });
    expect(told.content).toMatch(/uploaded version \*\*1\*\* of the deck for/);

    const f2 = await uploadAs(t, 'po@demo.test', 'DECK', pdf('Title sponsor deck v2.pdf'));
    const v2 = await t.call('po@demo.test', inventoryAdminRoutes.saveDeck, {
      eiId,
      fileId: f2.fileId,
      deckName: 'Deck – final',
    });
    expect(v2.body.data.deck).toMatchObject({
      deckVersion: 2,
      deckName: 'Deck – final',
      deckFirstUploadedOn: v1.body.data.deck.deckFirstUploadedOn,
      deckUploaderUserId: poId,
    });

    // a BO sees both versions, newest first, neither viewed; the download works for them
    const list = (await decks('bo@demo.test')).body.data.decks;
    expect(
      list.map((d: { deckVersion: number; viewed: boolean; isLatest: boolean }) => [
        d.deckVersion,
        d.viewed,
        d.isLatest,
      ]),
    ).toEqual([
      [2, false, true],
      [1, false, false],
    ]);
    const dl = await t.app.inject({
      method: 'GET',
      url: list[0].deckUrl,
      headers: { authorization: await t.auth('bo@demo.test') },
    });
    expect(dl.statusCode).toBe(200);
    const ids = list.map((d: { deckId: number }) => d.deckId);
    const status = await t.call('bo@demo.test', inventoryAdminRoutes.deckViewStatus, {
      deckIds: [...ids, 999999],
    });
    expect(status.body.data.decks).toEqual(
      ids
        .slice()
        .sort((a: number, b: number) => a - b)
        .map((deckId: number) => ({ deckId, viewed: false, viewedOn: null })),
    );
    const marked = await t.call('bo@demo.test', inventoryAdminRoutes.viewDecks, {
      deckIds: [ids[0]],
    });
    expect(marked.body.data.decks[0]).toMatchObject({ deckId: ids[0], viewed: true });
    expect(
      (await decks('bo@demo.test')).body.data.decks.map((d: { viewed: boolean }) => d.viewed),
    ).toEqual([true, false]);
    // per user: the TO has still viewed nothing
    expect(
      (await decks('to@demo.test')).body.data.decks.map((d: { viewed: boolean }) => d.viewed),
    ).toEqual([false, false]);
    expect(
      (
        await t.call('bo@demo.test', inventoryAdminRoutes.viewDecks, {
          deckIds: [999999],
        })
      ).status,
    ).toBe(404);

    const renamed = await t.call('admin@demo.test', inventoryAdminRoutes.saveDeck, {
      eiId,
      deckId: ids[1],
      deckName: 'Deck v1 (old)',
    });
    expect(renamed.body.data).toMatchObject({
      message: M.deckInfoUpdated,
      deck: { deckVersion: 1, deckName: 'Deck v1 (old)' },
    });
  });

  it('refuses deck uploads by others, of bad files, reused files and for unknown ids, changing nothing', async () => {
    const count = async () =>
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from decks`)).rows[0].n;
    const before = await count();
    const boFile = await uploadAs(t, 'bo@demo.test', 'DECK', pdf('mine.pdf'));
    const bo = await t.call('bo@demo.test', inventoryAdminRoutes.saveDeck, {
      eiId,
      fileId: boFile.fileId,
    });
    expect(bo.status).toBe(403);
    expect(bo.body.message).toBe(M.deckNotAllowed);
    // the admin may not use someone else's upload
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.saveDeck, {
          eiId,
          fileId: boFile.fileId,
        })
      ).status,
    ).toBe(403);
    const sheet = await uploadAs(t, 'admin@demo.test', 'DECK', csv);
    const bad = await t.call('admin@demo.test', inventoryAdminRoutes.saveDeck, {
      eiId,
      fileId: sheet.fileId,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(M.deckType);
    const brandFile = await uploadAs(t, 'admin@demo.test', 'BRAND_FILE', pdf('brand.pdf'));
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.saveDeck, {
          eiId,
          fileId: brandFile.fileId,
        })
      ).status,
    ).toBe(400);
    const used = (await decks('admin@demo.test')).body.data.decks[0];
    const fileOf = async (email: string) =>
      (
        await t.db.execute<{ id: number }>(
          sql`select d.file_id as id from decks d join users u on u.id = d.uploaded_by where u.email = ${email} order by d.id limit 1`,
        )
      ).rows[0].id;
    expect(
      (
        await t.call('po@demo.test', inventoryAdminRoutes.saveDeck, {
          eiId,
          fileId: await fileOf('admin@demo.test'),
        })
      ).status,
    ).toBe(403); // the admin's file
    const reused = await t.call('po@demo.test', inventoryAdminRoutes.saveDeck, {
      eiId,
      fileId: await fileOf('po@demo.test'),
    });
    expect([reused.status, reused.body.message]).toEqual([409, M.deckFileUsed]);
    const f = await uploadAs(t, 'admin@demo.test', 'DECK', pdf('x.pdf'));
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.saveDeck, {
          eiId: 999999,
          fileId: f.fileId,
        })
      ).status,
    ).toBe(404);
    const missing = await t.call('admin@demo.test', inventoryAdminRoutes.saveDeck, {
      eiId,
      fileId: 999999,
    });
    expect([missing.status, missing.body.message]).toEqual([404, FILE_MESSAGES.noFileFound]);
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.saveDeck, {
          eiId,
          deckId: 999999,
          deckName: 'x',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.saveDeck, {
          eiId,
          fileId: f.fileId,
          deckId: used.deckId,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.saveDeck, {
          eiId,
          deckId: used.deckId,
        })
      ).status,
    ).toBe(400);
    expect(await count()).toBe(before);
  });

  it('sets and lists the SMEs of an inventory, an event and through an event inventory; refuses inactive users and others', async () => {
    const sme = await userId(t.db, 'sme@demo.test');
    const hr = await userId(t.db, 'hr@demo.test');
    const inv = await t.call('admin@demo.test', inventoryAdminRoutes.setInventorySmes, {
      inventoryId,
      userIds: [sme, hr, sme],
    });
    expect(inv.body.data.message).toBe(M.smesUpdated);
    const listed = (
      await t.call('bo@demo.test', inventoryAdminRoutes.inventorySmes, { inventoryId })
    ).body.data.users.map((u: { userId: number }) => u.userId);
    expect(listed.sort()).toEqual([sme, hr].sort());
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.setEventSmes, {
          eventId,
          userIds: [hr],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('bo@demo.test', inventoryAdminRoutes.eventSmes, { eventId })
      ).body.data.users.map((u: { userId: number }) => u.userId),
    ).toEqual([hr]);
    // the SME now sees this event inventory in their list
    const { rows: ev } = await t.db.execute<{ name: string }>(
      sql`select name from events where id = ${eventId}`,
    );
    const mine = (
      await t.call('sme@demo.test', inventoryRoutes.forSme, { count: 100, searchFor: ev[0].name })
    ).body.data.eventInventories.map((e: { eiId: number }) => e.eiId);
    expect(mine).toContain(eiId);

    const ei = await t.call('admin@demo.test', inventoryAdminRoutes.setEiSmes, {
      eiId,
      eventSmeIds: [sme],
    });
    expect(ei.status).toBe(200);
    const both = (await t.call('po@demo.test', inventoryAdminRoutes.eiSmes, { eiId })).body.data;
    expect(both.eventSmes.map((u: { userId: number }) => u.userId)).toEqual([sme]);
    expect(both.inventorySmes.length).toBe(2); // not sent, not changed

    await t.db.execute(sql`update users set status = 'INACTIVE' where id = ${hr}`);
    const inactive = await t.call('admin@demo.test', inventoryAdminRoutes.setInventorySmes, {
      inventoryId,
      userIds: [hr],
    });
    await t.db.execute(sql`update users set status = 'ACTIVE' where id = ${hr}`);
    expect(inactive.status).toBe(400);
    expect(inactive.body.field).toBe('userIds');
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.setInventorySmes, {
          inventoryId,
          userIds: [999999],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.setInventorySmes, {
          inventoryId: 999999,
          userIds: [],
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.setEventSmes, {
          eventId: 999999,
          userIds: [],
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('admin@demo.test', inventoryAdminRoutes.eiSmes, { eiId: 999999 })).status,
    ).toBe(404);
    expect(
      (
        await t.call('po@demo.test', inventoryAdminRoutes.setInventorySmes, {
          inventoryId,
          userIds: [],
        })
      ).status,
    ).toBe(403);
    // clearing
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.setInventorySmes, {
          inventoryId,
          userIds: [],
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.call('bo@demo.test', inventoryAdminRoutes.inventorySmes, { inventoryId })).body.data
        .users,
    ).toEqual([]);
  });

  it('sets blocked industries (admin or the event inventory’s PO), which the unassigned list then leaves out', async () => {
    const { rows } = await t.db.execute<{
      id: number;
    }>(sql`select b.industry_id as id from brands b where b.industry_id is not null
      and not exists (select 1 from pairings a where a.brand_id = b.id and a.ei_id = ${eiId}) group by b.industry_id order by count(*) desc limit 2`);
    const [a, b] = rows.map((r) => Number(r.id));
    const set = await t.call('po@demo.test', inventoryAdminRoutes.setBlockedIndustries, {
      eiId,
      industryIds: [a, b],
    });
    expect(set.body.data.message).toBe(M.blockedUpdated);
    const got = (
      await t.call('hr@demo.test', inventoryAdminRoutes.blockedIndustries, { eiId })
    ).body.data.industries.map((i: { id: number }) => i.id);
    expect(got.sort()).toEqual([a, b].sort());
    const unassigned = (
      await t.call('po@demo.test', pairingRoutes.unassignedList, {
        eiId,
        selectionType: 'UNASSIGNED',
        count: 100,
      })
    ).body.data.brands;
    const { rows: blockedBrands } = await t.db.execute<{ id: number }>(
      sql`select id from brands where industry_id in (${a}, ${b})`,
    );
    const blocked = new Set(blockedBrands.map((r) => Number(r.id)));
    expect(unassigned.length).toBeGreaterThan(0);
    expect(unassigned.some((x) => blocked.has(x.brandId))).toBe(false);

    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.setBlockedIndustries, {
          eiId,
          industryIds: [a],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('bo@demo.test', inventoryRoutes.detail, { eiId })
      ).body.data.blockedIndustries.map((i: { id: number }) => i.id),
    ).toEqual([a]);
    const bo = await t.call('bo@demo.test', inventoryAdminRoutes.setBlockedIndustries, {
      eiId,
      industryIds: [],
    });
    expect([bo.status, bo.body.message]).toEqual([403, M.blockedNotAllowed]);
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.setBlockedIndustries, {
          eiId,
          industryIds: [999999],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.setBlockedIndustries, {
          eiId: 999999,
          industryIds: [],
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.blockedIndustries, { eiId })
      ).body.data.industries.map((i: { id: number }) => i.id),
    ).toEqual([a]);
  });

  it('adds, lists (50 a page), removes and restores case studies; only admins post and remove', async () => {
    const list = (email: string, q: { searchFor?: string } = {}) =>
      t.call(email, inventoryAdminRoutes.caseStudies, { id: inventoryId, ...q });
    const f = await uploadAs(t, 'admin@demo.test', 'CASE_STUDY', pdf('IPL 2025 activation.pdf'));
    const add = await t.call('admin@demo.test', inventoryAdminRoutes.addCaseStudy, {
      inventoryId,
      title: 'IPL 2025 activation',
      description: 'Jersey front, 3x reach',
      fileId: f.fileId,
    });
    expect(add.body.data).toMatchObject({
      message: M.caseStudyAdded,
      caseStudy: {
        title: 'IPL 2025 activation',
        url: f.url,
        fileName: 'IPL 2025 activation.pdf',
        link: null,
      },
    });
    const link = await t.call('admin@demo.test', inventoryAdminRoutes.addCaseStudy, {
      inventoryId,
      title: 'Press coverage',
      link: 'https://example.com/coverage',
    });
    expect(link.status).toBe(200);
    const page = (await list('bo@demo.test')).body.data;
    expect(page).toMatchObject({ pageNo: 1, totalNoOfEntries: 2, notified: false });
    expect(page.caseStudies.map((c: { title: string }) => c.title)).toEqual([
      'Press coverage',
      'IPL 2025 activation',
    ]);
    expect(
      (await list('bo@demo.test', { searchFor: 'jersey' })).body.data.caseStudies.map(
        (c: { title: string }) => c.title,
      ),
    ).toEqual(['IPL 2025 activation']);
    // every user may download a live case study's file
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: f.url,
          headers: { authorization: await t.auth('hr@demo.test') },
        })
      ).statusCode,
    ).toBe(200);

    // an inventory whose only use is a case study is not removed with it from /settings
    const bareId = (
      await t.call('admin@demo.test', referenceKindRoutes('inventory').create, {
        name: 'Case-study-only inventory',
      })
    ).body.data.row.id;
    await t.call('admin@demo.test', inventoryAdminRoutes.addCaseStudy, {
      inventoryId: bareId,
      title: 'Kept',
      link: 'https://example.com/kept',
    });
    const refused = await t.call('admin@demo.test', referenceKindRoutes('inventory').remove, {
      inventoryId: bareId,
    });
    expect([refused.status, refused.body.message]).toEqual([
      409,
      expect.stringMatching(/1 case study/),
    ]);
    expect(
      (
        await t.call('po@demo.test', inventoryAdminRoutes.addCaseStudy, {
          inventoryId,
          title: 'x',
          link: 'https://x.test',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.addCaseStudy, {
          inventoryId,
          title: 'No source',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.addCaseStudy, {
          inventoryId,
          title: 'Bad link',
          link: 'javascript:alert(1)',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.addCaseStudy, {
          inventoryId,
          title: 'Reused',
          fileId: f.fileId,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.addCaseStudy, {
          inventoryId: 999999,
          title: 'x',
          link: 'https://x.test',
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('admin@demo.test', inventoryAdminRoutes.caseStudies, { id: 999999 })).status,
    ).toBe(404);

    const id = link.body.data.caseStudy.id;
    expect(
      (await t.call('po@demo.test', inventoryAdminRoutes.removeCaseStudy, { id })).status,
    ).toBe(403);
    expect(
      (await t.call('admin@demo.test', inventoryAdminRoutes.removeCaseStudy, { id })).body.data
        .message,
    ).toBe(M.caseStudyRemoved);
    expect(
      (await t.call('admin@demo.test', inventoryAdminRoutes.removeCaseStudy, { id })).status,
    ).toBe(404);
    expect((await list('bo@demo.test')).body.data.totalNoOfEntries).toBe(1);
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.restoreCaseStudy, {
          id,
        })
      ).body.data.message,
    ).toBe(M.caseStudyRestored);
    // a removed case study's file is no longer shared: only its uploader may still download it
    const fileCase = add.body.data.caseStudy.id;
    await t.call('admin@demo.test', inventoryAdminRoutes.removeCaseStudy, {
      id: fileCase,
    });
    const download = async (email: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: f.url,
          headers: { authorization: await t.auth(email) },
        })
      ).statusCode;
    expect([await download('hr@demo.test'), await download('admin@demo.test')]).toEqual([404, 200]);
    await t.call('admin@demo.test', inventoryAdminRoutes.restoreCaseStudy, {
      id: fileCase,
    });
    expect(await download('hr@demo.test')).toBe(200);
    expect((await list('bo@demo.test')).body.data.totalNoOfEntries).toBe(2);
  });

  it('a case-study request notifies every active admin once and marks the inventory notified; refused when it has case studies', async () => {
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select id from inventories where id <> ${inventoryId} order by id limit 1`,
    );
    const other = Number(rows[0].id);
    const adminId = await userId(t.db, 'admin@demo.test');
    const adminNotes = async () =>
      (
        await t.db.execute<{ n: number }>(
          sql`select count(*)::int as n from notifications where type = 'CASE_STUDY_REQUEST' and user_id = ${adminId}`,
        )
      ).rows[0].n;
    const before = await adminNotes();
    const res = await t.call('bo@demo.test', inventoryAdminRoutes.requestCaseStudies, {
      id: other,
    });
    expect(res.body.data.message).toBe(M.adminNotified);
    expect(await adminNotes()).toBe(before + 1);
    const note = (
      await t.call('admin@demo.test', notificationRoutes.list, {})
    ).body.data.notifications.find((n) => n.type === 'CASE_STUDY_REQUEST');
    expect(note?.content).toMatch(/asked for case studies of/);
    expect(
      (await t.call('bo@demo.test', inventoryAdminRoutes.caseStudies, { id: other })).body.data
        .notified,
    ).toBe(true);
    expect(
      (await t.call('to@demo.test', inventoryAdminRoutes.caseStudies, { id: other })).body.data
        .notified,
    ).toBe(false);
    // asking again: the same answer, no second notification
    expect(
      (await t.call('bo@demo.test', inventoryAdminRoutes.requestCaseStudies, { id: other })).status,
    ).toBe(200);
    expect(await adminNotes()).toBe(before + 1);
    const has = await t.call('bo@demo.test', inventoryAdminRoutes.requestCaseStudies, {
      id: inventoryId,
    });
    expect([has.status, has.body.message]).toEqual([409, M.hasCaseStudies]);
    expect(
      (await t.call('bo@demo.test', inventoryAdminRoutes.requestCaseStudies, { id: 999999 }))
        .status,
    ).toBe(404);
  });

  it('reminds the event inventory’s POs of pending brand assignment and deck upload (admin only)', async () => {
    const poNotes = async (type: string) =>
      (
        await t.db.execute<{ n: number }>(
          sql`select count(*)::int as n from notifications where type = ${type} and user_id = ${poId} and ei_id = ${eiId}`,
        )
      ).rows[0].n;
    const res = await t.call('admin@demo.test', inventoryAdminRoutes.notifyBrandAssignmentPending, {
      eiId,
    });
    expect(res.body.data).toEqual({ message: M.posNotified, notified: 1 });
    expect(await poNotes('BRAND_ASSIGNMENT_PENDING')).toBe(1);
    const note = (await t.call('po@demo.test', notificationRoutes.list, {})).body.data
      .notifications[0];
    expect(note).toMatchObject({ type: 'BRAND_ASSIGNMENT_PENDING', eventInventories: [{ eiId }] });
    expect(note.content).toMatch(/brands are yet to be assigned to/);
    // the deck is uploaded (first test): nothing to remind
    const deck = await t.call('admin@demo.test', inventoryAdminRoutes.notifyDeckUploadPending, {
      eiId,
    });
    expect([deck.status, deck.body.message]).toEqual([409, M.deckAlreadyUploaded]);
    const { rows } = await t.db.execute<{
      id: number;
    }>(sql`select ei.id from event_inventories ei where not ei.deck_uploaded
      and exists (select 1 from event_inventory_owners o where o.ei_id = ei.id) order by ei.id limit 1`);
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.notifyDeckUploadPending, {
          eiId: rows[0].id,
        })
      ).body.data.notified,
    ).toBeGreaterThan(0);
    const { rows: orphan } = await t.db.execute<{
      id: number;
    }>(sql`insert into event_inventories (event_id, inventory_id)
      select e.id, ${inventoryId} from events e where not exists (select 1 from event_inventories x where x.event_id = e.id and x.inventory_id = ${inventoryId}) limit 1 returning id`);
    const none = await t.call(
      'admin@demo.test',
      inventoryAdminRoutes.notifyBrandAssignmentPending,
      { eiId: orphan[0].id },
    );
    expect([none.status, none.body.message]).toEqual([409, M.noProjectOwners]);
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.notifyBrandAssignmentPending, {
          eiId: 999999,
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('po@demo.test', inventoryAdminRoutes.notifyBrandAssignmentPending, { eiId }))
        .status,
    ).toBe(403);
    expect(await poNotes('BRAND_ASSIGNMENT_PENDING')).toBe(1);
  });

  it('admin: lists inventories, edits details, and adds an inventory to events with sales targets and POs', async () => {
    const list = await t.call('admin@demo.test', inventoryAdminRoutes.list, {
      eventStatus: 'UPCOMING',
    });
    expect(list.body.data.inventories.length).toBeGreaterThan(0);
    expect((await t.call('po@demo.test', inventoryAdminRoutes.list, {})).status).toBe(403);
    const edit = await t.call('admin@demo.test', inventoryAdminRoutes.updateDetails, {
      id: inventoryId,
      color: '#a1b2c3',
      description: 'Front of the jersey',
    });
    expect(edit.body.data.message).toBe(M.inventoryUpdated);
    expect(
      (await t.call('bo@demo.test', inventoryRoutes.info, { id: inventoryId })).body.data,
    ).toMatchObject({ color: '#A1B2C3', description: 'Front of the jersey' });
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.updateDetails, {
          id: inventoryId,
          color: 'red',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.updateDetails, {
          id: 999999,
          color: '#FFFFFF',
        })
      ).status,
    ).toBe(404);

    const { rows } = await t.db.execute<{ id: number }>(
      sql`insert into inventories (name) values ('Boundary rope branding') returning id`,
    );
    const fresh = Number(rows[0].id);
    const { rows: evs } = await t.db.execute<{ id: number }>(
      sql`select id from events order by id limit 2`,
    );
    const [e1, e2] = evs.map((e) => Number(e.id));
    const add = await t.call('admin@demo.test', inventoryAdminRoutes.addEvents, {
      inventoryId: fresh,
      events: [{ eventId: e1, salesTarget: 12.5, propertyCount: 4 }, { eventId: e2 }],
      projectOwnerIds: [poId],
    });
    expect(add.body.data.message).toBe(M.eventsAdded);
    expect(add.body.data.eiIds).toHaveLength(2);
    const ei = (
      await t.call('po@demo.test', inventoryRoutes.detail, { eiId: add.body.data.eiIds[0] })
    ).body.data;
    expect(ei).toMatchObject({
      inventoryId: fresh,
      salesTarget: 12.5,
      propertyCount: 4,
      projectOwners: [{ userId: poId }],
    });
    const dup = await t.call('admin@demo.test', inventoryAdminRoutes.addEvents, {
      inventoryId: fresh,
      events: [{ eventId: e1 }],
    });
    expect([dup.status, dup.body.message]).toEqual([409, M.alreadyOnEvent]);
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.addEvents, {
          inventoryId: fresh,
          events: [{ eventId: 999999 }],
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.addEvents, {
          inventoryId: fresh,
          events: [{ eventId: e1 }, { eventId: e1 }],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call('admin@demo.test', inventoryAdminRoutes.addEvents, {
          inventoryId: fresh,
          events: [],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call('po@demo.test', inventoryAdminRoutes.addEvents, {
          inventoryId: fresh,
          events: [{ eventId: e1 }],
        })
      ).status,
    ).toBe(403);
    const { rows: n } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from event_inventories where inventory_id = ${fresh}`,
    );
    expect(n[0].n).toBe(2);
  });
});
