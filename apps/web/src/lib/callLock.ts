import { userRoutes } from '@crm/contracts';
import { ApiError } from './api';
import { apiKey } from './useApi';

/** The query key of the caller's call lock (GET /api/brand/lock-status), read again when a call is refused as locked. */
export const LOCK_STATUS_KEY = apiKey(userRoutes.lockStatus, {});

/** True for the server's refusal while the call lock is on (423 CALL_LOCKED, spec 000 §5). */
export const isCallLocked = (e: unknown) => e instanceof ApiError && e.status === 423;
