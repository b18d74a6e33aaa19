import type { AssignTab, BrandStatusAction } from '@crm/contracts';
import { isPastDay } from '../../lib/dates';
import { formatDate } from '../../lib/format';

/** A brand status action on the assign page (spec 001 §4), with the brand's name when it is one row. */
export type PendingAction = {
  action: BrandStatusAction;
  brandIds: number[];
  selectAll: boolean;
  count: number;
  /** `count` as shown when it is a capped total ('10,000+'); else the count itself is. */
  countLabel?: string;
  brandName?: string;
};

/** Where an action happens: the tab it is sent from, the event inventory and whether its event is over. */
export type ActionPlace = {
  tab: AssignTab;
  inventoryName: string;
  eventName: string;
  finished: boolean;
  endDate: string | null;
};

/**
 * Whether an action is confirmed before it is sent: every discard,
 * any action on more than one brand, and an assignment to a finished event.
 */
export const needsConfirm = (p: PendingAction, place: ActionPlace) =>
  p.action === 'DISCARD' || p.count > 1 || (p.action === 'ASSIGN' && place.finished);

/** Title, sentence, button label and colour of an action's confirmation, in words (never codes). */
export function confirmText(
  p: PendingAction,
  place: ActionPlace,
): { title: string; body: string; confirmLabel: string; color: string } {
  const shown = p.countLabel ?? p.count;
  const what = p.count === 1 ? (p.brandName ?? '1 brand') : `${shown} brands`;
  const noun = p.count === 1 ? 'brand' : `${shown} brands`;
  const where = `${place.inventoryName || 'this inventory'}${place.eventName ? ` at ${place.eventName}` : ''}`;
  const they = p.count === 1 ? 'It' : 'They';
  if (p.action === 'DISCARD') {
    const kept =
      place.tab === 'ASSIGNED'
        ? `${p.count === 1 ? 'Its' : 'Their'} stage, tag, values and follow-up date are kept. `
        : '';
    const back = p.selectAll
      ? `${they} can be restored from the Discarded tab.`
      : `You can undo this right after, or restore ${p.count === 1 ? 'it' : 'them'} from the Discarded tab.`;
    return {
      title: `Discard ${what} from ${where}?`,
      body: kept + back,
      confirmLabel: `Discard ${noun}`,
      color: 'red',
    };
  }
  if (p.action === 'RESTORE') {
    return {
      title: `Restore ${what} on ${where}?`,
      body: 'Restoring undoes the discard: a brand discarded from Assigned goes back to Assigned with its stage and values, any other back to Unassigned.',
      confirmLabel: `Restore ${noun}`,
      color: 'teal',
    };
  }
  const kept =
    place.tab === 'DISCARDED' ? ' A brand discarded from Assigned keeps its stage and values.' : '';
  if (!place.finished)
    return {
      title: `Assign ${what} to ${where}?`,
      body: `${they} will appear on the Assigned tab.${kept}`,
      confirmLabel: `Assign ${noun}`,
      color: 'blue',
    };
  const event = place.eventName || 'This event';
  const over =
    place.endDate && isPastDay(place.endDate)
      ? `${event} ended on ${formatDate(place.endDate)}.`
      : `${event} is over.`;
  return {
    title: `Assign ${what} to a finished event?`,
    body: `${over} Assign ${what} to ${place.inventoryName || 'this inventory'} anyway?${kept}`,
    confirmLabel: `Assign ${noun} anyway`,
    color: 'orange',
  };
}
