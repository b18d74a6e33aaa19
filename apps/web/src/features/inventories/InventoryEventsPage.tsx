import { Stack } from '@mantine/core';
import { EmptyState } from '../../components/EmptyState';
import { InventoryEventsOverview } from '../events';
import { CaseStudiesSection } from './CaseStudiesSection';
import { EventsTab } from './inventoryEvents/EventsTab';
import { InventoryEventsHeader } from './inventoryEvents/InventoryEventsHeader';
import { PrimaryTabs } from './inventoryEvents/PrimaryTabs';
import { useInventoryEventsPage } from './inventoryEvents/useInventoryEventsPage';

/** /inventoryEvents/{inventoryId}?inventoryName&primaryTab: '{inventoryName} Events' (spec 000 §2.1): its events, or its case studies. */
export default function InventoryEventsPage() {
  const p = useInventoryEventsPage();
  const { inventoryId, isAdmin, update } = p;

  if (!inventoryId)
    return <EmptyState title="Inventory not found" description="The link has no inventory id." />;
  return (
    <Stack gap="md" p="md">
      <InventoryEventsHeader
        inventory={p.inventory}
        inventoryName={p.inventoryName}
        isAdmin={isAdmin}
      />
      <InventoryEventsOverview inventoryId={inventoryId} />
      <PrimaryTabs
        value={p.primaryTab}
        onChange={(t) => update({ primaryTab: t === 'CaseStudies' ? t : null })}
      />
      {p.primaryTab === 'CaseStudies' ? (
        <CaseStudiesSection inventoryId={inventoryId} isAdmin={isAdmin} />
      ) : (
        <EventsTab
          list={p.list}
          eventStatus={p.eventStatus}
          searchFor={p.searchFor}
          update={update}
        />
      )}
    </Stack>
  );
}
