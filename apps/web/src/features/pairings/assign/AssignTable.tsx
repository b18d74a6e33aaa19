import { Checkbox, Table } from '@mantine/core';
import type { AssignedBrand } from '@crm/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { LoadErrorRow, loadFailed } from '../../../components/LoadError';
import { Pager } from '../../../components/Pager';
import { SkeletonRows } from '../../../components/SkeletonRows';
import { AssignRow } from './AssignRow';
import type { RowActionContext } from './AssignRowActions';
import type { AssignList } from './useAssignList';
import type { AssignSelection } from './useAssignSelection';

/** The Assigned tab's column titles after Brand (before Actions). */
const ASSIGNED_COLUMNS = [
  'Tag',
  'Proposed',
  'Negotiated',
  'Closed',
  'Follow-Up date',
  'Assigned by',
] as const;
/** The other tabs' column titles after Brand. */
const PAIRING_COLUMNS = [
  'Company',
  'Industry',
  'Revenue (in Cr)',
  'Brand owners',
  'Updated',
] as const;

/**
 * The assign table of one tab: the page checkbox, the column titles, then a load error, skeleton
 * rows while loading, an empty state or the rows, and the pager below. Dimmed while a new page
 * loads over the old.
 */
export function AssignTable({
  data,
  sel,
  filtered,
  onPage,
  worksPairingOf,
  ctx,
}: {
  data: AssignList;
  sel: AssignSelection;
  /** Whether any filter is set, and whether a search is. */
  filtered: { any: boolean; search: boolean };
  onPage: (pageNo: number) => void;
  worksPairingOf: (b: AssignedBrand) => boolean;
  ctx: RowActionContext;
}) {
  const { list, rows, loading } = data;
  const assigned = ctx.tab === 'ASSIGNED';
  const colCount = assigned ? 10 : 8;
  return (
    <>
      <Table.ScrollContainer minWidth={assigned ? 1180 : 1040}>
        <Table
          highlightOnHover
          verticalSpacing="sm"
          data-testid={`assign-table-${ctx.tab}`}
          style={{ opacity: list.isFetching && !loading ? 0.7 : 1 }}
        >
          <AssignTableHead assigned={assigned} sel={sel} />
          <Table.Tbody>
            {loadFailed(list) ? (
              <LoadErrorRow cols={colCount} what="the brands" query={list} />
            ) : loading ? (
              <SkeletonRows rows={8} cols={colCount} />
            ) : rows.length === 0 ? (
              <EmptyRow tab={ctx.tab} cols={colCount} filtered={filtered} />
            ) : (
              rows.map((b) => (
                <AssignRow
                  key={b.brandId}
                  b={b}
                  checked={sel.isSelected(b.brandId)}
                  onToggle={sel.toggleRow}
                  worksBrand={data.worksBrandOf(b)}
                  worksPairing={'stage' in b && worksPairingOf(b)}
                  ctx={ctx}
                />
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.data && (
        <Pager
          pageNo={list.data.pageNo}
          totalPages={list.data.totalPages}
          total={data.total}
          onChange={onPage}
        />
      )}
    </>
  );
}

/** The table's one row when the tab lists no brand: why, in words. */
function EmptyRow({
  tab,
  cols,
  filtered,
}: {
  tab: RowActionContext['tab'];
  cols: number;
  filtered: { any: boolean; search: boolean };
}) {
  const title = filtered.any
    ? 'No brands match these filters'
    : tab === 'UNASSIGNED'
      ? 'Every brand is assigned or discarded'
      : tab === 'ASSIGNED'
        ? 'No brands assigned yet'
        : 'No discarded brands';
  return (
    <Table.Tr>
      <Table.Td colSpan={cols}>
        <EmptyState
          title={title}
          description={
            tab === 'ASSIGNED' && !filtered.search
              ? 'Assign brands from the Unassigned tab.'
              : undefined
          }
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** The column titles, after the checkbox that selects or unselects the page's selectable rows. */
function AssignTableHead({ assigned, sel }: { assigned: boolean; sel: AssignSelection }) {
  const noPage = sel.pageIds.length === 0;
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th w={40}>
          <Checkbox
            aria-label="Select all on page"
            checked={!noPage && sel.pageAllSelected}
            indeterminate={sel.pageSomeSelected}
            onChange={sel.togglePage}
            disabled={noPage}
            data-testid="select-all-page"
          />
        </Table.Th>
        <Table.Th>Brand</Table.Th>
        {assigned && <Table.Th miw={124}>Stage</Table.Th>}
        {(assigned ? ASSIGNED_COLUMNS : PAIRING_COLUMNS).map((c) => (
          <Table.Th key={c}>{c}</Table.Th>
        ))}
        <Table.Th>Actions</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}
