import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  brandProfileRoutes,
  brandRoutes,
  chatRoutes,
  eventAdminRoutes,
  newsRoutes,
  pocRoutes,
  reportRoutes,
  USER_ADMIN_MESSAGES,
  userAdminRoutes,
  userDirectoryRoutes,
} from '@crm/contracts';
import { dbFingerprint, startTestApp, testDatabases, userId, type TestApp } from './harness.js';

/** The status of a user, read from the database. */
const statusOf = async (t: TestApp, id: number) =>
  (await t.db.execute<{ status: string }>(sql`select status from users where id = ${id}`)).rows[0]
    .status;

/**
 * The spec's own method and path of each call (spec 001 §7) answers what the route the web calls
 * answers: the same data from one handler, the same refusals.
 */
describe.each(testDatabases())('the spec’s paths serve the same calls on %s', (kind) => {
  let t: TestApp;
  let brandId: number;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 150, pairings: 300 });
    brandId = Number(
      (
        await t.db.execute<{ brand_id: number }>(
          sql`select brand_id from brand_owners where user_id = (select id from users where email = 'bo@demo.test') order by brand_id limit 1`,
        )
      ).rows[0].brand_id,
    );
  });
  afterAll(() => t?.close());

  it('GET /brand reads the list from the query string, as POST /brand from its body', async () => {
    const filters = { industries: { ids: [1, 2, 3], selectionType: 'EXCLUDE' as const } };
    const sortBy = { field: 'brandRevenue' as const, order: 'DESC' as const };
    const posted = await t.call('bo@demo.test', brandRoutes.list, {
      mainTab: 'MY_BRANDS',
      count: 5,
      sortBy,
      filters,
    });
    expect(posted.status).toBe(200);
    expect(posted.body.data.brands.length).toBeGreaterThan(0);
    const got = await t.call('bo@demo.test', brandRoutes.listByQuery, {
      mainTab: 'MY_BRANDS',
      count: 5,
      sortBy: JSON.stringify(sortBy),
      filters: JSON.stringify(filters),
    });
    expect(got).toEqual(posted);
    // no sort or filter: the defaults, as POST
    expect(await t.call('po@demo.test', brandRoutes.listByQuery, { count: 3 })).toEqual(
      await t.call('po@demo.test', brandRoutes.list, { count: 3 }),
    );
    // raw: query strings the typed call cannot write (broken JSON, a NUL byte inside it)
    const broken = await t.raw('bo@demo.test', 'GET', '/api/brand?filters=%7B%22industries');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({
      field: 'filters',
      message: 'Filters must be valid JSON without NUL bytes or broken Unicode.',
    });
    // a NUL byte inside the JSON is refused like one in a body
    const nul = await t.raw(
      'bo@demo.test',
      'GET',
      `/api/brand?sortBy=${encodeURIComponent('{"field":"brandName","order":"ASC\\u0000"}')}`,
    );
    expect(nul.status).toBe(400);
    expect(nul.body.field).toBe('sortBy');
  });

  it('POST /brand/info/v2 and POST /brand/additional/info answer the GET reads; the consensus is their completion', async () => {
    const info = await t.call('bo@demo.test', brandRoutes.info, { brandId });
    expect(info.status).toBe(200);
    expect(await t.call('bo@demo.test', brandRoutes.infoV2, { brandId })).toEqual(info);
    const additional = await t.call('bo@demo.test', brandProfileRoutes.additionalInfo, {
      brandId,
    });
    expect(additional.status).toBe(200);
    expect(
      await t.call('bo@demo.test', brandProfileRoutes.additionalInfoByBody, { brandId }),
    ).toEqual(additional);
    const consensus = await t.call('fi@demo.test', brandProfileRoutes.consensus, { brandId });
    expect(consensus).toEqual({
      status: 200,
      body: { data: { brandInfoCompletion: additional.body.data.brandInfoCompletion } },
    });
    expect(consensus.body.data.brandInfoCompletion.completionPercentage).toEqual(
      expect.any(Number),
    );
    for (const refused of [
      await t.call('bo@demo.test', brandRoutes.infoV2, { brandId: 99999999 }),
      await t.call('bo@demo.test', brandProfileRoutes.additionalInfoByBody, {
        brandId: 99999999,
      }),
      await t.call('bo@demo.test', brandProfileRoutes.consensus, { brandId: 99999999 }),
    ])
      expect(refused).toMatchObject({
        status: 404,
        body: { error: 'BRAND_NOT_FOUND', message: 'Brand not found' },
      });
    // raw: no brand id, which the contract requires
    expect(await t.raw('bo@demo.test', 'POST', '/api/brand/info/v2', {})).toMatchObject({
      status: 400,
      body: { field: 'brandId', message: 'Brand is not valid.' },
    });
  });

  it('GET /brand/user/poc and GET /brand/verticals answer as /user/poc and /user/verticals', async () => {
    const contacts = await t.call('bo@demo.test', pocRoutes.contacts, {});
    expect(contacts.status).toBe(200);
    expect(await t.call('bo@demo.test', pocRoutes.brandUserContacts, {})).toEqual(contacts);
    expect(await t.call('fi@demo.test', pocRoutes.brandUserContacts, {})).toEqual(
      await t.call('fi@demo.test', pocRoutes.contacts, {}),
    );
    const verticals = await t.call('bo@demo.test', userDirectoryRoutes.verticals, {});
    expect(verticals.status).toBe(200);
    expect(await t.call('bo@demo.test', userDirectoryRoutes.brandVerticals, {})).toEqual(verticals);
  });

  it('POST /admin/users/status deactivates and reactivates as /admin/users/deactivate; others are refused and nothing changes', async () => {
    const lg = await userId(t.db, 'lg@demo.test');
    const before = await dbFingerprint(t.db);
    expect(
      await t.call('bo@demo.test', userAdminRoutes.status, {
        usersIds: [lg],
        mode: 'DEACTIVATE',
        reason: 'Left',
      }),
    ).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    expect(
      await t.call('admin@demo.test', userAdminRoutes.status, {
        usersIds: [lg],
        mode: 'DEACTIVATE',
      }),
    ).toMatchObject({
      status: 400,
      body: { field: 'reason', message: 'Reason is required to deactivate a user.' },
    });
    expect(await dbFingerprint(t.db)).toBe(before);
    expect(await statusOf(t, lg)).toBe('ACTIVE');

    const off = await t.call('admin@demo.test', userAdminRoutes.status, {
      usersIds: [lg],
      mode: 'DEACTIVATE',
      reason: 'Left the company',
    });
    expect(off).toEqual({
      status: 200,
      body: { data: { changed: 1, message: USER_ADMIN_MESSAGES.deactivated(1) } },
    });
    expect(await statusOf(t, lg)).toBe('INACTIVE');
    const on = await t.call('admin@demo.test', userAdminRoutes.status, {
      usersIds: [lg],
      mode: 'REACTIVATE',
    });
    expect(on.body.data).toEqual({ changed: 1, message: USER_ADMIN_MESSAGES.reactivated(1) });
    expect(await statusOf(t, lg)).toBe('ACTIVE');
  });

  it('GET /admin/news/appreciators and GET /admin/events/info answer as their twins', async () => {
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select id from news where status = 'ACTIVE' order by id limit 1`,
    );
    const newsId = Number(rows[0].id);
    await t.call('bo@demo.test', newsRoutes.appreciate, { action: 'ADD', newsId });
    const appreciators = await t.call('admin@demo.test', newsRoutes.appreciators, { newsId });
    expect(appreciators.body.data.users.length).toBeGreaterThan(0);
    expect(await t.call('admin@demo.test', newsRoutes.adminAppreciators, { newsId })).toEqual(
      appreciators,
    );

    const eventId = Number(
      (await t.db.execute<{ id: number }>(sql`select min(id) as id from events`)).rows[0].id,
    );
    const form = await t.call('admin@demo.test', eventAdminRoutes.get, { eventId });
    expect(form.status).toBe(200);
    expect(await t.call('admin@demo.test', eventAdminRoutes.info, { eventId })).toEqual(form);
    expect(await t.call('bo@demo.test', eventAdminRoutes.info, { eventId })).toMatchObject({
      status: 403,
    });
  });

  it('GET /message/paged and /message/recent page a chat as GET /message', async () => {
    const lg = await userId(t.db, 'lg@demo.test');
    const chatId = (await t.call('bo@demo.test', chatRoutes.personalChat, { userId: lg })).body.data
      .id;
    for (let i = 1; i <= 5; i++)
      await t.call('bo@demo.test', chatRoutes.send, {
        chatId,
        content: `Message ${i}`,
        localId: `spec-path-${i}`,
      });
    const latest = await t.call('lg@demo.test', chatRoutes.messages, { chatId, count: 2 });
    expect(latest.body.data.messages.map((m: { content: string }) => m.content)).toEqual([
      'Message 4',
      'Message 5',
    ]);
    expect(await t.call('lg@demo.test', chatRoutes.pagedMessages, { chatId, count: 2 })).toEqual(
      latest,
    );
    expect(await t.call('lg@demo.test', chatRoutes.recentMessages, { chatId, count: 2 })).toEqual(
      latest,
    );
    const beforeMid = latest.body.data.messages[0].mid;
    const older = await t.call('lg@demo.test', chatRoutes.pagedMessages, {
      chatId,
      beforeMid,
      count: 2,
    });
    expect(older).toEqual(
      await t.call('lg@demo.test', chatRoutes.messages, { chatId, beforeMid, count: 2 }),
    );
    expect(older.body.data.messages.map((m: { content: string }) => m.content)).toEqual([
      'Message 2',
      'Message 3',
    ]);
    const afterMid = older.body.data.messages[0].mid;
    const recent = await t.call('lg@demo.test', chatRoutes.recentMessages, {
      chatId,
      afterMid,
      count: 2,
    });
    expect(recent).toEqual(
      await t.call('lg@demo.test', chatRoutes.messages, { chatId, afterMid, count: 2 }),
    );
    expect(recent.body.data.messages.map((m: { content: string }) => m.content)).toEqual([
      'Message 3',
      'Message 4',
    ]);
    expect(
      await t.call('fi@demo.test', chatRoutes.recentMessages, { chatId, count: 2 }),
    ).toMatchObject({ status: 404, body: { error: 'CHAT_NOT_FOUND' } });
  });

  it('POST /user/stats/event-inventory downloads the reports workbook as its /download twin', async () => {
    const eiId = Number(
      (await t.db.execute<{ id: number }>(sql`select min(id) as id from event_inventories`)).rows[0]
        .id,
    );
    const auth = await t.auth('po@demo.test');
    const [spec, twin] = await Promise.all(
      [reportRoutes.eventInventory, reportRoutes.download].map((def) =>
        t.app.inject({
          method: 'POST',
          url: `/api${def.path}`,
          headers: { authorization: auth },
          payload: { eiId },
        }),
      ),
    );
    expect(spec.statusCode).toBe(200);
    expect(spec.headers['content-type']).toBe(twin.headers['content-type']);
    expect(spec.headers['content-disposition']).toMatch(/\.xlsx"?$/);
    expect(spec.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // raw: no event inventory id, which the contract requires
    const refused = await t.raw('po@demo.test', 'POST', '/api/user/stats/event-inventory', {});
    expect(refused).toMatchObject({ status: 400, body: { field: 'eiId' } });
  });
});
