import { Button, Group, Kbd, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TaskTab } from '@crm/contracts';
import { ConfirmModal } from '../../components/ConfirmModal';
import { SearchBox } from '../../components/SearchBox';
import { currentUser, hasAnyRole } from '../../lib/user';
import { useOpenAddTask } from './create/addTaskStore';
import { Celebration } from './list/Celebration';
import { prefillFromTask } from './create/prefill';
import { useTaskCounts, useTaskList } from './queries';
import { activeTaskFilters, encodeTaskFilter, type TaskFilters } from './list/taskFilter';
import { TaskFilterChips } from './list/TaskFilterChips';
import { TaskCategoryControl } from './list/TaskCategoryControl';
import { TaskList } from './list/TaskList';
import { TaskTabs } from './list/TaskTabs';
import { readTaskPageState, TAB_LABELS } from './taskUrl';
import type { Task } from './types';
import { useTaskActions } from './useTaskActions';
import { useTaskSocket } from './useTaskSocket';
import { patchParams } from '../../lib/urlParams';
import { FilterButton } from '../../components/FilterButton';
import { TaskSavedViews, useTaskViewPending } from './TaskSavedViews';

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
  const [params, setParams] = useSearchParams();
  const user = currentUser();
  const selfId = user?.userId ?? 0;
  const isTeamOwner = hasAnyRole(user, 'TO', 'ADMIN');
  const state = readTaskPageState(params, isTeamOwner);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [removing, setRemoving] = useState(false);
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
  const actions = useTaskActions();
  const openAddTask = useOpenAddTask();
  useTaskSocket();

  const update = patchParams(setParams);
  const applyFilter = (f: TaskFilters) => {
    update({ filter: encodeTaskFilter(f) });
    setFiltersOpen(false);
  };
  const activeCount = activeTaskFilters(state.filter).length;
  const isAssignee = (t: Task) =>
    t.people.some((p) => p.relation === 'ASSIGNEE' && p.userId === selfId);
  const filtered = !!state.searchFor || activeCount > 0 || state.taskType !== 'ALL';

  return (
    <Stack gap="md" p="md" style={{ marginRight: state.taskId ? DETAIL_WIDTH : undefined }}>
      <Group justify="space-between">
        <Title order={2}>Tasks</Title>
        <Button
          leftSection={<IconPlus size={16} />}
          rightSection={<Kbd size="xs">T</Kbd>}
          onClick={() => openAddTask()}
          data-testid="tasks-add-button"
        >
          Add task
        </Button>
      </Group>
      <TaskTabs
        tab={state.tab}
        counts={counts.data}
        isTeamOwner={isTeamOwner}
        onChange={(t: TaskTab) => update({ tab: t === 'ALL' ? null : t })}
      />
      <Group justify="space-between" gap="sm">
        <Group gap="sm" maw="100%">
          <TaskCategoryControl
            value={state.taskType}
            onChange={(v) => update({ taskType: v === 'ALL' ? null : v })}
          />
          <SegmentedControl
            aria-label="Task status"
            data={[
              { value: 'OPEN', label: 'Open' },
              { value: 'CLOSED', label: 'Closed' },
            ]}
            value={state.taskStatus}
            onChange={(v) => update({ taskStatus: v === 'OPEN' ? null : v })}
            data-testid="task-status-filter"
          />
        </Group>
        <Group gap="sm">
          <SearchBox
            value={state.searchFor}
            onSearch={(v) => update({ searchFor: v })}
            placeholder="Search tasks"
            testId="task-search"
          />
          <FilterButton
            active={activeCount}
            onClick={() => setFiltersOpen(true)}
            testId="task-filter-button"
            countTestId="task-filter-count"
          />
          <TaskSavedViews state={state} />
        </Group>
      </Group>
      <TaskFilterChips
        filter={state.filter}
        onChange={(f) => update({ filter: encodeTaskFilter(f) })}
      />
      <TaskList
        query={list}
        activeId={state.taskId}
        emptyTitle={
          filtered
            ? 'No tasks match your search or filters'
            : `No ${state.taskStatus === 'OPEN' ? 'open' : 'closed'} tasks in ${TAB_LABELS[state.tab]}`
        }
        emptyHint={
          filtered
            ? 'Try other words or clear some filters.'
            : state.taskStatus === 'OPEN'
              ? "Press T to add a task; tasks you're part of show up here."
              : undefined
        }
        canChangeStatus={(t) => t.canRename || isAssignee(t) || isTeamOwner}
        canDelete={(t) => t.canRename || isTeamOwner}
        onOpen={(t) => update({ taskId: String(t.id) })}
        onStar={(t) => void actions.star(t)}
        onToggleClosed={(t) => void actions.setClosed(t, !t.isCompleted)}
        onDuplicate={(t) => openAddTask(prefillFromTask(t, selfId))}
        onDelete={setDeleting}
      />
      <Suspense fallback={null}>
        {filtersOpen && (
          <TaskFilterDrawer
            opened={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            value={state.filter}
            onApply={applyFilter}
            isTeamOwner={isTeamOwner}
          />
        )}
        {state.taskId && (
          <TaskDetailDrawer
            taskId={state.taskId}
            width={DETAIL_WIDTH}
            onClose={() => update({ taskId: null })}
            onDelete={setDeleting}
            onDuplicate={(t) => openAddTask(prefillFromTask(t, selfId))}
          />
        )}
      </Suspense>
      {deleting && (
        <ConfirmModal
          opened
          title="Are you sure?"
          confirmLabel="Delete"
          color="red"
          loading={removing}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            setRemoving(true);
            const done = await actions.remove(deleting);
            setRemoving(false);
            if (done) {
              if (state.taskId === deleting.id) update({ taskId: null });
              setDeleting(null);
            }
          }}
        >
          {`Delete the task “${deleting.name}”? Its people will no longer see it.`}
        </ConfirmModal>
      )}
      <Celebration />
    </Stack>
  );
}
