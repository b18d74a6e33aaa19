import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@crm/contracts';
import { inTurns, SignInBusy, signInsInFlight } from './signInLimits.js';

/** A promise and the function that resolves it. */
const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('sign-in limits', () => {
  it('signInsInFlight checks `max` sign-ins of one address at once, lines up the next ones, refuses past the line; other addresses apart', async () => {
    const enter = signInsInFlight(2, 1, 60_000);
    const gates = Array.from({ length: 3 }, deferred);
    const started: string[] = [];
    const signIn = (address: string, name: string, gate?: Promise<void>) =>
      enter(address, async () => {
        started.push(name);
        await gate;
        return name;
      });
    const [a, b, c] = gates.map((g, i) => signIn('192.0.2.1', `a${i}`, g.promise));
    await expect(signIn('192.0.2.1', 'refused')).rejects.toBeInstanceOf(SignInBusy);
    expect(await signIn('192.0.2.2', 'other')).toBe('other');
    expect(started).toEqual(['a0', 'a1', 'other']);
    gates[0].resolve();
    expect(await a).toBe('a0');
    gates[2].resolve();
    expect(await c).toBe('a2');
    gates[1].resolve();
    expect(await b).toBe('a1');
    expect(started).toEqual(['a0', 'a1', 'other', 'a2']);
  });

  it('inTurns runs at most `max` tasks at once, the rest in arrival order', async () => {
    const run = inTurns(2, 60_000);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const done = gates.map((g, i) =>
      run(async () => {
        started.push(i);
        most = Math.max(most, ++running);
        await g.promise;
        running--;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    for (const g of gates.slice().reverse()) g.resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('inTurns refuses a task that waited its time in line with 429 and never runs it; the line goes on', async () => {
    const run = inTurns(1, 10);
    const gate = deferred();
    const first = run(() => gate.promise.then(() => 'first'));
    let ran = false;
    const late = run(async () => {
      ran = true;
    });
    await expect(late).rejects.toBeInstanceOf(SignInBusy);
    await expect(late).rejects.toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: MESSAGES.tooManyLogins,
    });
    gate.resolve();
    expect(await first).toBe('first');
    expect(await run(async () => 'next')).toBe('next');
    expect(ran).toBe(false);
  });
});
