import { Anchor, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AssignedBrandGroup } from '@crm/contracts';
import { Pager } from '../../../components/Pager';
import { StageBadge, StageCountsInline } from '../../../components/StageBadge';
import { formatCrore, formatDate } from '../../../lib/format';
import { brandInfoPath, inventoryDetailPath } from '../../../lib/links';
import { GroupTable, type GroupListProps } from './GroupTable';
import { useAssignedByBrand, useMyBrandInventory, type MineFilters } from './queries';

/** One brand's event inventories the caller works, 15 a page (my brands inventory): where, stage, follow-up. */
function BrandDetail({ brandId, filters }: { brandId: number; filters: MineFilters }) {
  const [pageNo, setPageNo] = useState(1);
  const q = useMyBrandInventory(brandId, {
    eventStatus: filters.eventStatus,
    sharedWithMe: filters.sharedWithMe,
    pageNo,
  });
  return (
    <>
      <Table verticalSpacing="xs" data-testid={`brand-inventories-${brandId}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th>Inventory</Table.Th>
            <Table.Th>Dates</Table.Th>
            <Table.Th>Stage</Table.Th>
            <Table.Th>Follow-Up date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(q.data?.eventInventories ?? []).map((ei) => (
            <Table.Tr key={ei.eiId}>
              <Table.Td>
                <Text size="sm">{ei.eventName}</Text>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={inventoryDetailPath(ei)} size="sm" fw={600}>
                  {ei.inventoryName}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {formatDate(ei.startDate)} – {formatDate(ei.endDate)}
                </Text>
              </Table.Td>
              <Table.Td>
                <StageBadge stage={ei.stage} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(ei.followUpDate)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {q.data && <Pager page={q.data} onChange={setPageNo} />}
    </>
  );
}

const columns = [
  {
    header: 'Brand',
    cell: (b: AssignedBrandGroup) => (
      <Anchor component={Link} to={brandInfoPath(b.brandId, b.brandName)} fw={600} size="sm">
        {b.brandName}
      </Anchor>
    ),
  },
  {
    header: 'Event inventories',
    cell: (b: AssignedBrandGroup) => <Text size="sm">{b.eventInventoryCount}</Text>,
  },
  {
    header: 'Next follow-up',
    cell: (b: AssignedBrandGroup) => <Text size="sm">{formatDate(b.nextFollowUp)}</Text>,
  },
  {
    header: 'Won',
    cell: (b: AssignedBrandGroup) => <Text size="sm">{formatCrore(b.wonValue)}</Text>,
  },
  {
    header: 'Stages',
    cell: (b: AssignedBrandGroup) => <StageCountsInline counts={b.stageCounts} />,
  },
];

/** 'Assigned for You' by brand: the caller's brands with assigned pairings (30 a page), each opening to its event inventories. */
export function BrandGroups({ filters, pageNo, onPage, emptyTitle }: GroupListProps) {
  return (
    <GroupTable
      query={useAssignedByBrand({ ...filters, pageNo })}
      rowsOf={(page) => page.brands}
      onPage={onPage}
      searching={!!filters.searchFor}
      emptyTitle={emptyTitle}
      keyOf={(b) => b.brandId}
      labelOf={(b) => b.brandName}
      columns={columns}
      detail={(b) => <BrandDetail brandId={b.brandId} filters={filters} />}
      testId="assigned-brands"
    />
  );
}
