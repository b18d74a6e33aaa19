import { FILE_MESSAGES, fileKindOf, type FileKind, type FilePurpose } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { liveFileByPublicId } from './queries.js';

/** The public id in a download path `/api/files/{publicId}` (null when it is not one). */
const publicIdOf = (url: string) => /^\/api\/files\/([0-9a-f-]{36})$/i.exec(url)?.[1] ?? null;

/**
 * The id of the caller's own live upload at download path `url` (`/api/files/{publicId}`), made for
 * `purpose` and of file kind `kind`: 404 'No file found' for an unknown path, 403 'You can only use
 * files you uploaded' for someone else's, 400 for another purpose or type. Used by feedback recordings,
 * profile pictures and event images.
 */
export async function ownUpload({
  db,
  userId,
  url,
  purpose,
  kind,
}: {
  db: Tx;
  userId: number;
  url: string;
  purpose: FilePurpose;
  kind: FileKind;
}): Promise<number> {
  const publicId = publicIdOf(url);
  const f = publicId ? await liveFileByPublicId(db, publicId) : undefined;
  if (!f) throw notFound(FILE_MESSAGES.noFileFound, 'FILE_NOT_FOUND');
  if (f.ownerUserId !== userId) throw forbidden(FILE_MESSAGES.notUploader, 'NOT_UPLOADER');
  if (f.purpose !== purpose || fileKindOf(f.fileName) !== kind)
    throw badRequest(FILE_MESSAGES.formatNotSupported, `NOT_${kind.toUpperCase()}`);
  return f.id;
}
