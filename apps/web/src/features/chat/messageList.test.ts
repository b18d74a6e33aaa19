import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@crm/contracts';
import {
  contiguousMid,
  firstServerMid,
  lastServerMid,
  markDeleted,
  PENDING_MID,
  upsertMessages,
  type ShownMessage,
} from './messageList';

const SELF = 7;
const msg = (mid: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 100 + mid,
  mid,
  chatId: 1,
  localId: `l${mid}`,
  content: `m${mid}`,
  type: 'TEXT',
  from: 9,
  fromUserData: {
    userId: 9,
    userName: 'Other',
    firstName: 'O',
    lastName: '',
    profileImage: null,
    roles: [],
    verticalName: null,
    lastActiveOn: null,
  },
  sentOn: '2026-01-01T00:00:00.000Z',
  replyingTo: null,
  replyingToMessage: null,
  isEdited: false,
  editVersion: 0,
  isDeleted: false,
  isAnnoucement: false,
  additionalData: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const pending = (localId: string): ShownMessage => ({
  ...msg(0, { localId, from: SELF }),
  id: 0,
  mid: PENDING_MID,
  state: 'sending',
});
const mids = (l: ShownMessage[]) => l.map((m) => (m.state === 'sent' ? m.mid : m.localId));

describe('upsertMessages', () => {
  it('keeps mid order and inserts a late arrival in its place', () => {
    const l = upsertMessages([], [msg(1), msg(2), msg(5)], SELF);
    expect(mids(upsertMessages(l, [msg(3)], SELF))).toEqual([1, 2, 3, 5]);
    expect(mids(upsertMessages(l, [msg(9), msg(0)], SELF))).toEqual([0, 1, 2, 5, 9]);
  });

  it('shows a message delivered twice once, and answers the same list when nothing changed', () => {
    const l = upsertMessages([], [msg(1), msg(2)], SELF);
    const again = upsertMessages(l, [msg(2), msg(1)], SELF);
    expect(again).toBe(l);
  });

  it('replaces our pending copy by its localId, keeping other pending ones last', () => {
    let l = upsertMessages([], [msg(1)], SELF);
    l = [...l, pending('a'), pending('b')];
    l = upsertMessages(l, [msg(2, { localId: 'a', from: SELF })], SELF);
    expect(mids(l)).toEqual([1, 2, 'b']);
    expect(l.find((m) => m.mid === 2)!.state).toBe('sent');
    // the ack after the push changes nothing
    expect(mids(upsertMessages(l, [msg(2, { localId: 'a', from: SELF })], SELF))).toEqual([
      1,
      2,
      'b',
    ]);
  });

  it('does not take another sender’s message for our pending one with the same localId', () => {
    const l = upsertMessages([pending('x')], [msg(3, { localId: 'x' })], SELF);
    expect(mids(l)).toEqual([3, 'x']);
  });

  it('takes a newer edit, never lets an older copy overwrite it, and keeps a deletion', () => {
    let l = upsertMessages([], [msg(1)], SELF);
    l = upsertMessages(
      l,
      [
        msg(1, {
          content: 'edited',
          editVersion: 1,
          isEdited: true,
          updatedAt: '2026-01-01T00:01:00.000Z',
        }),
      ],
      SELF,
    );
    expect(l[0]!.content).toBe('edited');
    l = upsertMessages(l, [msg(1)], SELF);
    expect(l[0]!.content).toBe('edited');
    l = markDeleted(l, 1);
    expect(l[0]).toMatchObject({ isDeleted: true, content: '' });
    l = upsertMessages(
      l,
      [msg(1, { content: 'edited', editVersion: 1, updatedAt: '2026-01-01T00:01:00.000Z' })],
      SELF,
    );
    expect(l[0]!.isDeleted).toBe(true);
  });

  it("shows a reply's quote deleted once its original is deleted, by a push or by catching up", () => {
    const reply = (mid: number, of: number) =>
      msg(mid, {
        replyingTo: 100 + of,
        replyingToMessage: { id: 100 + of, mid: of, from: 9, content: `m${of}`, isDeleted: false },
      });
    const l = upsertMessages([], [msg(1), reply(2, 1), msg(3)], SELF);
    const pushed = markDeleted(l, 1);
    expect(pushed[1]!.replyingToMessage).toMatchObject({ isDeleted: true, content: '' });
    expect(pushed[2]).toBe(l[2]);
    const caughtUp = upsertMessages(
      l,
      [msg(1, { isDeleted: true, content: '', updatedAt: '2026-01-01T00:01:00.000Z' })],
      SELF,
    );
    expect(caughtUp[1]!.replyingToMessage).toMatchObject({ isDeleted: true, content: '' });
  });

  it('finds the first and last server mids, ignoring pending ones', () => {
    const l = [...upsertMessages([], [msg(4), msg(8)], SELF), pending('p')];
    expect(firstServerMid(l)).toBe(4);
    expect(lastServerMid(l)).toBe(8);
    expect(lastServerMid([pending('p')])).toBe(0);
  });

  it('finds the end of the unbroken run of mids (where catching up starts, so a hole is filled)', () => {
    expect(contiguousMid([])).toBe(0);
    expect(contiguousMid(upsertMessages([], [msg(3), msg(4), msg(5)], SELF))).toBe(5);
    expect(
      contiguousMid([...upsertMessages([], [msg(3), msg(4), msg(6), msg(7)], SELF), pending('p')]),
    ).toBe(4);
    expect(contiguousMid([pending('p')])).toBe(0);
  });
});
