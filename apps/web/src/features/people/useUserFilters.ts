import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  adminUserListRoutes,
  USER_FILTER_MESSAGES,
  type RoleCode,
  type SavedUserFilter,
} from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { apiKey, callRoute, useApi } from '../../lib/useApi';
import { patchParams } from '../../lib/urlParams';
import { showUndoToast } from '../../components/undoToast';

/** The admin users list filter as the screen holds it (AdminUserFilter with every field set). */
export type UserFilterState = {
  searchFor: string;
  roles: RoleCode[];
  verticalIds: number[];
  teamOwnerIds: number[];
  status: 'ACTIVE' | 'INACTIVE' | 'ALL';
};

const EMPTY: UserFilterState = {
  searchFor: '',
  roles: [],
  verticalIds: [],
  teamOwnerIds: [],
  status: 'ACTIVE',
};

/**
 * The Employees lists' filter and page: search, roles, verticals, team owners and the status, which
 * starts from the URL's secondaryTab (INACTIVE, ALL — admins only — or ACTIVE) and is written back to it. `patch` changes some
 * fields and goes back to page 1; `apply` replaces the whole filter (a saved one).
 */
export function useUserFilter() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('secondaryTab');
  const [filter, setFilter] = useState<UserFilterState>(() => ({
    ...EMPTY,
    status: tab === 'INACTIVE' ? 'INACTIVE' : tab === 'ALL' ? 'ALL' : 'ACTIVE',
  }));
  const [page, setPage] = useState(1);
  const patch = (p: Partial<UserFilterState>) => {
    setFilter((f) => ({ ...f, ...p }));
    setPage(1);
    if (p.status) patchParams(setParams)({ secondaryTab: p.status === 'ACTIVE' ? null : p.status });
  };
  return {
    filter,
    page,
    setPage,
    patch,
    apply: (f: Partial<UserFilterState>) => patch({ ...EMPTY, ...f }),
  };
}

/**
 * The admin's saved user filters (POST /api/admin/users/filters, kept in their settings): the list,
 * `save` (a filter of the same name is replaced) and `remove` (with Undo).
 */
export function useSavedUserFilters() {
  const qc = useQueryClient();
  const q = useApi(adminUserListRoutes.filters, {});
  const saved = q.data?.filters ?? [];
  const write = async (next: SavedUserFilter[]) => {
    const stored = await callRoute(adminUserListRoutes.filters, { filters: next });
    qc.setQueryData(apiKey(adminUserListRoutes.filters, {}), stored);
  };
  return {
    saved,
    save: (name: string, filter: UserFilterState) =>
      write([
        ...saved.filter((f) => f.name.toLowerCase() !== name.toLowerCase()),
        { name, filter },
      ]).then(() => toastSuccess(USER_FILTER_MESSAGES.saved(name)), toastError),
    remove: (name: string) =>
      write(saved.filter((f) => f.name !== name)).then(
        () =>
          showUndoToast({
            message: USER_FILTER_MESSAGES.deleted(name),
            onUndo: () => void write(saved).catch(toastError),
            testId: 'user-filter-undo',
          }),
        toastError,
      ),
  };
}
