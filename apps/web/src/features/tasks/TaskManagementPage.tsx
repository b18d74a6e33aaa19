import { Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { TaskTab } from '@crm/contracts';
import { useOpenAddTask } from './create/addTaskStore';
import { prefillFromTask } from './create/prefill';
import { Celebration } from './list/Celebration';
import { encodeTaskFilter, type TaskFilters } from './list/taskFilter';
import { TaskDeleteConfirm } from './list/TaskDeleteConfirm';
import { TaskFilterChips } from './list/TaskFilterChips';
import { TaskList } from './list/TaskList';
import { TaskListControls } from './list/TaskListControls';
import { TaskPageHeader } from './list/TaskPageHeader';
import { TaskTabs } from './list/TaskTabs';
import { useTaskDelete } from './list/useTaskDelete';
import { useTaskPageState } from './list/useTaskPageState';
import type { Task } from './types';
import { useTaskActions } from './useTaskActions';
import { useTaskSocket } from './useTaskSocket';

const TaskFilterDrawer = lazy(() =>
  import('./list/TaskFilterDrawer').then((m) => ({ default: m.TaskFilterDrawer })),
);
const TaskDetailDrawer = lazy(() => import('./detail/TaskDetailDrawer'));
/** The detail panel's width; the list keeps the rest of the page beside it. */
const DETAIL_WIDTH = 'min(720px, 55vw)';

/**
 * /taskManagement?tab&taskStatus&taskType&taskId (spec 000 §2.1, 001 §2–§5): the tabs with counts and
 * unread dots (Team tasks for team owners), category and status, search, the Filters drawer with its
 * chips, the list (page 1 replaces, 'Load More' appends), star, close/reopen with the celebration,
 * duplicate and delete; `taskId` opens the task's detail beside the list. The URL holds the state; a
 * saved-view link or the default view is applied before the list and counts are read.
 */
export default function TaskManagementPage() {
  const p = useTaskPageState();
  const { state, update } = p;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const actions = useTaskActions();
  const openAddTask = useOpenAddTask();
  const del = useTaskDelete((t) => state.taskId === t.id && update({ taskId: null }));
  useTaskSocket();

  const duplicate = (t: Task) => openAddTask(prefillFromTask(t, p.selfId));
  const applyFilter = (f: TaskFilters) => {
    update({ filter: encodeTaskFilter(f) });
    setFiltersOpen(false);
  };

  return (
    <Stack gap="md" p="md" style={{ marginRight: state.taskId ? DETAIL_WIDTH : undefined }}>
      <TaskPageHeader onAdd={() => openAddTask()} />
      <TaskTabs
        tab={state.tab}
        counts={p.counts.data}
        isTeamOwner={p.isTeamOwner}
        onChange={(t: TaskTab) => update({ tab: t === 'ALL' ? null : t })}
      />
      <TaskListControls p={p} onFilters={() => setFiltersOpen(true)} />
      <TaskFilterChips
        filter={state.filter}
        onChange={(f) => update({ filter: encodeTaskFilter(f) })}
      />
      <TaskList
        query={p.list}
        activeId={state.taskId}
        emptyTitle={p.empty.title}
        emptyHint={p.empty.hint}
        canChangeStatus={p.canChangeStatus}
        canDelete={p.canDelete}
        onOpen={(t) => update({ taskId: String(t.id) })}
        onStar={(t) => void actions.star(t)}
        onToggleClosed={(t) => void actions.setClosed(t, !t.isCompleted)}
        onDuplicate={duplicate}
        onDelete={del.ask}
      />
      <Suspense fallback={null}>
        {filtersOpen && (
          <TaskFilterDrawer
            opened={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            value={state.filter}
            onApply={applyFilter}
            isTeamOwner={p.isTeamOwner}
          />
        )}
        {state.taskId && (
          <TaskDetailDrawer
            taskId={state.taskId}
            width={DETAIL_WIDTH}
            onClose={() => update({ taskId: null })}
            onDelete={del.ask}
            onDuplicate={duplicate}
          />
        )}
      </Suspense>
      <TaskDeleteConfirm del={del} />
      <Celebration />
    </Stack>
  );
}
