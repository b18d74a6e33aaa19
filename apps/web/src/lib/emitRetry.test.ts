import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { emitWithRetry, SocketUnavailableError, type EmitTarget } from './emitRetry';

/** A fake socket: `acks` are what successive emits answer (an Error = the ack timed out). */
function fakeSocket(connectedAfter: number, acks: unknown[]) {
  let connects = 0;
  const emits: unknown[][] = [];
  const s: EmitTarget & { emits: unknown[][]; connects: () => number } = {
    get connected() {
      return connects >= connectedAfter;
    },
    connect: () => ++connects,
    timeout: () => ({
      emitWithAck: async (...args: unknown[]) => {
        emits.push(args);
        const a = acks.shift();
        if (a instanceof Error) throw a;
        return a;
      },
    }),
    emits,
    connects: () => connects,
  };
  return s;
}

describe('emitWithRetry (spec 001 §8: reconnect and retry 3 times, 400 ms apart)', () => {
  it('answers the ack data when connected', async () => {
    const s = fakeSocket(0, [{ data: { unreadCount: 2 } }]);
    await expect(emitWithRetry(s, 'mark-read', { markAll: true })).resolves.toEqual({
      unreadCount: 2,
    });
    expect(s.emits).toEqual([['mark-read', { markAll: true }]]);
  });

  it('reconnects a disconnected socket and retries after the pause', async () => {
    const s = fakeSocket(1, [{ data: 'ok' }]);
    const wait = vi.fn(async () => undefined);
    await expect(emitWithRetry(s, 'e', 1, { wait })).resolves.toBe('ok');
    expect(s.connects()).toBe(1);
    expect(wait).toHaveBeenCalledWith(400);
  });

  it('gives up after 3 attempts without a connection or an ack', async () => {
    const wait = vi.fn(async () => undefined);
    await expect(emitWithRetry(fakeSocket(99, []), 'e', 1, { wait })).rejects.toBeInstanceOf(
      SocketUnavailableError,
    );
    expect(wait).toHaveBeenCalledTimes(2);
    const timedOut = fakeSocket(0, [
      new Error('timeout'),
      new Error('timeout'),
      new Error('timeout'),
    ]);
    await expect(emitWithRetry(timedOut, 'e', 1, { wait })).rejects.toBeInstanceOf(
      SocketUnavailableError,
    );
    expect(timedOut.emits).toHaveLength(3);
  });

  it("does not retry the server's refusal: it rejects with its message", async () => {
    const s = fakeSocket(0, [
      { error: 'BAD_REQUEST', message: 'The mark-read event is not valid.' },
    ]);
    const err = await emitWithRetry(s, 'mark-read', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('BAD_REQUEST');
    expect((err as ApiError).message).toBe('The mark-read event is not valid.');
    expect(s.emits).toHaveLength(1);
  });
});
