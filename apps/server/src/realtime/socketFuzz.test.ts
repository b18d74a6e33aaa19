import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CHAT_EVENTS, chatRoutes } from '@crm/contracts';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../test/harness.js';
import { malformedBodies, type JsonSchema } from '../test/malformed.js';
import { socketsOf } from '../test/sockets.js';
import { unsafeInputError } from '../lib/validation.js';

/** Text no socket event may store: a NUL byte and lone surrogates (high, low, and half an emoji). */
const UNSAFE_TEXT = ['a\u0000b', '\u0000', '\ud800x', 'x\udc00', '\ud83d'];

/** Copies of `sample` with one string (value or key) made unsafe, and one nested too deep. */
function unsafeVariants(sample: Record<string, unknown>): unknown[] {
  const out: unknown[] = [];
  for (const [key, value] of Object.entries(sample)) {
    if (typeof value === 'string')
      for (const bad of UNSAFE_TEXT)
        out.push({ ...sample, [key]: bad }, { ...sample, [key]: `${value}${bad}` });
  }
  for (const bad of UNSAFE_TEXT) out.push({ ...sample, [`k${bad}`]: 1 });
  let deep: unknown = 1;
  for (let i = 0; i < 40; i++) deep = { a: [deep] };
  out.push({ ...sample, extra: deep });
  return out;
}

/** What the socket events can change: messages, reactions, pins, stars, drafts and read state. */
async function realtimeFingerprint(t: TestApp): Promise<string> {
  const { rows } = await t.db.execute<{
    f: string;
  }>(sql`select concat_ws('|', (select count(*) from messages),
    (select md5(coalesce(string_agg(concat_ws(',', message_id, user_id, emoji), ';' order by message_id, user_id, emoji), '')) from message_reactions),
    (select md5(coalesce(string_agg(concat_ws(',', chat_id, user_id, content), ';' order by chat_id, user_id), '')) from chat_drafts),
    (select count(*) from message_pins), (select count(*) from message_stars), (select count(*) from notifications where is_read),
    (select md5(coalesce(string_agg(concat_ws(',', chat_id, user_id, last_read_mid), ';' order by chat_id, user_id), '')) from chat_members)) as f`);
  return rows[0].f;
}

describe.each(testDatabases())('fuzzing every socket event of every namespace on %s', (kind) => {
  let t: TestApp;
  let sockets: Awaited<ReturnType<typeof socketsOf>>;
  /** A valid payload of every client event (naming real rows, so that a payload passing its guard would reach the database). */
  let samples: Record<string, Record<string, unknown>>;

  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 50, pairings: 50 });
    sockets = await socketsOf(t);
    const [fi, lg] = await Promise.all(
      ['fi@demo.test', 'lg@demo.test'].map((e) => userId(t.db, e)),
    );
    const chatId = (await t.call('bo@demo.test', chatRoutes.personalChat, { userId: fi })).body.data
      .id;
    const otherId = (await t.call('bo@demo.test', chatRoutes.personalChat, { userId: lg })).body
      .data.id;
    const message = (
      await t.call('fi@demo.test', chatRoutes.send, {
        chatId,
        content: 'Fuzz me',
        localId: 'fuzz-1',
      })
    ).body.data.message;
    samples = {
      [`/chat ${CHAT_EVENTS.readReceipt}`]: { chatId, mid: message.mid },
      [`/chat ${CHAT_EVENTS.reactionAdd}`]: { messageId: message.id, emoji: '👍' },
      [`/chat ${CHAT_EVENTS.reactionRemove}`]: { messageId: message.id, emoji: '👍' },
      [`/chat ${CHAT_EVENTS.pinMessage}`]: { messageId: message.id },
      [`/chat ${CHAT_EVENTS.unpinMessage}`]: { messageId: message.id },
      [`/chat ${CHAT_EVENTS.starMessage}`]: { messageId: message.id },
      [`/chat ${CHAT_EVENTS.unstarMessage}`]: { messageId: message.id },
      [`/chat ${CHAT_EVENTS.forwardMessage}`]: {
        messageId: message.id,
        chatIds: [otherId],
        localId: 'fuzz-fwd',
      },
      [`/chat ${CHAT_EVENTS.draftMessage}`]: { chatId, content: 'Half a thought' },
      [`/chat ${CHAT_EVENTS.typing}`]: { chatId },
      [`/chat ${CHAT_EVENTS.attachToGroup}`]: { chatId },
      [`/chat ${CHAT_EVENTS.deleteMessage}`]: { messageId: message.id },
      // every notification of the caller: the seed may give bo none to name
      ['/notifications mark-read']: { markAll: true },
    };
  });
  afterAll(async () => {
    sockets?.close();
    await t?.close();
  });

  it('has a valid sample of every registered client event', () => {
    expect(Object.keys(samples).sort()).toEqual(
      t.app.realtime
        .clientEvents()
        .map((e) => `${e.ns} ${e.event}`)
        .sort(),
    );
  });

  it('acks every malformed or unsafe payload with a client error (never INTERNAL) and stores nothing', async () => {
    const before = [await dbFingerprint(t.db), await realtimeFingerprint(t)];
    let sent = 0;
    for (const { ns, event, schema } of t.app.realtime.clientEvents()) {
      const sample = samples[`${ns} ${event}`];
      const payloads = [
        ...malformedBodies(
          z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
        ),
        ...unsafeVariants(sample),
        // the same, JSON-encoded as the spec's client sends every event: the guard holds once parsed
        ...unsafeVariants(sample).map((p) => JSON.stringify(p)),
      ]
        // a junk payload the schema happens to accept is a valid event, not a malformed one
        .filter((p) => unsafeInputError(p) || !schema.safeParse(p).success);
      expect(payloads.filter((p) => unsafeInputError(p)).length, event).toBeGreaterThanOrEqual(6);
      // a fresh socket for every 30 events stays within the per-socket rate limit
      for (let i = 0; i < payloads.length; i += 30) {
        const socket = await sockets.open('bo@demo.test', ns);
        for (const payload of payloads.slice(i, i + 30)) {
          const ack = await socket.emitWithAck(event, payload);
          sent++;
          const what = `${ns} ${event} ${JSON.stringify(payload)?.slice(0, 120)} → ${JSON.stringify(ack)}`;
          expect(ack.error, what).toMatch(/^(BAD_REQUEST|INVALID_TEXT|TOO_DEEP)$/);
          expect(typeof ack.message, what).toBe('string');
          expect(ack, what).not.toHaveProperty('data');
        }
        socket.disconnect();
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect([await dbFingerprint(t.db), await realtimeFingerprint(t)]).toEqual(before);
  });

  it('names the field at fault, as the HTTP API does', async () => {
    const socket = await sockets.open('bo@demo.test', '/chat');
    const ack = await socket.emitWithAck(CHAT_EVENTS.draftMessage, {
      ...samples[`/chat ${CHAT_EVENTS.draftMessage}`],
      content: 'a\u0000b',
    });
    expect(ack).toEqual({
      error: 'INVALID_TEXT',
      field: 'content',
      message: expect.stringMatching(/not allowed/),
    });
    socket.disconnect();
  });

  // last: its samples change rows (delete-message deletes the message the others name)
  it('takes every client event’s payload as its JSON text, as the spec’s client sends it', async () => {
    const socket = await sockets.open('bo@demo.test', '/chat');
    const notes = await sockets.open('bo@demo.test', '/notifications');
    for (const { ns, event } of t.app.realtime.clientEvents()) {
      const text = JSON.stringify(samples[`${ns} ${event}`]);
      const ack = await (ns === '/chat' ? socket : notes).emitWithAck(event, text);
      // past the schema: answered, or refused by the rules (a deleted message), never as malformed
      expect(ack.error ?? 'none', `${ns} ${event} → ${JSON.stringify(ack)}`).not.toMatch(
        /^(BAD_REQUEST|INVALID_TEXT|TOO_DEEP|INTERNAL)$/,
      );
    }
    socket.disconnect();
    notes.disconnect();
  });
});
