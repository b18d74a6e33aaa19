import { fetchTaskBrands, fetchTaskEvents } from '../../../lib/pickerFetchers';
import { fetchTaskInventories } from '../queries';
import {
  brandOption,
  brandOptionsByIds,
  eventOption,
  eventOptionsByIds,
  inventoryOption,
  inventoryOptionsByIds,
} from './filterOptions';
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
      <FilterSelectionField
        {...sel('brandIds')}
        fetchPage={(q) => fetchTaskBrands(q)}
        field="brands"
        toOption={brandOption as never}
        fetchByIds={brandOptionsByIds}
      />
      <FilterSelectionField
        {...sel('inventoryIds')}
        fetchPage={(q) => fetchTaskInventories(q)}
        field="inventories"
        toOption={inventoryOption as never}
        fetchByIds={inventoryOptionsByIds}
      />
      <FilterSelectionField
        {...sel('eventIds')}
        fetchPage={(q) => fetchTaskEvents(q)}
        field="events"
        toOption={eventOption as never}
        fetchByIds={eventOptionsByIds}
      />
    </>
  );
}
