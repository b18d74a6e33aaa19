import {
  taskPeopleRoutes,
  taskPickerRoutes,
  type RoleCode,
  type RouteData,
  type RouteInput,
} from '@crm/contracts';
import { PICKER_PAGE_SIZE } from '../../../lib/pickerFetchers';
import { callRoute, routeKey } from '../../../lib/useApi';

/** The paged reads behind the task pickers (GET /task/users, /brands, /inventories, /events; the users for addition). */
export type PickerRoute =
  | typeof taskPickerRoutes.users
  | typeof taskPickerRoutes.brands
  | typeof taskPickerRoutes.inventories
  | typeof taskPickerRoutes.events
  | typeof taskPeopleRoutes.usersForAddition;

/**
 * Where a paged picker reads (spec 000 §7, §9): `key`, its query-key prefix (the catalogue route's key
 * with the input besides the search and page, so pickers that read the same share their pages), and
 * `fetchPage`, one page of that input for a search.
 */
export type PickerSource<D extends PickerRoute = PickerRoute> = {
  key: readonly unknown[];
  fetchPage: (q: { searchFor: string; pageNo: number }) => Promise<RouteData<D>>;
};

/** Where a colleague picker reads: GET /task/users or the users for addition to a sub-assignment. */
export type ColleagueSource = PickerSource<
  typeof taskPickerRoutes.users | typeof taskPeopleRoutes.usersForAddition
>;

/** The picker source reading `def` with `fixed` as its input besides the search and page. */
const pickerSource = <D extends PickerRoute>(
  def: D,
  fixed: Partial<RouteInput<D>>,
): PickerSource<D> => ({
  key: routeKey(def, fixed),
  fetchPage: (q) => callRoute(def, { ...fixed, ...q } as RouteInput<D>),
});

/**
 * GET /task/users as a picker's source: ACTIVE colleagues by name, without the caller unless
 * `excludeSelf` is false, holders of `role` only when given, 10 a page unless `count` says otherwise.
 */
export const taskUsersSource = (
  fixed: { excludeSelf?: boolean; role?: RoleCode; count?: number } = {},
) => pickerSource(taskPickerRoutes.users, { excludeSelf: true, count: PICKER_PAGE_SIZE, ...fixed });

/** GET /task/brands as a picker's source: brands by name with their owners, `count` a page. */
export const taskBrandsSource = (count: number = PICKER_PAGE_SIZE) =>
  pickerSource(taskPickerRoutes.brands, { count });

/** GET /task/inventories as a picker's source: unarchived inventories by name with their SMEs, `count` a page. */
export const taskInventoriesSource = (count: number = PICKER_PAGE_SIZE) =>
  pickerSource(taskPickerRoutes.inventories, { count, getSME: true });

/** GET /task/events as a picker's source: events (offering `inventoryId` when given) with their SMEs, `count` a page. */
export const taskEventsSource = (inventoryId?: number, count: number = PICKER_PAGE_SIZE) =>
  pickerSource(taskPickerRoutes.events, { inventoryId, count, getSME: true });

/** POST /task/sub-assignments/users/for-addition as a picker's source: colleagues not yet on the sub-assignment. */
export const usersForAdditionSource = (taskId: number, taskSubAssignmentId: number) =>
  pickerSource(taskPeopleRoutes.usersForAddition, {
    taskId,
    taskSubAssignmentId,
    count: PICKER_PAGE_SIZE,
  });
