import { useSearchParams } from 'react-router';
import { currentUser, hasAnyRole } from '../../../lib/user';
import { patchParams } from '../../../lib/urlParams';
import { useTaskCounts, useTaskList } from '../queries';
import { useTaskViewPending } from '../TaskSavedViews';
import { readTaskPageState, TAB_LABELS } from '../taskUrl';
import type { Task } from '../types';
import { activeTaskFilters } from './taskFilter';

/**
 * The task page's state (spec 001 §2–§5): what the URL holds (tab, category, status, search, filter, the
 * open task) and `update` to patch it, the counts and the list (read once a saved view the page opens
 * with is applied), the number of active filters, what the empty list says, and who may close, reopen or
 * delete a task (its creator or a team owner; an assignee may close and reopen too).
 */
export function useTaskPageState() {
  const [params, setParams] = useSearchParams();
  const user = currentUser();
  const selfId = user?.userId ?? 0;
  const isTeamOwner = hasAnyRole(user, 'TO', 'ADMIN');
  const state = readTaskPageState(params, isTeamOwner);
  const viewPending = useTaskViewPending();
  const counts = useTaskCounts(state.taskStatus, !viewPending);
  const list = useTaskList(
    {
      tab: state.tab,
      category: state.taskType,
      status: state.taskStatus,
      searchFor: state.searchFor,
      filters: state.filter,
    },
    !viewPending,
  );
  const activeCount = activeTaskFilters(state.filter).length;
  const filtered = !!state.searchFor || activeCount > 0 || state.taskType !== 'ALL';
  const isAssignee = (t: Task) =>
    t.people.some((p) => p.relation === 'ASSIGNEE' && p.userId === selfId);

  return {
    state,
    update: patchParams(setParams),
    selfId,
    isTeamOwner,
    counts,
    list,
    activeCount,
    empty: emptyListText(state.taskStatus, TAB_LABELS[state.tab], filtered),
    canChangeStatus: (t: Task) => t.canRename || isAssignee(t) || isTeamOwner,
    canDelete: (t: Task) => t.canRename || isTeamOwner,
  };
}

/** What an empty list says: no match for a search or filters, or no open (with the 'Press T' hint) or closed tasks in the tab. */
function emptyListText(status: 'OPEN' | 'CLOSED', tabLabel: string, filtered: boolean) {
  if (filtered)
    return {
      title: 'No tasks match your search or filters',
      hint: 'Try other words or clear some filters.',
    };
  const open = status === 'OPEN';
  return {
    title: `No ${open ? 'open' : 'closed'} tasks in ${tabLabel}`,
    hint: open ? "Press T to add a task; tasks you're part of show up here." : undefined,
  };
}

/** The task page's state (useTaskPageState). */
export type TaskPage = ReturnType<typeof useTaskPageState>;
