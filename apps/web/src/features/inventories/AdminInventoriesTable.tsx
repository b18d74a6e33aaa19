import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { codeLabel, visibleColumns, type EventInventoryItem } from '@crm/contracts';
import { UserList } from '../../components/Avatars';
import { ColumnsMenu } from '../../components/ColumnsMenu';
import { EmptyState } from '../../components/EmptyState';
import { InventoryNameCell } from '../../components/EventInventoryTable';
import { LoadErrorRow, type LoadQuery } from '../../components/LoadError';
import { SkeletonRows } from '../../components/SkeletonRows';
import { StageCountsInline } from '../../components/StageBadge';
import { useTableColumnSettings } from '../../lib/columnsSettings';
import { formatCrore, formatDate } from '../../lib/format';
import { eventInfoPath } from '../../lib/links';

const PRESET = 'allInventoriesAndEventsAdmin';
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The cells of an event inventory by column id of the allInventoriesAndEventsAdmin preset (spec 001 §9); money in crore. */
const CELLS: Record<string, (ei: EventInventoryItem) => ReactNode> = {
  inventoryName: (ei) => <InventoryNameCell ei={ei} />,
  eventName: (ei) => (
    <Stack gap={0}>
      <Anchor component={Link} to={eventInfoPath(ei.eventId, ei.eventName)} size="sm" fw={500}>
        {ei.eventName}
      </Anchor>
      <Text size="xs" c="dimmed">
        {codeLabel(ei.category)}
      </Text>
    </Stack>
  ),
  dates: (ei) => (
    <Text size="sm" style={NOWRAP}>
      {formatDate(ei.startDate)} – {formatDate(ei.endDate)}
    </Text>
  ),
  cityName: (ei) => <Text size="sm">{ei.cityName ?? '—'}</Text>,
  salesTarget: (ei) => (
    <Text size="sm" style={NOWRAP}>
      {formatCrore(ei.salesTarget)}
    </Text>
  ),
  projectOwners: (ei) => <UserList users={ei.projectOwners} />,
  brandsAssigned: (ei) => <StageCountsInline counts={ei.stageCounts} />,
  won: (ei) => (
    <Text size="sm" style={NOWRAP}>
      {formatCrore(ei.wonValue)}
    </Text>
  ),
};

/**
 * Every event inventory for the admin (spec 001 §9 'all inventories and events (admin)'): the user's shown
 * columns of the preset in their order with the Columns menu (kept per user); skeleton rows while loading,
 * the load error with Retry, an empty state. Rows link to the event and to /inventory/{eiId}.
 */
export function AdminInventoriesTable({
  items,
  loading,
  query,
  emptyTitle,
}: {
  items: EventInventoryItem[] | undefined;
  loading: boolean;
  query: LoadQuery;
  emptyTitle: string;
}) {
  const { settings, setPreset } = useTableColumnSettings();
  const shown = visibleColumns(PRESET, settings[PRESET]);
  const menu = (
    <Group justify="flex-end">
      <ColumnsMenu
        preset={PRESET}
        setting={settings[PRESET]}
        onChange={(v) => setPreset(PRESET, v)}
      />
    </Group>
  );
  if (!loading && items && items.length === 0)
    return (
      <>
        {menu}
        <EmptyState title={emptyTitle} />
      </>
    );
  return (
    <>
      {menu}
      <Table.ScrollContainer minWidth={240 + shown.length * 120}>
        <Table highlightOnHover verticalSpacing="sm" data-testid="all-inventories">
          <Table.Thead>
            <Table.Tr>
              {shown.map((c) => (
                <Table.Th key={c.id}>{c.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.error && !items ? (
              <LoadErrorRow cols={shown.length} what="the inventories" query={query} />
            ) : loading || !items ? (
              <SkeletonRows rows={6} cols={shown.length} />
            ) : (
              items.map((ei) => (
                <Table.Tr key={ei.eiId} data-testid={`ei-row-${ei.eiId}`}>
                  {shown.map((c) => (
                    <Table.Td key={c.id}>{CELLS[c.id]?.(ei)}</Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
