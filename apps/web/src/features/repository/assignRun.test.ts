import { describe, expect, it } from 'vitest';
import { runAssignments, type AssignState } from './assignRun';

describe('runAssignments (spec 001 §4: one event at a time, 2000 ms pause after each)', () => {
  it('goes loading → added or failed per event, in order, pausing between events only, and a failure does not stop the rest', async () => {
    const log: string[] = [];
    const states: [number, AssignState][] = [];
    await runAssignments(
      [1, 2, 3],
      async (eiId) => {
        log.push(`assign ${eiId}`);
        if (eiId === 2) throw new Error('Event inventory not found');
        return { affected: eiId * 10 };
      },
      (eiId, s) => states.push([eiId, s]),
      { pauseMs: 2000, sleep: async (ms) => void log.push(`sleep ${ms}`) },
    );
    expect(log).toEqual(['assign 1', 'sleep 2000', 'assign 2', 'sleep 2000', 'assign 3']);
    expect(states).toEqual([
      [1, { status: 'loading' }],
      [1, { status: 'added', affected: 10 }],
      [2, { status: 'loading' }],
      [2, { status: 'failed', error: 'Event inventory not found' }],
      [3, { status: 'loading' }],
      [3, { status: 'added', affected: 30 }],
    ]);
  });

  it('stops before the next event once stopped', async () => {
    const done: number[] = [];
    let stop = false;
    await runAssignments(
      [1, 2],
      async (eiId) => {
        done.push(eiId);
        stop = true;
        return { affected: 0 };
      },
      () => {},
      { pauseMs: 0, sleep: async () => {}, stopped: () => stop },
    );
    expect(done).toEqual([1]);
  });
});
