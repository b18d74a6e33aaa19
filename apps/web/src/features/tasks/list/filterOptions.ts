import { taskPickerRoutes, type RoleCode, type RouteData, type RouteInput } from '@crm/contracts';
import {
  taskBrandsSource,
  taskEventsSource,
  taskInventoriesSource,
  taskUsersSource,
  type PickerSource,
} from '../pickers/pickerSources';
import type { BrandOption, EventOption, InventoryOption, UserSummary } from '../types';

/** An option of a filter selection. */
export type FilterOption = { value: string; label: string };

/** Who a people filter applies to: either role, the task's creator, or its assignees. */
export const APPLY_TO = [
  { value: 'ALL', label: 'Anyone' },
  { value: 'CREATOR', label: 'Creator' },
  { value: 'ASSIGNEE', label: 'Assignee' },
];
export type ApplyTo = 'ALL' | 'CREATOR' | 'ASSIGNEE';

/** A colleague as a filter option. */
const userOption = (u: UserSummary): FilterOption => ({
  value: String(u.userId),
  label: u.userName,
});
/** A brand as a filter option. */
const brandOption = (b: BrandOption): FilterOption => ({
  value: String(b.id),
  label: b.name,
});
/** An inventory as a filter option. */
const inventoryOption = (i: InventoryOption): FilterOption => ({
  value: String(i.id),
  label: i.name,
});
/** An event as a filter option. */
const eventOption = (e: EventOption): FilterOption => ({
  value: String(e.eventId),
  label: e.eventName,
});

/** The picker reads behind the filter selections (GET /task/users, /brands, /inventories, /events). */
type FilterRoute =
  | typeof taskPickerRoutes.users
  | typeof taskPickerRoutes.brands
  | typeof taskPickerRoutes.inventories
  | typeof taskPickerRoutes.events;

/**
 * Where a filter selection reads (spec 001 §5): `search`, the task picker its search pages come from;
 * `route` with `byIds(ids)`, the read of the picked ids' labels (a filter from the URL holds ids only);
 * `toOptions`, a page's items as options.
 */
export type FilterSource = {
  search: PickerSource<FilterRoute>;
  route: FilterRoute;
  byIds: (ids: number[]) => RouteInput<FilterRoute>;
  toOptions(page: RouteData<FilterRoute>): FilterOption[];
};

/** Colleagues, the caller too (holders of `role` only when given: the team owner filter). */
export const userFilter = (role?: RoleCode): FilterSource => ({
  search: taskUsersSource({ excludeSelf: false, role }),
  route: taskPickerRoutes.users,
  byIds: (ids) => ({ userIds: ids, count: ids.length, excludeSelf: false }),
  toOptions: (p: RouteData<typeof taskPickerRoutes.users>) => p.users.map(userOption),
});
/** Brands. */
export const brandFilter = (): FilterSource => ({
  search: taskBrandsSource(),
  route: taskPickerRoutes.brands,
  byIds: (ids) => ({ brandIds: ids, count: ids.length }),
  toOptions: (p: RouteData<typeof taskPickerRoutes.brands>) => p.brands.map(brandOption),
});
/** Inventories. */
export const inventoryFilter = (): FilterSource => ({
  search: taskInventoriesSource(),
  route: taskPickerRoutes.inventories,
  byIds: (ids) => ({ inventoryIds: ids, count: ids.length, getSME: true }),
  toOptions: (p: RouteData<typeof taskPickerRoutes.inventories>) =>
    p.inventories.map(inventoryOption),
});
/** Events. */
export const eventFilter = (): FilterSource => ({
  search: taskEventsSource(),
  route: taskPickerRoutes.events,
  byIds: (ids) => ({ eventIds: ids, count: ids.length, getSME: true }),
  toOptions: (p: RouteData<typeof taskPickerRoutes.events>) => p.events.map(eventOption),
});
