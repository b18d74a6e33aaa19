import { MultiSelect } from '@mantine/core';
import { serverFiltered } from '../../../components/searchPickers';
import type { UserSummary } from '../types';
import { usePickerSearch } from './usePickerSearch';

type Props = {
  label: string;
  /** The picker's own query key and page fetch (GET /task/users, or the users for addition to a sub-assignment). */
  pickerKey: string;
  fetchPage: (q: { searchFor: string; pageNo: number }) => Promise<unknown>;
  /** The picked colleagues, kept whole so their labels stay known while other searches run. */
  value: Map<number, UserSummary>;
  onChange: (picked: Map<number, UserSummary>) => void;
  excludeIds?: number[];
  enabled: boolean;
  required?: boolean;
  placeholder?: string;
  testId: string;
};

/** Colleagues searched on the server as the user types, paged on scrolling (a task's people, a group's members). */
export function ColleagueMultiSelect({
  label,
  pickerKey,
  fetchPage,
  value,
  onChange,
  excludeIds = [],
  enabled,
  required,
  placeholder,
  testId,
}: Props) {
  const { search, setSearch, items, isFetching, loadMore } = usePickerSearch<UserSummary>(
    pickerKey,
    'users',
    fetchPage,
    { enabled },
  );
  const options = new Map(value);
  for (const u of items) if (!excludeIds.includes(u.userId)) options.set(u.userId, u);
  return (
    <MultiSelect
      label={label}
      required={required}
      placeholder={value.size ? undefined : placeholder}
      data-autofocus
      searchable
      data={[...options.values()].map((u) => ({
        value: String(u.userId),
        label: u.verticalName ? `${u.userName} · ${u.verticalName}` : u.userName,
      }))}
      value={[...value.keys()].map(String)}
      onChange={(ids) =>
        onChange(
          new Map(
            ids
              .map((id) => [Number(id), options.get(Number(id))])
              .filter((e): e is [number, UserSummary] => !!e[1]),
          ),
        )
      }
      searchValue={search}
      onSearchChange={setSearch}
      filter={serverFiltered}
      nothingFoundMessage={isFetching ? 'Searching…' : 'Nobody found'}
      scrollAreaProps={{ onBottomReached: loadMore }}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
