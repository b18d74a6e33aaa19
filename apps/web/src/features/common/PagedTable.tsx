import { Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError, loadFailed } from './LoadError';
import { Pager } from './Pager';
import { SkeletonRows } from './SkeletonRows';

type Paged = { totalPages: number; totalNoOfEntries: number };

/** A paged list's table: skeleton rows while loading, the load error with retry, an empty state, the rows, and the pager. */
export function PagedTable<D extends Paged, T>(props: {
  query: UseQueryResult<D>;
  items: (d: D) => T[];
  head: string[];
  empty: ReactNode;
  row: (t: T) => ReactNode;
  what: string;
  testId: string;
  page: number;
  onPage: (p: number) => void;
}) {
  const { query: q, head, page, onPage } = props;
  if (loadFailed(q)) return <LoadError what={props.what} query={q} />;
  const list = q.data ? props.items(q.data) : [];
  return (
    <>
      <Table verticalSpacing="xs" data-testid={props.testId}>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {q.isLoading ? (
            <SkeletonRows rows={5} cols={head.length} />
          ) : !list.length ? (
            <Table.Tr>
              <Table.Td colSpan={head.length}>{props.empty}</Table.Td>
            </Table.Tr>
          ) : (
            list.map(props.row)
          )}
        </Table.Tbody>
      </Table>
      {q.data && <Pager pageNo={page} totalPages={q.data.totalPages} total={q.data.totalNoOfEntries} onChange={onPage} />}
    </>
  );
}
