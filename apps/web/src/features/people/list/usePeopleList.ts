import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  adminUserListRoutes,
  PEOPLE_PAGE_SIZE,
  peopleRoutes,
  type PeopleListRequest,
} from '@crm/contracts';
import { apiKey, callRoute } from '../../../lib/useApi';
import { patchParams } from '../../../lib/urlParams';
import { currentUser, hasAnyRole } from '../../../lib/user';
import { useUserFilter, type UserFilterState } from '../useUserFilters';

/** The Employees lists' sort: a sortable column and its order. */
export type PeopleSort = {
  field: NonNullable<PeopleListRequest['sortField']>;
  order: 'ASC' | 'DESC';
};
const sortOf = (s: PeopleSort) => ({ sortField: s.field, sortOrder: s.order });

/**
 * The request of the Your Team / All Employees lists (POST /api/people/team or /list, 50 a page): the
 * filter's search and roles, active or deactivated people, with the role chips' counts.
 */
const peopleRequest = (
  filter: UserFilterState,
  pageNo: number,
  sort: PeopleSort,
): PeopleListRequest => ({
  pageNo,
  count: PEOPLE_PAGE_SIZE,
  searchFor: filter.searchFor,
  status: filter.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  roles: filter.roles,
  getRoleWiseCount: true,
  ...sortOf(sort),
});

/** The status the switch shows: an admin's All Employees has all three; the other lists Active or Deactivated. */
const statusShown = (filter: UserFilterState, adminList: boolean): UserFilterState['status'] => {
  if (adminList) return filter.status;
  return filter.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE';
};

/**
 * The Employees page's list state (spec 000 §2.1 /peopleConnect?tabs&secondaryTab): the tab (`team`:
 * tabs=MY_TEAM), the filter and page (useUserFilter), the sort, and the people query — the admin users list
 * (25 a page, every filter field) on an admin's All Employees, else the team or everyone. `goTab` switches
 * tab (role chips cleared); `onSort` sorts and goes back to page 1.
 */
export function usePeopleList() {
  const [params, setParams] = useSearchParams();
  const team = params.get('tabs') === 'MY_TEAM';
  const { filter, page, setPage, patch, apply } = useUserFilter();
  const [sort, setSort] = useState<PeopleSort>({ field: 'name', order: 'ASC' });
  const isAdmin = hasAnyRole(currentUser(), 'ADMIN');
  const adminList = isAdmin && !team;
  const body = peopleRequest(filter, page, sort);
  const adminBody = { ...filter, pageNo: page, ...sortOf(sort) };
  const route = adminList ? adminUserListRoutes.all : team ? peopleRoutes.team : peopleRoutes.list;
  const query = useQuery({
    queryKey: apiKey(route, adminList ? adminBody : body),
    queryFn: () =>
      adminList ? callRoute(adminUserListRoutes.all, adminBody) : callRoute(route, body),
    placeholderData: keepPreviousData,
  });
  const goTab = (tab: string | null) => {
    patch({ roles: [] });
    patchParams(setParams)({ tabs: tab === 'MY_TEAM' ? 'MY_TEAM' : null });
  };
  const onSort = (s: PeopleSort) => {
    setSort(s);
    setPage(1);
  };
  return {
    team,
    isAdmin,
    adminList,
    filter,
    inactive: filter.status === 'INACTIVE',
    shownStatus: statusShown(filter, adminList),
    sort,
    onSort,
    setPage,
    patch,
    apply,
    goTab,
    query,
  };
}

/** The Employees page's list state and commands (usePeopleList). */
export type PeopleList = ReturnType<typeof usePeopleList>;
