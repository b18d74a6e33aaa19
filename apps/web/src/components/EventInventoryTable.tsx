import { Anchor, Badge, Box, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { EventInventoryItem } from '@crm/contracts';
import { EmptyState } from './EmptyState';
import { formatCrore, formatDate } from '../lib/format';
import { codeLabel } from '@crm/contracts';
import { eventInfoPath, inventoryDetailPath } from '../lib/links';
import { LoadErrorRow, type LoadQuery } from './LoadError';
import { SkeletonRows } from './SkeletonRows';
import { StageCountsInline } from './StageBadge';

/** An event inventory's name: its colour swatch, a link to its detail, and 'Previous' once its event has ended. */
export function InventoryNameCell({ ei }: { ei: EventInventoryItem }) {
  return (
    <Group gap={8} wrap="nowrap">
      <Box
        w={10}
        h={10}
        style={{
          borderRadius: 3,
          background: ei.color,
          flexShrink: 0,
          border: '1px solid rgba(0,0,0,0.15)',
        }}
        aria-hidden
      />
      <Anchor component={Link} to={inventoryDetailPath(ei)} size="sm" fw={600}>
        {ei.inventoryName}
      </Anchor>
      {ei.eventStatus === 'PREVIOUS' && (
        <Badge size="xs" color="gray" variant="light">
          Previous
        </Badge>
      )}
    </Group>
  );
}

/**
 * Event inventories as a table: event, inventory, dates, city, target, won, stage counts; rows link to
 * /inventory/{eiId}. With `query`, a failed load shows the error with Retry in place of the rows.
 */
export function EventInventoryTable({
  items,
  loading,
  query,
  emptyTitle = 'No inventories',
  emptyDescription,
  skeletonRows = 6,
  testId,
  hideEvent = false,
}: {
  items: EventInventoryItem[] | undefined;
  loading: boolean;
  query?: LoadQuery;
  emptyTitle?: string;
  emptyDescription?: string;
  skeletonRows?: number;
  testId?: string;
  /** Leave out the event column (on a page about one event). */
  hideEvent?: boolean;
}) {
  const cols = hideEvent ? 6 : 7;
  if (!loading && items && items.length === 0)
    return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table highlightOnHover verticalSpacing="sm" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {!hideEvent && <Table.Th>Event</Table.Th>}
            <Table.Th>Inventory</Table.Th>
            <Table.Th>Dates</Table.Th>
            <Table.Th>City</Table.Th>
            <Table.Th>Sales target</Table.Th>
            <Table.Th>Won</Table.Th>
            <Table.Th>Brands by stage</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query?.error && !items ? (
            <LoadErrorRow cols={cols} what="the inventories" query={query} />
          ) : loading || !items ? (
            <SkeletonRows rows={skeletonRows} cols={cols} />
          ) : (
            items.map((ei) => <EventInventoryRow key={ei.eiId} ei={ei} hideEvent={hideEvent} />)
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One event inventory row: event (unless `hideEvent`), inventory, dates, city, target, won, stage counts. */
function EventInventoryRow({ ei, hideEvent }: { ei: EventInventoryItem; hideEvent: boolean }) {
  return (
    <Table.Tr data-testid={`ei-row-${ei.eiId}`}>
      {!hideEvent && (
        <Table.Td>
          <Stack gap={0}>
            <Anchor
              component={Link}
              to={eventInfoPath(ei.eventId, ei.eventName)}
              size="sm"
              fw={500}
            >
              {ei.eventName}
            </Anchor>
            <Text size="xs" c="dimmed">
              {codeLabel(ei.category)}
            </Text>
          </Stack>
        </Table.Td>
      )}
      <Table.Td>
        <InventoryNameCell ei={ei} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(ei.startDate)} – {formatDate(ei.endDate)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{ei.cityName ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatCrore(ei.salesTarget)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatCrore(ei.wonValue)}
        </Text>
      </Table.Td>
      <Table.Td>
        <StageCountsInline counts={ei.stageCounts} />
      </Table.Td>
    </Table.Tr>
  );
}
