import type { Namespace } from 'socket.io';

/** The room of one user: every event that concerns them goes here, so each of their tabs gets it. */
export const userRoom = (userId: number) => `user:${userId}`;
/** The room no socket joins: a batch of per-user events travels to the other copies as one broadcast to it (see toEachUser). */
export const BATCH_ROOM = 'internal:batch';
/** The event name of such a batch: `{event, items: [{userId, payload}]}`. */
export const BATCH_EVENT = 'internal:batch';
/**
 * Most events in one stream entry (a bigger batch takes several), and most sockets this copy writes to in one
 * turn of the event loop: the other copies start writing the first hundred while the rest are on their way.
 */
export const BATCH_MAX = 100;
/** One per-user event of a batch. */
export type BatchItem = { userId: number; payload: unknown };
/** A batch: one event name, a payload per user. */
export type Batch = { event: string; items: BatchItem[] };

/** Emits a batch's events to this copy's sockets only (users with no socket here are skipped before encoding). */
export function deliverLocally(nsp: Namespace, batch: Batch) {
  for (const { userId, payload } of batch.items)
    if (nsp.adapter.rooms.has(userRoom(userId)))
      nsp.local.to(userRoom(userId)).emit(batch.event, payload);
}

/**
 * This copy's deliveries of `nsp`, BATCH_MAX events a turn of the event loop (setImmediate), in the order they
 * were queued: a user gets two batches' events in the order of the batches. Each returned promise resolves
 * once its batch is written, or rejects with what stopped it (the batches after it still go). Between turns
 * the loop writes what else waits, a Redis client's queued XADDs first.
 */
export function createTurnQueue(nsp: Namespace): (batch: Batch) => Promise<void> {
  type Job = { batch: Batch; from: number; done: () => void; fail: (e: unknown) => void };
  const queue: Job[] = [];
  const turn = () => {
    let budget = BATCH_MAX;
    while (budget > 0 && queue.length) {
      const job = queue[0]!;
      const items = job.batch.items.slice(job.from, job.from + budget);
      try {
        deliverLocally(nsp, { event: job.batch.event, items });
      } catch (e) {
        queue.shift(); // never thrown out of a setImmediate: that would stop the process
        job.fail(e);
        continue;
      }
      job.from += items.length;
      budget -= items.length;
      if (job.from >= job.batch.items.length) {
        queue.shift();
        job.done();
      }
    }
    if (queue.length) setImmediate(turn);
  };
  return (batch) =>
    new Promise((done, fail) => {
      queue.push({ batch, from: 0, done, fail });
      if (queue.length === 1) setImmediate(turn); // otherwise a turn is already due
    });
}
