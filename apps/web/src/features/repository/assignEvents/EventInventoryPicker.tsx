import { MultiSelect } from '@mantine/core';
import { REPOSITORY_ASSIGN_MAX_EVENTS } from '@crm/contracts';
import {
  firstChipThenMore,
  pickedLoadMore,
  withLoadMore,
  type useDropdownSearch,
} from '../../../components/dropdown';
import { mergeOptions, serverFiltered } from '../../../components/searchPickers';
import type { useUpcomingEventInventories } from '../queries';
import type { PickedEvent } from './useAssignToEvents';

/**
 * The upcoming event inventories picker (at most REPOSITORY_ASSIGN_MAX_EVENTS): `search` is its dropdown
 * search, `options` the server's matches for it, 'Load More' paged.
 */
export function EventInventoryPicker({
  search: s,
  options,
  picked,
  onPick,
  disabled,
}: {
  search: ReturnType<typeof useDropdownSearch>;
  options: ReturnType<typeof useUpcomingEventInventories>;
  picked: PickedEvent[];
  onPick: (picked: PickedEvent[]) => void;
  disabled: boolean;
}) {
  const { found, isFetching, paging } = options;
  return (
    <MultiSelect
      {...s.props(paging)}
      label="Event inventories"
      description={`Upcoming ones; at most ${REPOSITORY_ASSIGN_MAX_EVENTS}.`}
      placeholder="Search events or inventories"
      searchable
      filter={serverFiltered}
      data={withLoadMore(mergeOptions(picked, found), paging)}
      value={picked.map((p) => p.value)}
      renderPill={firstChipThenMore(picked.map((p) => p.value))}
      onChange={(values) =>
        pickedLoadMore(values, paging) ||
        onPick(
          values
            .map((v) => picked.find((p) => p.value === v) ?? found.find((f) => f.value === v)!)
            .filter(Boolean),
        )
      }
      maxValues={REPOSITORY_ASSIGN_MAX_EVENTS}
      disabled={disabled}
      nothingFoundMessage={isFetching ? 'Searching…' : 'No upcoming event inventory matches'}
      data-testid="assign-events-picker"
    />
  );
}
