import { availableParallelism } from 'node:os';
import { MESSAGES } from '@crm/contracts';
import { AppError } from '../lib/errors.js';

/** Sign-ins from one client address in flight at once on a copy; more are refused before any password check. */
export const SIGN_INS_IN_FLIGHT = 4;
/** Password checks (argon2id verifications, CPU-bound) running at once on a copy: two per CPU; more wait in line. */
const PASSWORD_CHECKS = 2 * availableParallelism();
/** The longest a password check waits in line (ms) before its sign-in is refused. */
const LINE_WAIT_MS = 5_000;

/** A sign-in refused for load (429 TOO_MANY_REQUESTS, MESSAGES.tooManyLogins): the route adds Retry-After: 1. */
export class SignInBusy extends AppError {
  constructor() {
    super(429, 'TOO_MANY_REQUESTS', MESSAGES.tooManyLogins);
  }
}

/**
 * The sign-ins in flight per client address (ARCHITECTURE.md §6): `enter(address)` answers the function
 * that leaves, or null when the address already has `max` in flight (the caller refuses it with
 * SignInBusy). Per copy, in memory: a burst costs at most `max` password checks per address and copy.
 */
export function signInsInFlight(max = SIGN_INS_IN_FLIGHT) {
  const counts = new Map<string, number>();
  return (address: string): (() => void) | null => {
    const n = counts.get(address) ?? 0;
    if (n >= max) return null;
    counts.set(address, n + 1);
    return () => {
      const left = (counts.get(address) ?? 1) - 1;
      if (left) counts.set(address, left);
      else counts.delete(address);
    };
  };
}

/**
 * Runs tasks at most `max` at once, the rest in arrival order: a task that waited `waitMs` (ms) without
 * a turn is not run and rejects with SignInBusy (429).
 */
export function inTurns(max = PASSWORD_CHECKS, waitMs = LINE_WAIT_MS) {
  let running = 0;
  const line: (() => void)[] = [];
  const turn = () =>
    new Promise<void>((resolve, reject) => {
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        line.splice(line.indexOf(go), 1);
        reject(new SignInBusy());
      }, waitMs);
      line.push(go);
    });
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // a finishing task hands its slot to the next in line, so `running` counts slots taken
    if (running < max) running++;
    else await turn();
    try {
      return await task();
    } finally {
      const next = line.shift();
      if (next) next();
      else running--;
    }
  };
}
