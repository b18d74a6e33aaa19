import { eq, sql, type SQL } from 'drizzle-orm';
import { financialYearOf, type ClosedDeal } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { brands, closedDeals } from '../../db/schema/index.js';
import { offsetOf } from '../../lib/paging.js';
import { and, containsPattern, oneOf, todayIst } from '../../lib/sql.js';
import { keysetRows, type KeysetPage, type KeysetRow } from '../../lib/keyset.js';

/** A closed deal as read, before the caller's `canRemove` is decided. */
export type DealRead = Omit<ClosedDeal, 'canRemove'>;

/** A page request: 1-based `pageNo`, `count` a page. */
type Page = { pageNo: number; count: number };

type Row = {
  closed_deal_id: number | null;
  source: 'PIPELINE' | 'MANUAL';
  brand_id: number;
  brand_name: string;
  ei_id: number | null;
  event_id: number | null;
  event_name: string | null;
  inventory_name: string | null;
  title: string | null;
  closed_value: number | null;
  deal_closed_date: string;
  note: string | null;
  closed_by_id: number | null;
  closed_by_name: string | null;
  total: number;
};

/** The manual closures `c` as rows of the shared shape (pipeline deals are unioned in for a brand). */
const manualRows = (where: SQL) => sql`
  select c.id as closed_deal_id, 'MANUAL' as source, c.brand_id, c.ei_id, c.title,
    c.closed_value::float8 as closed_value, c.deal_closed_date, c.note, c.closed_by_user_id as closed_by_id
  from closed_deals c
  where c.removed_at is null and ${where}`;

/** The pairings of brand `brandId` won in the pipeline as rows of the shared shape, dated by their last move to WON. */
const pipelineRows = (brandId: number) => sql`
  select null::bigint as closed_deal_id, 'PIPELINE' as source, a.brand_id, a.ei_id, null::text as title,
    a.closed_value::float8 as closed_value,
    (coalesce(w.created_at, a.updated_at) at time zone 'Asia/Kolkata')::date as deal_closed_date,
    null::text as note, w.user_id as closed_by_id
  from pairings a
  left join lateral (
    select h.created_at, h.user_id from stage_history h
    where h.ei_id = a.ei_id and h.brand_id = a.brand_id and h.to_stage = 'WON'
    order by h.created_at desc
    limit 1) w on true
  where a.brand_id = ${brandId} and a.status = 'ASSIGNED' and a.stage = 'WON'`;

/** Names and the window count around rows `d` of the shared shape; the latest closed first. */
const described = (rows: SQL, page: Page) => sql`
  select d.closed_deal_id, d.source, d.brand_id, b.name as brand_name, d.ei_id, e.id as event_id,
    e.name as event_name, i.name as inventory_name, d.title, d.closed_value,
    to_char(d.deal_closed_date, 'YYYY-MM-DD') as deal_closed_date, d.note, d.closed_by_id,
    u.first_name || ' ' || u.last_name as closed_by_name, count(*) over ()::int as total
  from (${rows}) d
  join brands b on b.id = d.brand_id
  left join event_inventories ei on ei.id = d.ei_id
  left join events e on e.id = ei.event_id
  left join inventories i on i.id = ei.inventory_id
  left join users u on u.id = d.closed_by_id
  order by d.deal_closed_date desc, d.closed_deal_id desc nulls last, d.ei_id
  limit ${page.count} offset ${offsetOf(page.pageNo, page.count)}`;

const toDeal = (r: Omit<Row, 'total'>): DealRead => ({
  closedDealId: r.closed_deal_id === null ? null : Number(r.closed_deal_id),
  source: r.source,
  brandId: Number(r.brand_id),
  brandName: r.brand_name,
  eiId: r.ei_id === null ? null : Number(r.ei_id),
  eventId: r.event_id === null ? null : Number(r.event_id),
  eventName: r.event_name,
  inventoryName: r.inventory_name,
  title: r.title,
  closedValue: r.closed_value,
  dealClosedDate: r.deal_closed_date,
  financialYear: financialYearOf(r.deal_closed_date),
  note: r.note,
  closedBy:
    r.closed_by_id === null
      ? null
      : { userId: Number(r.closed_by_id), userName: r.closed_by_name ?? '' },
});

/** The rows' total: from the page's window count, or (a page past the end) counted on its own. */
async function totalOf(db: Db, page: Row[], rows: SQL): Promise<number> {
  if (page.length) return page[0].total;
  const { rows: c } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${rows}) d`,
  );
  return c[0].n;
}

/** Whether brand `brandId` exists. */
export async function brandExists(db: Db, brandId: number): Promise<boolean> {
  const rows = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  return rows.length > 0;
}

/**
 * Page of brand `brandId`'s closed deals, pipeline and manual, the latest closed first; and how many. A
 * pairing won both ways is one deal, its pipeline one (as closedDeals' wonValue counts it).
 */
export async function brandDealPage(
  db: Db,
  q: Page & { brandId: number },
): Promise<{ deals: DealRead[]; total: number }> {
  const manual = manualRows(sql`c.brand_id = ${q.brandId} and not exists (
    select 1 from pairings a
    where a.ei_id = c.ei_id and a.brand_id = c.brand_id and a.status = 'ASSIGNED' and a.stage = 'WON')`);
  const rowsOf = sql`${pipelineRows(q.brandId)} union all ${manual}`;
  const { rows } = await db.execute<Row>(described(rowsOf, q));
  return { deals: rows.map(toDeal), total: await totalOf(db, rows, rowsOf) };
}

/** Whether IST calendar date `date` (YYYY-MM-DD) is after today. */
export async function isFutureDate(tx: Tx, date: string): Promise<boolean> {
  const { rows } = await tx.execute<{ late: boolean }>(
    sql`select ${date}::date > ${todayIst} as late`,
  );
  return rows[0].late;
}

/** Event inventory `eiId`, if it exists: whether brand `brandId` is won on it in the pipeline (ASSIGNED at WON). */
export async function pipelineWinOn(
  tx: Tx,
  q: { eiId: number; brandId: number },
): Promise<{ won: boolean } | undefined> {
  const { rows } = await tx.execute<{ won: boolean | null }>(sql`
    select (
      select a.status = 'ASSIGNED' and a.stage = 'WON' from pairings a
      where a.ei_id = ei.id and a.brand_id = ${q.brandId}) as won
    from event_inventories ei
    where ei.id = ${q.eiId}`);
  return rows[0] && { won: !!rows[0].won };
}

/** Writes a manual closure by `closedByUserId` (a blank title or note as null); returns its id. Throws the unique violation of closed_deals_pairing_uq for a live duplicate. */
export async function insertClosedDeal(
  tx: Tx,
  d: {
    brandId: number;
    eiId: number | null;
    title: string | null;
    closedValue: number;
    dealClosedDate: string;
    note: string | null;
    closedByUserId: number;
  },
): Promise<number> {
  const rows = await tx
    .insert(closedDeals)
    .values({ ...d, title: d.title || null, note: d.note || null })
    .returning({ id: closedDeals.id });
  return rows[0].id;
}

/**
 * Locks manual closure `id`; who recorded it, its brand and event inventory (null: none), and whether its
 * pairing is won in the pipeline since. Undefined when unknown.
 */
export async function lockClosedDeal(
  tx: Tx,
  id: number,
): Promise<
  { closedByUserId: number; brandId: number; eiId: number | null; won: boolean } | undefined
> {
  const { rows } = await tx.execute<{
    closed_by_user_id: number;
    brand_id: number;
    ei_id: number | null;
    won: boolean | null;
  }>(sql`
    select c.closed_by_user_id, c.brand_id, c.ei_id,
      (select a.status = 'ASSIGNED' and a.stage = 'WON' from pairings a
        where a.ei_id = c.ei_id and a.brand_id = c.brand_id) as won
    from closed_deals c
    where c.id = ${id}
    for update of c`);
  const r = rows[0];
  return (
    r && {
      closedByUserId: Number(r.closed_by_user_id),
      brandId: Number(r.brand_id),
      eiId: r.ei_id === null ? null : Number(r.ei_id),
      won: !!r.won,
    }
  );
}

/** Removes manual closure `id` (soft; the first removal's time and `userId` are kept) or, with `removed` false, restores it. */
export async function setDealRemoved(
  tx: Tx,
  q: { id: number; removed: boolean; userId: number },
): Promise<void> {
  const c = closedDeals;
  await tx
    .update(c)
    .set(
      q.removed
        ? {
            removedAt: sql`coalesce(${c.removedAt}, now())`,
            removedByUserId: sql`coalesce(${c.removedByUserId}, ${q.userId})`,
          }
        : { removedAt: null, removedByUserId: null },
    )
    .where(eq(c.id, q.id));
}

/** The first day of financial year 'YYYY-YY' and of the next one. */
const fyBounds = (fy: string) =>
  [`${fy.slice(0, 4)}-04-01`, `${Number(fy.slice(0, 4)) + 1}-04-01`] as const;

/** The report's filter (closures `c`): recorded by `closers` (null: anyone), in `financialYear`, title or brand name containing `searchFor`. */
function manualWhere(q: {
  closers: number[] | null;
  financialYear: string | null;
  searchFor: string;
}) {
  const inScope = and([q.closers && sql`c.closed_by_user_id ${oneOf(q.closers)}`]);
  const where = and([
    inScope,
    q.financialYear &&
      sql`c.deal_closed_date >= ${fyBounds(q.financialYear)[0]}::date and c.deal_closed_date < ${fyBounds(q.financialYear)[1]}::date`,
    q.searchFor &&
      sql`(lower(c.title) like ${containsPattern(q.searchFor)} or exists (
        select 1 from brands sb where sb.id = c.brand_id and lower(sb.name) like ${containsPattern(q.searchFor)}))`,
  ]);
  return { inScope, where };
}

/** The total value (crore) of the live manual closures matching `where` (manualWhere). */
const totalValueOf = async (db: Db, where: SQL) =>
  (
    await db.execute<{ value: number }>(sql`
      select coalesce(sum(c.closed_value), 0)::float8 as value
      from closed_deals c
      where c.removed_at is null and ${where}`)
  ).rows[0].value;

/**
 * Every live manual closure of the report's filter (manualWhere), the latest closed first (as the
 * report's pages), read 200 at a time by keyset on (deal_closed_date, id) (lib/keyset.ts), and their
 * total value (crore): the download, streamed.
 */
export async function manualClosureRows(
  db: Db,
  q: { closers: number[] | null; financialYear: string | null; searchFor: string },
): Promise<{ deals: AsyncIterable<DealRead>; totalValue: number }> {
  const { where } = manualWhere(q);
  const deals = await keysetRows({
    key: { expr: sql`c.deal_closed_date`, type: sql`date` },
    id: sql`c.id`,
    desc: true,
    pageSize: 200,
    read: async (page: KeysetPage) =>
      (
        await db.execute<Omit<Row, 'total'> & KeysetRow>(sql`
          select c.id as closed_deal_id, 'MANUAL' as source, c.brand_id, b.name as brand_name, c.ei_id,
            e.id as event_id, e.name as event_name, i.name as inventory_name, c.title,
            c.closed_value::float8 as closed_value,
            to_char(c.deal_closed_date, 'YYYY-MM-DD') as deal_closed_date, c.note,
            c.closed_by_user_id as closed_by_id, u.first_name || ' ' || u.last_name as closed_by_name,
            ${page.columns}
          from closed_deals c
          join brands b on b.id = c.brand_id
          left join event_inventories ei on ei.id = c.ei_id
          left join events e on e.id = ei.event_id
          left join inventories i on i.id = ei.inventory_id
          left join users u on u.id = c.closed_by_user_id
          where c.removed_at is null and (${where}) and ${page.range}
          order by ${page.order}
          limit ${page.limit}`)
      ).rows,
    map: toDeal,
  });
  return { deals, totalValue: await totalValueOf(db, where) };
}

/**
 * Page of the live manual closures recorded by `closers` (null: anyone), in financial year
 * `financialYear` (null: any) and with title or brand name containing `searchFor` ('' for all); their
 * total and total value (crore), and the financial years the closers' closures fall in, latest first.
 */
export async function manualClosurePage(
  db: Db,
  q: Page & { closers: number[] | null; financialYear: string | null; searchFor: string },
) {
  const { inScope, where } = manualWhere(q);
  const [{ rows }, totalValue, { rows: years }] = await Promise.all([
    db.execute<Row>(described(manualRows(where), q)),
    totalValueOf(db, where),
    db.execute<{ y: number }>(sql`
      select distinct (extract(year from c.deal_closed_date)
        - case when extract(month from c.deal_closed_date) < 4 then 1 else 0 end)::int as y
      from closed_deals c
      where c.removed_at is null and ${inScope}
      order by y desc`),
  ]);
  return {
    deals: rows.map(toDeal),
    total: await totalOf(db, rows, manualRows(where)),
    totalValue,
    financialYears: years.map((r) => financialYearOf(`${r.y}-04-01`)),
  };
}
