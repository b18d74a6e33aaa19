import type { UserFilterState } from '../useUserFilters';

/** A status of the Employees lists' switch (All: the admins' users list only). */
export type PeopleStatus = UserFilterState['status'];

/** The status switch's words. */
export const STATUS_LABELS: Record<PeopleStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Deactivated',
  ALL: 'All',
};
