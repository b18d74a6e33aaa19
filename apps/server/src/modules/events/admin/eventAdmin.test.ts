import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  EVENT_ADMIN_MESSAGES as M,
  FILE_MESSAGES,
  eventAdminRoutes,
  eventRoutes,
  inventoryRoutes,
} from '@crm/contracts';
import { startTestApp, testDatabases, type TestApp } from '../../../test/harness.js';
import { uploadAs } from '../../../test/uploads.js';
import { ADMIN, eventAdminKit } from './eventAdminKit.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe.each(testDatabases())('events admin on %s', (kind) => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof eventAdminKit>>;
  let eventId: number;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 60, pairings: 120 });
    k = await eventAdminKit(t);
  });
  afterAll(() => t?.close());

  it('an admin creates an event with three inventories: it shows in the events list, the PO’s list and each event inventory', async () => {
    const res = await t.call(ADMIN, eventAdminRoutes.create, k.base());
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(M.created);
    eventId = res.body.data.eventId;
    const list = await t.call(ADMIN, eventRoutes.list, { searchFor: 'admin premier league' });
    expect(list.body.data.events.map((e) => e.eventId)).toContain(eventId);
    const mine = await t.call('po@demo.test', inventoryRoutes.forPo, {
      searchFor: 'Admin Premier',
      count: 100,
    });
    const eis = mine.body.data.eventInventories.filter((e) => e.eventId === eventId);
    expect(eis.map((e) => e.inventoryId).sort()).toEqual([...k.inventoryIds].sort());
    for (const ei of eis) {
      const detail = await t.call('po@demo.test', inventoryRoutes.detail, { eiId: ei.eiId });
      expect(detail.status).toBe(200);
      expect(detail.body.data.projectOwners.map((u) => u.userId)).toEqual([k.poIds[0]]);
    }
    const form = (await k.info(eventId)).body.data;
    expect(form).toMatchObject({
      eventName: 'Admin Premier League',
      venue: 'Wankhede',
      cityId: k.cityId,
    });
    expect(form.inventories.map((i) => i.salesTarget).sort()).toEqual([1.5, 2.5, 3.5]);
    expect(form.smes.map((u) => u.userId)).toEqual([k.smeId]);
    expect(await k.notificationsOf(k.poIds[0], 'EVENT_ASSIGNED', eventId)).toBe(1);
    const { rows: member } = await t.db.execute(sql`select 1 from chat_members cm
      join chats c on c.id = cm.chat_id and c.purpose = 'EVENT_GROUP'
      where c.event_id = ${eventId} and cm.user_id = ${k.poIds[0]} and cm.left_at is null`);
    expect(member).toHaveLength(1);
    const history = await t.call(ADMIN, eventAdminRoutes.history, { eventId });
    expect(history.body.data.history[0]).toMatchObject({ action: 'CREATED' });
    expect(history.body.data.history[0].changes).toContainEqual({
      field: 'Name',
      from: null,
      to: 'Admin Premier League',
    });
  });

  it('refuses everyone but admins (403), and changes nothing', async () => {
    const before = await k.fingerprint();
    for (const email of ['bo@demo.test', 'po@demo.test']) {
      const res = await t.call(
        email,
        eventAdminRoutes.create,
        k.base({ eventName: 'Not allowed' }),
      );
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(M.forbidden);
    }
    expect((await t.call('bo@demo.test', eventAdminRoutes.list, {})).status).toBe(403);
    expect(await k.fingerprint()).toBe(before);
  });

  it('refuses an end before the start (400) and a name taken this season in another case (409); another season is fine', async () => {
    const before = await k.fingerprint();
    const backwards = await t.call(
      ADMIN,
      eventAdminRoutes.create,
      k.base({ eventName: 'Backwards', endDate: '2031-04-01' }),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.field).toBe('endDate');
    const twin = await t.call(
      ADMIN,
      eventAdminRoutes.create,
      k.base({ eventName: 'ADMIN premier LEAGUE', startDate: '2032-02-01', endDate: '2032-02-02' }),
    );
    expect(twin.status).toBe(409);
    expect(twin.body.message).toBe(M.nameTaken('ADMIN premier LEAGUE'));
    expect(await k.fingerprint()).toBe(before);
    const next = await t.call(
      ADMIN,
      eventAdminRoutes.create,
      k.base({ startDate: '2032-05-01', endDate: '2032-05-02' }),
    );
    expect(next.status).toBe(200);
  });

  it('refuses to remove an inventory that has pairings, naming it with its count; others are added, removed and retargeted', async () => {
    const form = (await k.info(eventId)).body.data;
    const [used, other] = form.inventories;
    await t.db.execute(sql`insert into pairings (ei_id, brand_id)
      select ${used.eiId}, id from brands order by id limit 2`);
    const before = await k.fingerprint();
    const refused = await k.update(eventId, {
      inventories: form.inventories
        .filter((i) => i.eiId !== used.eiId)
        .map((i) => ({ inventoryId: i.inventoryId, salesTarget: i.salesTarget })),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.inventoryInUse(used.inventoryName, 2));
    expect(await k.fingerprint()).toBe(before);
    const ok = await k.update(eventId, {
      inventories: form.inventories
        .filter((i) => i.eiId !== other.eiId)
        .map((i) => ({
          inventoryId: i.inventoryId,
          salesTarget: i.eiId === used.eiId ? 9 : i.salesTarget,
        })),
    });
    expect(ok.status).toBe(200);
    const after = (await k.info(eventId)).body.data.inventories;
    expect(after.map((i) => i.inventoryId).sort()).toEqual(
      form.inventories
        .filter((i) => i.eiId !== other.eiId)
        .map((i) => i.inventoryId)
        .sort(),
    );
    expect(after.find((i) => i.eiId === used.eiId)?.salesTarget).toBe(9);
    const history = (await t.call(ADMIN, eventAdminRoutes.history, { eventId })).body.data.history;
    expect(history[0].action).toBe('UPDATED');
    expect(history[0].changes).toContainEqual({
      field: `Sales target · ${used.inventoryName}`,
      from: String(used.salesTarget),
      to: '9',
    });
  });

  it('asks to confirm moving the dates of an event that has started, then moves them and notifies its POs', async () => {
    const started = await t.call(
      ADMIN,
      eventAdminRoutes.create,
      k.base({
        eventName: 'Started Cup',
        startDate: k.day(-2),
        endDate: k.day(5),
        projectOwnerIds: [k.poIds[0]],
      }),
    );
    const id = started.body.data.eventId;
    const before = await k.fingerprint();
    const refused = await k.update(id, { endDate: k.day(7) });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: 'DATE_MOVE_NEEDS_CONFIRM',
      message: M.dateMoveNeedsConfirm,
    });
    expect(await k.fingerprint()).toBe(before);
    const moved = await k.update(id, {
      endDate: k.day(7),
      confirmDateMove: true,
      projectOwnerIds: k.poIds,
    });
    expect(moved.status).toBe(200);
    expect((await k.info(id)).body.data.endDate).toBe(k.day(7));
    expect(await k.notificationsOf(k.poIds[0], 'EVENT_DATES_MOVED', id)).toBe(1);
    if (k.poIds[1]) expect(await k.notificationsOf(k.poIds[1], 'EVENT_ASSIGNED', id)).toBe(1);
    const renamed = await k.update(id, { venue: 'Eden Gardens' });
    expect(renamed.status).toBe(200);
  });

  it('takes an image the admin uploaded and refuses any other link, changing nothing', async () => {
    const before = await k.fingerprint();
    const foreign = await k.update(eventId, {
      imageUrl: '/api/files/00000000-0000-4000-8000-000000000000',
    });
    expect(foreign.status).toBe(404);
    expect(await k.fingerprint()).toBe(before);
    const image = { name: 'event.png', type: 'image/png', bytes: new Uint8Array(PNG) };
    // a profile picture is not an event image
    const photo = await uploadAs(t, ADMIN, 'PROFILE_PHOTO', image);
    const before2 = await k.fingerprint();
    const wrong = await k.update(eventId, { imageUrl: photo.url });
    expect([wrong.status, wrong.body.message]).toEqual([400, FILE_MESSAGES.formatNotSupported]);
    expect(await k.fingerprint()).toBe(before2);
    const up = await uploadAs(t, ADMIN, 'EVENT_IMAGE', image);
    const { rows: stored } = await t.db.execute(
      sql`select purpose from files where id = ${up.fileId}`,
    );
    expect(stored).toEqual([{ purpose: 'EVENT_IMAGE' }]);
    expect((await k.update(eventId, { imageUrl: up.url })).status).toBe(200);
    expect((await k.info(eventId)).body.data.imageUrl).toBe(up.url);
    // every user sees the event's image
    const seen = await t.app.inject({
      method: 'GET',
      url: up.url,
      headers: { authorization: await t.auth('bo@demo.test') },
    });
    expect(seen.statusCode).toBe(200);
  });
});
