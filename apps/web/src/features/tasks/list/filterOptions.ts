import { fetchTaskBrands, fetchTaskEvents } from '../../../lib/pickerFetchers';
import { fetchTaskInventories, fetchTaskUsers } from '../queries';
import type { BrandOption, EventOption, InventoryOption, UserSummary } from '../types';
import type { FilterOption } from './FilterSelectionField';

/** Who a people filter applies to: either role, the task's creator, or its assignees. */
export const APPLY_TO = [
  { value: 'ALL', label: 'Anyone' },
  { value: 'CREATOR', label: 'Creator' },
  { value: 'ASSIGNEE', label: 'Assignee' },
];
export type ApplyTo = 'ALL' | 'CREATOR' | 'ASSIGNEE';

/** A colleague as a filter option. */
export const userOption = (u: UserSummary): FilterOption => ({
  value: String(u.userId),
  label: u.userName,
});
/** A brand as a filter option. */
export const brandOption = (b: BrandOption): FilterOption => ({
  value: String(b.id),
  label: b.name,
});
/** An inventory as a filter option. */
export const inventoryOption = (i: InventoryOption): FilterOption => ({
  value: String(i.id),
  label: i.name,
});
/** An event as a filter option. */
export const eventOption = (e: EventOption): FilterOption => ({
  value: String(e.eventId),
  label: e.eventName,
});

/** The picked colleagues' options (GET /task/users by ids, the caller included). */
export const userOptionsByIds = async (ids: number[]) =>
  (await fetchTaskUsers({ userIds: ids, count: ids.length, excludeSelf: false })).users.map(
    userOption,
  );
/** The picked brands' options. */
export const brandOptionsByIds = async (ids: number[]) =>
  (await fetchTaskBrands({ brandIds: ids, count: ids.length })).brands.map(brandOption);
/** The picked inventories' options. */
export const inventoryOptionsByIds = async (ids: number[]) =>
  (await fetchTaskInventories({ inventoryIds: ids, count: ids.length })).inventories.map(
    inventoryOption,
  );
/** The picked events' options. */
export const eventOptionsByIds = async (ids: number[]) =>
  (await fetchTaskEvents({ eventIds: ids, count: ids.length })).events.map(eventOption);
