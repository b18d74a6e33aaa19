import { useSearchParams } from 'react-router';
import type { TaskTab } from '@crm/contracts';
import { anyParam } from '../../lib/urlParams';
import { SavedViewsMenu, useSavedViewPending } from '../views';
import { encodeTaskFilter, type TaskFilters } from './list/taskFilter';
import type { TaskCategory } from './taskUrl';

/**
 * The URL keys of the task list's own state: with any of them a `view` link is not applied over it, nor
 * the default. A link to one task (`taskId`, a notification's) opens it over the list as it stands.
 */
const STATE_KEYS = ['tab', 'taskType', 'taskStatus', 'searchFor', 'filter', 'taskId'];

/** Whether the task page still waits for the saved view it opens with, a `?view=` link's or the default (useSavedViewPending): it reads no list nor counts meanwhile. */
export function useTaskViewPending(): boolean {
  const [params] = useSearchParams();
  return useSavedViewPending('TASKS', 'view', anyParam(params, STATE_KEYS));
}

/** The task list's saved views (`?view=<id>`): tab, category, status, search and the task filter, all in the URL. */
export function TaskSavedViews({
  state,
}: {
  state: {
    tab: TaskTab;
    taskType: TaskCategory;
    taskStatus: 'OPEN' | 'CLOSED';
    searchFor: string;
    filter: TaskFilters;
  };
}) {
  const [params] = useSearchParams();
  return (
    <SavedViewsMenu
      adapter={{
        list: 'TASKS',
        param: 'view',
        current: {
          tab: state.tab,
          category: state.taskType,
          status: state.taskStatus,
          searchFor: state.searchFor,
          filters: state.filter,
        },
        urlHoldsState: anyParam(params, STATE_KEYS),
        apply: (s) => ({
          tab: s.tab === 'ALL' ? null : s.tab,
          taskType: s.category === 'ALL' ? null : s.category,
          taskStatus: s.status === 'OPEN' ? null : s.status,
          searchFor: s.searchFor || null,
          filter: encodeTaskFilter(s.filters),
        }),
      }}
    />
  );
}
