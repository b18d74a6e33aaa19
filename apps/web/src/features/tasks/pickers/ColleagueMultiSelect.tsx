import { MultiSelect } from '@mantine/core';
import {
  firstChipThenMore,
  pickedLoadMore,
  withLoadMore,
  useDropdownSearch,
  usePagedOptions,
} from '../../../components/dropdown';
import { serverFiltered } from '../../../components/searchPickers';
import { TASK_PICKER_DEBOUNCE_MS, usersOf, userIdOf } from '../queries';
import type { UserSummary } from '../types';
import { taskUsersSource, type ColleagueSource } from './pickerSources';

type Props = {
  label: string;
  /** Where it reads: GET /task/users without the caller unless given (or the users for addition to a sub-assignment). */
  source?: ColleagueSource;
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
  source = taskUsersSource(),
  value,
  onChange,
  excludeIds = [],
  enabled,
  required,
  placeholder,
  testId,
}: Props) {
  const s = useDropdownSearch({ debounceMs: TASK_PICKER_DEBOUNCE_MS });
  const {
    found: items,
    isFetching,
    paging,
  } = usePagedOptions({
    key: source.key,
    searchFor: s.searchFor,
    fetchPage: (pageNo) => source.fetchPage({ searchFor: s.searchFor, pageNo }),
    toItems: usersOf,
    keyOf: userIdOf,
    enabled,
    emptyOnFailure: true,
  });
  const options = new Map(value);
  for (const u of items) if (!excludeIds.includes(u.userId)) options.set(u.userId, u);
  const picked = [...value.keys()].map(String);
  return (
    <MultiSelect
      {...s.props(paging)}
      label={label}
      required={required}
      placeholder={value.size ? undefined : placeholder}
      data-autofocus
      searchable
      data={withLoadMore(
        [...options.values()].map((u) => ({
          value: String(u.userId),
          label: u.verticalName ? `${u.userName} · ${u.verticalName}` : u.userName,
        })),
        paging,
      )}
      value={picked}
      renderPill={firstChipThenMore(picked)}
      onChange={(ids) =>
        pickedLoadMore(ids, paging) ||
        onChange(
          new Map(
            ids
              .map((id) => [Number(id), options.get(Number(id))])
              .filter((e): e is [number, UserSummary] => !!e[1]),
          ),
        )
      }
      filter={serverFiltered}
      nothingFoundMessage={isFetching ? 'Searching…' : 'Nobody found'}
      data-testid={testId}
    />
  );
}
