import { Anchor, Box, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AssignedInventoryGroup } from '@crm/contracts';
import { EventInventoryTable } from '../../../components/EventInventoryTable';
import { Pager } from '../../../components/Pager';
import { StageCountsInline } from '../../../components/StageBadge';
import { formatCrore } from '../../../lib/format';
import { inventoryEventsPath } from '../../../lib/links';
import { GroupTable, type GroupListProps } from './GroupTable';
import { useAssignedByInventory, useInventoryV2Details, type MineFilters } from './queries';

/** One inventory's event inventories holding the caller's pairings, 15 a page (inventory v2 details). */
function InventoryDetail({ inventoryId, filters }: { inventoryId: number; filters: MineFilters }) {
  const [pageNo, setPageNo] = useState(1);
  const q = useInventoryV2Details(inventoryId, {
    eventStatus: filters.eventStatus,
    sharedWithMe: filters.sharedWithMe,
    pageNo,
  });
  return (
    <>
      <EventInventoryTable
        items={q.data?.eventInventories}
        loading={q.isLoading}
        query={q}
        skeletonRows={3}
        testId={`inventory-details-${inventoryId}`}
      />
      {q.data && <Pager page={q.data} onChange={setPageNo} />}
    </>
  );
}

const columns = [
  {
    header: 'Inventory',
    cell: (g: AssignedInventoryGroup) => (
      <Group gap={8} wrap="nowrap">
        <Box w={10} h={10} style={{ borderRadius: 3, background: g.color }} aria-hidden />
        <Anchor
          component={Link}
          to={inventoryEventsPath(g.inventoryId, g.inventoryName)}
          fw={600}
          size="sm"
        >
          {g.inventoryName}
        </Anchor>
      </Group>
    ),
  },
  {
    header: 'Event inventories',
    cell: (g: AssignedInventoryGroup) => <Text size="sm">{g.eventInventoryCount}</Text>,
  },
  { header: 'Brands', cell: (g: AssignedInventoryGroup) => <Text size="sm">{g.brandCount}</Text> },
  {
    header: 'Won',
    cell: (g: AssignedInventoryGroup) => <Text size="sm">{formatCrore(g.wonValue)}</Text>,
  },
  {
    header: 'Brands by stage',
    cell: (g: AssignedInventoryGroup) => <StageCountsInline counts={g.stageCounts} />,
  },
];

/** 'Assigned for You' by inventory: the inventories holding the caller's pairings (30 a page), each opening to its event inventories. */
export function InventoryGroups({ filters, pageNo, onPage, emptyTitle }: GroupListProps) {
  return (
    <GroupTable
      query={useAssignedByInventory({ ...filters, pageNo })}
      rowsOf={(page) => page.inventories}
      onPage={onPage}
      searching={!!filters.searchFor}
      emptyTitle={emptyTitle}
      keyOf={(g) => g.inventoryId}
      labelOf={(g) => g.inventoryName}
      columns={columns}
      detail={(g) => <InventoryDetail inventoryId={g.inventoryId} filters={filters} />}
      testId="assigned-inventories"
    />
  );
}
