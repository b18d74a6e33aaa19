import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CHAT_EVENTS,
  CHAT_MESSAGES,
  chatRoutes,
  FILE_MESSAGES,
  notificationRoutes,
  type ChatInfo,
  type ChatMessage,
  type ChatSummary,
  type DraftEvent,
  type MessagePinEvent,
  type MessageStarEvent,
  type ReactionEvent,
  type TypingEvent,
} from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';
import { uploadAs } from '../../test/uploads.js';
import { next, socketsOf } from '../../test/sockets.js';

describe.each(testDatabases())(
  'chat features: event groups, mentions, reactions, pins, stars, forwards, drafts, typing on %s',
  (kind) => {
    let t: TestApp;
    let sockets: Awaited<ReturnType<typeof socketsOf>>;
    let bo: number;
    let fi: number;
    let lg: number;
    let hr: number;
    let seq = 0;
    const localId = () => `feat-${++seq}`;
    const send = async (email: string, chatId: number, content: string) =>
      (await t.call(email, chatRoutes.send, { chatId, content, localId: localId() })).body.data
        .message as ChatMessage;
    const group = async (members: number[], name = 'Deal room') =>
      (await t.call('bo@demo.test', chatRoutes.createGroup, { name, members })).body.data
        .id as number;
    const eventList = async (email: string, archivedEvents = false) =>
      (await t.call(email, chatRoutes.list, { chatType: 'EVENTS', archivedEvents })).body.data as {
        chats: ChatSummary[];
        totalNoOfEntries: number;
      };
    const chatSocket = (email: string) => sockets.open(email, '/chat');
    /** An event of its own (ending in `days`) with one inventory: fi its PO, a brand owned by lg only, not yet assigned. */
    const setUpEvent = async (name: string, days = 30) => {
      const { rows: ev } = await t.db.execute<{
        id: number;
      }>(sql`insert into events (name, category, start_date, end_date)
      select ${name}, category, current_date - 60, current_date + ${days}::int from events limit 1 returning id`);
      const eventId = Number(ev[0].id);
      const { rows: ei } = await t.db.execute<{ id: number }>(
        sql`insert into event_inventories (event_id, inventory_id) select ${eventId}, id from inventories order by id limit 1 returning id`,
      );
      const eiId = Number(ei[0].id);
      await t.db.execute(
        sql`insert into event_inventory_owners (ei_id, user_id) values (${eiId}, ${fi})`,
      );
      const { rows: b } = await t.db.execute<{ id: number }>(
        sql`select id from brands where id not in (select brand_id from brand_owners where user_id = ${hr}) order by id desc limit 1 offset ${seq++}`,
      );
      const brandId = Number(b[0].id);
      await t.db.execute(sql`delete from brand_owners where brand_id = ${brandId}`);
      await t.db.execute(
        sql`insert into brand_owners (brand_id, user_id) values (${brandId}, ${lg})`,
      );
      return { eventId, eiId, brandId };
    };

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

    it('event groups: one per event, created on first need, members are the assigned users (PO, BOs of assigned brands, accepted collaborators) and follow the pairings; others get the spec text', async () => {
      const { eventId, eiId, brandId } = await setUpEvent('Chat Expo');
      expect(
        (await t.call('fi@demo.test', chatRoutes.eventChat, { eventId: 987654321 })).status,
      ).toBe(404);
      const opened = await t.call('fi@demo.test', chatRoutes.eventChat, { eventId });
      expect(opened).toMatchObject({
        status: 200,
        body: {
          data: {
            purpose: 'EVENT_GROUP',
            name: 'Chat Expo',
            eventId,
            archived: false,
            role: 'MEMBER',
          },
        },
      });
      const chatId = opened.body.data.id as number;
      expect((await t.call('fi@demo.test', chatRoutes.eventChat, { eventId })).body.data.id).toBe(
        chatId,
      );
      const both = await Promise.all([
        t.call('fi@demo.test', chatRoutes.eventChat, { eventId }),
        t.call('fi@demo.test', chatRoutes.eventChat, { eventId }),
      ]);
      expect(both.map((r) => r.body.data.id)).toEqual([chatId, chatId]);
      const { rows: n } = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from chats where event_id = ${eventId}`,
      );
      expect(n[0].n).toBe(1);
      // lg owns the brand, but it is not assigned yet: lg is not in the event
      const refused = {
        status: 403,
        body: { error: 'EVENT_ONLY', message: CHAT_MESSAGES.eventOnly },
      };
      expect(await t.call('lg@demo.test', chatRoutes.eventChat, { eventId })).toMatchObject(
        refused,
      );
      expect(await t.call('lg@demo.test', chatRoutes.info, { chatId })).toMatchObject(refused);
      expect(await t.call('lg@demo.test', chatRoutes.messages, { chatId })).toMatchObject(refused);
      expect(
        await t.call('lg@demo.test', chatRoutes.send, {
          chatId,
          content: 'hi',
          localId: localId(),
        }),
      ).toMatchObject(refused);
      expect((await eventList('lg@demo.test')).chats.some((c) => c.id === chatId)).toBe(false);
      expect((await eventList('fi@demo.test')).chats.find((c) => c.id === chatId)).toMatchObject({
        purpose: 'EVENT_GROUP',
        name: 'Chat Expo',
      });
      expect(
        (await t.call('fi@demo.test', chatRoutes.list, {})).body.data.chats.some(
          (c: ChatSummary) => c.id === chatId,
        ),
      ).toBe(false);
      const first = await send('fi@demo.test', chatId, 'Welcome to the expo');

      // the brand is assigned: its BO joins (without the history as unread), reads and writes
      await t.db.execute(
        sql`insert into pairings (ei_id, brand_id, status, assigned_by_user_id) values (${eiId}, ${brandId}, 'ASSIGNED', ${fi})`,
      );
      const listed = (await eventList('lg@demo.test')).chats.find((c) => c.id === chatId);
      expect(listed).toMatchObject({ unreadCount: 0, latestMessage: { id: first.id } });
      expect(
        (await t.call('lg@demo.test', chatRoutes.messages, { chatId })).body.data.messages.map(
          (m: ChatMessage) => m.id,
        ),
      ).toEqual([first.id]);
      await send('lg@demo.test', chatId, 'Glad to be here');
      expect(
        ((await t.call('fi@demo.test', chatRoutes.info, { chatId })).body.data as ChatInfo).members
          .map((m) => m.userId)
          .sort(),
      ).toEqual([fi, lg].sort());
      // an accepted collaborator on the pairing joins too; an invited one does not
      await t.db.execute(
        sql`insert into collab_invitations (ei_id, brand_id, inviter_user_id, invitee_user_id, status) values (${eiId}, ${brandId}, ${lg}, ${hr}, 'CO_INVITED')`,
      );
      expect((await t.call('hr@demo.test', chatRoutes.info, { chatId })).status).toBe(403);
      await t.db.execute(
        sql`update collab_invitations set status = 'ACCEPTED' where ei_id = ${eiId} and invitee_user_id = ${hr}`,
      );
      expect(
        (await t.call('hr@demo.test', chatRoutes.info, { chatId })).body.data.members
          .map((m: { userId: number }) => m.userId)
          .sort(),
      ).toEqual([fi, lg, hr].sort());
      // membership follows through the change list (chat_event_dirty, kept by triggers): once synced the event is off it,
      // and a stage change alone does not put it back
      const dirty = async () =>
        (await t.db.execute(sql`select 1 from chat_event_dirty where event_id = ${eventId}`)).rows
          .length;
      expect(await dirty()).toBe(0);
      await t.db.execute(
        sql`update pairings set stage = 'IN_PROGRESS' where ei_id = ${eiId} and brand_id = ${brandId}`,
      );
      expect(await dirty()).toBe(0);
      // the brand gets a second owner: they join; off the brand again, they leave
      const members = async () =>
        ((await t.call('fi@demo.test', chatRoutes.info, { chatId })).body.data as ChatInfo).members
          .map((m) => m.userId)
          .sort((a, b) => a - b);
      await t.db.execute(
        sql`insert into brand_owners (brand_id, user_id) values (${brandId}, ${bo})`,
      );
      expect(await dirty()).toBe(1);
      expect(await members()).toEqual([fi, lg, hr, bo].sort((a, b) => a - b));
      await t.db.execute(
        sql`delete from brand_owners where brand_id = ${brandId} and user_id = ${bo}`,
      );
      expect(await members()).toEqual([fi, lg, hr].sort((a, b) => a - b));
      // a deactivated collaborator leaves; active again, they are back
      await t.db.execute(sql`update users set status = 'INACTIVE' where id = ${hr}`);
      expect(await members()).toEqual([fi, lg].sort((a, b) => a - b));
      await t.db.execute(sql`update users set status = 'ACTIVE' where id = ${hr}`);
      expect(await members()).toEqual([fi, lg, hr].sort((a, b) => a - b));

      // the pairing is discarded: its BO and collaborator leave (no access, gone from their list and the fan-out)
      await t.db.execute(
        sql`update pairings set status = 'DISCARDED', discarded_from = 'ASSIGNED' where ei_id = ${eiId} and brand_id = ${brandId}`,
      );
      const lgSocket = await chatSocket('lg@demo.test');
      const strays: ChatMessage[] = [];
      lgSocket.on(CHAT_EVENTS.message, (m: ChatMessage) => strays.push(m));
      const after = await send('fi@demo.test', chatId, 'Only the PO now');
      expect(await t.call('lg@demo.test', chatRoutes.messages, { chatId })).toMatchObject(refused);
      expect((await eventList('lg@demo.test')).chats.some((c) => c.id === chatId)).toBe(false);
      expect((await eventList('hr@demo.test')).chats.some((c) => c.id === chatId)).toBe(false);
      const { rows: left } = await t.db.execute<{ user_id: number }>(
        sql`select user_id from chat_members where chat_id = ${chatId} and left_at is not null order by user_id`,
      );
      expect(left.map((r) => Number(r.user_id))).toEqual([bo, lg, hr].sort((a, b) => a - b)); // bo left when taken off the brand
      await new Promise((r) => setTimeout(r, 200));
      expect(strays.filter((m) => m.id === after.id)).toEqual([]);

      // an event that is over: its group is on the archived side of the EVENTS tab
      const old = await setUpEvent('Past Expo', -5);
      const oldChat = (await t.call('fi@demo.test', chatRoutes.eventChat, { eventId: old.eventId }))
        .body.data as ChatSummary;
      expect(oldChat.archived).toBe(true);
      expect((await eventList('fi@demo.test')).chats.some((c) => c.id === oldChat.id)).toBe(false);
      expect((await eventList('fi@demo.test', true)).chats.some((c) => c.id === oldChat.id)).toBe(
        true,
      );
      // the EVENTS tab creates the groups of every event the caller is assigned to
      const fresh = await setUpEvent('New Expo');
      const { rows: none } = await t.db.execute(
        sql`select 1 from chats where event_id = ${fresh.eventId}`,
      );
      expect(none).toEqual([]);
      expect((await eventList('fi@demo.test')).chats.some((c) => c.eventId === fresh.eventId)).toBe(
        true,
      );
    });

    it('mentions: a mentioned member gets a CHAT_MENTION notification in the sending transaction; the sender, non-members and a retry do not', async () => {
      const id = await group([fi, lg], 'Mention room');
      const fiName = (
        await t.call('fi@demo.test', chatRoutes.info, { chatId: id })
      ).body.data.members.find((m) => m.userId === fi)!.userName;
      const count = async (user: number) =>
        (
          await t.db.execute<{ n: number }>(
            sql`select count(*)::int as n from notifications where user_id = ${user} and type = 'CHAT_MENTION'`,
          )
        ).rows[0].n;
      const [fi0, hr0, bo0, lg0] = await Promise.all([count(fi), count(hr), count(bo), count(lg)]);
      const body = {
        chatId: id,
        content: `@[${fiName}](${fi}) and @[Neha](${hr}) and me @[Me](${bo}) — the deck, please`,
        localId: localId(),
      };
      const sent = await t.call('bo@demo.test', chatRoutes.send, body);
      expect(sent.body.data.message.mentions).toEqual([fi, hr, bo]);
      await t.call('bo@demo.test', chatRoutes.send, body); // a retry: the stored message, no second notification
      expect([await count(fi), await count(hr), await count(bo), await count(lg)]).toEqual([
        fi0 + 1,
        hr0,
        bo0,
        lg0,
      ]);
      const { rows } = await t.db.execute<{ content: string; actor_user_id: number }>(
        sql`select content, actor_user_id from notifications where user_id = ${fi} and type = 'CHAT_MENTION' order by id desc limit 1`,
      );
      expect(rows[0].content).toMatch(/mentioned you in \*\*Mention room\*\*$/);
      expect(Number(rows[0].actor_user_id)).toBe(bo);
      const list = (await t.call('fi@demo.test', notificationRoutes.list, {})).body.data;
      expect(list.notifications[0]).toMatchObject({ type: 'CHAT_MENTION', isRead: false });
    });

    it('reactions, pins, stars, forwards, drafts and typing over /chat, with the pinned and starred lists; bad payloads and outsiders get error acks', async () => {
      const id = await group([fi], 'Feature room');
      const other = await group([lg], 'Other room');
      const outside = (
        await t.call('hr@demo.test', chatRoutes.createGroup, { name: 'Not mine', members: [fi] })
      ).body.data.id as number;
      const [boTab, boTab2, fiSocket, lgSocket] = await Promise.all([
        chatSocket('bo@demo.test'),
        chatSocket('bo@demo.test'),
        chatSocket('fi@demo.test'),
        chatSocket('lg@demo.test'),
      ]);
      const msg = await send('fi@demo.test', id, 'Pin and react to me');

      // reactions: to every member; twice changes nothing; removal
      const added = next<ReactionEvent>(
        boTab,
        CHAT_EVENTS.reactionAdd,
        (e) => e.messageId === msg.id,
      );
      expect(
        await fiSocket.emitWithAck(CHAT_EVENTS.reactionAdd, { messageId: msg.id, emoji: '👍' }),
      ).toEqual({ data: { chatId: id, messageId: msg.id, mid: msg.mid, userId: fi, emoji: '👍' } });
      expect(await added).toMatchObject({ userId: fi, emoji: '👍' });
      await boTab.emitWithAck(CHAT_EVENTS.reactionAdd, { messageId: msg.id, emoji: '👍' });
      await boTab.emitWithAck(CHAT_EVENTS.reactionAdd, { messageId: msg.id, emoji: '🎉' });
      await boTab.emitWithAck(CHAT_EVENTS.reactionAdd, { messageId: msg.id, emoji: '🎉' });
      const byId = async (email: string, chatId: number, mid: number) =>
        (await t.call(email, chatRoutes.messages, { chatId, afterMid: mid - 1, count: 1 })).body
          .data.messages[0] as ChatMessage;
      expect((await byId('fi@demo.test', id, msg.mid)).reactions).toEqual([
        { emoji: '👍', userIds: [fi, bo] },
        { emoji: '🎉', userIds: [bo] },
      ]);
      const removed = next<ReactionEvent>(
        fiSocket,
        CHAT_EVENTS.reactionRemove,
        (e) => e.messageId === msg.id,
      );
      await boTab.emitWithAck(CHAT_EVENTS.reactionRemove, { messageId: msg.id, emoji: '🎉' });
      expect(await removed).toMatchObject({ userId: bo, emoji: '🎉' });
      expect((await byId('fi@demo.test', id, msg.mid)).reactions).toEqual([
        { emoji: '👍', userIds: [fi, bo] },
      ]);

      // pins: shared, with the pinner and time, in the pinned list
      const pinned = next<MessagePinEvent>(
        fiSocket,
        CHAT_EVENTS.pinMessage,
        (e) => e.messageId === msg.id,
      );
      const pinAck = await boTab.emitWithAck(CHAT_EVENTS.pinMessage, { messageId: msg.id });
      expect(pinAck.data).toMatchObject({
        chatId: id,
        messageId: msg.id,
        pinnedBy: bo,
        message: CHAT_MESSAGES.messagePinned,
      });
      expect(await pinned).toMatchObject({ pinnedBy: bo });
      const msg2 = await send('bo@demo.test', id, 'Second pin');
      await fiSocket.emitWithAck(CHAT_EVENTS.pinMessage, { messageId: msg2.id });
      const pins = (await t.call('fi@demo.test', chatRoutes.pinned, { chatId: id })).body.data;
      expect(pins.messages.map((m: ChatMessage) => [m.id, m.isPinned, m.pinnedBy])).toEqual([
        [msg2.id, true, fi],
        [msg.id, true, bo],
      ]);
      expect(pins.totalNoOfEntries).toBe(2);
      const unpinned = next<MessagePinEvent>(
        boTab,
        CHAT_EVENTS.unpinMessage,
        (e) => e.messageId === msg2.id,
      );
      await fiSocket.emitWithAck(CHAT_EVENTS.unpinMessage, { messageId: msg2.id });
      expect(await unpinned).toMatchObject({ pinnedBy: null, pinnedOn: null });
      expect(
        (await t.call('fi@demo.test', chatRoutes.pinned, { chatId: id })).body.data.messages.map(
          (m: ChatMessage) => m.id,
        ),
      ).toEqual([msg.id]);
      expect((await t.call('lg@demo.test', chatRoutes.pinned, { chatId: id })).status).toBe(404);

      // stars: the caller's own, echoed to their other tab; the starred list across chats
      const starredLive = next<MessageStarEvent>(
        boTab2,
        CHAT_EVENTS.starMessage,
        (e) => e.messageId === msg.id,
      );
      expect(
        (await boTab.emitWithAck(CHAT_EVENTS.starMessage, { messageId: msg.id })).data,
      ).toMatchObject({ isStarred: true, message: CHAT_MESSAGES.messageStarred });
      expect(await starredLive).toEqual({ chatId: id, messageId: msg.id, isStarred: true });
      const inOther = await send('lg@demo.test', other, 'Star me too');
      await boTab.emitWithAck(CHAT_EVENTS.starMessage, { messageId: inOther.id });
      const starred = (await t.call('bo@demo.test', chatRoutes.starred, {})).body.data;
      expect(starred.messages.map((m: ChatMessage) => [m.id, m.isStarred])).toEqual([
        [inOther.id, true],
        [msg.id, true],
      ]);
      expect(
        (await t.call('fi@demo.test', chatRoutes.starred, {})).body.data.totalNoOfEntries,
      ).toBe(0);
      expect((await byId('bo@demo.test', id, msg.mid)).isStarred).toBe(true);
      expect((await byId('fi@demo.test', id, msg.mid)).isStarred).toBe(false);
      await boTab.emitWithAck(CHAT_EVENTS.unstarMessage, { messageId: inOther.id });
      expect(
        (await t.call('bo@demo.test', chatRoutes.starred, {})).body.data.messages.map(
          (m: ChatMessage) => m.id,
        ),
      ).toEqual([msg.id]);

      // a deleted message is unpinned, unstarred and loses its reactions (001 §4)
      await t.call('fi@demo.test', chatRoutes.remove, { messageId: msg.id });
      expect((await t.call('bo@demo.test', chatRoutes.starred, {})).body.data.messages).toEqual([]);
      expect(
        (await t.call('bo@demo.test', chatRoutes.pinned, { chatId: id })).body.data.messages,
      ).toEqual([]);
      expect(
        await boTab.emitWithAck(CHAT_EVENTS.reactionAdd, { messageId: msg.id, emoji: '👍' }),
      ).toMatchObject({ error: 'CANNOT_REACT' });

      // forward: into chats the caller is in; once per localId; the target's members get it live
      const atLg = next<ChatMessage>(
        lgSocket,
        CHAT_EVENTS.message,
        (m) => m.chatId === other && m.isForwarded === true,
      );
      const echo = next<{ messages: ChatMessage[] }>(boTab2, CHAT_EVENTS.forwardMessage);
      const fwd = await boTab.emitWithAck(CHAT_EVENTS.forwardMessage, {
        messageId: msg2.id,
        chatIds: [other],
        localId: 'fwd-1',
      });
      expect(fwd.data.messages).toHaveLength(1);
      expect(fwd.data.messages[0]).toMatchObject({
        chatId: other,
        content: 'Second pin',
        isForwarded: true,
        from: bo,
      });
      expect((await atLg).id).toBe(fwd.data.messages[0].id);
      expect((await echo).messages[0].id).toBe(fwd.data.messages[0].id);
      expect(
        (
          await boTab.emitWithAck(CHAT_EVENTS.forwardMessage, {
            messageId: msg2.id,
            chatIds: [other],
            localId: 'fwd-1',
          })
        ).data.messages[0].id,
      ).toBe(fwd.data.messages[0].id);
      const { rows: copies } = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from messages where chat_id = ${other} and forwarded_from = ${msg2.id}`,
      );
      expect(copies[0].n).toBe(1);
      expect(
        await boTab.emitWithAck(CHAT_EVENTS.forwardMessage, {
          messageId: msg2.id,
          chatIds: [other, outside],
          localId: 'fwd-2',
        }),
      ).toMatchObject({ error: 'CHAT_NOT_FOUND' });
      expect(
        await lgSocket.emitWithAck(CHAT_EVENTS.forwardMessage, {
          messageId: msg2.id,
          chatIds: [other],
          localId: 'fwd-3',
        }),
      ).toMatchObject({ error: 'CHAT_NOT_FOUND' });
      expect(
        await boTab.emitWithAck(CHAT_EVENTS.forwardMessage, {
          messageId: msg.id,
          chatIds: [other],
          localId: 'fwd-4',
        }),
      ).toMatchObject({ error: 'NOT_FORWARDABLE' });

      // drafts: stored per user and chat, echoed to the user's other tabs, shown in the chat list; blank clears
      const draftEcho = next<DraftEvent>(boTab2, CHAT_EVENTS.draftMessage, (e) => e.chatId === id);
      expect(
        (
          await boTab.emitWithAck(CHAT_EVENTS.draftMessage, {
            chatId: id,
            content: 'Half a thought',
          })
        ).data,
      ).toMatchObject({ chatId: id, content: 'Half a thought' });
      expect((await draftEcho).content).toBe('Half a thought');
      const boChats = async () =>
        (await t.call('bo@demo.test', chatRoutes.list, {})).body.data.chats as ChatSummary[];
      expect((await boChats()).find((c) => c.id === id)?.draftMessage).toBe('Half a thought');
      expect(
        (await t.call('fi@demo.test', chatRoutes.list, {})).body.data.chats.find(
          (c) => c.id === id,
        )!.draftMessage,
      ).toBeNull();
      await boTab.emitWithAck(CHAT_EVENTS.draftMessage, { chatId: id, content: '' });
      expect((await boChats()).find((c) => c.id === id)?.draftMessage).toBeNull();

      // typing: to the other members only, nothing stored
      const strayTyping: TypingEvent[] = [];
      boTab2.on(CHAT_EVENTS.typing, (e: TypingEvent) => strayTyping.push(e));
      const typingAtFi = next<TypingEvent>(fiSocket, CHAT_EVENTS.typing, (e) => e.chatId === id);
      expect(await boTab.emitWithAck(CHAT_EVENTS.typing, { chatId: id })).toEqual({
        data: { chatId: id },
      });
      expect(await typingAtFi).toMatchObject({ chatId: id, userId: bo });

      // outsiders and bad payloads: error acks, the socket stays up
      for (const [event, payload] of [
        [CHAT_EVENTS.reactionAdd, { messageId: msg2.id, emoji: '👍' }],
        [CHAT_EVENTS.pinMessage, { messageId: msg2.id }],
        [CHAT_EVENTS.starMessage, { messageId: msg2.id }],
        [CHAT_EVENTS.typing, { chatId: id }],
        [CHAT_EVENTS.draftMessage, { chatId: id, content: 'x' }],
      ] as const)
        expect([event, await lgSocket.emitWithAck(event, payload)]).toMatchObject([
          event,
          { error: 'CHAT_NOT_FOUND' },
        ]);
      for (const [event, payload] of [
        [CHAT_EVENTS.reactionAdd, { messageId: msg2.id, emoji: '' }],
        [CHAT_EVENTS.reactionAdd, { messageId: msg2.id, emoji: 'x'.repeat(33) }],
        [CHAT_EVENTS.pinMessage, 'junk'],
        [CHAT_EVENTS.forwardMessage, { messageId: msg2.id, chatIds: [], localId: 'x' }],
        [CHAT_EVENTS.draftMessage, { chatId: id, content: 'x'.repeat(2_001) }],
        [CHAT_EVENTS.typing, {}],
      ] as const)
        expect([event, await boTab.emitWithAck(event, payload)]).toMatchObject([
          event,
          { error: 'BAD_REQUEST' },
        ]);
      expect(
        await boTab.emitWithAck(CHAT_EVENTS.starMessage, { messageId: 987654321 }),
      ).toMatchObject({ error: 'MESSAGE_NOT_FOUND' });
      expect(boTab.connected && lgSocket.connected).toBe(true);
      expect(strayTyping).toEqual([]);
    });

    it('files: the sender’s own uploads go with a message (text optional), members download them and list them by tab; a forward carries them; others get 404', async () => {
      const id = await group([fi], 'Files room');
      const pdf = {
        name: 'Rate card.pdf',
        type: 'application/pdf',
        bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'),
      };
      const png = {
        name: 'frame.png',
        type: 'image/png',
        bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      };
      const mp4 = {
        name: 'Walkthrough.mp4',
        type: 'video/mp4',
        bytes: new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]),
      };
      const doc = await uploadAs(t, 'bo@demo.test', 'CHAT_FILE', pdf);
      const video = await uploadAs(t, 'bo@demo.test', 'CHAT_FILE', mp4);
      const thumb = await uploadAs(t, 'bo@demo.test', 'CHAT_FILE', png);
      const sent = await t.call('bo@demo.test', chatRoutes.send, {
        chatId: id,
        localId: localId(),
        files: [{ fileId: doc.fileId }, { fileId: video.fileId, thumbnailFileId: thumb.fileId }],
      });
      expect(sent.status).toBe(200);
      const m = sent.body.data.message as ChatMessage;
      expect(m.content).toBe('');
      expect(m.resources).toMatchObject([
        {
          fileId: doc.fileId,
          fileName: 'Rate card.pdf',
          fileType: 'pdf',
          size: pdf.bytes.length,
          url: doc.url,
          thumbnailUrl: null,
        },
        { fileId: video.fileId, fileType: 'mp4', thumbnailUrl: thumb.url },
      ]);
      // a member downloads; an outsider cannot
      const get = async (email: string, url: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url,
            headers: { authorization: await t.auth(email) },
          })
        ).statusCode;
      expect(await get('fi@demo.test', doc.url)).toBe(200);
      expect(await get('fi@demo.test', thumb.url)).toBe(200);
      expect(await get('lg@demo.test', doc.url)).toBe(404);
      // the files tab: all, media, docs
      const tab = async (type: 'all' | 'media' | 'docs') =>
        (
          (await t.call('fi@demo.test', chatRoutes.files, { chatId: id, type })).body.data
            .files as { fileId: number }[]
        ).map((f) => f.fileId);
      expect(await tab('all')).toEqual([doc.fileId, video.fileId]);
      expect(await tab('media')).toEqual([video.fileId]);
      expect(await tab('docs')).toEqual([doc.fileId]);
      expect((await t.call('lg@demo.test', chatRoutes.files, { chatId: id })).status).toBe(404);
      // a file goes in one message only; someone else's upload, an unknown id, a non-image thumbnail and a blank message are refused
      const again = await t.call('bo@demo.test', chatRoutes.send, {
        chatId: id,
        localId: localId(),
        files: [{ fileId: doc.fileId }],
      });
      expect(again).toMatchObject({ status: 409, body: { message: CHAT_MESSAGES.fileInUse } });
      const fiFile = await uploadAs(t, 'fi@demo.test', 'CHAT_FILE', pdf);
      expect(
        await t.call('bo@demo.test', chatRoutes.send, {
          chatId: id,
          localId: localId(),
          files: [{ fileId: fiFile.fileId }],
        }),
      ).toMatchObject({ status: 403, body: { message: FILE_MESSAGES.notUploader } });
      expect(
        await t.call('bo@demo.test', chatRoutes.send, {
          chatId: id,
          localId: localId(),
          files: [{ fileId: 987654321 }],
        }),
      ).toMatchObject({ status: 404, body: { message: FILE_MESSAGES.noFileFound } });
      const video2 = await uploadAs(t, 'bo@demo.test', 'CHAT_FILE', mp4);
      const notImage = await uploadAs(t, 'bo@demo.test', 'CHAT_FILE', pdf);
      expect(
        await t.call('bo@demo.test', chatRoutes.send, {
          chatId: id,
          localId: localId(),
          files: [{ fileId: video2.fileId, thumbnailFileId: notImage.fileId }],
        }),
      ).toMatchObject({ status: 400, body: { message: CHAT_MESSAGES.thumbnailNotImage } });
      expect(
        (
          await t.call('bo@demo.test', chatRoutes.send, {
            chatId: id,
            localId: localId(),
            content: '   ',
          })
        ).status,
      ).toBe(400);
      const { rows } = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from message_files where chat_id = ${id}`,
      );
      expect(rows[0].n).toBe(2); // nothing of the refused sends was kept
      // a forward carries the files to the other chat, whose members may then download them
      const other = await group([hr], 'Forward target');
      const boSocket = await chatSocket('bo@demo.test');
      const fwd = await boSocket.emitWithAck(CHAT_EVENTS.forwardMessage, {
        messageId: m.id,
        chatIds: [other],
        localId: 'fwd-files',
      });
      expect(fwd.data.messages[0].resources.map((f: { fileId: number }) => f.fileId)).toEqual([
        doc.fileId,
        video.fileId,
      ]);
      expect(await get('hr@demo.test', doc.url)).toBe(200);
      // deleting the message hides its files from the tab and from members' downloads
      await t.call('bo@demo.test', chatRoutes.remove, { messageId: m.id });
      expect(await tab('all')).toEqual([]);
      expect(await get('fi@demo.test', doc.url)).toBe(404);
      expect(await get('bo@demo.test', doc.url)).toBe(200); // the uploader keeps their own file
    });
  },
);
