import { ApiError } from './api';

/** True for the server's refusal while the call lock is on (423 CALL_LOCKED, spec 000 §5). */
export const isCallLocked = (e: unknown) => e instanceof ApiError && e.status === 423;
