import { COLLAB_MESSAGES, NOTIFICATION_TEXTS, type Notification } from '@crm/contracts';
import { formatDayName, formatTime } from '../../lib/format';
import { brandInfoPath, inventoryDetailPath } from '../../lib/links';

/** One run of a notification's text: bold when it was inside a `**` pair. */
export type TextPart = { text: string; bold: boolean };

/**
 * Splits content that marks highlights with `**` pairs (spec 000 §2.7) into plain and bold runs, for
 * rendering as text nodes (never as HTML). An unpaired `**` is kept as written.
 */
export function highlightParts(content: string): TextPart[] {
  const pieces = content.split('**');
  if (pieces.length % 2 === 0) {
    // an odd number of markers: the last one has no partner and stays literal
    const tail = pieces.pop()!;
    pieces[pieces.length - 1] += `**${tail}`;
  }
  return pieces.map((text, i) => ({ text, bold: i % 2 === 1 })).filter((p) => p.text !== '');
}

/** A notification's date (spec 000 §2.7, §9): 'Today {hh:mm a}' for today in IST, else its date (dd/MM/yyyy, as every date the app shows). */
export function notificationDate(iso: string, now = new Date()): string {
  const day = formatDayName(iso, now);
  return day === 'Today' ? `Today ${formatTime(iso)}` : day;
}

const COLLAB_TYPES = new Set<Notification['type']>([
  'COLLAB_INVITE',
  'COLLAB_ACCEPTED',
  'COLLAB_REJECTED',
  'COLLAB_REVOKED',
]);
const SUGGESTION_TYPES = new Set<Notification['type']>([
  'BRAND_SUGGESTION',
  'SUGGESTION_APPROVED',
  'SUGGESTION_REJECTED',
]);

/**
 * Where a click on a notification goes (spec 000 §2.7; 001 §2 /inventory/{eiId}): a task to Tasks with
 * its id; a collaboration request to the event inventory's tab 2 (invitation=true); a brand suggestion
 * to its tab 3; a mail not sent to its brand's Email tab (where Retry is); a brand's news to the brand; anything else with an event inventory to it. Null when it
 * links nothing.
 */
export function notificationLink(n: Notification): string | null {
  const task = n.tasks[0];
  if (task) return `/taskManagement?taskId=${task.id}`;
  const ei = n.eventInventories[0];
  const brand = n.brands[0];
  if (n.type === 'MAIL_SEND_FAILED' && brand)
    return brandInfoPath(brand.brandId, brand.brandName, 'Email');
  if (ei) {
    if (COLLAB_TYPES.has(n.type)) return inventoryDetailPath(ei, { tab1: 2, invitation: true });
    if (SUGGESTION_TYPES.has(n.type)) return inventoryDetailPath(ei, { tab1: 3 });
    if (!brand) return inventoryDetailPath(ei);
  }
  return brand ? brandInfoPath(brand.brandId, brand.brandName) : null;
}

/** The decision an ACTION notification asks for: a collaboration request (ACCEPT / REJECT) or a brand suggestion (APPROVE / REJECT). */
export type ActionKind = 'collab' | 'suggestion';

/** The kind of decision, or null for a notification that asks none. */
export const actionKind = (n: Notification): ActionKind | null =>
  n.class !== 'ACTION'
    ? null
    : n.type === 'COLLAB_INVITE'
      ? 'collab'
      : n.type === 'BRAND_SUGGESTION'
        ? 'suggestion'
        : null;

/** True while the reader may still act on it: the buttons show (spec 000 §4 'while the action is enabled'). */
export const canAct = (n: Notification, userId: number): boolean =>
  actionKind(n) !== null &&
  !n.actionTaken &&
  n.users.some((u) => u.userId === userId && u.actionEnabled);

/**
 * The outcome line of a settled ACTION notification (spec 000 §4): 'Request accepted', 'Request
 * Rejected' or 'Request revoked by sender' for a collaboration request; for a brand suggestion the
 * outcome and who acted, 'You' or a name ('Approved by You'). Null while open.
 */
export function actionOutcome(n: Notification, userId: number): string | null {
  const kind = actionKind(n);
  if (!kind || !n.actionTakenType) return null;
  if (n.actionTakenType === 'REVOKED') return COLLAB_MESSAGES.requestRevoked;
  if (kind === 'collab')
    return n.actionTakenType === 'APPROVE'
      ? COLLAB_MESSAGES.requestAccepted
      : COLLAB_MESSAGES.requestRejected;
  const who =
    n.actionTakenByUserId === userId
      ? NOTIFICATION_TEXTS.you
      : (n.actionTakenByUserName ?? 'another project owner');
  return `${n.actionTakenType === 'APPROVE' ? 'Approved' : 'Rejected'} by ${who}`;
}
