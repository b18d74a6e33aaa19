import { Group, Stack } from '@mantine/core';
import { EmptyState } from '../../components/EmptyState';
import { DetailActions } from './detail/DetailActions';
import { DetailTabBody } from './detail/DetailTabBody';
import { DetailTabsBar } from './detail/DetailTabsBar';
import { DetailTitle } from './detail/DetailTitle';
import { useInventoryDetail } from './detail/useInventoryDetail';
import { EditEventInventoryModal } from './EditEventInventoryModal';

/**
 * /inventory/{eiId}?eventId&eventName&inventoryName&tab1&invitation (spec 000 §2.1, 001 §2): the event inventory with
 * edit and Assign Brands, in tabs: 1 overview (default), 2 collaboration requests (also opened by invitation=true), 3 brand suggestions.
 */
export default function InventoryDetailPage() {
  const d = useInventoryDetail();
  const { eiId, ei, roles } = d;

  if (!eiId)
    return (
      <EmptyState title="Inventory not found" description="The link has no event inventory id." />
    );
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="flex-start">
        <DetailTitle ei={ei} place={d.place} />
        <DetailActions
          eiId={eiId}
          ei={ei}
          place={d.place}
          roles={roles}
          onEdit={() => d.setEditing(true)}
        />
      </Group>
      <DetailTabsBar tab={d.tab} onChange={d.setTab} />
      <DetailTabBody
        eiId={eiId}
        tab={d.tab}
        ei={ei}
        state={{ isLoading: d.isLoading, error: d.error }}
        roles={roles}
      />
      {ei && roles.canEdit && (
        <EditEventInventoryModal ei={ei} opened={d.editing} onClose={() => d.setEditing(false)} />
      )}
    </Stack>
  );
}
