import { Group, SegmentedControl, Text } from '@mantine/core';
import { fetchTaskUsers } from '../queries';
import { APPLY_TO, userOption, userOptionsByIds, type ApplyTo } from './filterOptions';
import { FilterSelectionField } from './FilterSelectionField';
import { TASK_FILTER_LABELS, type TaskFilters } from './taskFilter';
import { withPeople, withPeopleApplyTo } from './taskFilterDraft';
import type { DraftUpdate } from './useTaskFilterDraft';

/** The drawer's people filter (spec 001 §5): colleagues (the caller too), INCLUDE or EXCLUDE, as creator, assignee or either. */
export function PeopleFilterSection({
  draft,
  update,
}: {
  draft: TaskFilters;
  update: DraftUpdate;
}) {
  const users = draft.userIds;
  return (
    <>
      <FilterSelectionField
        id="userIds"
        label={TASK_FILTER_LABELS.userIds}
        ids={(users?.ids ?? []).map(Number)}
        type={users?.selectionType ?? 'INCLUDE'}
        onChange={(ids, selectionType) => update((d) => withPeople(d, ids, selectionType))}
        fetchPage={(q) => fetchTaskUsers({ ...q, excludeSelf: false })}
        field="users"
        toOption={userOption as never}
        fetchByIds={userOptionsByIds}
      />
      <Group justify="space-between">
        <Text size="sm">People as</Text>
        <SegmentedControl
          size="xs"
          data={APPLY_TO}
          value={users?.applySelectionTo ?? 'ALL'}
          data-testid="task-filter-userIds-applyTo"
          onChange={(v) => update((d) => withPeopleApplyTo(d, v as ApplyTo))}
        />
      </Group>
    </>
  );
}
