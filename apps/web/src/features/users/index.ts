/**
 * The users feature's surface: the call lock (banner, status, start), the signed-in user's
 * details. Other features and the app shell import it only from here; its other files may change
 * without notice (ARCHITECTURE.md §10, "Web walls").
 */
export { CallLockBanner } from './CallLockBanner';
export { OWN_DETAILS_OPTIONS, useOwnDetails } from './details';
export { useLockStatus, useStartCallLock } from './lock';
