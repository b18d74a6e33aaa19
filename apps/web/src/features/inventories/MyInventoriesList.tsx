import { Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '@crm/contracts';
import { EventInventoryTable } from '../common/EventInventoryTable';
import { Pager } from '../common/Pager';
import { SearchBox } from '../common/SearchBox';
import { useToastOnError } from '../common/useToastOnError';
import { useMyInventories, type MyInventoriesKind } from './queries';
import { readListParams, StatusTabs } from './StatusTabs';
import { patchParams } from '../../lib/urlParams';

/** An event-inventory list page (PO / BO overview): status tabs, search, paging of 50, stage counts. */
export function MyInventoriesList({ kind, title, emptyTitle }: { kind: MyInventoriesKind; title: string; emptyTitle: string }) {
  const [params, setParams] = useSearchParams();
  const update = patchParams(setParams);
  const { eventStatus, searchFor, pageNo } = readListParams(params);
  const list = useMyInventories(kind, { eventStatus, searchFor, pageNo, count: PAGE_SIZES.inventories });
  const { data, isLoading } = list;
  useToastOnError(list.error);
  return (
    <Stack gap="md" p="md">
      <Title order={2}>{title}</Title>
      <StatusTabs value={eventStatus} onChange={(s) => update({ eventStatus: s, pageNo: null })} />
      <SearchBox value={searchFor} onSearch={(v) => update({ searchFor: v, pageNo: null })} placeholder="Search events or inventories" />
      <EventInventoryTable items={data?.eventInventories} loading={isLoading} query={list} emptyTitle={searchFor ? 'Nothing matches your search' : emptyTitle} testId={`${kind}-inventories`} />
      {data && <Pager pageNo={data.pageNo} totalPages={data.totalPages} total={data.totalNoOfEntries} onChange={(p) => update({ pageNo: String(p) })} />}
    </Stack>
  );
}
