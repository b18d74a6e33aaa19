/** The email feature's surface (issue 41): the mailboxes card of one's own profile, a POC's mails. */
export { MailboxesCard } from './mailboxes/MailboxesCard';
export { PocMailsDrawer } from './threads/PocMailsDrawer';
