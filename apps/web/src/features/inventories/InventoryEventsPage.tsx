import { Box, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { PAGE_SIZES } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { EventInventoryTable } from '../../components/EventInventoryTable';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { useToastOnError } from '../../lib/useToastOnError';
import { useInventory, useInventoryEvents } from './queries';
import { readListParams, StatusTabs } from './StatusTabs';
import { patchParams } from '../../lib/urlParams';
import { currentUser, hasAnyRole } from '../../lib/user';
import { CaseStudiesSection } from './CaseStudiesSection';
import { InventoryAdminActions } from './InventoryAdminActions';
import { InventoryEventsOverview } from '../events';

/** The page's tabs (`primaryTab`, spec 001 §2; Events by default). */
const PRIMARY_TABS = { Events: 'Events', CaseStudies: 'Case studies' } as const;
type PrimaryTab = keyof typeof PRIMARY_TABS;

/** /inventoryEvents/{inventoryId}?inventoryName&primaryTab: '{inventoryName} Events' (spec 000 §2.1): its events, or its case studies. */
export default function InventoryEventsPage() {
  const { inventoryId: raw } = useParams();
  const inventoryId = Number(raw) > 0 ? Number(raw) : undefined;
  const [params, setParams] = useSearchParams();
  const update = patchParams(setParams);
  const { eventStatus, searchFor, pageNo } = readListParams(params);
  const isAdmin = hasAnyRole(currentUser(), 'ADMIN');
  const primaryTab: PrimaryTab =
    params.get('primaryTab') === 'CaseStudies' ? 'CaseStudies' : 'Events';
  const inv = useInventory(isAdmin || !params.get('inventoryName') ? inventoryId : undefined);
  const inventoryName = params.get('inventoryName') ?? inv.data?.name ?? 'Inventory';
  const list = useInventoryEvents(inventoryId, {
    eventStatus,
    searchFor,
    pageNo,
    count: PAGE_SIZES.eventList,
  });
  const { data, isLoading } = list;
  useToastOnError(list.error);

  if (!inventoryId)
    return <EmptyState title="Inventory not found" description="The link has no inventory id." />;
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            {inv.data && (
              <Box
                w={14}
                h={14}
                style={{ borderRadius: 4, background: inv.data.color }}
                aria-hidden
                data-testid="inventory-swatch"
              />
            )}
            <Title order={2}>{inventoryName} Events</Title>
          </Group>
          {inv.data?.description && (
            <Text size="sm" c="dimmed" data-testid="inventory-description-text">
              {inv.data.description}
            </Text>
          )}
        </Stack>
        {isAdmin && inv.data && <InventoryAdminActions inventory={inv.data} />}
      </Group>
      <InventoryEventsOverview inventoryId={inventoryId} />
      <Tabs
        value={primaryTab}
        onChange={(t) => update({ primaryTab: t === 'CaseStudies' ? t : null })}
      >
        <Tabs.List>
          {(Object.keys(PRIMARY_TABS) as PrimaryTab[]).map((t) => (
            <Tabs.Tab key={t} value={t} data-testid={`primary-tab-${t}`}>
              {PRIMARY_TABS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {primaryTab === 'CaseStudies' ? (
        <CaseStudiesSection inventoryId={inventoryId} isAdmin={isAdmin} />
      ) : (
        <>
          <StatusTabs
            value={eventStatus}
            onChange={(s) => update({ eventStatus: s, pageNo: null })}
          />
          <SearchBox
            value={searchFor}
            onSearch={(v) => update({ searchFor: v, pageNo: null })}
            placeholder="Search events"
          />
          <EventInventoryTable
            items={data?.eventInventories}
            loading={isLoading}
            query={list}
            emptyTitle={
              searchFor
                ? 'No events match your search'
                : eventStatus === 'UPCOMING'
                  ? 'No upcoming events'
                  : 'No previous events'
            }
            testId="inventory-events"
          />
          {data && <Pager page={data} onChange={(p) => update({ pageNo: String(p) })} />}
        </>
      )}
    </Stack>
  );
}
