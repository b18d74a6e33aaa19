import { Group, Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { visibleColumns, type ColumnPresetId } from '@crm/contracts';
import { ColumnsMenu } from './ColumnsMenu';
import { useTableColumnSettings } from '../lib/columnsSettings';
import { LoadError, loadFailed } from './LoadError';
import { Pager } from './Pager';
import { SkeletonRows } from './SkeletonRows';
import { SortHeader } from './SortHeader';

type Paged = { totalPages: number; totalNoOfEntries: number };

/** A column of a paged table: its id (a preset's column id where there is a preset), header and cell; `sortable` sorts by its id. */
export type PagedColumn<T> = {
  id: string;
  label: string;
  cell: (t: T) => ReactNode;
  maw?: number;
  sortable?: boolean;
};

/** A table's sort: a column id and the order; sortable columns' headers toggle it through `onSort`. */
export type TableSort = { field: string; order: 'ASC' | 'DESC' };

/** The rows of a table: skeleton rows while loading, the empty state, or one row per item. */
type RowsProps<T> = {
  list: T[];
  loading: boolean;
  fetching?: boolean;
  columns: PagedColumn<T>[];
  rowKey: (t: T) => string | number;
  /** Each row's data-testid: one for every row, or one per row. */
  rowTestId: string | ((t: T) => string);
  empty: ReactNode;
  testId: string;
  sort?: TableSort;
  onSort?: (s: TableSort) => void;
  /** Scrolls sideways below this width (px) instead of squeezing the columns; without it, only once the columns cannot squeeze further (a phone). */
  minWidth?: number;
};

/** The table of PagedTable and PresetTable: headers (sortable when `sort` and `onSort` are given) and rows. */
function DataTable<T>(props: RowsProps<T>) {
  const { columns, list, rowTestId } = props;
  const table = (
    <Table
      verticalSpacing="xs"
      highlightOnHover
      data-testid={props.testId}
      style={{ opacity: props.fetching ? 0.7 : 1 }}
    >
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) =>
            c.sortable && props.sort && props.onSort ? (
              <SortHeader key={c.id} field={c.id} sort={props.sort} onSort={props.onSort}>
                {c.label}
              </SortHeader>
            ) : (
              <Table.Th key={c.id}>{c.label}</Table.Th>
            ),
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.loading ? (
          <SkeletonRows rows={5} cols={columns.length} />
        ) : !list.length ? (
          <Table.Tr>
            <Table.Td colSpan={columns.length}>{props.empty}</Table.Td>
          </Table.Tr>
        ) : (
          list.map((t) => (
            <Table.Tr
              key={props.rowKey(t)}
              data-testid={typeof rowTestId === 'string' ? rowTestId : rowTestId(t)}
            >
              {columns.map((c) => (
                <Table.Td key={c.id} maw={c.maw}>
                  {c.cell(t)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
  return <Table.ScrollContainer minWidth={props.minWidth ?? 0}>{table}</Table.ScrollContainer>;
}

type PagedTableProps<D extends Paged, T> = Omit<RowsProps<T>, 'list' | 'loading' | 'fetching'> & {
  query: UseQueryResult<D>;
  items: (d: D) => T[];
  what: string;
  page: number;
  onPage: (p: number) => void;
};

/** A paged list's table: skeleton rows while loading, the load error with retry, an empty state, the rows, and the pager; sortable headers when `sort` and `onSort` are given. */
export function PagedTable<D extends Paged, T>(props: PagedTableProps<D, T>) {
  const { query: q, items, what, page, onPage, ...rest } = props;
  if (loadFailed(q)) return <LoadError what={what} query={q} />;
  return (
    <>
      <DataTable
        {...rest}
        list={q.data ? items(q.data) : []}
        loading={q.isLoading}
        fetching={q.isFetching && !!q.data}
      />
      {q.data && <Pager page={{ ...q.data, pageNo: page }} onChange={onPage} />}
    </>
  );
}

type PresetProps<T> = {
  preset: ColumnPresetId;
  cells: Record<string, (t: T) => ReactNode>;
  trailing?: PagedColumn<T>[];
  toolbar?: ReactNode;
};

/**
 * A preset's columns under the user's setting (spec 001 §9): the visible ones in their order (labels
 * from the preset, `cells` maps each column id to its cell), then the `trailing` ones (row actions); and
 * the bar with `toolbar` and the Columns menu.
 */
function usePresetColumns<T>({ preset, cells, trailing = [], toolbar }: PresetProps<T>) {
  const { settings, setPreset } = useTableColumnSettings();
  const columns: PagedColumn<T>[] = [
    ...visibleColumns(preset, settings[preset]).map((c) => ({
      id: c.id,
      label: c.label,
      sortable: c.sortable,
      cell: cells[c.id] ?? (() => null),
    })),
    ...trailing,
  ];
  const bar = (
    <Group justify="space-between" align="flex-end" mb="xs">
      {toolbar ?? <span />}
      <ColumnsMenu
        preset={preset}
        setting={settings[preset]}
        onChange={(v) => setPreset(preset, v)}
      />
    </Group>
  );
  return { columns, bar };
}

/** A PagedTable whose columns follow a preset of spec 001 §9, with the Columns menu beside `toolbar`. */
export function PresetPagedTable<D extends Paged, T>(
  props: Omit<PagedTableProps<D, T>, 'columns'> & PresetProps<T>,
) {
  const { preset, cells, trailing, toolbar, ...rest } = props;
  const { columns, bar } = usePresetColumns({ preset, cells, trailing, toolbar });
  return (
    <>
      {bar}
      <PagedTable {...rest} columns={columns} />
    </>
  );
}

/**
 * A short, not paged list's table with a preset's columns (spec 001 §9), e.g. a task's people: `list`
 * undefined while loading; `error` shows the load error with retry.
 */
export function PresetTable<T>(
  props: Omit<RowsProps<T>, 'columns' | 'list' | 'loading'> &
    PresetProps<T> & { list: T[] | undefined; error?: ReactNode },
) {
  const { preset, cells, trailing, toolbar, list, error, ...rest } = props;
  const { columns, bar } = usePresetColumns({ preset, cells, trailing, toolbar });
  return (
    <>
      {bar}
      {error ?? <DataTable {...rest} columns={columns} list={list ?? []} loading={!list} />}
    </>
  );
}
