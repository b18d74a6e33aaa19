import { Select, type ComboboxItem } from '@mantine/core';
import { useMemo, useState } from 'react';
import { toastError, toastSuccess } from '../../lib/api';
import { useCreateDepartment, useDepartments } from './queries';
import { serverFiltered } from '../../components/searchPickers';
import { useReference } from '../../lib/referenceQueries';
import { dropdownProps } from '../../components/dropdown';

const CREATE = '__create__';

/**
 * A department select of one brand; for those who may edit it, '+ Add "…"' for the organisation's department names
 * (settings) the brand lacks and '+ Create "…"' for a new name (PUT /api/brand/department).
 */
export function DepartmentPicker({
  brandId,
  value,
  onChange,
  canCreate,
}: {
  brandId: number;
  value: number | null;
  onChange: (id: number | null) => void;
  canCreate: boolean;
}) {
  const { data } = useDepartments(brandId);
  const { data: ref } = useReference();
  const create = useCreateDepartment(brandId);
  const [search, setSearch] = useState('');
  const options = useMemo(() => {
    const list: ComboboxItem[] = (data?.departments ?? []).map((d) => ({
      value: String(d.departmentId),
      label: d.name,
    }));
    const q = search.trim().toLowerCase();
    const has = (name: string) => list.some((o) => o.label.toLowerCase() === name.toLowerCase());
    const shown = q ? list.filter((o) => o.label.toLowerCase().includes(q)) : list;
    if (!canCreate) return shown;
    // the organisation's department names (settings) the brand lacks, offered to add
    for (const d of ref?.departments ?? [])
      if (!has(d.name) && (!q || d.name.toLowerCase().includes(q)))
        shown.push({ value: `${CREATE}${d.name}`, label: `+ Add "${d.name}"` });
    if (q && !has(search.trim()) && !shown.some((o) => o.value === `${CREATE}${search.trim()}`))
      shown.push({ value: `${CREATE}${search.trim()}`, label: `+ Create "${search.trim()}"` });
    return shown;
  }, [data, ref, search, canCreate]);
  return (
    <Select
      {...dropdownProps()}
      label="Department"
      placeholder={canCreate ? 'Choose or type to create' : 'Choose a department'}
      searchable
      clearable
      data={options}
      filter={serverFiltered}
      value={value ? String(value) : null}
      searchValue={search}
      onSearchChange={setSearch}
      disabled={create.isPending}
      nothingFoundMessage="No departments yet"
      onChange={async (v) => {
        if (!v?.startsWith(CREATE)) return onChange(v ? Number(v) : null);
        try {
          const res = await create.mutateAsync(v.slice(CREATE.length));
          toastSuccess(res.message);
          onChange(res.department!.departmentId);
          setSearch(res.department!.name);
        } catch (e) {
          toastError(e);
        }
      }}
      data-testid="poc-department"
    />
  );
}
