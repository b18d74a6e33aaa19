/**
 * The bulk seed's chat (scripts/seedBulk.ts): GROUPS groups of ten colleagues (the demo BO, PO and TO in one
 * group in ten) sharing `total` messages, sent over the last 180 days, each member having read all but the
 * last few. GROUP_CHUNK groups with their messages are one chunk.
 */
import type pg from 'pg';
import { createRng } from '../apps/server/src/db/seed/random.js';
import { copyRows, runChunks, type CopyRow } from './bulkCopy.js';

const GROUPS = 1_000;
const GROUP_CHUNK = 50;
const MEMBERS = 10;
const LINES = [
  'Shared the revised deck with the brand team.',
  'They want the title slot; can we hold it till Friday?',
  'Call went well, sending the proposal tonight.',
  'Budget is approved on their side, waiting for the PO.',
  'Can someone check the inventory count for the stadium?',
  'Moving this one to in progress.',
  'Their agency asked for last season’s footfall numbers.',
  'Meeting at 4 pm IST, joining from the office.',
];

/** The groups and their `total` messages, GROUP_CHUNK groups a chunk (scripts/bulkCopy.ts runChunks). */
export async function seedBulkChat(
  client: pg.Client,
  done: Set<string>,
  total: number,
): Promise<void> {
  const { rows } = await client.query<{ id: number; email: string }>(
    "select id::int, email from users where status = 'ACTIVE' order by id",
  );
  const demo = ['bo', 'po', 'to'].map((r) => rows.find((u) => u.email === `${r}@demo.test`)!.id);
  const people = rows.map((u) => u.id).filter((id) => !demo.includes(id));
  const perGroup = Math.round(total / GROUPS);
  await runChunks(client, done, {
    name: 'chat',
    count: GROUPS / GROUP_CHUNK,
    run: async (k) => {
      const rng = createRng(20261121 + 3000 + k);
      let written = 0;
      for (let g = k * GROUP_CHUNK; g < (k + 1) * GROUP_CHUNK; g++) {
        const members = g % 10 === 0 ? [...demo] : [];
        members.push(...rng.sample(people, MEMBERS - members.length));
        written += await seedGroup(client, rng, {
          name: `Bench group ${g + 1}`,
          members,
          perGroup,
        });
      }
      return written;
    },
  });
}

/** One group owned by its first member, its `perGroup` messages and its members' read marks. */
async function seedGroup(
  client: pg.Client,
  rng: ReturnType<typeof createRng>,
  g: { name: string; members: number[]; perGroup: number },
): Promise<number> {
  const now = Date.now();
  const step = (180 * 86_400_000) / g.perGroup;
  const { rows } = await client.query<{ id: number }>(
    `insert into chats (purpose, name, owner_user_id, latest_mid, last_message_at, created_at)
     values ('REG_GROUP', $1, $2, $3, $4, $5) returning id::int`,
    [g.name, g.members[0], g.perGroup, new Date(now), new Date(now - 181 * 86_400_000)],
  );
  const chatId = rows[0].id;
  const messages: CopyRow[] = Array.from({ length: g.perGroup }, (_, i) => {
    const at = new Date(now - (g.perGroup - i) * step);
    return {
      chat_id: chatId,
      mid: i + 1,
      sender_user_id: rng.pick(g.members),
      content: rng.pick(LINES),
      created_at: at,
      updated_at: at,
    };
  });
  await copyRows(client, 'messages', Object.keys(messages[0]), messages);
  const members: CopyRow[] = g.members.map((user_id, i) => ({
    chat_id: chatId,
    user_id,
    role: i === 0 ? 'OWNER' : 'MEMBER',
    last_read_mid: g.perGroup - rng.int(0, 20),
  }));
  await copyRows(client, 'chat_members', Object.keys(members[0]), members);
  return messages.length + members.length + 1;
}
