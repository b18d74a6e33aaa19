import { Group, SegmentedControl } from '@mantine/core';
import { FilterButton } from '../../../components/FilterButton';
import { SearchBox } from '../../../components/SearchBox';
import { TaskSavedViews } from '../TaskSavedViews';
import { TaskCategoryControl } from './TaskCategoryControl';
import type { TaskPage } from './useTaskPageState';

/** The list's controls above it: category and status on the left; search, the Filters button with its count and the saved views on the right. */
export function TaskListControls({ p, onFilters }: { p: TaskPage; onFilters: () => void }) {
  const { state, update } = p;
  return (
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
          active={p.activeCount}
          onClick={onFilters}
          testId="task-filter-button"
          countTestId="task-filter-count"
        />
        <TaskSavedViews state={state} />
      </Group>
    </Group>
  );
}
