import { ActionIcon, Anchor, Box, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { InventoryItem } from '@crm/contracts';
import { inventoryEventsPath } from '../../../lib/links';

/**
 * One inventory of 'All Inventories & Events': its colour, name (a link to its events) and description,
 * its number of events and, for inventory managers (`onArchive`), the Archive / Unarchive button.
 */
export function InventoryRow({
  inv,
  onArchive,
}: {
  inv: InventoryItem;
  onArchive: ((inv: InventoryItem) => void) | null;
}) {
  return (
    <Table.Tr data-testid={`inventory-row-${inv.id}`}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Box
            w={28}
            h={28}
            style={{
              borderRadius: 6,
              background: inv.color,
              flexShrink: 0,
              border: '1px solid rgba(0,0,0,0.12)',
            }}
            aria-hidden
          />
          <Stack gap={0}>
            <Anchor component={Link} to={inventoryEventsPath(inv.id, inv.name)} fw={600} size="sm">
              {inv.name}
            </Anchor>
            {inv.description && (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {inv.description}
              </Text>
            )}
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {inv.eventCount} {inv.eventCount === 1 ? 'event' : 'events'}
        </Text>
      </Table.Td>
      {onArchive && (
        <Table.Td>
          <ArchiveButton inv={inv} onClick={() => onArchive(inv)} />
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** The row's Archive (or, when archived, Unarchive) icon button. */
function ArchiveButton({ inv, onClick }: { inv: InventoryItem; onClick: () => void }) {
  const label = inv.isArchived ? 'Unarchive' : 'Archive';
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={inv.isArchived ? 'blue' : 'gray'}
        aria-label={`${label} ${inv.name}`}
        onClick={onClick}
        data-testid={`archive-${inv.id}`}
      >
        {inv.isArchived ? <IconArchiveOff size={18} /> : <IconArchive size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
