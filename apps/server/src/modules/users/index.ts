/** The users module's surface for other modules: the actor's load, live sessions, API tokens' check, account locks, brand owner options and password links. */
export { brandOwnerOptions, liveSessions, loadActor } from './service.js';
export { assertNotLocked, releaseLockFor } from './lock.js';
export {
  NO_PASSWORD_YET,
  insertUser,
  renameDesignation,
  saveProfileImage,
  setAccountsActive,
  updateAccount,
} from './accounts.js';
export { queuePasswordLink } from './password/service.js';
export { sessionSeen } from './sessions/service.js';
export { apiTokenVerifier, type ApiTokenVerifier } from './apiTokens/service.js';
