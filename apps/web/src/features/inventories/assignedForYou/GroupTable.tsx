import { Table } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { PageInfo } from '@crm/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { LoadErrorRow, type LoadQuery } from '../../../components/LoadError';
import { Pager } from '../../../components/Pager';
import { SkeletonRows } from '../../../components/SkeletonRows';
import { useToastOnError } from '../../../lib/useToastOnError';
import { GroupRow, type GroupColumn } from './GroupRow';
import type { MineFilters } from './queries';

/** What a grouped list takes from its page: the filters, the page and its change, the empty title. */
export type GroupListProps = {
  filters: MineFilters;
  pageNo: number;
  onPage: (p: number) => void;
  emptyTitle: string;
};

/**
 * A table of groups (an inventory, a brand) whose rows open in place to show the group's own list
 * (`detail`); the toggle is a button, so the keyboard opens and closes it too. Loading, error with
 * Retry, empty states and the pager as the other lists; `rowsOf` picks the groups out of a page.
 */
export function GroupTable<T, D extends PageInfo>({
  query,
  rowsOf,
  onPage,
  searching,
  keyOf,
  labelOf,
  columns,
  detail,
  emptyTitle,
  testId,
}: {
  query: LoadQuery & { data: D | undefined };
  rowsOf: (page: D) => T[];
  onPage: (p: number) => void;
  searching: boolean;
  keyOf: (row: T) => number;
  labelOf: (row: T) => string;
  columns: GroupColumn<T>[];
  detail: (row: T) => ReactNode;
  emptyTitle: string;
  testId: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  useToastOnError(query.error);
  const rows = query.data && rowsOf(query.data);
  const cols = columns.length + 1;
  if (rows && rows.length === 0)
    return <EmptyState title={searching ? 'Nothing matches your search' : emptyTitle} />;
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} />
              {columns.map((c) => (
                <Table.Th key={c.header}>{c.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.error && !rows ? (
              <LoadErrorRow cols={cols} what="the list" query={query} />
            ) : !rows ? (
              <SkeletonRows rows={6} cols={cols} />
            ) : (
              rows.map((row) => {
                const key = keyOf(row);
                return (
                  <GroupRow
                    key={key}
                    row={row}
                    rowKey={key}
                    label={labelOf(row)}
                    columns={columns}
                    detail={detail}
                    open={open === key}
                    onToggle={() => setOpen(open === key ? null : key)}
                    testId={testId}
                  />
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {query.data && <Pager page={query.data} onChange={onPage} />}
    </>
  );
}
