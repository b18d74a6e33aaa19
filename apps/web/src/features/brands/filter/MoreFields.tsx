import { Chip, Divider, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import {
  ASSIGNED_BY_OPTIONS,
  BRAND_OWNER_TYPES,
  TRI_STATE,
  type BrandFilterInput,
} from '@crm/contracts';
import { dropdownProps } from '../../../components/dropdown';
import type { DraftSection } from './useFilterDraft';

const LABELS: Record<string, string> = {
  ALL: 'All',
  YES: 'Yes',
  NO: 'No',
  ME: 'Me',
  OTHER_PO: 'Other PO',
  BO: 'BO',
  SINGLE: 'Single',
  MULTI: 'Multiple',
};
const seg = (values: readonly string[]) => values.map((v) => ({ value: v, label: LABELS[v] ?? v }));

/** The radio groups of the drawer: filter key, label and values (ALL first). */
const RADIOS = [
  ['assignedByUser', 'Assigned by', ASSIGNED_BY_OPTIONS],
  ['brandOwnerType', 'Brand owner type', BRAND_OWNER_TYPES],
  ['pocExists', 'POC exists', TRI_STATE],
  ['boExists', 'BO exists', TRI_STATE],
  ['hasCollaborated', 'Collaborated', TRI_STATE],
] as const;

/** The drawer's 'More' part: the radio groups, the brand owner count and the assigned-inventory buckets. */
export function MoreFields({ draft, set, options }: DraftSection) {
  return (
    <>
      <Divider label="More" />
      {RADIOS.map(([key, label, values]) => (
        <Group key={key} justify="space-between">
          <Text size="sm">{label}</Text>
          <SegmentedControl
            size="xs"
            data={seg(values)}
            value={(draft[key] as string) ?? 'ALL'}
            onChange={(v) => set({ [key]: v } as Partial<BrandFilterInput>)}
            data-testid={`filter-${key}`}
          />
        </Group>
      ))}
      <Group justify="space-between">
        <Text size="sm">Brand owner count</Text>
        <Select
          {...dropdownProps()}
          w={110}
          aria-label="Brand owner count"
          data={['ALL', '0', '1', '2', '3', '4', '5']}
          value={String(draft.brandOwnerCount ?? 'ALL')}
          allowDeselect={false}
          onChange={(v) => set({ brandOwnerCount: !v || v === 'ALL' ? 'ALL' : Number(v) })}
        />
      </Group>
      <Stack gap={4}>
        <Text size="sm">Assigned inventories</Text>
        <Chip.Group
          multiple
          value={draft.brandAssignedInventoryCount ?? []}
          onChange={(v) => set({ brandAssignedInventoryCount: v as never })}
        >
          <Group gap="xs">
            {options.inventoryBuckets.map((b) => (
              <Chip key={b.id} value={b.id} size="xs" data-testid={`filter-bucket-${b.id}`}>
                {b.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
    </>
  );
}
