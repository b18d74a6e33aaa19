import { Group, SegmentedControl, Text } from '@mantine/core';
import { APPLY_TO, userFilter, type ApplyTo } from './filterOptions';
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
        source={userFilter()}
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
