import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CHAT_EVENTS,
  CHAT_MESSAGES,
  chatRoutes,
  type ChatMessage,
  type MessageDeletedEvent,
} from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';
import { next, socketsOf } from '../../test/sockets.js';

/**
 * The chat socket's client events of spec 001 §7 Realtime: `attach-to-group` and `delete-message` (no HTTP
 * twin on the client), and every outgoing event sent as an object or JSON-encoded as the spec's client sends it.
 */
describe.each(testDatabases())('chat socket: attach-to-group and delete-message on %s', (kind) => {
  let t: TestApp;
  let sockets: Awaited<ReturnType<typeof socketsOf>>;
  let chatId: number;
  let lg: number;
  const deletedAt = async (messageId: number) =>
    (
      await t.db.execute<{ deleted: boolean; content: string }>(
        sql`select deleted_at is not null as deleted, content from messages where id = ${messageId}`,
      )
    ).rows[0];
  const send = async (email: string, content: string, localId: string) =>
    (await t.call(email, chatRoutes.send, { chatId, content, localId })).body.data.message;

  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 20, pairings: 0 });
    sockets = await socketsOf(t);
    lg = await userId(t.db, 'lg@demo.test');
    chatId = (await t.call('bo@demo.test', chatRoutes.personalChat, { userId: lg })).body.data.id;
  });
  afterAll(async () => {
    sockets?.close();
    await t?.close();
  });

  it('attach-to-group acks the chat to catch up from, to a member only', async () => {
    const sent = await send('bo@demo.test', 'Attach me', 'attach-1');
    const lgSocket = await sockets.open('lg@demo.test', '/chat');
    const ack = await lgSocket.emitWithAck(CHAT_EVENTS.attachToGroup, { chatId });
    expect(ack).toMatchObject({
      data: { id: chatId, latestMid: sent.mid, lastRead: 0, unreadCount: sent.mid },
    });
    // the spec's client JSON-encodes what it sends
    expect(
      await lgSocket.emitWithAck(CHAT_EVENTS.attachToGroup, JSON.stringify({ chatId })),
    ).toEqual(ack);
    const outsider = await sockets.open('fi@demo.test', '/chat');
    expect(await outsider.emitWithAck(CHAT_EVENTS.attachToGroup, { chatId })).toEqual({
      error: 'CHAT_NOT_FOUND',
      message: CHAT_MESSAGES.chatNotFound,
    });
    expect(await outsider.emitWithAck(CHAT_EVENTS.attachToGroup, '{"chatId":')).toMatchObject({
      error: 'BAD_REQUEST',
      message: expect.stringMatching(/valid JSON/),
    });
    expect(
      await outsider.emitWithAck(CHAT_EVENTS.attachToGroup, JSON.stringify({ chatId: 'x' })),
    ).toMatchObject({ error: 'BAD_REQUEST' });
  });

  it('delete-message from the client deletes the sender’s message and tells the chat’s members; others are refused and nothing changes', async () => {
    const sent = await send('bo@demo.test', 'Delete me', 'delete-1');
    const lgSocket = await sockets.open('lg@demo.test', '/chat');
    const boSocket = await sockets.open('bo@demo.test', '/chat');

    // another member may not delete it: refused, the message stays
    expect(await lgSocket.emitWithAck(CHAT_EVENTS.deleteMessage, { messageId: sent.id })).toEqual({
      error: 'AUTHOR_ONLY',
      message: CHAT_MESSAGES.authorOnly,
    });
    expect(await deletedAt(sent.id)).toEqual({ deleted: false, content: 'Delete me' });

    const pushed = next<MessageDeletedEvent>(
      lgSocket,
      CHAT_EVENTS.deleteMessage,
      (e) => e.id === sent.id,
    );
    const ack = await boSocket.emitWithAck(
      CHAT_EVENTS.deleteMessage,
      JSON.stringify({ messageId: sent.id }),
    );
    expect(ack).toMatchObject({ data: { id: sent.id, mid: sent.mid, isDeleted: true } });
    expect(await pushed).toEqual({ chatId, id: sent.id, mid: sent.mid, localId: 'delete-1' });
    expect((await deletedAt(sent.id)).deleted).toBe(true);
    // the HTTP read agrees
    const read = await t.call('lg@demo.test', chatRoutes.messages, { chatId });
    expect(read.body.data.messages.find((m: ChatMessage) => m.id === sent.id)).toMatchObject({
      isDeleted: true,
    });
  });

  it('pin-, unpin-, star-, unstar- and draft-message take JSON text as they take objects; bad JSON text is refused and changes nothing', async () => {
    const sent = await send('bo@demo.test', 'Pin me as text', 'json-1');
    const lgSocket = await sockets.open('lg@demo.test', '/chat');
    const state = async () =>
      (
        await t.db.execute<{ pinned: number; starred: number; draft: string | null }>(
          sql`select (select count(*)::int from message_pins where message_id = ${sent.id}) as pinned,
            (select count(*)::int from message_stars where message_id = ${sent.id} and user_id = ${lg}) as starred,
            (select content from chat_drafts where chat_id = ${chatId} and user_id = ${lg}) as draft`,
        )
      ).rows[0];
    const emit = (event: string, payload: object) =>
      lgSocket.emitWithAck(event, JSON.stringify(payload));
    const ref = { messageId: sent.id };

    expect(await emit(CHAT_EVENTS.pinMessage, ref)).toMatchObject({ data: { chatId } });
    expect(await emit(CHAT_EVENTS.starMessage, ref)).toMatchObject({ data: { chatId } });
    expect(await emit(CHAT_EVENTS.draftMessage, { chatId, content: 'Half' })).toMatchObject({
      data: { chatId, content: 'Half' },
    });
    expect(await state()).toEqual({ pinned: 1, starred: 1, draft: 'Half' });

    const before = await state();
    for (const event of [CHAT_EVENTS.unpinMessage, CHAT_EVENTS.draftMessage])
      expect(await lgSocket.emitWithAck(event, '{"messageId":')).toMatchObject({
        error: 'BAD_REQUEST',
        message: expect.stringMatching(/valid JSON/),
      });
    expect(await state()).toEqual(before);

    expect(await emit(CHAT_EVENTS.unpinMessage, ref)).toMatchObject({ data: { chatId } });
    expect(await emit(CHAT_EVENTS.unstarMessage, ref)).toMatchObject({ data: { chatId } });
    expect(await state()).toMatchObject({ pinned: 0, starred: 0 });
  });
});
