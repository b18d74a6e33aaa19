import { Checkbox, Group, Table } from '@mantine/core';
import { visibleColumns, type AssignedBrand, type ColumnDef } from '@crm/contracts';
import { ColumnsMenu } from '../../../components/ColumnsMenu';
import { EmptyState } from '../../../components/EmptyState';
import { LoadErrorRow, loadFailed } from '../../../components/LoadError';
import { Pager } from '../../../components/Pager';
import { SkeletonRows } from '../../../components/SkeletonRows';
import { SortHeader } from '../../../components/SortHeader';
import { useTableColumnSettings } from '../../../lib/columnsSettings';
import type { AssignSort } from '../queries';
import { sortChoice, TAB_PRESETS } from './assignOptions';
import { AssignRow } from './AssignRow';
import type { RowActionContext } from './AssignRowActions';
import type { AssignList } from './useAssignList';
import type { AssignSelection } from './useAssignSelection';

/**
 * The assign table of one tab: the Columns menu of the tab's preset (spec 001 §9, kept per user), the page
 * checkbox and the shown column titles (sortable ones set the list's sort), then a load error, skeleton rows
 * while loading, an empty state or the rows, and the pager below. Dimmed while a new page loads over the old.
 */
export function AssignTable({
  data,
  sel,
  filtered,
  onPage,
  worksPairingOf,
  ctx,
  sort,
}: {
  data: AssignList;
  sel: AssignSelection;
  /** Whether any filter is set, and whether a search is. */
  filtered: { any: boolean; search: boolean };
  onPage: (pageNo: number) => void;
  worksPairingOf: (b: AssignedBrand) => boolean;
  ctx: RowActionContext;
  /** The list's sort and its choice setter (`field:ORDER`, assignOptions SORTS). */
  sort: { by: AssignSort; value: string; set: (v: string) => void };
}) {
  const { list, rows, loading } = data;
  const preset = TAB_PRESETS[ctx.tab];
  const { settings, setPreset } = useTableColumnSettings();
  const shown = visibleColumns(preset, settings[preset]);
  const colCount = shown.length + 2;
  return (
    <>
      <Group justify="flex-end" mb="xs">
        <ColumnsMenu
          preset={preset}
          setting={settings[preset]}
          onChange={(v) => setPreset(preset, v)}
        />
      </Group>
      <Table.ScrollContainer minWidth={240 + shown.length * 140}>
        <Table
          highlightOnHover
          verticalSpacing="sm"
          data-testid={`assign-table-${ctx.tab}`}
          style={{ opacity: list.isFetching && !loading ? 0.7 : 1 }}
        >
          <AssignTableHead columns={shown} sel={sel} sort={sort} />
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
                  columns={shown.filter((c) => !c.fixed)}
                />
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.data && <Pager page={list.data} onChange={onPage} />}
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

/** The shown column titles (fixed Brand first), after the checkbox that selects or unselects the page's selectable rows. */
function AssignTableHead({
  columns,
  sel,
  sort,
}: {
  columns: ColumnDef[];
  sel: AssignSelection;
  sort: { by: AssignSort; value: string; set: (v: string) => void };
}) {
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
        {columns.map((c) =>
          c.sortable ? (
            <SortHeader<string>
              key={c.id}
              field={c.id}
              sort={sort.by}
              onSort={(s) => sort.set(sortChoice(s.field, s.order, sort.value))}
            >
              {c.label}
            </SortHeader>
          ) : (
            <Table.Th key={c.id} miw={c.id === 'stage' ? 124 : undefined}>
              {c.label}
            </Table.Th>
          ),
        )}
        <Table.Th>Actions</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}
