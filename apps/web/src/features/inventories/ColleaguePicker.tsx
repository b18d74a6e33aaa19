import { MultiSelect, type ComboboxItem } from '@mantine/core';
import { useMemo, useState } from 'react';
import { mergeOptions, serverFiltered, useDebouncedSearch } from '../common/searchPickers';
import { useCollabCandidates } from './collabQueries';

/**
 * Colleagues to invite to a pairing: a multi-select searched on the server as the user types (500 ms
 * debounce); only colleagues who may be invited are offered (not the caller, none already invited).
 */
export function ColleaguePicker({ eiId, brandId, value, onChange }: { eiId: number; brandId: number; value: string[]; onChange: (ids: string[]) => void }) {
  const { search, setSearch, debounced } = useDebouncedSearch();
  const [picked, setPicked] = useState<ComboboxItem[]>([]);
  const candidates = useCollabCandidates(eiId, brandId, debounced);
  const found = useMemo(
    () => (candidates.data?.users ?? []).map((u) => ({ value: String(u.userId), label: u.verticalName ? `${u.userName} · ${u.verticalName}` : u.userName })),
    [candidates.data],
  );
  const options = useMemo(() => mergeOptions(picked.filter((o) => value.includes(o.value)), found), [found, picked, value]);
  return (
    <MultiSelect
      label="Invite colleagues"
      placeholder={value.length ? undefined : 'Search colleagues by name'}
      searchable
      clearable
      data={options}
      value={value}
      filter={serverFiltered}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={candidates.isFetching ? 'Searching…' : 'No colleagues found'}
      onChange={(ids) => {
        setPicked((prev) => mergeOptions(prev, options).filter((o) => ids.includes(o.value)));
        onChange(ids);
      }}
      maxValues={50}
      comboboxProps={{ withinPortal: true }}
      data-testid="collab-invite-picker"
    />
  );
}
