import { SegmentedControl, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { COLLAB_MESSAGES, PAGE_SIZES } from '@crm/contracts';
import { EventInventoryTable } from '../../components/EventInventoryTable';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { useToastOnError } from '../../lib/useToastOnError';
import { AdminInventoriesTable } from './AdminInventoriesTable';
import { useMyInventories, type MyInventoriesKind } from './queries';
import { readListParams, StatusTabs } from './StatusTabs';
import { patchParams } from '../../lib/urlParams';

/**
 * An event-inventory list page (PO / BO overview; every one for the admin, in the user's columns of spec 001 §9
 * 'all inventories and events (admin)'): status tabs, search, paging of 50, stage counts. `sharedView` adds the
 * 'Shared with me' view (`view=shared`): the event inventories with pairings shared with the user, and its own empty title.
 */
export function MyInventoriesList({
  kind,
  title,
  emptyTitle,
  sharedView,
}: {
  kind: MyInventoriesKind;
  title: string;
  emptyTitle: string;
  sharedView?: { emptyTitle: string };
}) {
  const [params, setParams] = useSearchParams();
  const update = patchParams(setParams);
  const { eventStatus, searchFor, pageNo } = readListParams(params);
  const sharedWithMe = !!sharedView && params.get('view') === 'shared';
  const list = useMyInventories(kind, {
    eventStatus,
    searchFor,
    pageNo,
    count: PAGE_SIZES.inventories,
    ...(sharedWithMe ? { sharedWithMe } : {}),
  });
  const { data, isLoading } = list;
  useToastOnError(list.error);
  return (
    <Stack gap="md" p="md">
      <Title order={2}>{title}</Title>
      {sharedView && (
        <SegmentedControl
          w="fit-content"
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
      <StatusTabs value={eventStatus} onChange={(s) => update({ eventStatus: s, pageNo: null })} />
      <SearchBox
        value={searchFor}
        onSearch={(v) => update({ searchFor: v, pageNo: null })}
        placeholder="Search events or inventories"
      />
      {kind === 'all' ? (
        <AdminInventoriesTable
          items={data?.eventInventories}
          loading={isLoading}
          query={list}
          emptyTitle={searchFor ? 'Nothing matches your search' : emptyTitle}
        />
      ) : (
        <EventInventoryTable
          items={data?.eventInventories}
          loading={isLoading}
          query={list}
          emptyTitle={
            searchFor
              ? 'Nothing matches your search'
              : sharedWithMe && sharedView
                ? sharedView.emptyTitle
                : emptyTitle
          }
          testId={`${kind}-inventories`}
        />
      )}
      {data && (
        <Pager
          pageNo={data.pageNo}
          totalPages={data.totalPages}
          total={data.totalNoOfEntries}
          onChange={(p) => update({ pageNo: String(p) })}
        />
      )}
    </Stack>
  );
}
