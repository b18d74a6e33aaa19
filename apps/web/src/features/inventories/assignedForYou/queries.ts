import { keepPreviousData } from '@tanstack/react-query';
import { assignedForYouRoutes, inventoryRoutes, type EventStatus } from '@crm/contracts';
import { useApi } from '../../../lib/useApi';

/** The filters every 'Assigned for You' list shares: the event's state, a search, whose pairings. */
export type MineFilters = { eventStatus: EventStatus; searchFor: string; sharedWithMe: boolean };

/** POST /api/event/inventory/assigned-for-you/by-inventory: inventories holding the caller's pairings (30 a page). */
export function useAssignedByInventory(q: MineFilters & { pageNo: number }) {
  return useApi(assignedForYouRoutes.byInventory, q, { placeholderData: keepPreviousData });
}

/** POST /api/event/inventory/assigned-for-you/by-brand: the caller's brands with assigned pairings (30 a page). */
export function useAssignedByBrand(q: MineFilters & { pageNo: number }) {
  return useApi(assignedForYouRoutes.byBrand, q, { placeholderData: keepPreviousData });
}

/** GET /api/inventory/v2/details: one inventory's event inventories holding the caller's pairings (15 a page). */
export function useInventoryV2Details(
  inventoryId: number,
  q: Omit<MineFilters, 'searchFor'> & { pageNo: number },
) {
  return useApi(
    inventoryRoutes.v2Details,
    { inventoryId, ...q },
    {
      placeholderData: keepPreviousData,
    },
  );
}

/** GET /api/brand/my-inventory: one brand's event inventories the caller works (15 a page). */
export function useMyBrandInventory(
  brandId: number,
  q: Omit<MineFilters, 'searchFor'> & { pageNo: number },
) {
  return useApi(
    assignedForYouRoutes.myBrandInventory,
    { brandId, ...q },
    {
      placeholderData: keepPreviousData,
    },
  );
}
