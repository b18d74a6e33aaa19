/** The brand and event pickers' page fetchers (GET /api/task/brands, /api/task/events), shared by the task screens and the search pickers. */
import { DROPDOWN, taskPickerRoutes } from '@crm/contracts';
import { callRoute } from './useApi';

/** Task picker dropdowns per page (spec 000 §7, §9). */
export const PICKER_PAGE_SIZE = DROPDOWN.pageSize;

/** GET /api/task/brands: brands by name with their owners; `brandIds` reads given brands. */
export const fetchTaskBrands = (q: {
  searchFor?: string;
  pageNo?: number;
  count?: number;
  brandIds?: number[];
}) =>
  callRoute(taskPickerRoutes.brands, {
    searchFor: q.searchFor,
    pageNo: q.pageNo ?? 1,
    count: q.count ?? PICKER_PAGE_SIZE,
    brandIds: q.brandIds,
  });
/** GET /api/task/events: events offering the inventory, with their SMEs; `eventIds` reads given ones. */
export const fetchTaskEvents = (q: {
  inventoryId?: number;
  searchFor?: string;
  pageNo?: number;
  count?: number;
  eventIds?: number[];
}) =>
  callRoute(taskPickerRoutes.events, {
    inventoryId: q.inventoryId,
    searchFor: q.searchFor,
    pageNo: q.pageNo ?? 1,
    count: q.count ?? PICKER_PAGE_SIZE,
    getSME: true,
    eventIds: q.eventIds,
  });
