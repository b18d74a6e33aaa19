import { Select, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DROPDOWN, UNDEFINED_INVENTORY } from '@crm/contracts';
import {
  pickedLoadMore,
  useDropdownSearch,
  usePagedOptions,
  withLoadMore,
} from '../../../components/dropdown';
import { serverFiltered } from '../../../components/searchPickers';
import {
  idOf,
  inventoriesOf,
  TASK_PICKER_DEBOUNCE_MS,
  useUndefinedInventoryHandlers,
} from '../queries';
import { unlistedInventory } from '../create/taskForm';
import type { InventoryOption } from '../types';
import { taskInventoriesSource } from './pickerSources';

/**
 * The inventory dropdown of the task modal (spec 000 §3, §5): one inventory, searched on the server with
 * its SMEs, or the 'Unlisted Inventory' ('From client/brand'; its SMEs are the undefined-inventory
 * handlers). The form decides whether a pick is allowed (`onPick` may refuse it with the spec's text).
 */
export function InventoryPicker({
  value,
  onPick,
}: {
  value: InventoryOption | null;
  onPick: (inv: InventoryOption | null) => void;
}) {
  const s = useDropdownSearch({ debounceMs: TASK_PICKER_DEBOUNCE_MS, pickedLabel: value?.name });
  const inventories = taskInventoriesSource();
  const {
    found: items,
    isFetching,
    paging,
  } = usePagedOptions({
    key: inventories.key,
    searchFor: s.searchFor,
    fetchPage: (pageNo) => inventories.fetchPage({ searchFor: s.searchFor, pageNo }),
    toItems: inventoriesOf,
    keyOf: idOf,
    emptyOnFailure: true,
  });
  const handlers = useUndefinedInventoryHandlers();
  const options = useMemo(() => {
    const byId = new Map<number, InventoryOption>([
      [UNDEFINED_INVENTORY.id, unlistedInventory(handlers.data ?? [])],
    ]);
    if (value)
      byId.set(
        value.id,
        value.id === UNDEFINED_INVENTORY.id ? unlistedInventory(handlers.data ?? value.sme) : value,
      );
    for (const i of items) byId.set(i.id, i);
    return byId;
  }, [items, value, handlers.data]);
  const data = [...options.values()].map((i) => ({ value: String(i.id), label: i.name }));

  return (
    <Select
      {...s.props(paging)}
      label="Inventory"
      placeholder={DROPDOWN.searchPlaceholder}
      searchable
      clearable
      data={withLoadMore(data, paging)}
      value={value ? String(value.id) : null}
      onChange={(v) =>
        pickedLoadMore(v, paging) || onPick(v ? (options.get(Number(v)) ?? null) : null)
      }
      filter={serverFiltered}
      nothingFoundMessage={isFetching || s.typing ? 'Searching…' : 'No inventories found'}
      renderOption={({ option }) => {
        const inv = options.get(Number(option.value));
        const sub =
          inv?.id === UNDEFINED_INVENTORY.id
            ? UNDEFINED_INVENTORY.subtitle
            : inv?.sme.length
              ? `SME: ${inv.sme.map((s) => s.userName).join(', ')}`
              : null;
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {sub && (
              <Text size="xs" c="dimmed">
                {sub}
              </Text>
            )}
          </Stack>
        );
      }}
      data-testid="task-inventory"
    />
  );
}
