import { sql } from 'drizzle-orm';
import type { AssignTab } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { keysetRows, type KeysetPage, type KeysetRow } from '../../lib/keyset.js';
import {
  pairingBrandColumns,
  pairingColumns,
  tabSortKey,
  type AssignedRow,
  type PairingRow,
  type SortBy,
  type TabSource,
} from './queries.js';

/**
 * Every row of a tab in the list's order, `pageSize` at a time by keyset paging (lib/keyset.ts) on
 * its sort key and the brand id (unique within a tab of one event inventory): the CSV exports.
 */
export function tabRows<R extends KeysetRow, T>(p: {
  tab: AssignTab;
  sortBy: SortBy;
  pageSize: number;
  read: (page: KeysetPage) => Promise<R[]>;
  map: (row: NoInfer<R>) => T;
}): Promise<AsyncIterable<T>> {
  return keysetRows({
    key: tabSortKey(p.tab, p.sortBy.field),
    id: sql`b.id`,
    desc: p.sortBy.order === 'DESC',
    pageSize: p.pageSize,
    read: p.read,
    map: p.map,
  });
}

/** One keyset page (tabRows) of an UNASSIGNED or DISCARDED tab. */
export async function pairingBrandsPage(
  db: Db,
  q: { source: TabSource; tab: AssignTab; page: KeysetPage },
): Promise<(PairingRow & KeysetRow)[]> {
  const { from, where } = q.source;
  const updated = q.tab === 'DISCARDED' ? sql`a.updated_at` : sql`b.updated_at`;
  const { rows } = await db.execute<PairingRow & KeysetRow>(sql`
    select ${pairingBrandColumns}, ${updated} as updated_at, ${q.page.columns}
    from ${from}
    where (${where}) and ${q.page.range}
    order by ${q.page.order}
    limit ${q.page.limit}`);
  return rows;
}

/** One keyset page (tabRows) of an ASSIGNED tab as `actor` reads it. */
export async function assignedBrandsPage(
  db: Db,
  actor: Actor,
  q: { source: TabSource; page: KeysetPage },
): Promise<(AssignedRow & KeysetRow)[]> {
  const { rows } = await db.execute<AssignedRow & KeysetRow>(sql`
    select ${pairingBrandColumns}, ${pairingColumns(actor)}, ${q.page.columns}
    from ${q.source.from}
    where (${q.source.where}) and ${q.page.range}
    order by ${q.page.order}
    limit ${q.page.limit}`);
  return rows;
}
