import { availableParallelism } from 'node:os';
import { MESSAGES } from '@crm/contracts';
import { AppError } from '../lib/errors.js';

/** Sign-ins from one client address checked at once on a copy; more wait in the address's line. */
export const SIGN_INS_IN_FLIGHT = 4;
/**
 * Sign-ins of one client address waiting in its line on a copy (an office of thirty behind one address
 * signing in at 9:00 all wait their turn); more are refused at once, before any password check.
 */
export const SIGN_IN_LINE = 32;
/** The longest a sign-in waits in its address's line (ms) before it is refused. */
const ADDRESS_WAIT_MS = 5_000;
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
 * The sign-ins of each client address (ARCHITECTURE.md §6): `enter(address, task)` runs the sign-in
 * `task` when fewer than `max` of the address are in flight, else after those ahead of it in the
 * address's line (inTurns). It rejects with SignInBusy (429; the route adds Retry-After: 1) without
 * running the task when `lineMax` already wait, or when it waited `waitMs` (ms) without a turn. Per copy,
 * in memory: a burst costs at most `max` password checks at once per address and copy.
 */
export function signInsInFlight(
  max = SIGN_INS_IN_FLIGHT,
  lineMax = SIGN_IN_LINE,
  waitMs = ADDRESS_WAIT_MS,
) {
  const byAddress = new Map<string, { run: ReturnType<typeof inTurns>; pending: number }>();
  return async <T>(address: string, task: () => Promise<T>): Promise<T> => {
    const entry = byAddress.get(address) ?? { run: inTurns(max, waitMs, lineMax), pending: 0 };
    byAddress.set(address, entry);
    entry.pending++;
    try {
      return await entry.run(task);
    } finally {
      if (--entry.pending === 0) byAddress.delete(address);
    }
  };
}

/**
 * Runs tasks at most `max` at once, the rest in arrival order: a task that waited `waitMs` (ms) without
 * a turn, or that finds `lineMax` tasks already waiting, is not run and rejects with SignInBusy (429).
 */
export function inTurns(max = PASSWORD_CHECKS, waitMs = LINE_WAIT_MS, lineMax = Infinity) {
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
    else if (line.length >= lineMax) throw new SignInBusy();
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
