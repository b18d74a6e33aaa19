import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { IMPORT_MESSAGES, IMPORT_UPLOADS_PER_HOUR } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';

/** The window the uploads are counted in. */
const WINDOW = sql`interval '1 hour'`;

/**
 * The import upload quota of both parse routes (brand and event import), called first in their handlers,
 * before the file is read: counts this upload of the caller on this route (import_upload_counts: per user
 * and route, in a window of an hour from the first upload, refused ones too) and, past
 * IMPORT_UPLOADS_PER_HOUR in the window, answers 429 TOO_MANY_IMPORTS (IMPORT_MESSAGES.tooManyUploads,
 * in minutes) with Retry-After (seconds to the window's end). Counted in the database in one statement,
 * so every server copy counts the same uploads.
 */
export async function importUploadQuota(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const { rows } = await db.execute<{ uploads: number; seconds: number }>(sql`
    insert into import_upload_counts as q (user_id, route)
    values (${req.actor.userId}, ${req.routeOptions.url ?? req.url})
    on conflict (user_id, route) do update set
      window_start = case when q.window_start > now() - ${WINDOW} then q.window_start else now() end,
      uploads = case when q.window_start > now() - ${WINDOW} then q.uploads + 1 else 1 end
    returning uploads, greatest(1, ceil(extract(epoch from window_start + ${WINDOW} - now())))::int as seconds`);
  const { uploads, seconds } = rows[0];
  if (uploads <= IMPORT_UPLOADS_PER_HOUR) return;
  reply.header('retry-after', String(seconds));
  throw new AppError(
    429,
    'TOO_MANY_IMPORTS',
    IMPORT_MESSAGES.tooManyUploads(Math.ceil(seconds / 60)),
  );
}
