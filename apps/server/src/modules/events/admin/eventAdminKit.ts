import { sql } from 'drizzle-orm';
import { eventAdminRoutes, type EventCreateRequest } from '@crm/contracts';
import { dbFingerprint, type TestApp } from '../../../test/harness.js';

/** The admin who runs the events admin tests. */
export const ADMIN = 'admin@demo.test';

/** Everything an events admin write could change (the harness fingerprint and the events tables). */
async function eventFingerprint(t: TestApp): Promise<string> {
  const { rows } = await t.db.execute<{ f: string }>(sql`select concat_ws('|',
    (select md5(coalesce(string_agg(concat_ws(',', id, name, start_date, end_date, city_id, is_archived), ';' order by id), '')) from events),
    (select count(*) from event_history), (select count(*) from event_inventory_owners),
    (select count(*) from event_inventories), (select count(*) from notifications)) as f`);
  return `${await dbFingerprint(t.db)}|${rows[0].f}`;
}

/** How many notifications of `type` about event `eventId` user `userId` got. */
async function notificationCount(
  t: TestApp,
  n: { userId: number; type: string; eventId: number },
): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n
    from notifications
    where user_id = ${n.userId} and type = ${n.type}
      and content like '%' || (select name from events where id = ${n.eventId}) || '%'`);
  return rows[0].n;
}

/**
 * What the events admin tests share on a started test app: a city, three inventories, two POs
 * (po@demo.test first), an SME, IST today, a valid create request, a fingerprint of everything an
 * events admin write could change, and the form read and a full-form edit.
 */
export async function eventAdminKit(t: TestApp) {
  const q = async <T extends Record<string, unknown>>(s: ReturnType<typeof sql>) =>
    (await t.db.execute<T>(s)).rows;
  const cityId = Number((await q<{ id: number }>(sql`select min(id) as id from cities`))[0].id);
  const inventoryIds = (
    await q<{ id: number }>(
      sql`select id from inventories where not is_archived order by id limit 3`,
    )
  ).map((r) => Number(r.id));
  const poIds = (
    await q<{ id: number }>(sql`select id from users
      where 'PO' = any(roles) and status = 'ACTIVE' order by email <> 'po@demo.test', id limit 2`)
  ).map((r) => Number(r.id));
  const smeId = Number(
    (await q<{ id: number }>(sql`select id from users where email = 'sme@demo.test'`))[0].id,
  );
  const today = (
    await q<{ d: string }>(sql`select ((now() at time zone 'Asia/Kolkata')::date)::text as d`)
  )[0].d;

  /** A date `days` after IST today, YYYY-MM-DD. */
  const day = (days: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };

  const base = (over: Partial<EventCreateRequest> = {}): EventCreateRequest => ({
    eventName: 'Admin Premier League',
    startDate: '2031-05-01',
    endDate: '2031-05-20',
    cityId,
    category: 'CRICKET',
    venue: 'Wankhede',
    description: 'A test league',
    projectOwnerIds: [poIds[0]],
    smeIds: [smeId],
    inventories: inventoryIds.map((inventoryId, i) => ({ inventoryId, salesTarget: i + 1.5 })),
    ...over,
  });

  const info = (id: number) => t.call(ADMIN, eventAdminRoutes.get, { eventId: id });
  const update = async (
    id: number,
    over: Partial<EventCreateRequest> & { confirmDateMove?: boolean } = {},
  ) => {
    const cur = (await info(id)).body.data;
    return t.call(ADMIN, eventAdminRoutes.update, {
      eventId: id,
      eventName: cur.eventName,
      startDate: cur.startDate,
      endDate: cur.endDate,
      cityId: cur.cityId ?? cityId,
      category: cur.category,
      venue: cur.venue,
      description: cur.description,
      imageUrl: cur.imageUrl,
      projectOwnerIds: cur.projectOwners.map((u) => u.userId),
      smeIds: cur.smes.map((u) => u.userId),
      inventories: cur.inventories.map((i) => ({
        inventoryId: i.inventoryId,
        salesTarget: i.salesTarget,
      })),
      ...over,
    });
  };

  return {
    cityId,
    inventoryIds,
    poIds,
    smeId,
    day,
    base,
    info,
    update,
    fingerprint: () => eventFingerprint(t),
    notificationsOf: (userId: number, type: string, id: number) =>
      notificationCount(t, { userId, type, eventId: id }),
  };
}
