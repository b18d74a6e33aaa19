/** The email module's surface (issue 41): reading users' mailboxes, started with the app. */
export { startMailboxSync, type MailboxSync } from './sync/runner.js';
