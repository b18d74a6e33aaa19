import type { ComboboxItem } from '@mantine/core';
import { DROPDOWN, taskPickerRoutes, type RoleCode, type RouteData } from '@crm/contracts';
import { callRoute, routeKey } from '../lib/useApi';
import { usePagedOptions } from './dropdown';
import { SearchMultiPicker } from './searchPickers';

const userItems = (p: RouteData<typeof taskPickerRoutes.users>) =>
  p.users.map((u) => ({ value: String(u.userId), label: u.userName }));

/** GET /api/task/users: active users by name, 10 a page (the caller included), holders of `role` only when given, as select options. */
function useUserOptions(searchFor: string, role: RoleCode | undefined) {
  return usePagedOptions({
    key: routeKey(taskPickerRoutes.users, { role, excludeSelf: false, count: DROPDOWN.pageSize }),
    searchFor,
    fetchPage: (pageNo) =>
      callRoute(taskPickerRoutes.users, {
        searchFor,
        role,
        excludeSelf: false,
        pageNo,
        count: DROPDOWN.pageSize,
      }),
    toItems: userItems,
  });
}

/**
 * A multi-select of active colleagues searched by name on the server as the user types (an event's
 * POs and SMEs, an event inventory's SMEs and owners); `role` keeps the holders of that role only
 * (project owners: 'PO'); `initial` labels the users it starts with.
 */
export function UserPicker({
  label,
  role,
  value,
  initial,
  onChange,
  maxValues,
  testId,
}: {
  label: string;
  role?: RoleCode;
  value: string[];
  initial?: ComboboxItem[];
  onChange: (ids: string[]) => void;
  maxValues: number;
  testId: string;
}) {
  return (
    <SearchMultiPicker
      label={label}
      noun={role ? `colleagues holding ${role}` : 'colleagues'}
      value={value}
      initial={initial}
      onChange={onChange}
      useOptions={useUserOptions}
      params={role}
      maxValues={maxValues}
      testId={testId}
    />
  );
}
