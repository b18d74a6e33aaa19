import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { idArray, oneOf } from '../../../lib/sql.js';
import { personalChatId } from './queries.js';

/**
 * The personal chat of pair key `key` between `me` and `other`, created with both as members unless it
 * exists (one per pair even when both open it at once: the unique pair key). Answers its id.
 */
export async function createPersonalChat(
  tx: Tx,
  q: { me: number; other: number; key: string },
): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`insert into chats (purpose, owner_user_id,
      personal_key)
    values ('PERSONAL_CHAT', ${q.me}, ${q.key})
    on conflict (personal_key) where personal_key is not null do nothing
    returning id`);
  // opened by both at once: the other insert waited for this one's writer, so a new statement sees its row
  if (!rows.length) return (await personalChatId(tx, q.key))!;
  const id = Number(rows[0]!.id);
  await tx.execute(sql`insert into chat_members (chat_id, user_id, role)
    values (${id}, ${q.me}, 'MEMBER'), (${id}, ${q.other}, 'MEMBER')`);
  return id;
}

/** A new group (REG_GROUP) owned by `ownerId` with `others` as members; answers its id. */
export async function insertGroup(
  tx: Tx,
  g: {
    name: string;
    description: string | null;
    picture: string | null;
    ownerId: number;
    others: number[];
  },
): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`insert into chats (purpose, name,
      description, picture, owner_user_id)
    values ('REG_GROUP', ${g.name}, ${g.description}, ${g.picture}, ${g.ownerId})
    returning id`);
  const id = Number(rows[0]!.id);
  await tx.execute(sql`insert into chat_members (chat_id, user_id, role)
    select ${id}, x, case when x = ${g.ownerId} then 'OWNER' else 'MEMBER' end
    from unnest(${idArray([g.ownerId, ...g.others])}) as x`);
  return id;
}

/** Changes a group's name, description or picture (each left as is when undefined; '' clears the description). */
export async function updateGroupFields(
  tx: Tx,
  g: { chatId: number; name?: string; description?: string; picture?: string | null },
): Promise<void> {
  const description =
    g.description === undefined ? sql`description` : sql`${g.description || null}`;
  const picture = g.picture === undefined ? sql`picture` : sql`${g.picture}`;
  await tx.execute(sql`update chats
    set name = coalesce(${g.name ?? null}, name), description = ${description}, picture = ${picture}
    where id = ${g.chatId}`);
}

/**
 * Adds users `ids` to chat `chatId` as members (a former member comes back, with unread starting
 * after `latestMid`); answers who joined, by id.
 */
export async function addChatMembers(
  tx: Tx,
  q: { chatId: number; ids: number[]; latestMid: number },
): Promise<number[]> {
  const { rows } = await tx.execute<{ user_id: number }>(sql`insert into chat_members (chat_id,
      user_id, role, last_read_mid)
    select ${q.chatId}, x, 'MEMBER', ${q.latestMid} from unnest(${idArray(q.ids)}) as x
    on conflict (chat_id, user_id) do update
      set left_at = null, joined_at = now(), role = 'MEMBER', last_read_mid = excluded.last_read_mid
      where chat_members.left_at is not null
    returning user_id`);
  return rows.map((r) => Number(r.user_id)).sort((a, b) => a - b);
}

/** Marks the current members `ids` of chat `chatId` as left; answers who left, by id. */
export async function leaveChat(tx: Tx, chatId: number, ids: number[]): Promise<number[]> {
  const { rows } = await tx.execute<{ user_id: number }>(sql`update chat_members
    set left_at = now()
    where chat_id = ${chatId} and user_id ${oneOf(ids)} and left_at is null
    returning user_id`);
  return rows.map((r) => Number(r.user_id)).sort((a, b) => a - b);
}

/** Sets `userId`'s own mute (when `mute` is given) or pin of chat `chatId`; false when not a current member. */
export async function setMemberFlag(
  db: Db,
  q: { chatId: number; userId: number; mute?: boolean; pin?: boolean },
): Promise<boolean> {
  const set =
    q.mute !== undefined
      ? sql`muted = ${q.mute}`
      : sql`pinned_at = ${q.pin ? sql`coalesce(pinned_at, now())` : sql`null`}`;
  const { rows } = await db.execute(sql`update chat_members
    set ${set}
    where chat_id = ${q.chatId} and user_id = ${q.userId} and left_at is null
    returning 1`);
  return rows.length > 0;
}
