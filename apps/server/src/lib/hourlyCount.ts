import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** The window requests are counted in. */
const WINDOW = sql`interval '1 hour'`;

/**
 * Counts one more request under `key` in its window of an hour (request_counts: the window starts with the
 * first request after the last window ended); answers the requests in the window, this one included, and
 * the seconds to the window's end (at least 1). One statement, so every server copy counts the same
 * requests. Windows ended over a day ago are removed now and then.
 */
export async function countInHour(
  db: Db,
  key: string,
): Promise<{ requests: number; seconds: number }> {
  const { rows } = await db.execute<{ requests: number; seconds: number }>(sql`
    insert into request_counts as c (key) values (${key})
    on conflict (key) do update set
      window_start = case when c.window_start > now() - ${WINDOW} then c.window_start else now() end,
      requests = case when c.window_start > now() - ${WINDOW} then c.requests + 1 else 1 end
    returning requests, greatest(1, ceil(extract(epoch from window_start + ${WINDOW} - now())))::int as seconds`);
  if (Math.random() < 0.01)
    await db.execute(sql`delete from request_counts where window_start < now() - interval '1 day'`);
  return { requests: Number(rows[0].requests), seconds: Number(rows[0].seconds) };
}

/**
 * The requests counted under `key` in its current window of an hour and the seconds to the window's end,
 * without counting one more (zero requests when no window is open): to refuse before trying.
 */
export async function requestsInHour(
  db: Db,
  key: string,
): Promise<{ requests: number; seconds: number }> {
  const { rows } = await db.execute<{ requests: number; seconds: number }>(sql`
    select requests,
      greatest(1, ceil(extract(epoch from window_start + ${WINDOW} - now())))::int as seconds
    from request_counts where key = ${key} and window_start > now() - ${WINDOW}`);
  const r = rows[0];
  return r
    ? { requests: Number(r.requests), seconds: Number(r.seconds) }
    : { requests: 0, seconds: 0 };
}
