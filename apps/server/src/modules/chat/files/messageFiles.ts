import { CHAT_MESSAGES, FILE_MESSAGES, fileKindOf } from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.js';
import { insertMessageFiles, lockFilesToAttach } from './fileQueries.js';

/**
 * Files in chat messages (spec 001 §3 attachment, §5 chat file rules): the sender's own CHAT_FILE
 * uploads (signed-link upload, files module) are attached to the message in the sending transaction; a
 * forward copies them. Who may download them is the files module's read rule (files/queries.ts).
 */

/**
 * Checks the files of a new message and attaches them (after its insert): every file and thumbnail must
 * be the sender's own live CHAT_FILE upload, not yet in any message nor a brand's (404 'No file found',
 * 403 'You can only use files you uploaded', 409 when already used); a thumbnail must be an image.
 */
export async function attachFiles({
  tx,
  senderUserId,
  chatId,
  messageId,
  list,
}: {
  tx: Tx;
  senderUserId: number;
  chatId: number;
  messageId: number;
  list: { fileId: number; thumbnailFileId?: number | null }[];
}): Promise<void> {
  if (!list.length) return;
  const ids = [
    ...new Set(
      list.flatMap((f) => (f.thumbnailFileId ? [f.fileId, f.thumbnailFileId] : [f.fileId])),
    ),
  ];
  if (ids.length !== list.length + list.filter((f) => f.thumbnailFileId).length)
    throw badRequest(CHAT_MESSAGES.fileTwice, 'FILE_TWICE');
  const rows = await lockFilesToAttach(tx, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const f = byId.get(id);
    if (!f) throw notFound(FILE_MESSAGES.noFileFound, 'FILE_NOT_FOUND');
    if (f.ownerUserId !== senderUserId || f.purpose !== 'CHAT_FILE')
      throw forbidden(FILE_MESSAGES.notUploader, 'NOT_UPLOADER');
    if (f.used || f.brandId !== null) throw conflict(CHAT_MESSAGES.fileInUse, 'FILE_IN_USE');
  }
  for (const f of list)
    if (f.thumbnailFileId && fileKindOf(byId.get(f.thumbnailFileId)!.fileName) !== 'image')
      throw badRequest(CHAT_MESSAGES.thumbnailNotImage, 'THUMBNAIL_NOT_IMAGE');
  await insertMessageFiles(tx, { messageId, chatId }, list);
}
