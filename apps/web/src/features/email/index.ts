/** The email feature's surface (issue 41): the mailboxes and templates of one's own profile, a POC's or a pairing's mails. */
export { MailboxesCard } from './mailboxes/MailboxesCard';
export { TemplatesCard } from './templates/TemplatesCard';
export { MailsDrawer, pairingMails, pocMails, type MailsOf } from './threads/MailsDrawer';
export { RetrySendButton } from './send/RetrySendButton';
