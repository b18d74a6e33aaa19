import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  ChatMember,
  ChatMessage,
  ChatPurpose,
  ChatSummary,
  UserSummary,
} from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { chatMembers, chats, users } from '../../../db/schema/index.js';
import { iso } from '../../../lib/paging.js';
import {
  jsonValue,
  oneOf,
  preparedStatement,
  todayIst,
  type Placeholders,
  userSummaryJson,
} from '../../../lib/sql.js';
import { messagesByIds } from '../messages/queries.js';

type SummaryRow = {
  id: number;
  purpose: ChatSummary['purpose'];
  name: string | null;
  description: string | null;
  picture: string | null;
  owner_user_id: number | null;
  event_id: number | null;
  latest_mid: number;
  created_at: unknown;
  role: ChatSummary['role'];
  last_read_mid: number;
  pinned_at: unknown;
  muted: boolean;
  archived: boolean | null;
  event_name: string | null;
  other_user: unknown;
  latest_id: number | null;
  draft: string | null;
};

/** The caller's (`me`) memberships `m` of chats `c`, with what a summary shows. */
const summarySelect = (me: number) => sql`select c.id, c.purpose, c.name, c.description,
    c.picture, c.owner_user_id, c.event_id, c.latest_mid, c.created_at,
    m.role, m.last_read_mid, m.pinned_at, m.muted, e.end_date < ${todayIst} as archived,
    e.name as event_name,
    case when c.purpose = 'PERSONAL_CHAT' then (
      select ${userSummaryJson()}
      from chat_members om
      join users u on u.id = om.user_id
      where om.chat_id = c.id and om.user_id <> m.user_id
      limit 1) end as other_user,
    (select lm.id from messages lm where lm.chat_id = c.id and lm.mid = c.latest_mid) as latest_id,
    (select d.content from chat_drafts d where d.chat_id = c.id and d.user_id = m.user_id) as draft
  from chat_members m
  join chats c on c.id = m.chat_id
  left join events e on e.id = c.event_id
  where m.user_id = ${me} and m.left_at is null`;

/** Maps a summary row, with its latest message, to the contract's chat summary. */
function toSummary(r: SummaryRow, latest: ChatMessage | undefined): ChatSummary {
  const other = r.other_user ? jsonValue<UserSummary>(r.other_user) : null;
  const latestMid = Number(r.latest_mid);
  const lastRead = Math.min(Number(r.last_read_mid), latestMid);
  return {
    id: Number(r.id),
    purpose: r.purpose,
    name: r.purpose === 'PERSONAL_CHAT' ? (other?.userName ?? '') : (r.name ?? r.event_name ?? ''),
    description: r.description,
    groupPicture: r.purpose === 'PERSONAL_CHAT' ? (other?.profileImage ?? null) : r.picture,
    owner: r.owner_user_id === null ? null : Number(r.owner_user_id),
    eventId: r.event_id === null ? null : Number(r.event_id),
    otherUser: other,
    role: r.role,
    latestMid,
    lastRead,
    unreadCount: latestMid - lastRead,
    isPinned: !!r.pinned_at,
    pinnedOn: iso(r.pinned_at),
    isMuted: r.muted,
    archived: !!r.archived,
    latestMessage: latest ?? null,
    createdAt: iso(r.created_at)!,
    draftMessage: r.draft,
  };
}

/** Summaries of the caller's chats matching `where` (over `c`, `m`, `e`), with their latest messages. */
async function summaries(
  tx: Tx,
  me: number,
  where: SQL,
  tail: SQL = sql``,
): Promise<ChatSummary[]> {
  const { rows } = await tx.execute<SummaryRow>(sql`${summarySelect(me)} and ${where} ${tail}`);
  const latest = new Map(
    (
      await messagesByIds(
        tx,
        rows.flatMap((r) => (r.latest_id ? [Number(r.latest_id)] : [])),
      )
    ).map((msg): [number, ChatMessage] => [msg.chatId, msg]),
  );
  return rows.map((r) => toSummary(r, latest.get(Number(r.id))));
}

/** Chat `chatId` as `me` sees it, or undefined unless they are a current member. */
export async function chatSummaryOf(
  tx: Tx,
  me: number,
  chatId: number,
): Promise<ChatSummary | undefined> {
  return (await summaries(tx, me, sql`c.id = ${chatId}`))[0];
}

/**
 * A page of `me`'s chats of a tab — CHATS (groups, and personal chats with a message or opened by
 * `me`) or EVENTS (event groups, archived or current) — pinned first, then by latest activity; with
 * the tab's total and the number of `me`'s chats with unread messages.
 */
export async function chatListPage(
  db: Db,
  q: {
    me: number;
    chatType: 'CHATS' | 'EVENTS';
    archivedEvents: boolean;
    limit: number;
    offset: number;
  },
): Promise<{ chats: ChatSummary[]; total: number; unread: number }> {
  const { me } = q;
  const where =
    q.chatType === 'CHATS'
      ? sql`(c.purpose = 'REG_GROUP'
          or (c.purpose = 'PERSONAL_CHAT' and (c.latest_mid > 0 or c.owner_user_id = ${me})))`
      : sql`c.purpose = 'EVENT_GROUP'
          and coalesce(e.end_date < ${todayIst}, false) = ${q.archivedEvents}`;
  const [chats, counts] = await Promise.all([
    summaries(
      db,
      me,
      where,
      sql`order by m.pinned_at desc nulls last, coalesce(c.last_message_at, c.created_at) desc,
        c.id desc
      limit ${q.limit} offset ${q.offset}`,
    ),
    db.execute<{ total: number; unread: number }>(sql`select
        count(*) filter (where ${where})::int as total,
        count(*) filter (where c.latest_mid > m.last_read_mid)::int as unread
      from chat_members m
      join chats c on c.id = m.chat_id
      left join events e on e.id = c.event_id
      where m.user_id = ${me} and m.left_at is null`),
  ]);
  return { chats, total: counts.rows[0]!.total, unread: counts.rows[0]!.unread };
}

/** Chat `chatId`'s current members, the owner first, then by name. */
export async function currentMembers(db: Db, chatId: number): Promise<ChatMember[]> {
  const { rows } = await db.execute<{
    u: unknown;
    role: ChatMember['role'];
    joined_at: unknown;
    status: string;
    last_read_mid: number;
  }>(sql`select ${userSummaryJson()} as u, m.role, m.joined_at, u.status, m.last_read_mid
    from chat_members m
    join users u on u.id = m.user_id
    where m.chat_id = ${chatId} and m.left_at is null
    order by m.role = 'OWNER' desc, u.first_name, u.last_name, u.id`);
  return rows.map((r) => ({
    ...jsonValue<UserSummary>(r.u),
    role: r.role,
    joinedAt: iso(r.joined_at)!,
    isDeactivated: r.status !== 'ACTIVE',
    lastRead: Number(r.last_read_mid),
  }));
}

/** Which of users `ids` exist and are active. */
export async function activeUserIds(tx: Tx, ids: number[]): Promise<Set<number>> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${users.id} ${oneOf(ids)}`, eq(users.status, 'ACTIVE')));
  return new Set(rows.map((r) => r.id));
}

/** The personal chat with pair key `key` ('low:high' user ids), or undefined. */
export async function personalChatId(tx: Tx, key: string): Promise<number | undefined> {
  const rows = await tx.select({ id: chats.id }).from(chats).where(eq(chats.personalKey, key));
  return rows[0]?.id;
}

/** Whether user `userId` is active and has ever been active (logged in); undefined for an unknown user. */
export async function chatPartner(
  db: Db,
  userId: number,
): Promise<{ active: boolean; everActive: boolean } | undefined> {
  const rows = await db
    .select({ status: users.status, lastActiveOn: users.lastActiveOn })
    .from(users)
    .where(eq(users.id, userId));
  const r = rows[0];
  return r && { active: r.status === 'ACTIVE', everActive: !!r.lastActiveOn };
}

/** The first active admin, one who has logged in if any (by id), or undefined. */
export async function firstActiveAdmin(db: Db): Promise<number | undefined> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.status, 'ACTIVE')))
    .orderBy(sql`${users.lastActiveOn} is null`, users.id)
    .limit(1);
  return rows[0]?.id;
}

/** A user's membership of a chat as membership() reads it: the chat's kind and counter, and the role (null when not a current member). */
export type MembershipRow = {
  role: 'OWNER' | 'MEMBER' | null;
  purpose: ChatPurpose;
  eventId: number | null;
  ownerUserId: number | null;
  latestMid: number;
  lastReadMid: number;
};

type MembershipValues = { userId: number; chatId: number };
type MembershipDbRow = {
  role: MembershipRow['role'];
  purpose: ChatPurpose;
  event_id: number | null;
  owner_user_id: number | null;
  latest_mid: number;
  last_read_mid: number | null;
};
/** readMembership's statements, without and with the chat row's lock, built once. */
const membershipSql = (p: Placeholders<MembershipValues>, lock: SQL) =>
  sql`select m.role, c.purpose, c.event_id, c.owner_user_id, c.latest_mid, m.last_read_mid
    from chats c
    left join chat_members m on m.chat_id = c.id and m.user_id = ${p.userId} and m.left_at is null
    where c.id = ${p.chatId} ${lock}`;
const membershipRead = preparedStatement<MembershipValues, MembershipDbRow>(
  'chat_membership',
  (p) => membershipSql(p, sql``),
);
const membershipLock = preparedStatement<MembershipValues, MembershipDbRow>(
  'chat_membership_lock',
  (p) => membershipSql(p, sql`for update of c`),
);

/**
 * Chat `chatId` with `userId`'s current membership (role null when none); undefined when the chat does
 * not exist. `forUpdate` locks the chat row. A prepared statement: membership is read on every chat request.
 */
export async function readMembership(
  tx: Tx,
  q: { userId: number; chatId: number; forUpdate: boolean },
): Promise<MembershipRow | undefined> {
  const values = { userId: q.userId, chatId: q.chatId };
  const { rows } = await (q.forUpdate ? membershipLock : membershipRead)(tx, values);
  const r = rows[0];
  if (!r) return undefined;
  return {
    role: r.role,
    purpose: r.purpose,
    eventId: r.event_id === null ? null : Number(r.event_id),
    ownerUserId: r.owner_user_id === null ? null : Number(r.owner_user_id),
    latestMid: Number(r.latest_mid),
    lastReadMid: Number(r.last_read_mid),
  };
}

/** The current members' user ids of a chat. */
export async function memberIds(tx: Tx, chatId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), isNull(chatMembers.leftAt)));
  return rows.map((r) => r.userId);
}
