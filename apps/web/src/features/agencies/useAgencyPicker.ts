import { useMemo } from 'react';
import type { ComboboxItem } from '@mantine/core';
import { toastError, toastSuccess } from '../../lib/api';
import { pickedLoadMore, useDropdownSearch, withLoadMore } from '../../components/dropdown';
import { useAgencyOptions, useCreateAgency } from './queries';

/** The agency select's value for '+ Create "…"'. */
const CREATE = '__create__';

/**
 * The association form's agency search: the options (the picked `agency` first, '+ Create "…"' for a
 * name not found, Load more) and `pickAgency`, which creates the agency (POST /api/brand/agency) when
 * '+ Create' is picked and passes the pick to `setAgency`.
 */
export function useAgencyPicker(
  agency: ComboboxItem | null,
  setAgency: (a: ComboboxItem | null) => void,
) {
  const { search, setSearch, searchFor, props } = useDropdownSearch({ pickedLabel: agency?.label });
  const agencies = useAgencyOptions(searchFor);
  const create = useCreateAgency();

  const options = useMemo(() => {
    const { found } = agencies;
    const list = agency ? [agency, ...found.filter((o) => o.value !== agency.value)] : [...found];
    const q = search.trim();
    if (q && q !== agency?.label && !found.some((o) => o.label.toLowerCase() === q.toLowerCase()))
      list.push({ value: CREATE, label: `+ Create "${q}"` });
    return withLoadMore(list, agencies.paging);
  }, [agencies, agency, search]);

  const pickAgency = async (v: string | null, o: ComboboxItem | null) => {
    if (pickedLoadMore(v, agencies.paging)) return;
    if (v !== CREATE) return setAgency(o);
    try {
      const res = await create.mutateAsync(search.trim());
      toastSuccess(res.message);
      setAgency({ value: String(res.agency.agencyId), label: res.agency.agencyName });
      setSearch(res.agency.agencyName);
    } catch (e) {
      toastError(e);
    }
  };

  return {
    setSearch,
    searching: agencies.isFetching,
    selectProps: props(agencies.paging),
    options,
    pickAgency,
    creating: create.isPending,
  };
}
