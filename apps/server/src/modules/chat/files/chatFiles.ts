import type { ChatFilesResult, FileTab } from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import type { Actor } from '../../../auth/actor.js';
import { pageInfo } from '../../../lib/paging.js';
import { assertUser } from '../../people/index.js';
import { membership } from '../groups/membership.js';
import { chatFilesPage, userFilesPage } from './fileQueries.js';

/** The files tabs of chats and users (spec 001 §5 chat files, §7 user files): files sent in live messages, read by chat members. */

/** GET /api/message/files: the chat's files in live messages, newest first, by tab, 100 a page (members only). */
export async function listChatFiles({
  db,
  actor,
  q,
}: {
  db: Db;
  actor: Actor;
  q: { chatId: number; type: FileTab; pageNo: number; count: number };
}): Promise<ChatFilesResult> {
  await membership(db, actor.userId, q.chatId);
  const { files, total } = await chatFilesPage(db, q);
  return { files, ...pageInfo(q.pageNo, q.count, total) };
}

/**
 * GET /api/user/files?targetUserId (spec 001 §7 user files, the profile's Files tab): the
 * files `targetUserId` sent in live messages of chats the caller is a member of, newest first, by tab
 * and file name; never a file from a chat the caller cannot see. 404 'User not found' for an unknown user.
 */
export async function userSharedFiles({
  db,
  actor,
  q,
}: {
  db: Db;
  actor: Actor;
  q: { targetUserId: number; type: FileTab; searchFor: string; pageNo: number; count: number };
}): Promise<ChatFilesResult> {
  await assertUser(db, q.targetUserId);
  const { files, total } = await userFilesPage(db, { ...q, viewerId: actor.userId });
  return { files, ...pageInfo(q.pageNo, q.count, total) };
}
