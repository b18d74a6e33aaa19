/** The users module's surface for other modules: the actor's load, live sessions, account locks and brand owner options. */
export { brandOwnerOptions, liveSessions, loadActor } from './service.js';
export { assertNotLocked, releaseLockFor } from './lock.js';
export {
  insertUser,
  renameDesignation,
  saveProfileImage,
  setAccountsActive,
  updateAccount,
} from './accounts.js';
