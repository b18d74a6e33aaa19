import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { formatDateTime } from '../lib/format';
import { LoadErrorRow, type LoadQuery } from './LoadError';
import { SkeletonRows } from './SkeletonRows';

/** A history row: whatever it shows first, then who made the change and when (ISO). */
type ChangeRow = { id: number | string; changedBy: { userName: string }; changedOn: string };

/**
 * The one table every history uses (pairing, brand, POC, department, location history): the
 * `columns` given, then By and When (IST); a shimmer while loading, the load error with Retry when
 * `query` failed, and an empty state. `cells(row)` renders the leading cells, one per column.
 */
export function ChangeTable<R extends ChangeRow>(props: {
  columns: string[];
  rows: R[] | undefined;
  loading: boolean;
  query: LoadQuery;
  cells: (row: R) => ReactNode[];
  empty: { title: string; description: string };
  testId: string;
  rowTestId?: string;
  minWidth?: number;
}) {
  const { columns, rows, loading, query, cells, empty, testId, rowTestId, minWidth = 640 } = props;
  const span = columns.length + 2;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="xs" striped data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {[...columns, 'By', 'When'].map((c) => (
              <Table.Th key={c}>{c}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.error && !rows ? (
            <LoadErrorRow cols={span} what="the history" query={query} />
          ) : loading || !rows ? (
            <SkeletonRows rows={5} cols={span} />
          ) : rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={span}>
                <EmptyState title={empty.title} description={empty.description} />
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((r) => (
              <Table.Tr key={r.id} data-testid={rowTestId}>
                {cells(r).map((c, i) => (
                  <Table.Td key={i} maw={260}>
                    {c}
                  </Table.Td>
                ))}
                <Table.Td>
                  <Text size="sm">{r.changedBy.userName}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(r.changedOn)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A from/to value of a change, or a dimmed dash when empty. */
export function ChangeValue({ v }: { v: string | null | undefined }) {
  return v ? (
    <Text size="sm" lineClamp={2} style={{ wordBreak: 'break-word' }}>
      {v}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
}
