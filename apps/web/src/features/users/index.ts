/**
 * The users feature's surface: starting the call lock. Other features and the app shell import it
 * only from here; its other files may change without notice (ARCHITECTURE.md §10, "Web walls").
 */
export { useStartCallLock } from './lock';
