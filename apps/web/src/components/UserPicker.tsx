import { useMemo } from 'react';
import type { ComboboxItem } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { taskPickerRoutes, type RoleCode } from '@crm/contracts';
import { callRoute } from '../lib/useApi';
import { SearchMultiPicker } from './searchPickers';

/** GET /api/task/users: active users by name (first 20, the caller included), holders of `role` only when given, as select options. */
function useUserOptions(searchFor: string, role: RoleCode | undefined) {
  const q = useQuery({
    queryKey: ['user-options', role ?? 'any', searchFor],
    queryFn: () =>
      callRoute(taskPickerRoutes.users, { searchFor, role, excludeSelf: false, count: 20 }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const found = useMemo(
    () => (q.data?.users ?? []).map((u) => ({ value: String(u.userId), label: u.userName })),
    [q.data],
  );
  return { found, isFetching: q.isFetching };
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
  const noun = role ? `colleagues holding ${role}` : 'colleagues';
  return (
    <SearchMultiPicker
      label={label}
      noun={noun}
      placeholder={`Search ${noun} by name`}
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
