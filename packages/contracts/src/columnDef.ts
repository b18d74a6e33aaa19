import type { BrandFilterSortField } from './brandFilter.js';

/** A column of a preset (spec 001 §9): sortable (with the list's sort field), shown by default, fixed (always shown, not movable). */
export type ColumnDef = {
  id: string;
  label: string;
  sortable: boolean;
  defaultVisible: boolean;
  fixed: boolean;
  /** The list's sort field when sortable. */
  sortField?: BrandFilterSortField;
};

/** A preset column: sortable when it has a sort field unless told, shown by default and not fixed unless told. */
export const col = (
  id: string,
  label: string,
  flags: Partial<Omit<ColumnDef, 'id' | 'label'>> = {},
): ColumnDef => ({
  id,
  label,
  sortable: flags.sortable ?? !!flags.sortField,
  defaultVisible: flags.defaultVisible ?? true,
  fixed: flags.fixed ?? false,
  ...(flags.sortField ? { sortField: flags.sortField } : {}),
});
