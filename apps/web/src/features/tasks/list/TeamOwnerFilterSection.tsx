import { Checkbox, Group, SegmentedControl, Text } from '@mantine/core';
import { APPLY_TO, userFilter, type ApplyTo } from './filterOptions';
import { FilterSelectionField } from './FilterSelectionField';
import { TASK_FILTER_LABELS, type TaskFilters } from './taskFilter';
import { withSingleLevel, withTeamOwners, withTeamOwnersApplyTo } from './taskFilterDraft';
import type { DraftUpdate } from './useTaskFilterDraft';

/**
 * The drawer's team owner filter (spec 001 §5, §7; team owners only): TO colleagues, INCLUDE or EXCLUDE,
 * their teams as creator, assignee or either, and whole teams or direct reports only.
 */
export function TeamOwnerFilterSection({
  draft,
  update,
}: {
  draft: TaskFilters;
  update: DraftUpdate;
}) {
  const owners = draft.teamOwners;
  return (
    <>
      <FilterSelectionField
        id="teamOwners"
        label={TASK_FILTER_LABELS.teamOwners}
        ids={(owners?.ids ?? []).map(Number)}
        type={owners?.selectionType ?? 'INCLUDE'}
        onChange={(ids, selectionType) => update((d) => withTeamOwners(d, ids, selectionType))}
        source={userFilter('TO')}
      />
      <Group justify="space-between">
        <Text size="sm">Their teams as</Text>
        <SegmentedControl
          size="xs"
          data={APPLY_TO}
          value={owners?.applySelectionTo ?? 'ALL'}
          onChange={(v) => update((d) => withTeamOwnersApplyTo(d, v as ApplyTo))}
        />
      </Group>
      <Checkbox
        label="Direct reports only (single level)"
        checked={owners?.singleLevelTeamOwners ?? false}
        onChange={(e) => {
          const single = e.currentTarget.checked;
          update((d) => withSingleLevel(d, single));
        }}
      />
    </>
  );
}
