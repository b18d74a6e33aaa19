import { Select, type ComboboxItem } from '@mantine/core';
import { useMemo, useState } from 'react';
import { toastError, toastSuccess } from '../../lib/api';
import { useCreateDepartment, useDepartments } from './queries';
import { serverFiltered } from '../common/searchPickers';

const CREATE = '__create__';

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
      filter={serverFiltered}
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
