import type { EventStatus } from '@crm/contracts';
import { EventInventoryTable } from '../../../components/EventInventoryTable';
import { Pager } from '../../../components/Pager';
import { SearchBox } from '../../../components/SearchBox';
import type { useInventoryEvents } from '../queries';
import { StatusTabs } from '../StatusTabs';

/** The empty list's title: nothing matches the search, or no events under the status tab. */
function emptyTitle(searchFor: string, eventStatus: EventStatus) {
  if (searchFor) return 'No events match your search';
  return eventStatus === 'UPCOMING' ? 'No upcoming events' : 'No previous events';
}

/**
 * The Events tab: status tabs, search and one page of the inventory's event inventories with the
 * pager; a change of status or search goes back to page 1 (URL `eventStatus`, `searchFor`, `pageNo`).
 */
export function EventsTab({
  list,
  eventStatus,
  searchFor,
  update,
}: {
  list: ReturnType<typeof useInventoryEvents>;
  eventStatus: EventStatus;
  searchFor: string;
  update: (patch: Record<string, string | null>) => void;
}) {
  const { data, isLoading } = list;
  return (
    <>
      <StatusTabs value={eventStatus} onChange={(s) => update({ eventStatus: s, pageNo: null })} />
      <SearchBox
        value={searchFor}
        onSearch={(v) => update({ searchFor: v, pageNo: null })}
        placeholder="Search events"
      />
      <EventInventoryTable
        items={data?.eventInventories}
        loading={isLoading}
        query={list}
        emptyTitle={emptyTitle(searchFor, eventStatus)}
        testId="inventory-events"
      />
      {data && <Pager page={data} onChange={(p) => update({ pageNo: String(p) })} />}
    </>
  );
}
