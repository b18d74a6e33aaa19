import { useSearchParams } from 'react-router';
import type { AssignTab } from '@crm/contracts';
import { isEventFinished } from '../../../lib/dates';
import { useEventInventory } from '../../inventories';
import type { ActionPlace } from '../actionConfirm';

/**
 * The event inventory the assign page works on: its names and event id from the URL (`eventName`,
 * `inventoryName`, `eventId`), else from the loaded inventory; `place` is where the tab's actions happen.
 */
export function useInventoryPlace(eiId: number, tab: AssignTab) {
  const [params] = useSearchParams();
  const ei = useEventInventory(eiId || undefined);
  const eventName = params.get('eventName') ?? ei.data?.eventName ?? '';
  const inventoryName = params.get('inventoryName') ?? ei.data?.inventoryName ?? '';
  const eventId = Number(params.get('eventId')) || ei.data?.eventId || 0;
  const place: ActionPlace = {
    tab,
    inventoryName,
    eventName,
    finished: !!ei.data && isEventFinished(ei.data),
    endDate: ei.data?.endDate ?? null,
  };
  return { inventory: ei.data, link: { eiId, eventId, eventName, inventoryName }, place };
}
