import { useRef } from 'react';

/** The click throttle of buttons that write (spec 000 §2.12, §9: 500 ms). */
export const CLICK_THROTTLE_MS = 500;

/**
 * A gate that lets one call through per `ms`: `pass(now)` answers true for the first call and
 * then false until `ms` have passed since the last call that went through.
 */
export function createThrottle(ms: number = CLICK_THROTTLE_MS): (now?: number) => boolean {
  let last = -Infinity;
  return (now = Date.now()) => {
    if (now - last < ms) return false;
    last = now;
    return true;
  };
}

/** A component's throttle gate, kept across renders. */
export function useThrottle(ms: number = CLICK_THROTTLE_MS): (now?: number) => boolean {
  const ref = useRef<((now?: number) => boolean) | null>(null);
  ref.current ??= createThrottle(ms);
  return ref.current;
}
