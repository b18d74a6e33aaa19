import { ActionIcon, Table } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState, type ReactNode } from 'react';
import type { PageInfo } from '@crm/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { LoadErrorRow, type LoadQuery } from '../../../components/LoadError';
import { Pager } from '../../../components/Pager';
import { SkeletonRows } from '../../../components/SkeletonRows';
import { useToastOnError } from '../../../lib/useToastOnError';
import type { MineFilters } from './queries';

/** What a grouped list takes from its page: the filters, the page and its change, the empty title. */
export type GroupListProps = {
  filters: MineFilters;
  pageNo: number;
  onPage: (p: number) => void;
  emptyTitle: string;
};

/** One column of a group table: its header and its cell. */
export type GroupColumn<T> = { header: string; cell: (row: T) => ReactNode };

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
                const isOpen = open === key;
                return (
                  <Fragment key={key}>
                    <Table.Tr data-testid={`${testId}-row-${key}`}>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          aria-expanded={isOpen}
                          aria-label={`${isOpen ? 'Hide' : 'Show'} the event inventories of ${labelOf(row)}`}
                          onClick={() => setOpen(isOpen ? null : key)}
                        >
                          {isOpen ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                        </ActionIcon>
                      </Table.Td>
                      {columns.map((c) => (
                        <Table.Td key={c.header}>{c.cell(row)}</Table.Td>
                      ))}
                    </Table.Tr>
                    {isOpen && (
                      <Table.Tr>
                        <Table.Td colSpan={cols} bg="var(--mantine-color-gray-0)">
                          {detail(row)}
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
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
