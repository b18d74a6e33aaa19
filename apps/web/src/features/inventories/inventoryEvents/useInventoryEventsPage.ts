import { useParams, useSearchParams } from 'react-router';
import { PAGE_SIZES } from '@crm/contracts';
import { patchParams } from '../../../lib/urlParams';
import { useToastOnError } from '../../../lib/useToastOnError';
import { currentUser, hasAnyRole } from '../../../lib/user';
import { useInventory, useInventoryEvents } from '../queries';
import { readListParams } from '../StatusTabs';

/** The page's tabs (`primaryTab`, spec 001 §2; Events by default). */
export const PRIMARY_TABS = { Events: 'Events', CaseStudies: 'Case studies' } as const;
export type PrimaryTab = keyof typeof PRIMARY_TABS;

/**
 * The state of /inventoryEvents/{inventoryId}: the id (undefined when not a positive number), the URL's
 * status, search, page and primary tab with their patcher, the inventory (read for an admin, or when the
 * link has no inventoryName) and its name, and the page of its events (its error toasted).
 */
export function useInventoryEventsPage() {
  const { inventoryId: raw } = useParams();
  const inventoryId = Number(raw) > 0 ? Number(raw) : undefined;
  const [params, setParams] = useSearchParams();
  const update = patchParams(setParams);
  const { eventStatus, searchFor, pageNo } = readListParams(params);
  const isAdmin = hasAnyRole(currentUser(), 'ADMIN');
  const primaryTab: PrimaryTab =
    params.get('primaryTab') === 'CaseStudies' ? 'CaseStudies' : 'Events';
  const inv = useInventory(isAdmin || !params.get('inventoryName') ? inventoryId : undefined);
  const list = useInventoryEvents(inventoryId, {
    eventStatus,
    searchFor,
    pageNo,
    count: PAGE_SIZES.eventList,
  });
  useToastOnError(list.error);
  return {
    inventoryId,
    isAdmin,
    primaryTab,
    inventory: inv.data,
    inventoryName: params.get('inventoryName') ?? inv.data?.name ?? 'Inventory',
    list,
    eventStatus,
    searchFor,
    update,
  };
}
