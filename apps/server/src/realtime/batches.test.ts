import { describe, expect, it } from 'vitest';
import type { Namespace } from 'socket.io';
import { createTurnQueue, userRoom } from './batches.js';

/**
 * A namespace as createTurnQueue uses it: the rooms of `users` exist here, and each emit is recorded as
 * [userId, payload] — or throws for a payload marked `unwritable`, as an encoder would.
 */
function namespaceOf(users: number[]) {
  const emitted: [number, unknown][] = [];
  const nsp = {
    adapter: { rooms: new Map(users.map((u) => [userRoom(u), new Set(['socket'])])) },
    local: {
      to: (room: string) => ({
        emit: (_event: string, payload: { unwritable?: boolean }) => {
          if (payload.unwritable) throw new TypeError('cannot write this payload');
          emitted.push([Number(room.slice('user:'.length)), payload]);
        },
      }),
    },
  };
  return { nsp: nsp as unknown as Namespace, emitted };
}

describe('a copy’s turn queue of per-user batches', () => {
  it('writes a hundred a turn, batches in the order queued, skipping users with no socket here', async () => {
    const { nsp, emitted } = namespaceOf([7, 8]);
    const deliver = createTurnQueue(nsp);
    const absent = Array.from({ length: 150 }, (_, i) => ({
      userId: 1_000 + i,
      payload: { n: 0 },
    }));
    const settled: string[] = [];
    const first = deliver({
      event: 'e',
      items: [...absent, { userId: 7, payload: { n: 1 } }, { userId: 8, payload: { n: 1 } }],
    }).then(() => settled.push('first'));
    const second = deliver({
      event: 'e',
      items: [
        { userId: 8, payload: { n: 2 } },
        { userId: 7, payload: { n: 2 } },
      ],
    }).then(() => settled.push('second'));
    expect(emitted).toEqual([]); // nothing is written in the caller's turn
    await Promise.all([first, second]);
    expect(emitted).toEqual([
      [7, { n: 1 }],
      [8, { n: 1 }],
      [8, { n: 2 }],
      [7, { n: 2 }],
    ]);
    expect(settled).toEqual(['first', 'second']);
  });

  it('a batch that cannot be written rejects its own promise; the batches after it still go', async () => {
    const { nsp, emitted } = namespaceOf([7]);
    const deliver = createTurnQueue(nsp);
    const broken = deliver({ event: 'e', items: [{ userId: 7, payload: { unwritable: true } }] });
    const next = deliver({ event: 'e', items: [{ userId: 7, payload: { n: 3 } }] });
    await expect(broken).rejects.toThrow('cannot write this payload');
    await next;
    expect(emitted).toEqual([[7, { n: 3 }]]);
  });
});
