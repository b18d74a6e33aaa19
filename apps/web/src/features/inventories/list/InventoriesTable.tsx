import { Paper, Table } from '@mantine/core';
import type { InventoryItem } from '@crm/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { LoadErrorRow, loadFailed } from '../../../components/LoadError';
import { SkeletonRows } from '../../../components/SkeletonRows';
import type { useInventoryList } from '../queries';
import { InventoryRow } from './InventoryRow';

/**
 * The inventories of one page (dimmed while the next one loads): the empty state titled `emptyTitle`
 * when there are none, else the table with the load error and Retry, skeleton rows while loading, or the
 * rows; inventory managers (`onArchive`) get the Actions column.
 */
export function InventoriesTable({
  list,
  emptyTitle,
  onArchive,
}: {
  list: ReturnType<typeof useInventoryList>;
  emptyTitle: string;
  onArchive: ((inv: InventoryItem) => void) | null;
}) {
  const { isLoading, isFetching } = list;
  const items = list.data?.inventories;
  return (
    <Paper withBorder radius="md" style={{ opacity: isFetching && !isLoading ? 0.7 : 1 }}>
      {!isLoading && items && items.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <Table highlightOnHover verticalSpacing="sm" data-testid="inventories-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Inventory</Table.Th>
              <Table.Th w={120}>Events</Table.Th>
              {onArchive && <Table.Th w={90}>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <InventoryRows list={list} items={items} onArchive={onArchive} />
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

/** The table's body: the load error with Retry, skeleton rows while loading, else a row per inventory. */
function InventoryRows({
  list,
  items,
  onArchive,
}: {
  list: ReturnType<typeof useInventoryList>;
  items: InventoryItem[] | undefined;
  onArchive: ((inv: InventoryItem) => void) | null;
}) {
  const cols = onArchive ? 3 : 2;
  if (loadFailed(list)) return <LoadErrorRow cols={cols} what="the inventories" query={list} />;
  if (list.isLoading || !items) return <SkeletonRows rows={8} cols={cols} />;
  return items.map((inv) => <InventoryRow key={inv.id} inv={inv} onArchive={onArchive} />);
}
