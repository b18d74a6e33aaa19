/** The email feature's surface (issue 41): the mailboxes card of one's own profile. */
export { MailboxesCard } from './mailboxes/MailboxesCard';
