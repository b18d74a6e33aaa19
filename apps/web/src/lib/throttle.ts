import { useRef } from 'react';

/** The click throttle of buttons that write (spec 000 §2.12, §9: 500 ms). */
export const CLICK_THROTTLE_MS = 500;

/** A gate that lets one call through per interval; `reset` opens it at once. */
export type Throttle = { pass: (now?: number) => boolean; reset: () => void };

/**
 * A gate that lets one call through per `ms`: `pass(now)` answers true for the first call and
 * then false until `ms` have passed since the last call that went through, or until `reset()`.
 */
export function createThrottle(ms: number = CLICK_THROTTLE_MS): Throttle {
  let last = -Infinity;
  return {
    pass: (now = Date.now()) => {
      if (now - last < ms) return false;
      last = now;
      return true;
    },
    reset: () => {
      last = -Infinity;
    },
  };
}

/** A component's throttle gate, kept across renders. */
export function useThrottle(ms: number = CLICK_THROTTLE_MS): Throttle {
  const ref = useRef<Throttle | null>(null);
  ref.current ??= createThrottle(ms);
  return ref.current;
}
