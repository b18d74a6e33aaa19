/** The email module's surface (issue 41): reading users' mailboxes and sending from them, started with the app, and their live pushes. */
export { startMailboxSync, type MailboxSync } from './sync/runner.js';
export { startEmailSender, type EmailSender } from './send/sender.js';
export { mailLinked } from './live.js';
