/** Outgoing system mail (issue 40 §1): the outbox, its sender on the job queue, and the templates. */
export { startMail, type Mail, type MailConfig } from './mail.js';
