import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CHAT_EVENTS,
  CHAT_MESSAGES,
  chatRoutes,
  type ChatInfo,
  type ChatMessage,
  type ChatSummary,
  type MessageDeletedEvent,
  type ReadReceiptEvent,
} from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';
import { next, socketsOf } from '../../test/sockets.js';

describe.each(testDatabases())(
  'chat: personal chats, groups, messages and the /chat socket on %s',
  (kind) => {
    let t: TestApp;
    let sockets: Awaited<ReturnType<typeof socketsOf>>;
    let bo: number;
    let fi: number;
    let lg: number;
    let hr: number;
    let seq = 0;
    const localId = () => `loc-${++seq}`;
    const send = (email: string, chatId: number, content: string, extra: object = {}) =>
      t.call(email, chatRoutes.send, { chatId, content, localId: localId(), ...extra });
    const messages = async (
      email: string,
      chatId: number,
      q: { afterMid?: number; beforeMid?: number; count?: number } = {},
    ) => (await t.call(email, chatRoutes.messages, { chatId, ...q })).body.data;
    const group = async (members: number[], name = 'Deal room') =>
      (
        await t.call('bo@demo.test', chatRoutes.createGroup, {
          name,
          description: 'Sponsorship deals',
          members,
        })
      ).body.data.id as number;
    const personal = async (email: string, other: number) =>
      (await t.call(email, chatRoutes.personalChat, { userId: other })).body.data as ChatSummary;
    const chatSocket = (email: string) => sockets.open(email, '/chat');

    beforeAll(async () => {
      t = await startTestApp(kind, { brands: 150, pairings: 300 });
      sockets = await socketsOf(t);
      [bo, fi, lg, hr] = await Promise.all(
        ['bo@demo.test', 'fi@demo.test', 'lg@demo.test', 'hr@demo.test'].map((e) =>
          userId(t.db, e),
        ),
      );
    });
    afterAll(async () => {
      sockets?.close();
      await t?.close();
    });

    it('personal chats: the existing chat or a new one (once per pair, even opened by both at once); refusals with the spec texts', async () => {
      const opened = await personal('bo@demo.test', lg);
      expect(opened).toMatchObject({
        purpose: 'PERSONAL_CHAT',
        otherUser: { userId: lg },
        latestMid: 0,
        unreadCount: 0,
      });
      // What's New 'message us': the chat with the support user (no SUPPORT_USER_ID here: the first active admin)
      const admin = await userId(t.db, 'admin@demo.test');
      const support = await t.call('bo@demo.test', chatRoutes.supportChat, {});
      expect(support).toMatchObject({
        status: 200,
        body: { data: { purpose: 'PERSONAL_CHAT', otherUser: { userId: admin } } },
      });
      expect((await t.call('bo@demo.test', chatRoutes.supportChat, {})).body.data.id).toBe(
        support.body.data.id,
      );
      expect(await t.call('admin@demo.test', chatRoutes.supportChat, {})).toMatchObject({
        status: 400,
        body: { message: CHAT_MESSAGES.selfChat },
      });
      expect(opened.name).toBe(opened.otherUser!.userName);
      expect((await personal('lg@demo.test', bo)).id).toBe(opened.id);
      // an empty chat shows only for whoever opened it; the first message brings it to the other side, unread
      const lgList = async () =>
        (await t.call('lg@demo.test', chatRoutes.list, {})).body.data as {
          chats: ChatSummary[];
          unreadChats: number;
        };
      expect((await lgList()).chats.some((c) => c.id === opened.id)).toBe(false);
      expect(
        (await t.call('bo@demo.test', chatRoutes.list, {})).body.data.chats.some(
          (c: ChatSummary) => c.id === opened.id,
        ),
      ).toBe(true);
      await send('bo@demo.test', opened.id, 'Hello there');
      const listed = (await lgList()).chats.find((c) => c.id === opened.id);
      expect(listed).toMatchObject({
        unreadCount: 1,
        latestMid: 1,
        latestMessage: { content: 'Hello there', from: bo },
      });
      expect((await lgList()).unreadChats).toBeGreaterThanOrEqual(1);

      // pin (first in the list) and mute are the caller's own
      expect(
        (await t.call('lg@demo.test', chatRoutes.pin, { chatId: opened.id, pin: true })).body.data
          .message,
      ).toBe(CHAT_MESSAGES.chatPinned);
      expect(
        (
          await t.call('lg@demo.test', chatRoutes.mute, {
            chatId: opened.id,
            mute: true,
          })
        ).body.data.message,
      ).toBe(CHAT_MESSAGES.notificationsDisabled);
      expect((await lgList()).chats[0]).toMatchObject({
        id: opened.id,
        isPinned: true,
        isMuted: true,
      });
      expect(
        (await t.call('bo@demo.test', chatRoutes.list, {})).body.data.chats.find(
          (c: ChatSummary) => c.id === opened.id,
        ),
      ).toMatchObject({ isPinned: false, isMuted: false });
      expect(
        (await t.call('lg@demo.test', chatRoutes.pin, { chatId: opened.id, pin: false })).body.data
          .message,
      ).toBe(CHAT_MESSAGES.chatUnpinned);
      expect(
        (
          await t.call('lg@demo.test', chatRoutes.mute, {
            chatId: opened.id,
            mute: false,
          })
        ).body.data.message,
      ).toBe(CHAT_MESSAGES.notificationsEnabled);

      const both = await Promise.all([
        personal('fi@demo.test', hr),
        personal('hr@demo.test', fi),
        personal('fi@demo.test', hr),
      ]);
      expect(new Set(both.map((c) => c.id)).size).toBe(1);
      const { rows } = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from chat_members where chat_id = ${both[0].id}`,
      );
      expect(rows[0].n).toBe(2);

      expect(await t.call('bo@demo.test', chatRoutes.personalChat, { userId: bo })).toMatchObject({
        status: 400,
        body: { error: 'SELF_CHAT', message: CHAT_MESSAGES.selfChat },
      });
      expect(
        await t.call('bo@demo.test', chatRoutes.personalChat, { userId: 987654321 }),
      ).toMatchObject({ status: 404, body: { message: CHAT_MESSAGES.userNotFound } });
      const { rows: fresh } = await t.db.execute<{
        id: number;
      }>(sql`update users set last_active_on = null
      where id = (select id from users where status = 'ACTIVE' and id not in (${bo}, ${fi}, ${lg}, ${hr}) order by id desc limit 1) returning id`);
      expect(
        await t.call('bo@demo.test', chatRoutes.personalChat, { userId: fresh[0].id }),
      ).toMatchObject({ status: 400, body: { message: CHAT_MESSAGES.neverLoggedIn } });
    });

    it('groups: created with the Group Created announcement; the owner adds and removes members (announced), a member leaves; info and edits are the owner’s', async () => {
      const created = await t.call('bo@demo.test', chatRoutes.createGroup, {
        name: 'Stall team',
        members: [fi, lg, fi],
      });
      expect(created).toMatchObject({
        status: 200,
        body: { data: { message: CHAT_MESSAGES.groupCreated } },
      });
      const id = created.body.data.id as number;
      const info = (await t.call('fi@demo.test', chatRoutes.info, { chatId: id })).body
        .data as ChatInfo;
      expect(info).toMatchObject({
        purpose: 'REG_GROUP',
        name: 'Stall team',
        owner: bo,
        role: 'MEMBER',
        unreadCount: 1,
      });
      expect(info.members[0]).toMatchObject({ userId: bo, role: 'OWNER', isDeactivated: false });
      expect(
        info.members
          .slice(1)
          .map((m) => `${m.userId}:${m.role}`)
          .sort(),
      ).toEqual([`${fi}:MEMBER`, `${lg}:MEMBER`].sort());
      const [first] = (await messages('fi@demo.test', id)).messages;
      expect(first).toMatchObject({
        mid: 1,
        type: 'ANNOUNCEMENT',
        isAnnoucement: true,
        content: CHAT_MESSAGES.groupCreatedAnnouncement,
        additionalData: { actionName: 'GROUP_CREATED', actionTakenByUserId: bo },
      });
      expect(first.additionalData!.involvedUsers.map((u) => u.userId).sort()).toEqual(
        [fi, lg].sort(),
      );

      expect(
        (await t.call('fi@demo.test', chatRoutes.addMembers, { chatId: id, userIds: [hr] })).status,
      ).toBe(403);
      expect(
        (await t.call('fi@demo.test', chatRoutes.updateGroup, { chatId: id, name: 'Mine' })).status,
      ).toBe(403);
      expect(
        (await t.call('bo@demo.test', chatRoutes.updateGroup, { chatId: id, name: 'Stall crew' }))
          .body.data.message,
      ).toBe(CHAT_MESSAGES.groupUpdated);
      expect(
        (await t.call('bo@demo.test', chatRoutes.addMembers, { chatId: id, userIds: [hr] })).status,
      ).toBe(200);
      const hrInfo = (await t.call('hr@demo.test', chatRoutes.info, { chatId: id })).body
        .data as ChatInfo;
      expect(hrInfo).toMatchObject({
        name: 'Stall crew',
        unreadCount: 1,
        latestMessage: {
          additionalData: { actionName: 'ADDED_TO_GROUP', involvedUsers: [{ userId: hr }] },
        },
      });

      expect(
        (await t.call('bo@demo.test', chatRoutes.removeMembers, { chatId: id, userIds: [lg] }))
          .status,
      ).toBe(200);
      expect((await t.call('lg@demo.test', chatRoutes.info, { chatId: id })).status).toBe(404);
      expect((await messages('fi@demo.test', id)).messages.at(-1)).toMatchObject({
        additionalData: { actionName: 'REMOVED_FROM_GROUP', involvedUsers: [{ userId: lg }] },
      });
      expect(
        await t.call('bo@demo.test', chatRoutes.removeMembers, { chatId: id, userIds: [bo] }),
      ).toMatchObject({ status: 400, body: { message: CHAT_MESSAGES.ownerStays } });
      expect(
        (await t.call('hr@demo.test', chatRoutes.removeMembers, { chatId: id, userIds: [fi] }))
          .status,
      ).toBe(403);
      expect(
        (await t.call('hr@demo.test', chatRoutes.removeMembers, { chatId: id, userIds: [hr] }))
          .status,
      ).toBe(200);
      expect(
        (await t.call('fi@demo.test', chatRoutes.info, { chatId: id })).body.data.members
          .map((m: { userId: number }) => m.userId)
          .sort(),
      ).toEqual([bo, fi].sort());
      expect((await messages('bo@demo.test', id)).messages.map((m) => m.mid)).toEqual([1, 2, 3, 4]);

      expect(
        (
          await t.call('bo@demo.test', chatRoutes.createGroup, {
            name: 'Ghosts',
            members: [987654321],
          })
        ).status,
      ).toBe(400);
      expect(
        (await t.call('bo@demo.test', chatRoutes.createGroup, { name: '  ', members: [fi] }))
          .status,
      ).toBe(400);
      const pair = await personal('bo@demo.test', fi);
      expect(
        await t.call('bo@demo.test', chatRoutes.addMembers, { chatId: pair.id, userIds: [hr] }),
      ).toMatchObject({ status: 400, body: { message: CHAT_MESSAGES.notAGroup } });
    });

    it('sends once per localId (three at once → one message, one mid) and numbers 20 concurrent senders’ messages 1..N without gaps or duplicates', async () => {
      const id = await group([fi]);
      const body = { chatId: id, content: 'Deck attached?', localId: 'same-local' };
      const sent = await Promise.all(
        [1, 2, 3].map(() => t.call('fi@demo.test', chatRoutes.send, body)),
      );
      expect(sent.map((s) => s.status)).toEqual([200, 200, 200]);
      expect(new Set(sent.map((s) => `${s.body.data.id}:${s.body.data.mid}`)).size).toBe(1);
      expect(sent[0].body.data).toMatchObject({
        mid: 2,
        message: { localId: 'same-local', content: 'Deck attached?', from: fi },
      });
      const { rows } = await t.db.execute<{ n: number; latest: number }>(
        sql`select (select count(*)::int from messages where chat_id = ${id} and local_id = 'same-local') as n, (select latest_mid from chats where id = ${id}) as latest`,
      );
      expect(rows[0]).toEqual({ n: 1, latest: 2 });
      // the same localId in another chat is another message
      expect(
        (
          await t.call('fi@demo.test', chatRoutes.send, {
            ...body,
            chatId: (await personal('fi@demo.test', bo)).id,
          })
        ).body.data.mid,
      ).toBeGreaterThan(0);

      const { rows: people } = await t.db.execute<{ id: number; email: string }>(
        sql`select id, email from users where status = 'ACTIVE' and id <> ${bo} order by id limit 20`,
      );
      const crowd = await group(
        people.map((p) => p.id),
        'Crowd',
      );
      const perSender = 4;
      // 20 senders at once, each sending its messages one after another (as a client's outbox does)
      const bySender = await Promise.all(
        people.map(async (p) => {
          const out = [];
          for (let k = 0; k < perSender; k++)
            out.push(
              await t.call(p.email, chatRoutes.send, {
                chatId: crowd,
                content: `${p.id}#${k}`,
                localId: `c-${p.id}-${k}`,
              }),
            );
          return out;
        }),
      );
      const results = bySender.flat();
      expect(results.every((r) => r.status === 200)).toBe(true);
      const total = 1 + people.length * perSender;
      const mids = results.map((r) => r.body.data.mid as number);
      expect(new Set(mids).size).toBe(mids.length);
      let got: ChatMessage[] = [];
      for (let after = 0; ;) {
        const page = await messages('bo@demo.test', crowd, { afterMid: after, count: 30 });
        got = got.concat(page.messages);
        if (!page.hasMore) break;
        after = page.messages.at(-1)!.mid;
      }
      expect(got.map((m) => m.mid)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
      // each sender's messages keep their sending order
      for (const p of people.slice(0, 3))
        expect(got.filter((m) => m.from === p.id).map((m) => m.content)).toEqual(
          Array.from({ length: perSender }, (_, k) => `${p.id}#${k}`),
        );
    });

    it('catches up by mid range after a gap, pages older messages, replays edits and deletions since a time; only the sender edits or deletes', async () => {
      const chat = await personal('bo@demo.test', hr);
      const base = chat.latestMid;
      const ids: number[] = [];
      for (let i = 1; i <= 8; i++)
        ids.push((await send('bo@demo.test', chat.id, `m${i}`)).body.data.id);
      const first = await messages('hr@demo.test', chat.id, { afterMid: base, count: 3 });
      expect(first.messages.map((m) => m.content)).toEqual(['m1', 'm2', 'm3']);
      expect(first).toMatchObject({ hasMore: true, latestMid: base + 8 });
      // hr was away after m3: one call brings the rest, in order
      const rest = await messages('hr@demo.test', chat.id, { afterMid: base + 3 });
      expect(rest.messages.map((m) => m.content)).toEqual(['m4', 'm5', 'm6', 'm7', 'm8']);
      expect(rest.hasMore).toBe(false);
      expect(
        (await messages('hr@demo.test', chat.id, { beforeMid: base + 4, count: 2 })).messages.map(
          (m) => m.content,
        ),
      ).toEqual(['m2', 'm3']);
      expect(
        (await messages('hr@demo.test', chat.id, { count: 2 })).messages.map((m) => m.content),
      ).toEqual(['m7', 'm8']);
      expect(
        (
          await messages('hr@demo.test', chat.id, { afterMid: base + 1, beforeMid: base + 4 })
        ).messages.map((m) => m.content),
      ).toEqual(['m2', 'm3']);

      // read state: forward, never backwards, never past the latest; a sender has read their own message
      expect(
        (
          await t.call('hr@demo.test', chatRoutes.read, {
            chatId: chat.id,
            mid: base + 5,
          })
        ).body.data,
      ).toEqual({ chatId: chat.id, lastRead: base + 5, unreadCount: 3 });
      expect(
        (await t.call('hr@demo.test', chatRoutes.read, { chatId: chat.id, mid: 0 })).body.data
          .lastRead,
      ).toBe(base + 5);
      // the other side sees how far hr read (its 'seen' marks), also after a reload
      const hrId = await userId(t.db, 'hr@demo.test');
      expect(
        (
          (await t.call('bo@demo.test', chatRoutes.info, { chatId: chat.id })).body.data as ChatInfo
        ).members.find((m) => m.userId === hrId)?.lastRead,
      ).toBe(base + 5);
      const reply = await send('hr@demo.test', chat.id, 'About m3', { replyingTo: ids[2] });
      expect(reply.body.data.message.replyingToMessage).toMatchObject({
        id: ids[2],
        content: 'm3',
        isDeleted: false,
      });
      const since = new Date(Date.now() - 1_000).toISOString();
      expect(
        (
          await t.call('hr@demo.test', chatRoutes.edit, {
            messageId: ids[1],
            content: 'hijack',
          })
        ).status,
      ).toBe(403);
      expect((await t.call('hr@demo.test', chatRoutes.remove, { messageId: ids[1] })).status).toBe(
        403,
      );
      const edited = await t.call('bo@demo.test', chatRoutes.edit, {
        messageId: ids[1],
        content: 'm2 (fixed)',
      });
      expect(edited.body.data).toMatchObject({
        content: 'm2 (fixed)',
        isEdited: true,
        editVersion: 1,
      });
      const removed = await t.call('bo@demo.test', chatRoutes.remove, {
        messageId: ids[2],
      });
      expect(removed.body.data).toMatchObject({ isDeleted: true, content: '' });
      expect((await t.call('bo@demo.test', chatRoutes.remove, { messageId: ids[2] })).status).toBe(
        200,
      );
      expect(
        (
          await t.call('bo@demo.test', chatRoutes.edit, {
            messageId: ids[2],
            content: 'back',
          })
        ).status,
      ).toBe(404);
      const modified = (
        await t.call('hr@demo.test', chatRoutes.modified, { chatId: chat.id, since })
      ).body.data;
      expect(modified.messages.map((m: ChatMessage) => [m.id, m.isEdited, m.isDeleted])).toEqual([
        [ids[1], true, false],
        [ids[2], false, true],
      ]);
      expect(modified.totalNoOfEntries).toBe(2);
      const now = new Date(Date.now() + 60_000).toISOString();
      expect(
        (await t.call('hr@demo.test', chatRoutes.modified, { chatId: chat.id, since: now })).body
          .data.messages,
      ).toEqual([]);
      const after = await messages('hr@demo.test', chat.id, { afterMid: base + 2, count: 1 });
      expect(after.messages[0]).toMatchObject({ id: ids[2], isDeleted: true, content: '' });
      expect(
        (await messages('hr@demo.test', chat.id, { count: 1 })).messages[0].replyingToMessage,
      ).toMatchObject({ id: ids[2], isDeleted: true, content: '' });

      expect(
        (
          await t.call('hr@demo.test', chatRoutes.read, {
            chatId: chat.id,
            mid: base + 6,
          })
        ).body.data,
      ).toEqual({ chatId: chat.id, lastRead: base + 9, unreadCount: 0 });
      expect(
        (
          await t.call('bo@demo.test', chatRoutes.read, {
            chatId: chat.id,
            mid: base + 5,
          })
        ).body.data,
      ).toEqual({ chatId: chat.id, lastRead: base + 8, unreadCount: 1 });
      expect(
        (
          await t.call('bo@demo.test', chatRoutes.read, {
            chatId: chat.id,
            mid: 10_000,
          })
        ).body.data,
      ).toEqual({ chatId: chat.id, lastRead: base + 9, unreadCount: 0 });
      for (const content of ['', '   ', 'x'.repeat(2_001)])
        expect(
          (
            await t.call('bo@demo.test', chatRoutes.send, {
              chatId: chat.id,
              content,
              localId: localId(),
            })
          ).status,
        ).toBe(400);
      expect(
        (
          await t.call('bo@demo.test', chatRoutes.send, {
            chatId: chat.id,
            content: 'x'.repeat(2_000),
            localId: localId(),
          })
        ).status,
      ).toBe(200);
      const other = await group([fi]);
      const foreign = (await messages('bo@demo.test', other)).messages[0].id;
      expect(
        (await send('bo@demo.test', chat.id, 'cross-chat reply', { replyingTo: foreign })).status,
      ).toBe(404);
    });

    it('answers 404 to a user outside the chat on every chat route', async () => {
      const id = await group([fi]);
      const msg = (await send('fi@demo.test', id, 'Members only')).body.data.id as number;
      const outsider = 'lg@demo.test';
      const calls: [string, () => Promise<{ status: number }>][] = [
        ['info', () => t.call(outsider, chatRoutes.info, { chatId: id })],
        [
          'addMembers',
          () => t.call(outsider, chatRoutes.addMembers, { chatId: id, userIds: [lg] }),
        ],
        [
          'removeMembers',
          () => t.call(outsider, chatRoutes.removeMembers, { chatId: id, userIds: [fi] }),
        ],
        [
          'updateGroup',
          () => t.call(outsider, chatRoutes.updateGroup, { chatId: id, name: 'Taken' }),
        ],
        ['messages', () => t.call(outsider, chatRoutes.messages, { chatId: id })],
        [
          'modified',
          () =>
            t.call(outsider, chatRoutes.modified, { chatId: id, since: '2026-01-01T00:00:00Z' }),
        ],
        [
          'send',
          () =>
            t.call(outsider, chatRoutes.send, { chatId: id, content: 'hi', localId: 'intruder' }),
        ],
        ['edit', () => t.call(outsider, chatRoutes.edit, { messageId: msg, content: 'x' })],
        ['remove', () => t.call(outsider, chatRoutes.remove, { messageId: msg })],
        ['read', () => t.call(outsider, chatRoutes.read, { chatId: id, mid: 1 })],
        ['mute', () => t.call(outsider, chatRoutes.mute, { chatId: id, mute: true })],
        ['pin', () => t.call(outsider, chatRoutes.pin, { chatId: id, pin: true })],
      ];
      for (const [name, call] of calls) expect([name, (await call()).status]).toEqual([name, 404]);
      expect(
        (await t.call(outsider, chatRoutes.list, {})).body.data.chats.some(
          (c: ChatSummary) => c.id === id,
        ),
      ).toBe(false);
      const { rows } = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from messages where chat_id = ${id}`,
      );
      expect(rows[0].n).toBe(2);
    });

    it('live on /chat: message, edit and delete-message to every member’s room (the sender’s other tab too), read receipts over the socket; a bad payload gets an error ack', async () => {
      const id = await group([fi]);
      const [fiSocket, boTab, lgSocket] = await Promise.all([
        chatSocket('fi@demo.test'),
        chatSocket('bo@demo.test'),
        chatSocket('lg@demo.test'),
      ]);
      const strays: ChatMessage[] = [];
      lgSocket.on(CHAT_EVENTS.message, (m: ChatMessage) => strays.push(m));
      const atFi = next<ChatMessage>(fiSocket, CHAT_EVENTS.message, (m) => m.localId === 'live-1');
      const atBo = next<ChatMessage>(boTab, CHAT_EVENTS.message, (m) => m.localId === 'live-1');
      const sent = (
        await t.call('bo@demo.test', chatRoutes.send, {
          chatId: id,
          content: 'Live hello',
          localId: 'live-1',
        })
      ).body.data;
      expect(await atFi).toMatchObject({
        id: sent.id,
        mid: sent.mid,
        chatId: id,
        content: 'Live hello',
        fromUserData: { userId: bo },
      });
      expect((await atBo).id).toBe(sent.id);

      const editedLive = next<ChatMessage>(
        fiSocket,
        CHAT_EVENTS.message,
        (m) => m.id === sent.id && m.editVersion === 1,
      );
      await t.call('bo@demo.test', chatRoutes.edit, {
        messageId: sent.id,
        content: 'Live hello!',
      });
      expect((await editedLive).content).toBe('Live hello!');
      const deletedLive = next<MessageDeletedEvent>(
        fiSocket,
        CHAT_EVENTS.deleteMessage,
        (e) => e.id === sent.id,
      );
      await t.call('bo@demo.test', chatRoutes.remove, { messageId: sent.id });
      expect(await deletedLive).toEqual({
        chatId: id,
        id: sent.id,
        mid: sent.mid,
        localId: 'live-1',
      });

      const receipt = next<ReadReceiptEvent>(
        boTab,
        CHAT_EVENTS.readReceipt,
        (e) => e.chatId === id && e.userId === fi,
      );
      const ack = await fiSocket.emitWithAck(CHAT_EVENTS.readReceipt, {
        chatId: id,
        mid: sent.mid,
      });
      expect(ack).toEqual({ data: { chatId: id, lastRead: sent.mid, unreadCount: 0 } });
      expect(await receipt).toEqual({ chatId: id, userId: fi, lastRead: sent.mid });
      expect(await fiSocket.emitWithAck(CHAT_EVENTS.readReceipt, { chatId: 'abc' })).toMatchObject({
        error: 'BAD_REQUEST',
      });
      expect(await fiSocket.emitWithAck(CHAT_EVENTS.readReceipt, 'junk')).toMatchObject({
        error: 'BAD_REQUEST',
      });
      expect(
        await lgSocket.emitWithAck(CHAT_EVENTS.readReceipt, { chatId: id, mid: 1 }),
      ).toMatchObject({ error: 'CHAT_NOT_FOUND' });
      expect(fiSocket.connected).toBe(true);
      expect(strays.filter((m) => m.chatId === id)).toEqual([]);
    });
  },
);
