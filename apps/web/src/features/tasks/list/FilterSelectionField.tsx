import { Group, MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  firstChipThenMore,
  pickedLoadMore,
  withLoadMore,
  useDropdownSearch,
  usePagedOptions,
} from '../../../components/dropdown';
import { serverFiltered } from '../../../components/searchPickers';
import { apiKey, callRoute } from '../../../lib/useApi';
import { TASK_PICKER_DEBOUNCE_MS } from '../queries';
import type { FilterOption, FilterSource } from './filterOptions';

export type SelectionType = 'INCLUDE' | 'EXCLUDE';

type Props = {
  id: string;
  label: string;
  ids: number[];
  type: SelectionType;
  onChange: (ids: number[], type: SelectionType) => void;
  /** Where its options come from: a task picker's search, and the picked ids' labels. */
  source: FilterSource;
};

/** One selection of the task filter (spec 001 §5): ids searched on the server, with INCLUDE / EXCLUDE. */
export function FilterSelectionField({ id, label, ids, type, onChange, source }: Props) {
  const s = useDropdownSearch({ debounceMs: TASK_PICKER_DEBOUNCE_MS });
  const { found, isFetching, paging } = usePagedOptions({
    key: source.search.key,
    searchFor: s.searchFor,
    fetchPage: (pageNo) => source.search.fetchPage({ searchFor: s.searchFor, pageNo }),
    toItems: (p) => source.toOptions(p),
    emptyOnFailure: true,
  });
  const byIds = source.byIds(ids);
  const picked = useQuery({
    queryKey: apiKey(source.route, byIds),
    queryFn: () => callRoute(source.route, byIds),
    select: (p) => source.toOptions(p),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
  const data = useMemo(() => {
    const byValue = new Map<string, FilterOption>();
    for (const o of picked.data ?? []) byValue.set(o.value, o);
    for (const v of ids)
      if (!byValue.has(String(v))) byValue.set(String(v), { value: String(v), label: `#${v}` });
    for (const o of found) byValue.set(o.value, o);
    return [...byValue.values()];
  }, [picked.data, ids, found]);

  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={600} id={`task-filter-${id}-label`}>
          {label}
        </Text>
        <SegmentedControl
          size="xs"
          data={['INCLUDE', 'EXCLUDE']}
          value={type}
          onChange={(v) => onChange(ids, v as SelectionType)}
          aria-label={`${label} selection type`}
          data-testid={`task-filter-${id}-type`}
        />
      </Group>
      <MultiSelect
        {...s.props(paging)}
        aria-labelledby={`task-filter-${id}-label`}
        data={withLoadMore(data, paging)}
        value={ids.map(String)}
        renderPill={firstChipThenMore(ids.map(String))}
        onChange={(v) => pickedLoadMore(v, paging) || onChange(v.map(Number), type)}
        searchable
        clearable
        filter={serverFiltered}
        nothingFoundMessage={isFetching || s.typing ? 'Searching…' : 'Nothing found'}
        placeholder={type === 'EXCLUDE' ? 'Exclude…' : 'Any'}
        data-testid={`task-filter-${id}`}
      />
    </Stack>
  );
}
