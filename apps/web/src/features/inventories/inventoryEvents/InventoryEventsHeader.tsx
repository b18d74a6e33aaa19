import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { InventoryItem } from '@crm/contracts';
import { InventoryAdminActions } from '../InventoryAdminActions';

/**
 * The page's heading: the inventory's colour and '{inventoryName} Events', its description, and for
 * admins the inventory's admin actions (once it is read).
 */
export function InventoryEventsHeader({
  inventory,
  inventoryName,
  isAdmin,
}: {
  inventory: InventoryItem | undefined;
  inventoryName: string;
  isAdmin: boolean;
}) {
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={4}>
        <Group gap="sm">
          {inventory && (
            <Box
              w={14}
              h={14}
              style={{ borderRadius: 4, background: inventory.color }}
              aria-hidden
              data-testid="inventory-swatch"
            />
          )}
          <Title order={2}>{inventoryName} Events</Title>
        </Group>
        {inventory?.description && (
          <Text size="sm" c="dimmed" data-testid="inventory-description-text">
            {inventory.description}
          </Text>
        )}
      </Stack>
      {isAdmin && inventory && <InventoryAdminActions inventory={inventory} />}
    </Group>
  );
}
