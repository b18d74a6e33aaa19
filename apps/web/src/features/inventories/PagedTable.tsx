import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PageInfo } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { LoadErrorRow, loadFailed, type LoadQuery } from '../common/LoadError';
import { Pager } from '../common/Pager';
import { SkeletonRows } from '../common/SkeletonRows';
import { SortHeader } from '../common/SortHeader';
import type { Sort } from './collabQueries';

/** A column: its header, and the server sort field when it sorts. */
export type Column<F extends string> = { label: string; field?: F };

/**
 * A server-paged, server-sorted table of the /inventory/{eiId} tabs: sortable headers, a shimmer while
 * the first page loads, the load error with Retry, the empty state, the rows and the pager (20 a page).
 */
export function PagedTable<F extends string, R>(props: {
  columns: Column<F>[];
  sort: Sort<F>;
  onSort: (s: Sort<F>) => void;
  query: LoadQuery & { data: PageInfo | undefined; isLoading: boolean };
  rows: R[] | undefined;
  what: string;
  empty: { title: string; description?: string };
  row: (r: R) => ReactNode;
  onPage: (page: number) => void;
  testId: string;
  minWidth?: number;
}) {
  const { columns, sort, onSort, query, rows, what, empty, row, onPage, testId, minWidth = 900 } = props;
  const cols = columns.length;
  return (
    <Paper withBorder radius="md" p="sm">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table highlightOnHover verticalSpacing="sm" data-testid={testId} style={{ opacity: query.isFetching && rows ? 0.7 : 1 }}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) =>
                c.field ? (
                  <SortHeader key={c.label} field={c.field} sort={sort} onSort={onSort}>
                    {c.label}
                  </SortHeader>
                ) : (
                  <Table.Th key={c.label}>{c.label}</Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loadFailed(query) ? (
              <LoadErrorRow cols={cols} what={what} query={query} />
            ) : query.isLoading || !rows ? (
              <SkeletonRows rows={5} cols={cols} />
            ) : rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={cols}>
                  <EmptyState title={empty.title} description={empty.description} />
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map(row)
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {query.data && <Pager pageNo={query.data.pageNo} totalPages={query.data.totalPages} total={query.data.totalNoOfEntries} onChange={onPage} />}
    </Paper>
  );
}
