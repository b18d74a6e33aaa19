import {
  Button,
  Divider,
  Drawer,
  Group,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { LinkFilterFields } from './LinkFilterFields';
import { PeopleFilterSection } from './PeopleFilterSection';
import { TASK_FILTER_LABELS, type TaskFilters } from './taskFilter';
import { TeamOwnerFilterSection } from './TeamOwnerFilterSection';
import { useTaskFilterDraft } from './useTaskFilterDraft';

const SUB_ASSIGNMENT_CHOICES = [
  { value: 'ALL', label: 'All' },
  { value: 'WITH', label: 'With' },
  { value: 'WITHOUT', label: 'Without' },
];

/**
 * The task Filters drawer (spec 001 §5, §7): people (as creator, assignee or either), team owners (TO
 * only; whole team or direct reports), brands, inventories, events — each INCLUDE or EXCLUDE — and with or
 * without sub-assignments. Edits a draft; Apply hands it over.
 */
export function TaskFilterDrawer({
  opened,
  onClose,
  value,
  onApply,
  isTeamOwner,
}: {
  opened: boolean;
  onClose: () => void;
  value: TaskFilters;
  onApply: (f: TaskFilters) => void;
  isTeamOwner: boolean;
}) {
  const { draft, update, reset } = useTaskFilterDraft(opened, value);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Filters"
      position="right"
      size="md"
      scrollAreaComponent={ScrollArea.Autosize}
      data-testid="task-filter-drawer"
    >
      <Stack gap="md">
        <PeopleFilterSection draft={draft} update={update} />
        {isTeamOwner && <TeamOwnerFilterSection draft={draft} update={update} />}
        <Divider />
        <LinkFilterFields draft={draft} update={update} />
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {TASK_FILTER_LABELS.hasSubAssignments}
          </Text>
          <SegmentedControl
            size="xs"
            data={SUB_ASSIGNMENT_CHOICES}
            value={draft.hasSubAssignments ?? 'ALL'}
            onChange={(v) => update((d) => ({ ...d, hasSubAssignments: v as 'ALL' }))}
            data-testid="task-filter-hasSubAssignments"
          />
        </Group>
        <Group
          justify="space-between"
          pos="sticky"
          bottom={0}
          bg="var(--mantine-color-body)"
          py="sm"
        >
          <Button variant="subtle" onClick={reset}>
            Reset
          </Button>
          <Button onClick={() => onApply(draft)} data-testid="task-filter-apply">
            Apply
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
