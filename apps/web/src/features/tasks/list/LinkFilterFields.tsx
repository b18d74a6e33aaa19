import { brandFilter, eventFilter, inventoryFilter } from './filterOptions';
import { FilterSelectionField, type SelectionType } from './FilterSelectionField';
import { TASK_FILTER_LABELS, type TaskFilters } from './taskFilter';
import { withLinks, type LinkSelection } from './taskFilterDraft';
import type { DraftUpdate } from './useTaskFilterDraft';

/** The drawer's brand, inventory and event filters (spec 001 §5), each INCLUDE or EXCLUDE. */
export function LinkFilterFields({ draft, update }: { draft: TaskFilters; update: DraftUpdate }) {
  const sel = (key: LinkSelection) => ({
    id: key,
    label: TASK_FILTER_LABELS[key],
    ids: (draft[key]?.ids ?? []).map(Number),
    type: (draft[key]?.selectionType ?? 'INCLUDE') as SelectionType,
    onChange: (ids: number[], selectionType: SelectionType) =>
      update((d) => withLinks(d, key, ids, selectionType)),
  });
  return (
    <>
      <FilterSelectionField {...sel('brandIds')} source={brandFilter()} />
      <FilterSelectionField {...sel('inventoryIds')} source={inventoryFilter()} />
      <FilterSelectionField {...sel('eventIds')} source={eventFilter()} />
    </>
  );
}
