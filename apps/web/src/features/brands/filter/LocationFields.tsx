import { Divider, Group, MultiSelect, SegmentedControl, Text } from '@mantine/core';
import type { LocationItem } from '@crm/contracts';
import { dropdownProps, firstChipThenMore } from '../../../components/dropdown';
import type { DraftSection } from './useFilterDraft';

/** The state ids of a location list, as text. */
const locValues = (list: { stateId?: number | string }[] | undefined) =>
  (list ?? []).filter((l) => l.stateId).map((l) => String(l.stateId));

/** The drawer's locations: the scope they apply to (HQ, offices or both) and the states to include and exclude. */
export function LocationFields({ draft, set, options }: DraftSection) {
  const states = options.states;
  const stateData = states.map((s) => ({ value: String(s.id), label: s.name }));
  const toLocations = (ids: string[]): LocationItem[] =>
    ids
      .map((id) => states.find((s) => String(s.id) === id))
      .filter((s) => s && s.regionId)
      .map((s) => ({ regionId: s!.regionId!, stateId: s!.id }));
  const scope = draft.applySelectionTo as string | undefined;
  const include = locValues(draft.locations?.INCLUDE);
  const exclude = locValues(draft.locations?.EXCLUDE);
  return (
    <>
      <Divider label="Locations" />
      <Group justify="space-between">
        <Text size="sm">Apply to</Text>
        <SegmentedControl
          size="xs"
          data={options.locationScopes.map((s) => ({ value: s.id, label: s.name }))}
          value={scope === 'ALL' ? 'BOTH' : (scope ?? 'BOTH')}
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
        value={include}
        renderPill={firstChipThenMore(include)}
        onChange={(v) =>
          set({ locations: { INCLUDE: toLocations(v), EXCLUDE: draft.locations?.EXCLUDE ?? [] } })
        }
      />
      <MultiSelect
        {...dropdownProps()}
        label="Exclude states"
        data={stateData}
        searchable
        clearable
        value={exclude}
        renderPill={firstChipThenMore(exclude)}
        onChange={(v) =>
          set({ locations: { INCLUDE: draft.locations?.INCLUDE ?? [], EXCLUDE: toLocations(v) } })
        }
      />
    </>
  );
}
