import { useSyncExternalStore } from 'react';

/** How long the celebration plays (spec 000 §9: 3 s). */
const CELEBRATION_MS = 3_000;

let firedAt = 0;
const listeners = new Set<() => void>();

/** Starts the celebration (a task was closed, spec 001 §4). */
export function celebrate(): void {
  firedAt = Date.now();
  for (const l of listeners) l();
  setTimeout(() => {
    for (const l of listeners) l();
  }, CELEBRATION_MS + 50);
}

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => void listeners.delete(fn);
};

/** The start time of the running celebration, or 0 when none plays. */
export function useCelebration(): number {
  return useSyncExternalStore(subscribe, () =>
    Date.now() - firedAt < CELEBRATION_MS ? firedAt : 0,
  );
}
