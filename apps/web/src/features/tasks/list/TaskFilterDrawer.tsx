import {
  Button,
  Checkbox,
  Divider,
  Drawer,
  Group,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  FilterSelectionField,
  type FilterOption,
  type SelectionType,
} from './FilterSelectionField';
import { fetchTaskBrands, fetchTaskEvents } from '../../../lib/pickerFetchers';
import { fetchTaskInventories, fetchTaskUsers } from '../queries';
import { TASK_FILTER_LABELS, type TaskFilters } from './taskFilter';
import type { BrandOption, EventOption, InventoryOption, UserSummary } from '../types';

const APPLY_TO = [
  { value: 'ALL', label: 'Anyone' },
  { value: 'CREATOR', label: 'Creator' },
  { value: 'ASSIGNEE', label: 'Assignee' },
];
const userOption = (u: UserSummary): FilterOption => ({
  value: String(u.userId),
  label: u.userName,
});
const brandOption = (b: BrandOption): FilterOption => ({ value: String(b.id), label: b.name });
const inventoryOption = (i: InventoryOption): FilterOption => ({
  value: String(i.id),
  label: i.name,
});
const eventOption = (e: EventOption): FilterOption => ({
  value: String(e.eventId),
  label: e.eventName,
});
type ApplyTo = 'ALL' | 'CREATOR' | 'ASSIGNEE';

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
  const [draft, setDraft] = useState<TaskFilters>(value);
  useEffect(() => {
    if (opened) setDraft(value);
  }, [opened, value]);
  const sel = (key: 'brandIds' | 'inventoryIds' | 'eventIds') => ({
    ids: (draft[key]?.ids ?? []).map(Number),
    type: (draft[key]?.selectionType ?? 'INCLUDE') as SelectionType,
    onChange: (ids: number[], selectionType: SelectionType) =>
      setDraft((d) => ({ ...d, [key]: { ids, selectionType } })),
  });
  const users = draft.userIds;
  const owners = draft.teamOwners;

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
        <FilterSelectionField
          id="userIds"
          label={TASK_FILTER_LABELS.userIds}
          ids={(users?.ids ?? []).map(Number)}
          type={users?.selectionType ?? 'INCLUDE'}
          onChange={(ids, selectionType) =>
            setDraft((d) => ({
              ...d,
              userIds: {
                ids,
                selectionType,
                applySelectionTo: d.userIds?.applySelectionTo ?? 'ALL',
              },
            }))
          }
          fetchPage={(q) => fetchTaskUsers({ ...q, excludeSelf: false })}
          field="users"
          toOption={userOption as never}
          fetchByIds={async (ids) =>
            (
              await fetchTaskUsers({ userIds: ids, count: ids.length, excludeSelf: false })
            ).users.map(userOption)
          }
        />
        <Group justify="space-between">
          <Text size="sm">People as</Text>
          <SegmentedControl
            size="xs"
            data={APPLY_TO}
            value={users?.applySelectionTo ?? 'ALL'}
            data-testid="task-filter-userIds-applyTo"
            onChange={(v) =>
              setDraft((d) => ({
                ...d,
                userIds: {
                  ids: d.userIds?.ids ?? [],
                  selectionType: d.userIds?.selectionType ?? 'INCLUDE',
                  applySelectionTo: v as ApplyTo,
                },
              }))
            }
          />
        </Group>
        {isTeamOwner && (
          <>
            <FilterSelectionField
              id="teamOwners"
              label={TASK_FILTER_LABELS.teamOwners}
              ids={(owners?.ids ?? []).map(Number)}
              type={owners?.selectionType ?? 'INCLUDE'}
              onChange={(ids, selectionType) =>
                setDraft((d) => ({
                  ...d,
                  teamOwners: {
                    applySelectionTo: 'ALL',
                    singleLevelTeamOwners: false,
                    ...d.teamOwners,
                    ids,
                    selectionType,
                  },
                }))
              }
              fetchPage={(q) => fetchTaskUsers({ ...q, role: 'TO', excludeSelf: false })}
              field="users"
              toOption={userOption as never}
              fetchByIds={async (ids) =>
                (
                  await fetchTaskUsers({ userIds: ids, count: ids.length, excludeSelf: false })
                ).users.map(userOption)
              }
            />
            <Group justify="space-between">
              <Text size="sm">Their teams as</Text>
              <SegmentedControl
                size="xs"
                data={APPLY_TO}
                value={owners?.applySelectionTo ?? 'ALL'}
                onChange={(v) =>
                  setDraft((d) => ({
                    ...d,
                    teamOwners: {
                      ids: [],
                      selectionType: 'INCLUDE',
                      singleLevelTeamOwners: false,
                      ...d.teamOwners,
                      applySelectionTo: v as ApplyTo,
                    },
                  }))
                }
              />
            </Group>
            <Checkbox
              label="Direct reports only (single level)"
              checked={owners?.singleLevelTeamOwners ?? false}
              onChange={(e) => {
                const singleLevelTeamOwners = e.currentTarget.checked;
                setDraft((d) => ({
                  ...d,
                  teamOwners: {
                    ids: [],
                    selectionType: 'INCLUDE',
                    applySelectionTo: 'ALL',
                    ...d.teamOwners,
                    singleLevelTeamOwners,
                  },
                }));
              }}
            />
          </>
        )}
        <Divider />
        <FilterSelectionField
          id="brandIds"
          label={TASK_FILTER_LABELS.brandIds}
          {...sel('brandIds')}
          fetchPage={(q) => fetchTaskBrands(q)}
          field="brands"
          toOption={brandOption as never}
          fetchByIds={async (ids) =>
            (await fetchTaskBrands({ brandIds: ids, count: ids.length })).brands.map(brandOption)
          }
        />
        <FilterSelectionField
          id="inventoryIds"
          label={TASK_FILTER_LABELS.inventoryIds}
          {...sel('inventoryIds')}
          fetchPage={(q) => fetchTaskInventories(q)}
          field="inventories"
          toOption={inventoryOption as never}
          fetchByIds={async (ids) =>
            (await fetchTaskInventories({ inventoryIds: ids, count: ids.length })).inventories.map(
              inventoryOption,
            )
          }
        />
        <FilterSelectionField
          id="eventIds"
          label={TASK_FILTER_LABELS.eventIds}
          {...sel('eventIds')}
          fetchPage={(q) => fetchTaskEvents(q)}
          field="events"
          toOption={eventOption as never}
          fetchByIds={async (ids) =>
            (await fetchTaskEvents({ eventIds: ids, count: ids.length })).events.map(eventOption)
          }
        />
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {TASK_FILTER_LABELS.hasSubAssignments}
          </Text>
          <SegmentedControl
            size="xs"
            data={[
              { value: 'ALL', label: 'All' },
              { value: 'WITH', label: 'With' },
              { value: 'WITHOUT', label: 'Without' },
            ]}
            value={draft.hasSubAssignments ?? 'ALL'}
            onChange={(v) => setDraft((d) => ({ ...d, hasSubAssignments: v as 'ALL' }))}
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
          <Button variant="subtle" onClick={() => setDraft({})}>
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
