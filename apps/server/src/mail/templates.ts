import escapeHtml from 'escape-html';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { PRODUCT_NAME } from '@crm/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The product's colour: the web theme's primary (brand blue, shade 6). */
const BRAND_COLOUR = '#0068bd';

/** A mail ready to send: subject, plain text and HTML (issue 40 §1). */
type RenderedMail = { subject: string; text: string; html: string };

/** "29 Nov 2026, 5:30 pm IST": a time as a reader in India reads it. */
const istTime = (at: Date) => `${dayjs(at).tz('Asia/Kolkata').format('D MMM YYYY, h:mm a')} IST`;

/** One mail's content: a greeting, paragraphs, one button and a closing line. */
type Content = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  closing: string;
};

/** Lays `c` out as the product's mail: the wordmark, the text, the button (and its link spelled out), the closing. */
function layout(c: Content): RenderedMail {
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const url = escapeHtml(c.action.url);
  const html = `<!doctype html><html><body style="margin:0;background:#f1f3f5;font-family:Arial,sans-serif;color:#212529">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px">
<tr><td style="background:${BRAND_COLOUR};color:#fff;font-size:20px;font-weight:bold;padding:16px 24px;border-radius:8px 8px 0 0">${PRODUCT_NAME}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
${p(c.greeting)}${c.paragraphs.map(p).join('')}
<p style="margin:24px 0"><a href="${url}" style="background:${BRAND_COLOUR};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(c.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#495057">If the button does not work, open this link: <a href="${url}">${url}</a></p>
${p(c.closing)}
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    c.greeting,
    ...c.paragraphs,
    `${c.action.label}: ${c.action.url}`,
    c.closing,
    `— ${PRODUCT_NAME}`,
  ].join('\n\n');
  return { subject: c.subject, text, html };
}

/** What one mail says, by template name: each takes its fields and answers the mail (issue 40 §1, §2). */
export const mailTemplates = {
  /** "Forgot password?": a single-use link to set a new password, valid until `expiresAt`. */
  passwordReset: (d: { firstName: string; link: string; expiresAt: Date }) =>
    layout({
      subject: `Reset your ${PRODUCT_NAME} password`,
      greeting: `Hello ${d.firstName},`,
      paragraphs: [
        `Someone (we hope you) asked to reset the password of your ${PRODUCT_NAME} account.`,
        `The link works once, for 60 minutes (until ${istTime(d.expiresAt)}).`,
      ],
      action: { label: 'Choose a new password', url: d.link },
      closing: 'If you did not ask for this, ignore this mail: your password stays as it is.',
    }),
  /** An admin added the user: a single-use link to set their own password, valid until `expiresAt`. */
  invitation: (d: { firstName: string; invitedBy: string; link: string; expiresAt: Date }) =>
    layout({
      subject: `${d.invitedBy} invited you to ${PRODUCT_NAME}`,
      greeting: `Hello ${d.firstName},`,
      paragraphs: [
        `${d.invitedBy} added you to ${PRODUCT_NAME}, your team's sales and sponsorship CRM.`,
        `Choose your password to sign in. The link works once, for 72 hours (until ${istTime(d.expiresAt)}).`,
      ],
      action: { label: 'Set your password', url: d.link },
      closing: 'If you did not expect this, ignore this mail.',
    }),
};

/** The templates' names. */
export type MailTemplateName = keyof typeof mailTemplates;
/** The fields template `T` takes. */
export type MailFields<T extends MailTemplateName> = Parameters<(typeof mailTemplates)[T]>[0];
