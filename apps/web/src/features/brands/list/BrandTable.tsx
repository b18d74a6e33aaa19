import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BrandSummary, ColumnDef } from '@crm/contracts';
import { LoadErrorRow, loadFailed, type LoadQuery } from '../../../components/LoadError';
import { SkeletonRows } from '../../../components/SkeletonRows';
import { SortHeader } from '../../../components/SortHeader';
import { BrandCell } from '../BrandCell';

type Sort = { field: string; order: 'ASC' | 'DESC' };

/**
 * A column after the preset's: with a `label`, a custom field's (its cell marked `data-col={key}`);
 * without, the row's actions (a header named 'Actions' for screen readers only).
 */
export type BrandTableExtra<R> = { key: string; label?: string; cell: (b: R) => ReactNode };

/** What a brand table shows: the rows (undefined while loading), the columns and how each row is named. */
type Props<R extends BrandSummary> = {
  rows: R[] | undefined;
  /** The preset's visible columns, in order; those with a sortField sort by their header. */
  columns: ColumnDef[];
  extras: BrandTableExtra<R>[];
  /** A preset column's cell; the brand list's BrandCell when absent. */
  cell?: (b: R, id: string) => ReactNode;
  query: LoadQuery & { data: unknown };
  sort: Sort;
  onSort: (s: Sort) => void;
  testId: string;
  /** The prefix of each row's data-testid, before the brand id. */
  rowTestId: string;
  /** Scrolls sideways below this width (px). */
  minWidth: number;
};

/**
 * The brand table of the brands list and the admins' brand list (spec 001 §9 brand presets): the
 * preset's visible columns (sortable ones by header) then the `extras`; skeleton rows while loading,
 * the load error with Retry in place of the rows.
 */
export function BrandTable<R extends BrandSummary>(props: Props<R>) {
  const cols = props.columns.length + props.extras.length;
  return (
    <Table.ScrollContainer minWidth={props.minWidth}>
      <Table highlightOnHover verticalSpacing="sm" data-testid={props.testId}>
        <Table.Thead>
          <BrandTableHead {...props} />
        </Table.Thead>
        <Table.Tbody>
          {loadFailed(props.query) ? (
            <LoadErrorRow cols={cols} what="the brands" query={props.query} />
          ) : !props.rows ? (
            <SkeletonRows rows={10} cols={cols} />
          ) : (
            props.rows.map((b) => <BrandTableRow key={b.brandId} b={b} {...props} />)
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The header row: a sort button on each sortable preset column, then the extras' headers. */
function BrandTableHead<R extends BrandSummary>({ columns, extras, sort, onSort }: Props<R>) {
  return (
    <Table.Tr>
      {columns.map((c) =>
        c.sortField ? (
          <SortHeader key={c.id} field={c.sortField as string} sort={sort} onSort={onSort}>
            {c.label}
          </SortHeader>
        ) : (
          <Table.Th key={c.id}>{c.label}</Table.Th>
        ),
      )}
      {extras.map((e) =>
        e.label === undefined ? (
          <Table.Th key={e.key} aria-label="Actions" />
        ) : (
          <Table.Th key={e.key}>{e.label}</Table.Th>
        ),
      )}
    </Table.Tr>
  );
}

/** One brand's row: its preset cells (each marked `data-col`), then the extras' cells. */
function BrandTableRow<R extends BrandSummary>({
  b,
  columns,
  extras,
  cell,
  rowTestId,
}: Props<R> & { b: R }) {
  return (
    <Table.Tr data-testid={`${rowTestId}${b.brandId}`}>
      {columns.map((c) => (
        <Table.Td key={c.id} data-col={c.id}>
          {cell ? cell(b, c.id) : <BrandCell b={b} id={c.id} />}
        </Table.Td>
      ))}
      {extras.map((e) => (
        <Table.Td key={e.key} data-col={e.label === undefined ? undefined : e.key}>
          {e.cell(b)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
