import { useEffect, useState } from 'react';
import {
  Button,
  Chip,
  Divider,
  Drawer,
  Group,
  MultiSelect,
  RangeSlider,
  ScrollArea,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import {
  ASSIGNED_BY_OPTIONS,
  BRAND_FILTER_OWNER_LISTS,
  BRAND_FILTER_SELECTIONS,
  BRAND_OWNER_TYPES,
  REVENUE_RANGE_CRORE,
  TRI_STATE,
  revenueFromWire,
  revenueToWire,
  type BrandFilterInput,
  type BrandFilterOptions,
  type LocationItem,
  type SelectionType,
} from '@crm/contracts';
import { useBrandFilterOptions } from './FilterQueries';
import { CustomFieldFilters } from '../customFields';
import { formatIndian } from '../../lib/format';
import { dropdownProps, firstChipThenMore } from '../../components/dropdown';

type Opt = { value: string; label: string };
const SELECTION_OPTIONS: Record<string, (o: BrandFilterOptions) => Opt[]> = {
  industries: (o) => o.industries.map((x) => ({ value: String(x.id), label: x.name })),
  companies: (o) => o.companies.map((x) => ({ value: String(x.id), label: x.name })),
  agencies: (o) => o.agencies.map((x) => ({ value: String(x.id), label: x.name })),
  agencyAssociationType: (o) =>
    o.agencyAssociationTypes.map((x) => ({ value: String(x.id), label: x.name })),
  regions: (o) => o.regions.map((x) => ({ value: String(x.id), label: x.name })),
  verticals: (o) => o.verticals.map((x) => ({ value: String(x.id), label: x.name })),
  assignedByUsers: (o) => o.assignedByUsers.map((x) => ({ value: String(x.id), label: x.name })),
  engagement: (o) => o.engagement.map((x) => ({ value: x, label: x })),
  brandOwners: (o) => o.brandOwners.map((x) => ({ value: String(x.id), label: x.name })),
  teamOwners: (o) => o.teamOwners.map((x) => ({ value: String(x.id), label: x.name })),
};
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

/** One selection: a multi-select of ids with its INCLUDE/EXCLUDE toggle. */
function SelectionField(props: {
  id: string;
  label: string;
  data: Opt[];
  values: string[];
  type: SelectionType;
  onChange: (values: string[], type: SelectionType) => void;
}) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {props.label}
        </Text>
        <SegmentedControl
          size="xs"
          data={['INCLUDE', 'EXCLUDE']}
          value={props.type}
          onChange={(v) => props.onChange(props.values, v as SelectionType)}
          aria-label={`${props.label} selection type`}
          data-testid={`filter-${props.id}-type`}
        />
      </Group>
      <MultiSelect
        {...dropdownProps()}
        aria-label={props.label}
        data={props.data}
        value={props.values}
        renderPill={firstChipThenMore(props.values)}
        onChange={(v) => props.onChange(v, props.type)}
        searchable
        clearable
        placeholder={props.type === 'EXCLUDE' ? 'Exclude…' : 'Any'}
        data-testid={`filter-${props.id}`}
      />
    </Stack>
  );
}

/**
 * The Filters drawer of the brand list (spec 001 §5): every selection with INCLUDE/EXCLUDE, owners,
 * locations by state with scope, revenue in crore (sent ×10,000,000; the full range sends none), the
 * radio groups and inventory buckets. Edits a draft; Apply hands the filter to `onApply`.
 */
export function FilterDrawer({
  opened,
  onClose,
  value,
  onApply,
}: {
  opened: boolean;
  onClose: () => void;
  value: BrandFilterInput;
  onApply: (f: BrandFilterInput) => void;
}) {
  const { data: options, isLoading } = useBrandFilterOptions(opened);
  const [draft, setDraft] = useState<BrandFilterInput>(value);
  useEffect(() => {
    if (opened) setDraft(value);
  }, [opened, value]);
  const set = (patch: Partial<BrandFilterInput>) => setDraft((d) => ({ ...d, ...patch }));
  const rev = revenueFromWire(draft.revenues as never);
  const revenue: [number, number] = [
    rev?.lbCrore ?? REVENUE_RANGE_CRORE.min,
    rev?.ubCrore ?? REVENUE_RANGE_CRORE.max,
  ];
  const states = options?.states ?? [];
  const stateData = states.map((s) => ({ value: String(s.id), label: s.name }));
  const locValues = (list: { stateId?: number | string }[] | undefined) =>
    (list ?? []).filter((l) => l.stateId).map((l) => String(l.stateId));
  const toLocations = (ids: string[]): LocationItem[] =>
    ids
      .map((id) => states.find((s) => String(s.id) === id))
      .filter((s) => s && s.regionId)
      .map((s) => ({ regionId: s!.regionId!, stateId: s!.id }));

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Filters"
      position="right"
      size="md"
      scrollAreaComponent={ScrollArea.Autosize}
      data-testid="filter-drawer"
    >
      {isLoading || !options ? (
        <Stack>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} h={48} />
          ))}
        </Stack>
      ) : (
        <Stack gap="md">
          {BRAND_FILTER_SELECTIONS.map(([key, label]) => {
            const s = draft[key] as
              { ids?: (number | string)[]; selectionType?: SelectionType } | undefined;
            return (
              <SelectionField
                key={key}
                id={key}
                label={label}
                data={SELECTION_OPTIONS[key](options)}
                values={(s?.ids ?? []).map(String)}
                type={s?.selectionType ?? 'INCLUDE'}
                onChange={(v, type) =>
                  set({
                    [key]: { ids: key === 'engagement' ? v : v.map(Number), selectionType: type },
                  } as Partial<BrandFilterInput>)
                }
              />
            );
          })}
          {BRAND_FILTER_OWNER_LISTS.map(([key, label]) => {
            const s = draft[key];
            return (
              <SelectionField
                key={key}
                id={key}
                label={label}
                data={SELECTION_OPTIONS[key](options)}
                values={(s?.data ?? []).map(String)}
                type={s?.selectionType ?? 'INCLUDE'}
                onChange={(v, type) => set({ [key]: { data: v.map(Number), selectionType: type } })}
              />
            );
          })}
          <Divider label="Locations" />
          <Group justify="space-between">
            <Text size="sm">Apply to</Text>
            <SegmentedControl
              size="xs"
              data={options.locationScopes.map((s) => ({ value: s.id, label: s.name }))}
              value={
                (draft.applySelectionTo as string) === 'ALL'
                  ? 'BOTH'
                  : ((draft.applySelectionTo as string) ?? 'BOTH')
              }
              onChange={(v) => set({ applySelectionTo: v as 'BOTH' })}
              data-testid="filter-scope"
            />
          </Group>
          <MultiSelect
            {...dropdownProps()}
            label="Include states"
            data={stateData}
            searchable
            clearable
            value={locValues(draft.locations?.INCLUDE)}
            renderPill={firstChipThenMore(locValues(draft.locations?.INCLUDE))}
            onChange={(v) =>
              set({
                locations: { INCLUDE: toLocations(v), EXCLUDE: draft.locations?.EXCLUDE ?? [] },
              })
            }
          />
          <MultiSelect
            {...dropdownProps()}
            label="Exclude states"
            data={stateData}
            searchable
            clearable
            value={locValues(draft.locations?.EXCLUDE)}
            renderPill={firstChipThenMore(locValues(draft.locations?.EXCLUDE))}
            onChange={(v) =>
              set({
                locations: { INCLUDE: draft.locations?.INCLUDE ?? [], EXCLUDE: toLocations(v) },
              })
            }
          />
          <Divider label="Revenue (in Cr)" />
          <RangeSlider
            min={REVENUE_RANGE_CRORE.min}
            max={REVENUE_RANGE_CRORE.max}
            step={100}
            minRange={0}
            value={revenue}
            label={(v) => `₹${formatIndian(v)} Cr`}
            onChange={([lb, ub]) => set({ revenues: revenueToWire(lb, ub) })}
            aria-label="Revenue range in crore"
            data-testid="filter-revenue"
          />
          <Text size="xs" c="dimmed">
            ₹{formatIndian(revenue[0])} Cr – ₹{formatIndian(revenue[1])} Cr{rev ? '' : ' (any)'}
          </Text>
          <Divider label="More" />
          {(
            [
              ['assignedByUser', 'Assigned by', ASSIGNED_BY_OPTIONS],
              ['brandOwnerType', 'Brand owner type', BRAND_OWNER_TYPES],
              ['pocExists', 'POC exists', TRI_STATE],
              ['boExists', 'BO exists', TRI_STATE],
              ['hasCollaborated', 'Collaborated', TRI_STATE],
            ] as const
          ).map(([key, label, values]) => (
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
          <CustomFieldFilters
            value={draft.customFields}
            onChange={(customFields) => set({ customFields })}
          />
          <Group
            justify="space-between"
            mt="md"
            pos="sticky"
            bottom={0}
            bg="var(--mantine-color-body)"
            py="sm"
          >
            <Button variant="subtle" onClick={() => setDraft({})}>
              Reset
            </Button>
            <Button onClick={() => onApply(draft)} data-testid="filter-apply">
              Apply
            </Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
