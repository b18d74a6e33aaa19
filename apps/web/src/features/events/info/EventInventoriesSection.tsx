import { Anchor, Box, Group, Paper, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PAGE_SIZES, type EventInventoryItem } from '@crm/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { PresetPagedTable } from '../../../components/PagedTable';
import { SearchBox } from '../../../components/SearchBox';
import { UserList } from '../../../components/Avatars';
import { StageCountsInline } from '../../../components/StageBadge';
import { formatCrore } from '../../../lib/format';
import { inventoryDetailPath } from '../../../lib/links';
import { useEventInventories } from '../queries';

/** The cells of the `eventInfo` preset (spec 001 §9) by column id; the inventory opens /inventory/{eiId}. */
const cells: Record<string, (ei: EventInventoryItem) => ReactNode> = {
  inventoryName: (ei) => (
    <Group gap={8} wrap="nowrap">
      <Box
        w={10}
        h={10}
        style={{ borderRadius: 3, background: ei.color, border: '1px solid rgba(0,0,0,0.15)' }}
        aria-hidden
      />
      <Anchor component={Link} to={inventoryDetailPath(ei)} size="sm" fw={600}>
        {ei.inventoryName}
      </Anchor>
    </Group>
  ),
  salesTarget: (ei) => <Text size="sm">{formatCrore(ei.salesTarget)}</Text>,
  projectOwners: (ei) => <UserList users={ei.projectOwners} />,
  stageCounts: (ei) => <StageCountsInline counts={ei.stageCounts} />,
  wonValue: (ei) => <Text size="sm">{formatCrore(ei.wonValue)}</Text>,
  propertyCount: (ei) => <Text size="sm">{ei.propertyCount}</Text>,
};

/** An event's event inventories (GET /event/inventories, 30 a page) with search and the per-user columns. */
export function EventInventoriesSection({ eventId }: { eventId: number }) {
  const [searchFor, setSearchFor] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const list = useEventInventories({ eventId, searchFor, pageNo, count: PAGE_SIZES.eventList });
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        Inventories
      </Title>
      <PresetPagedTable
        preset="eventInfo"
        cells={cells}
        toolbar={
          <SearchBox
            value={searchFor}
            onSearch={(v) => {
              setSearchFor(v);
              setPageNo(1);
            }}
            placeholder="Search inventories"
            testId="event-inventories-search"
          />
        }
        query={list}
        items={(d) => d.eventInventories}
        rowKey={(ei: EventInventoryItem) => ei.eiId}
        rowTestId={(ei: EventInventoryItem) => `ei-row-${ei.eiId}`}
        empty={
          <EmptyState
            title={searchFor ? 'No inventories match your search' : 'No inventories at this event'}
          />
        }
        what="the inventories"
        testId="event-inventories"
        page={pageNo}
        onPage={setPageNo}
        minWidth={760}
      />
    </Paper>
  );
}
