/**
 * The load test's people as users of their own (issue 43 §3). Person i of role r signs in as
 * `load.<i>@demo.test`, a copy of r's demo login (its roles, admin flag, vertical and password); a PO copy works
 * the demo PO's event inventories. The people are in chat groups of GROUP_SIZE, as an office's teams. So each
 * person's writes keep only their own reads on the primary (read-your-writes, 5 s a user), and a chat message
 * reaches its group. Written to the primary before the load starts. A BO copy owns no brands.
 */
import pg from 'pg';

/** People in one chat group. */
const GROUP_SIZE = 10;

/** A person's login and chat group. */
export type PersonUser = { email: string; chatId: number };

/** Makes a user per entry of `roles` (the demo role codes, lower case) and their chat groups; answers them in order. */
export async function createPeople(databaseUrl: string, roles: string[]): Promise<PersonUser[]> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ id: string; email: string }>(
      `insert into users (email, password_hash, first_name, last_name, roles, is_admin, vertical_id)
       select 'load.' || p.i || '@demo.test', b.password_hash, b.first_name, 'Load ' || p.i, b.roles,
         b.is_admin, b.vertical_id
       from unnest($1::text[]) with ordinality as p(role, i)
       join users b on b.email = p.role || '@demo.test'
       returning id, email`,
      [roles],
    );
    await c.query(`insert into event_inventory_owners (ei_id, user_id)
      select o.ei_id, u.id
      from users u, users b join event_inventory_owners o on o.user_id = b.id
      where b.email = 'po@demo.test' and u.email like 'load.%' and 'PO' = any(u.roles)`);
    const idOf = new Map(rows.map((r) => [r.email, Number(r.id)]));
    const emails = roles.map((_, i) => `load.${i + 1}@demo.test`);
    const people: PersonUser[] = [];
    for (let g = 0; g < emails.length; g += GROUP_SIZE) {
      const members = emails.slice(g, g + GROUP_SIZE).map((e) => idOf.get(e)!);
      const chat = await c.query<{ id: string }>(
        `insert into chats (purpose, name, owner_user_id) values ('REG_GROUP', $1, $2) returning id`,
        [`Load team ${g / GROUP_SIZE + 1}`, members[0]],
      );
      const chatId = Number(chat.rows[0]!.id);
      await c.query(
        `insert into chat_members (chat_id, user_id, role)
         select $1, m.id, case when m.n = 1 then 'OWNER' else 'MEMBER' end
         from unnest($2::bigint[]) with ordinality as m(id, n)`,
        [chatId, members],
      );
      for (const email of emails.slice(g, g + GROUP_SIZE)) people.push({ email, chatId });
    }
    return people;
  } finally {
    await c.end();
  }
}
