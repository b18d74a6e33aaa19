import { Box, Select } from '@mantine/core';
import { useMemo } from 'react';
import { DROPDOWN, TASK_MESSAGES } from '@crm/contracts';
import { formatDate } from '../../../lib/format';
import { DisabledToast } from '../../../components/DisabledToast';
import {
  pickedLoadMore,
  useDropdownSearch,
  usePagedOptions,
  withLoadMore,
} from '../../../components/dropdown';
import { serverFiltered } from '../../../components/searchPickers';
import type { EventOption } from '../types';
import { eventIdOf, eventsOf, TASK_PICKER_DEBOUNCE_MS } from '../queries';
import { taskEventsSource } from './pickerSources';

/**
 * The event dropdown of the task modal (spec 000 §5): one event of the chosen inventory, with its SMEs;
 * with the Unlisted Inventory (id -1) any event, one without inventories too. Without an inventory it is
 * disabled with the hint 'Please select inventory to select event' (a click on it shows the hint as an
 * error toast, spec 000 §5 'disabled dropdown').
 */
export function EventPicker({
  inventoryId,
  value,
  onPick,
}: {
  inventoryId: number | null;
  value: EventOption | null;
  onPick: (ev: EventOption | null) => void;
}) {
  const s = useDropdownSearch({
    debounceMs: TASK_PICKER_DEBOUNCE_MS,
    pickedLabel: value?.eventName,
  });
  const events = taskEventsSource(inventoryId ?? undefined);
  const {
    found: items,
    isFetching,
    paging,
  } = usePagedOptions({
    key: events.key,
    searchFor: s.searchFor,
    fetchPage: (pageNo) => events.fetchPage({ searchFor: s.searchFor, pageNo }),
    toItems: eventsOf,
    keyOf: eventIdOf,
    enabled: !!inventoryId,
    emptyOnFailure: true,
  });
  const options = useMemo(() => {
    const byId = new Map<number, EventOption>();
    if (value) byId.set(value.eventId, value);
    for (const e of items) byId.set(e.eventId, e);
    return byId;
  }, [items, value]);
  const disabled = !inventoryId;

  return (
    <DisabledToast disabled={disabled} message={TASK_MESSAGES.selectInventoryFirst}>
      <Select
        {...s.props(paging)}
        label="Event"
        placeholder={disabled ? 'Select an inventory first' : DROPDOWN.searchPlaceholder}
        description={disabled ? TASK_MESSAGES.selectInventoryFirst : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        disabled={disabled}
        searchable
        clearable
        data={withLoadMore(
          [...options.values()].map((e) => ({ value: String(e.eventId), label: e.eventName })),
          paging,
        )}
        value={value ? String(value.eventId) : null}
        onChange={(v) =>
          pickedLoadMore(v, paging) || onPick(v ? (options.get(Number(v)) ?? null) : null)
        }
        filter={serverFiltered}
        nothingFoundMessage={
          isFetching || s.typing ? 'Searching…' : 'No events offer this inventory'
        }
        renderOption={({ option }) => {
          const ev = options.get(Number(option.value));
          return (
            <Box>
              {option.label}
              {ev?.startDate && (
                <Box
                  c="dimmed"
                  fz="xs"
                >{`${formatDate(ev.startDate)}${ev.eventStatus === 'PREVIOUS' ? ' · archived' : ''}`}</Box>
              )}
            </Box>
          );
        }}
        data-testid="task-event"
      />
    </DisabledToast>
  );
}
