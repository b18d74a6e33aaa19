import { Select, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { toastError, toastSuccess } from '../../lib/api';
import { useCitySearch, useCreateDepartment, useDepartments } from './queries';

/** Search debounce of spec 000 §6, in ms. */
const DEBOUNCE_MS = 500;
const CREATE = '__create__';
const keepAll = ({ options }: { options: ComboboxItem[] | unknown[] }) => options as ComboboxItem[];

/** A city picker over GET /api/location/cities (debounced); the chosen city keeps its label. */
export function PocCityPicker({ value, initialLabel, onChange }: { value: number | null; initialLabel: string | null; onChange: (id: number | null) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, DEBOUNCE_MS);
  const [picked, setPicked] = useState<ComboboxItem | null>(value && initialLabel ? { value: String(value), label: initialLabel } : null);
  const { data, isFetching } = useCitySearch(debounced === picked?.label ? '' : debounced);
  const options = useMemo(() => {
    const found = (data?.cities ?? []).map((c) => ({ value: String(c.id), label: `${c.name}, ${c.stateName}` }));
    return picked ? [picked, ...found.filter((o) => o.value !== picked.value)] : found;
  }, [data, picked]);
  return (
    <Select
      label="City"
      placeholder="Search cities"
      searchable
      clearable
      data={options}
      value={value ? String(value) : null}
      filter={keepAll}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={isFetching ? 'Searching…' : search ? 'No cities found' : 'Type to search'}
      onChange={(v, o) => {
        setPicked(o ?? null);
        onChange(v ? Number(v) : null);
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid="poc-city"
    />
  );
}

/** A department select of one brand whose search offers '+ Create "…"' (PUT /api/brand/department). */
export function DepartmentPicker({ brandId, value, onChange, canCreate }: { brandId: number; value: number | null; onChange: (id: number | null) => void; canCreate: boolean }) {
  const { data } = useDepartments(brandId);
  const create = useCreateDepartment(brandId);
  const [search, setSearch] = useState('');
  const options = useMemo(() => {
    const list: ComboboxItem[] = (data?.departments ?? []).map((d) => ({ value: String(d.departmentId), label: d.name }));
    const q = search.trim();
    const shown = q ? list.filter((o) => o.label.toLowerCase().includes(q.toLowerCase())) : list;
    if (canCreate && q && !list.some((o) => o.label.toLowerCase() === q.toLowerCase())) shown.push({ value: CREATE, label: `+ Create "${q}"` });
    return shown;
  }, [data, search, canCreate]);
  return (
    <Select
      label="Department"
      placeholder={canCreate ? 'Choose or type to create' : 'Choose a department'}
      searchable
      clearable
      data={options}
      filter={keepAll}
      value={value ? String(value) : null}
      searchValue={search}
      onSearchChange={setSearch}
      disabled={create.isPending}
      nothingFoundMessage="No departments yet"
      onChange={async (v) => {
        if (v !== CREATE) return onChange(v ? Number(v) : null);
        try {
          const res = await create.mutateAsync(search.trim());
          toastSuccess(res.message);
          onChange(res.department!.departmentId);
          setSearch(res.department!.name);
        } catch (e) {
          toastError(e);
        }
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid="poc-department"
    />
  );
}
