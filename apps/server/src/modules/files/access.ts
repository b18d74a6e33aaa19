import { sql } from 'drizzle-orm';

/**
 * Read rules of stored files that rest on other modules' tables (spec 001 §5 chat file rules): openFile
 * (service.ts) combines them with the uploader's own and the brand-file rules.
 */

/** SQL: whether `userId` may download file `f` as a member of a chat where a live message carries it (or its thumbnail). */
export const chatMemberMayRead = (
  userId: number,
) => sql`exists (select 1 from message_files mf join messages msg on msg.id = mf.message_id and msg.deleted_at is null
    join chat_members cm on cm.chat_id = mf.chat_id and cm.user_id = ${userId} and cm.left_at is null
  where mf.file_id = f.id or mf.thumbnail_file_id = f.id)`;
