import { sql } from 'drizzle-orm';
import { CHAT_MESSAGES, type RoleCode } from '@crm/contracts';
import type { Tx } from '../client.js';
import { idArray, oneOf } from '../../lib/sql.js';
import { bulkInsert } from './bulk.js';
import { istWorkTime } from './eventDates.js';

/**
 * The deal the demo conversations talk about: one of the demo BO's ASSIGNED pairings on an event that
 * starts in more than two weeks, with the project owner of its event inventory (`po`): a colleague, not
 * the demo PO (the demo BO and PO start their first chat themselves) nor the demo TO (who has their own).
 */
type Deal = { brand: string; event: string; inventory: string; eventId: number; po: number };

/** Who says a line: a demo login by role, the deal's project owner, or a colleague of the TO's team. */
type Speaker = RoleCode | 'DEAL_PO' | 'COLLEAGUE';
/**
 * A line of a conversation: who, what, and when: the day (0 the demo's working day, -1 the day before…)
 * and the IST clock time (before 10:00 on day 0: istWorkTime).
 */
type Line = [Speaker, string, number, string];

const boWithTo = (d: Deal): Line[] => [
  ['TO', `How is ${d.brand} moving for ${d.event}?`, -2, '11:05'],
  [
    'BO',
    `Proposal for the ${d.inventory} went out. Their brand manager liked the reach.`,
    -2,
    '11:40',
  ],
  ['TO', 'Good. Is it this quarter’s budget or next year’s?', -2, '12:10'],
  ['BO', 'This quarter; the CMO signs off by the 15th.', -2, '12:25'],
  ['TO', 'Log the call note after your meeting so the team sees it in the timeline.', 0, '09:12'],
  ['TO', 'And move the stage once they confirm; the weekly review is tomorrow.', 0, '09:13'],
];

const boWithPo = (d: Deal): Line[] => [
  ['BO', `Can you hold the ${d.inventory} at ${d.event} for ${d.brand} till Friday?`, -1, '14:20'],
  [
    'DEAL_PO',
    'Holding it till Friday 6 pm IST. Two other brands asked about it this week.',
    -1,
    '15:05',
  ],
  ['BO', 'Thanks! I will push them for a written confirmation.', -1, '15:12'],
  [
    'DEAL_PO',
    'Share the purchase order as soon as you have it and I will mark the slot.',
    -1,
    '17:40',
  ],
  ['BO', 'Will do.', -1, '17:46'],
];

const boWithAdmin: Line[] = [
  [
    'BO',
    'Hi, one of my brands shows the same POC twice after the import. Can you merge them?',
    -4,
    '16:30',
  ],
  ['ADMIN', 'Done: merged into the older record, the call notes are all on it now.', -4, '17:10'],
  ['BO', 'Perfect, thank you.', -4, '17:15'],
];

const poWithTo: Line[] = [
  ['PO', 'December events are 60% sold; the title slots are the ones still open.', 0, '09:20'],
  ['TO', 'Two of my BOs are close on title deals. I will check with them today.', 0, '09:35'],
];

const teamGroup = (d: Deal): Line[] => [
  [
    'TO',
    'Morning all. Pipeline review at 4 pm IST; please update your stages before that.',
    -1,
    '09:30',
  ],
  ['COLLEAGUE', 'Updated mine. Two brands moved to Proposal Sent.', -1, '10:05'],
  [
    'BO',
    `${d.brand} is in negotiation for ${d.event}; expecting a decision this week.`,
    -1,
    '10:20',
  ],
  ['PO', 'Rate cards for the December events are in the events’ files.', -1, '11:00'],
  ['TO', 'Great. Anyone blocked on approvals?', -1, '11:15'],
  ['COLLEAGUE', 'Waiting on finance for one credit note; raised a task for it.', -1, '12:40'],
  ['TO', 'Reminder: call notes within the day, the management dashboard reads them.', 0, '09:40'],
];

const eventGroup = (d: Deal): Line[] => [
  [
    'DEAL_PO',
    `Welcome to the ${d.event} group. The venue deck is in the event’s files.`,
    -3,
    '10:00',
  ],
  [
    'BO',
    `${d.brand} wants to see camera positions for the ${d.inventory} before signing.`,
    -2,
    '15:30',
  ],
  ['DEAL_PO', 'I will share the broadcast plan here by tomorrow.', -2, '16:45'],
  ['DEAL_PO', 'Broadcast plan is up. Camera 3 covers the branding zones.', 0, '09:05'],
];

/** A message to store: its sender, text, when (ISO), and an announcement's data. */
type Said = { sender: number; content: string; at: string; data?: object };

/**
 * Demo conversations (spec 001 §3 chat), so that the demo logins open Chat on real threads: the demo BO
 * talks with the demo TO, the project owner of one of their deals and the admin; the demo PO with the demo
 * TO; the TO's team has a group opened by its 'Group Created' announcement; the deal's event group has
 * messages (its other members join at the first sync, having read them). The BO has not read the last
 * lines of three chats. Dated in IST working hours of the last few days (istWorkTime). Runs after users,
 * teams, events and pairings.
 */
export async function seedChats(tx: Tx, demo: Record<RoleCode, number>): Promise<void> {
  const deal = await demoDeal(tx, demo.BO, [demo.BO, demo.PO, demo.TO]);
  if (!deal) return;
  const { rows } = await tx.execute<{ user_id: number }>(sql`select tm.user_id
    from team_members tm join teams t on t.id = tm.team_id
    where t.owner_user_id = ${demo.TO} and tm.user_id <> ${demo.BO}
    order by tm.user_id limit 3`);
  const colleagues = rows.map((r) => Number(r.user_id));
  const who = (s: Speaker) =>
    s === 'DEAL_PO' ? deal.po : s === 'COLLEAGUE' ? colleagues[0] : demo[s];
  const say = (lines: Line[]) =>
    lines.map(([s, content, day, time]): Said => ({
      sender: who(s),
      content,
      at: istWorkTime(day, time),
    }));
  const personal = async (a: number, b: number, lines: Line[], unreadBy?: number) => {
    const key = `${Math.min(a, b)}:${Math.max(a, b)}`;
    const id = await insertChat(tx, { purpose: 'PERSONAL_CHAT', owner: a, personalKey: key });
    await fill(tx, { chatId: id, members: [a, b], said: say(lines), unreadBy });
  };
  await personal(demo.BO, demo.TO, boWithTo(deal), demo.BO);
  await personal(demo.BO, deal.po, boWithPo(deal));
  await personal(demo.BO, demo.ADMIN, boWithAdmin);
  await personal(demo.PO, demo.TO, poWithTo);

  const members = [...new Set([demo.TO, demo.BO, demo.PO, ...colleagues])];
  const groupId = await insertChat(tx, {
    purpose: 'REG_GROUP',
    owner: demo.TO,
    name: 'Team 1 pipeline',
    description: 'Daily pipeline updates for the team',
  });
  const created = await groupCreated(tx, demo.TO, members);
  await fill(tx, {
    chatId: groupId,
    members,
    owner: demo.TO,
    said: [
      {
        sender: demo.TO,
        content: CHAT_MESSAGES.groupCreatedAnnouncement,
        at: istWorkTime(-1, '09:25'),
        data: created,
      },
      ...say(teamGroup(deal)),
    ],
    unreadBy: demo.BO,
  });

  const eventChat = (await seedEventGroups(tx)).get(deal.eventId)!;
  await fill(tx, {
    chatId: eventChat,
    members: [deal.po, demo.BO],
    said: say(eventGroup(deal)),
    unreadBy: demo.BO,
  });
}

/**
 * Every event's group (EVENT_GROUP), dated from the event's first assignment (else 30 days ago). The
 * first chat list would make them (modules/chat/groups/eventGroups.ts), all dated then and so listed
 * above the groups with messages; made here, they keep their age. Their members join at that first
 * sync. Answers event id → chat id.
 */
async function seedEventGroups(tx: Tx): Promise<Map<number, number>> {
  const { rows } = await tx.execute<{ id: number; event_id: number }>(sql`insert into chats
      (purpose, event_id, created_at)
    select 'EVENT_GROUP', e.id, coalesce(min(p.assigned_at), now() - interval '30 days')
    from events e
    left join event_inventories ei on ei.event_id = e.id
    left join pairings p on p.ei_id = ei.id
    group by e.id
    returning id, event_id`);
  return new Map(rows.map((r): [number, number] => [Number(r.event_id), Number(r.id)]));
}

/** The deal the demo conversations name (see Deal), its PO none of `others`; null when the BO has none. */
async function demoDeal(tx: Tx, bo: number, others: number[]): Promise<Deal | null> {
  const { rows } = await tx.execute<{
    brand: string;
    event: string;
    inventory: string;
    event_id: number;
    po: number;
  }>(sql`select b.name as brand, e.name as event, i.name as inventory, e.id as event_id, o.user_id as po
    from pairings p
    join brand_owners bo on bo.brand_id = p.brand_id and bo.user_id = ${bo}
    join brands b on b.id = p.brand_id
    join event_inventories ei on ei.id = p.ei_id
    join events e on e.id = ei.event_id
    join inventories i on i.id = ei.inventory_id
    join event_inventory_owners o on o.ei_id = ei.id and o.user_id <> all(${idArray(others)})
    where p.status = 'ASSIGNED' and e.start_date > current_date + 14
    order by e.start_date, p.id, o.user_id
    limit 1`);
  const r = rows[0];
  if (!r) return null;
  const { brand, event, inventory } = r;
  return { brand, event, inventory, eventId: Number(r.event_id), po: Number(r.po) };
}

/** A chat created 30 days ago; answers its id. */
async function insertChat(
  tx: Tx,
  c: {
    purpose: 'PERSONAL_CHAT' | 'REG_GROUP';
    owner?: number;
    personalKey?: string;
    name?: string;
    description?: string;
  },
): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`insert into chats (purpose, owner_user_id,
      personal_key, name, description, created_at)
    values (${c.purpose}, ${c.owner ?? null}, ${c.personalKey ?? null}, ${c.name ?? null},
      ${c.description ?? null}, now() - interval '30 days')
    returning id`);
  return Number(rows[0]!.id);
}

/**
 * The 'Group Created' announcement's data (spec 001 §3 additionalData, as chat/messages/sending.ts
 * announces it): who created the group and whom it involved, with their names.
 */
async function groupCreated(tx: Tx, owner: number, members: number[]): Promise<object> {
  const { rows } = await tx.execute<{ id: number; name: string }>(
    sql`select id, first_name || ' ' || last_name as name from users where id ${oneOf(members)}`,
  );
  const name = new Map(rows.map((r) => [Number(r.id), r.name]));
  return {
    actionName: 'GROUP_CREATED',
    actionTakenByUserId: owner,
    actionTakenByUserName: name.get(owner) ?? '',
    involvedUsers: members
      .filter((m) => m !== owner)
      .map((userId) => ({ userId, userName: name.get(userId) ?? '' })),
  };
}

/**
 * Stores `said` as mids 1, 2, 3… of chat `chatId`, makes `members` its members (`owner` as OWNER) and
 * moves the chat's counter and last activity. Every member has read it all except `unreadBy`, who read
 * up to their own last message.
 */
async function fill(
  tx: Tx,
  c: { chatId: number; members: number[]; said: Said[]; owner?: number; unreadBy?: number },
): Promise<void> {
  const messages = c.said.map((s, i) => ({
    chat_id: c.chatId,
    mid: i + 1,
    sender_user_id: s.sender,
    content: s.content,
    type: s.data ? 'ANNOUNCEMENT' : 'TEXT',
    additional_data: s.data ?? null,
    created_at: s.at,
    updated_at: s.at,
  }));
  await bulkInsert(
    tx,
    'messages',
    {
      chat_id: 'bigint',
      mid: 'bigint',
      sender_user_id: 'bigint',
      content: 'text',
      type: 'text',
      additional_data: 'jsonb',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    messages,
  );
  const latest = messages.length;
  const ownLast = (u: number) =>
    Math.max(0, ...messages.filter((m) => m.sender_user_id === u).map((m) => m.mid));
  await bulkInsert(
    tx,
    'chat_members',
    {
      chat_id: 'bigint',
      user_id: 'bigint',
      role: 'text',
      last_read_mid: 'bigint',
      joined_at: 'timestamptz',
    },
    c.members.map((user_id) => ({
      chat_id: c.chatId,
      user_id,
      role: user_id === c.owner ? 'OWNER' : 'MEMBER',
      last_read_mid: user_id === c.unreadBy ? ownLast(user_id) : latest,
      joined_at: messages[0]!.created_at,
    })),
  );
  await tx.execute(sql`update chats set latest_mid = ${latest},
      last_message_at = ${messages[latest - 1]!.created_at}
    where id = ${c.chatId}`);
}
