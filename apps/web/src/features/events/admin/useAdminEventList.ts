import { useState } from 'react';
import type { EventCategory } from '@crm/contracts';
import type { TableSort } from '../../../components/PagedTable';
import { useAdminEvents } from './queries';

/** The admin events list's filters: name search, category, city (id as text) and archived or not. */
export type AdminEventFilters = {
  searchFor: string;
  category: EventCategory | null;
  cityId: string | null;
  archived: boolean;
};

/** The preset's sortable columns and the list's sort keys. */
const SORT_KEY = { eventName: 'name', dates: 'date' } as const;

/** The admin events list's state: filters and sort (each change goes back to page 1), the page, and the read. */
export function useAdminEventList() {
  const [page, setPage] = useState(1);
  const [f, setF] = useState<AdminEventFilters>({
    searchFor: '',
    category: null,
    cityId: null,
    archived: false,
  });
  const [sort, setSortState] = useState<TableSort>({ field: 'dates', order: 'DESC' });
  const q = useAdminEvents({
    pageNo: page,
    searchFor: f.searchFor,
    archived: f.archived,
    sortBy: SORT_KEY[sort.field as keyof typeof SORT_KEY] ?? 'date',
    sortOrder: sort.order,
    ...(f.category ? { category: f.category } : {}),
    ...(f.cityId ? { cityId: Number(f.cityId) } : {}),
  });
  const set = (p: Partial<AdminEventFilters>) => {
    setF((cur) => ({ ...cur, ...p }));
    setPage(1);
  };
  const setSort = (s: TableSort) => {
    setSortState(s);
    setPage(1);
  };
  return { q, page, setPage, f, set, sort, setSort };
}
