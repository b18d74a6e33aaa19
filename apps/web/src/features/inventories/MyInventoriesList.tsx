import { Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { COLLAB_MESSAGES, PAGE_SIZES } from '@crm/contracts';
import { EventInventoryTable } from '../../components/EventInventoryTable';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { useToastOnError } from '../../lib/useToastOnError';
import { patchParams } from '../../lib/urlParams';
import { AdminInventoriesTable } from './AdminInventoriesTable';
import { BrandGroups } from './assignedForYou/BrandGroups';
import { InventoryGroups } from './assignedForYou/InventoryGroups';
import type { MineFilters } from './assignedForYou/queries';
import { useMyInventories, type MyInventoriesKind } from './queries';
import { readListParams, StatusTabs } from './StatusTabs';

/** How 'Assigned for You' groups the caller's pairings (URL `groupBy`): by event inventory (the default), by inventory, by brand. */
const GROUPINGS = [
  { value: 'eventInventory', label: 'Event inventory' },
  { value: 'inventory', label: 'Inventory' },
  { value: 'brand', label: 'Brand' },
];
const SEARCH_PLACEHOLDERS: Record<string, string> = {
  eventInventory: 'Search events or inventories',
  inventory: 'Search inventories',
  brand: 'Search brands',
};

/** The flat list: one row per event inventory (all of them for the admin, in the user's columns), 50 a page. */
function EventInventoryList({
  kind,
  filters,
  pageNo,
  onPage,
  emptyTitle,
}: {
  kind: MyInventoriesKind;
  filters: MineFilters;
  pageNo: number;
  onPage: (p: number) => void;
  emptyTitle: string;
}) {
  const { sharedWithMe, ...rest } = filters;
  const list = useMyInventories(kind, {
    ...rest,
    pageNo,
    count: PAGE_SIZES.inventories,
    ...(sharedWithMe ? { sharedWithMe } : {}),
  });
  const { data, isLoading } = list;
  useToastOnError(list.error);
  const title = filters.searchFor ? 'Nothing matches your search' : emptyTitle;
  return (
    <>
      {kind === 'all' ? (
        <AdminInventoriesTable
          items={data?.eventInventories}
          loading={isLoading}
          query={list}
          emptyTitle={title}
        />
      ) : (
        <EventInventoryTable
          items={data?.eventInventories}
          loading={isLoading}
          query={list}
          emptyTitle={title}
          testId={`${kind}-inventories`}
        />
      )}
      {data && <Pager page={data} onChange={onPage} />}
    </>
  );
}

/**
 * An event-inventory list page (PO / BO overview; every one for the admin, in the user's columns of spec 001 §9
 * 'all inventories and events (admin)'): status tabs, search, paging of 50, stage counts. `sharedView` adds the
 * 'Shared with me' view (`view=shared`): the event inventories with pairings shared with the user, and its own empty title.
 * `groupings` adds 'Group by' (`groupBy`, spec 001 §7 'Assigned for you by inventory or by brand').
 */
export function MyInventoriesList({
  kind,
  title,
  emptyTitle,
  sharedView,
  groupings = false,
}: {
  kind: MyInventoriesKind;
  title: string;
  emptyTitle: string;
  sharedView?: { emptyTitle: string };
  groupings?: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const update = patchParams(setParams);
  const { eventStatus, searchFor, pageNo } = readListParams(params);
  const sharedWithMe = !!sharedView && params.get('view') === 'shared';
  const groupBy = (groupings && params.get('groupBy')) || 'eventInventory';
  const filters = { eventStatus, searchFor, sharedWithMe };
  const page = {
    filters,
    pageNo,
    onPage: (p: number) => update({ pageNo: String(p) }),
    emptyTitle: sharedWithMe && sharedView ? sharedView.emptyTitle : emptyTitle,
  };
  return (
    <Stack gap="md" p="md">
      <Title order={2}>{title}</Title>
      <Group gap="md">
        {sharedView && (
          <SegmentedControl
            aria-label="Event inventories to show"
            value={sharedWithMe ? 'shared' : 'mine'}
            onChange={(v) => update({ view: v === 'shared' ? 'shared' : null, pageNo: null })}
            data={[
              { value: 'mine', label: 'My brands' },
              { value: 'shared', label: COLLAB_MESSAGES.sharedWithMe },
            ]}
            data-testid="inventories-view"
          />
        )}
        {groupings && (
          <SegmentedControl
            aria-label="Group by"
            value={groupBy}
            onChange={(v) =>
              update({ groupBy: v === 'eventInventory' ? null : v, pageNo: null, searchFor: null })
            }
            data={GROUPINGS}
            data-testid="inventories-group-by"
          />
        )}
      </Group>
      <StatusTabs value={eventStatus} onChange={(s) => update({ eventStatus: s, pageNo: null })} />
      <SearchBox
        value={searchFor}
        onSearch={(v) => update({ searchFor: v, pageNo: null })}
        placeholder={SEARCH_PLACEHOLDERS[groupBy] ?? SEARCH_PLACEHOLDERS.eventInventory}
      />
      {groupBy === 'inventory' ? (
        <InventoryGroups {...page} />
      ) : groupBy === 'brand' ? (
        <BrandGroups {...page} />
      ) : (
        <EventInventoryList kind={kind} {...page} />
      )}
    </Stack>
  );
}
