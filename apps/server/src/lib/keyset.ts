import { sql, type SQL } from 'drizzle-orm';
import { oneOf } from './sql.js';

/**
 * A sort key for keyset paging: its ORDER BY expression and SQL type, and `notNull` when it is never NULL
 * (a NOT NULL column: a list may then order by it without `nulls last`, the order its btree index gives
 * backward as well as forward). Between pages the key travels as text and is cast back, so timestamps
 * keep their microseconds and numerics their digits.
 */
export type SortKey = { expr: SQL; type: SQL; notNull?: boolean };

/** The columns a keyset page selects beside its own: the key as text and the row's unique id. */
export type KeysetRow = { sort_key: string | null; keyset_id: number };

/** One page's parts for `read`: select `columns`, filter by `range` (AND the list's own WHERE), order by `order`, limit `limit`. */
export type KeysetPage = { columns: SQL; range: SQL; order: SQL; limit: number };

/** The columns of KeysetRow: sort key `key` as text and the unique `id`. */
const keyColumns = (key: SortKey, id: SQL) =>
  sql`(${key.expr})::text as sort_key, ${id} as keyset_id`;

/** Where the next page starts: after the row `id` whose key was `key` (its text; null for a NULL key). */
type Cursor = { key: string | null; id: number };

/**
 * Every row of a list in the order `key` ASC or DESC with NULL keys last, ties broken by the unique `id`
 * in the same direction (the lists' ORDER BY), read `pageSize` rows at a time by keyset: each page
 * starts after the previous page's last (key, id), so it costs its own rows — an index range scan
 * where the key has an index — never the rows before it as OFFSET does, and memory holds one page.
 * Non-NULL keys are read by the row comparison `(key, id) > (k, i)` (`<` for DESC), then the NULL
 * keys by id: two index-friendly ranges instead of one OR. `read` runs one page (KeysetPage); `map`
 * turns a row into what is yielded. The first page is read before this returns, so a failing query is
 * an error answer rather than a broken download. There is no snapshot (a long transaction would hold
 * PGlite's only connection, or a pooled one, for as long as a slow client reads): a row whose key an
 * edit moves ahead of the cursor is read again at its new place, and is yielded once, by its unique
 * `id`, where it was first read; a row an edit moves behind the cursor before it was reached is read by
 * the catch-up after the last page (catchUp), so every row is yielded exactly once.
 */
export async function keysetRows<R extends KeysetRow, T>(p: {
  key: SortKey;
  id: SQL;
  desc: boolean;
  pageSize: number;
  read: (page: KeysetPage) => Promise<R[]>;
  map: (row: NoInfer<R>) => T;
}): Promise<AsyncIterable<T>> {
  const { expr, type } = p.key;
  const dir = sql.raw(p.desc ? 'desc' : 'asc');
  const cmp = sql.raw(p.desc ? '<' : '>');
  const columns = keyColumns(p.key, p.id);
  // Among non-NULL keys the plain asc / desc order is the lists' `nulls last` one, and the order a
  // btree index (or its backward scan) gives.
  const page = async (after: Cursor | null): Promise<{ rows: R[]; next: Cursor | null }> => {
    const nullKeys = after !== null && after.key === null;
    const range = nullKeys
      ? sql`${expr} is null and ${p.id} ${cmp} ${after.id}`
      : after
        ? sql`${expr} is not null and (${expr}, ${p.id}) ${cmp} (cast(${after.key} as ${type}), ${after.id})`
        : sql`${expr} is not null`;
    const order = nullKeys ? sql`${p.id} ${dir}` : sql`${expr} ${dir}, ${p.id} ${dir}`;
    let rows = await p.read({ columns, range, order, limit: p.pageSize });
    if (!nullKeys && rows.length < p.pageSize) {
      // the non-NULL keys are done: the page goes on with the NULL keys from the first
      const nulls = await p.read({
        columns,
        range: sql`${expr} is null`,
        order: sql`${p.id} ${dir}`,
        limit: p.pageSize - rows.length,
      });
      rows = [...rows, ...nulls];
    }
    const last = rows.at(-1);
    return {
      rows,
      next:
        last && rows.length === p.pageSize
          ? { key: last.sort_key, id: Number(last.keyset_id) }
          : null,
    };
  };
  const first = await page(null);
  const seen = new Set<number>();
  return (async function* () {
    for (let pg = first; ; pg = await page(pg.next)) {
      for (const r of pg.rows) {
        const id = Number(r.keyset_id);
        if (seen.has(id)) continue;
        seen.add(id);
        yield p.map(r);
      }
      if (!pg.next) break;
    }
    yield* catchUp(p, seen);
  })();
}

/**
 * The rows of the list not yielded yet (ids not in `seen`), in the list's order, `pageSize` at a time:
 * those an edit moved behind the keyset cursor while the pages were read (and any added meanwhile).
 * Each read leaves out what the previous ones yielded, so it ends.
 */
async function* catchUp<R extends KeysetRow, T>(
  p: Parameters<typeof keysetRows<R, T>>[0],
  seen: Set<number>,
): AsyncGenerator<T> {
  const dir = sql.raw(p.desc ? 'desc' : 'asc');
  const columns = keyColumns(p.key, p.id);
  const order = sql`${p.key.expr} ${dir} nulls last, ${p.id} ${dir}`;
  for (;;) {
    const range = sql`not (${p.id} ${oneOf([...seen])})`;
    const rows = await p.read({ columns, range, order, limit: p.pageSize });
    for (const r of rows) {
      seen.add(Number(r.keyset_id));
      yield p.map(r);
    }
    if (rows.length < p.pageSize) return;
  }
}
