import { Button, Group, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZES, type EventStatus } from '@crm/contracts';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { useToastOnError } from '../../lib/useToastOnError';
import { currentUser, hasAnyRole, isInventoryManager } from '../../lib/user';
import { patchParams } from '../../lib/urlParams';
import { ArchiveConfirmModal } from './list/ArchiveConfirmModal';
import { InventoriesTable } from './list/InventoriesTable';
import { useArchiveToggle } from './list/useArchiveToggle';
import { useInventoryList } from './queries';
import { readListParams, StatusTabs } from './StatusTabs';

/** The empty list's title: nothing matches the search, or no inventories under the status tab. */
function emptyTitle(searchFor: string, eventStatus: EventStatus) {
  if (searchFor) return 'No inventories match your search';
  return eventStatus === 'UPCOMING' ? 'No upcoming inventories' : 'No archived inventories';
}

/** /inventories 'All Inventories & Events' (spec 000 §2.1, 001 §4 inventory list): upcoming and archived inventories; an SME also finds /sme here. */
export default function InventoriesPage() {
  const [params, setParams] = useSearchParams();
  const update = patchParams(setParams);
  const { eventStatus, searchFor, pageNo } = readListParams(params);
  const list = useInventoryList({ eventStatus, searchFor, pageNo, count: PAGE_SIZES.eventList });
  const { data } = list;
  useToastOnError(list.error);
  const user = currentUser();
  const archive = useArchiveToggle();

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Title order={2}>All Inventories &amp; Events</Title>
        {hasAnyRole(user, 'SME') && (
          <Button component={Link} to="/sme" variant="light" data-testid="sme-link">
            Your SME inventories
          </Button>
        )}
      </Group>
      <StatusTabs
        value={eventStatus}
        onChange={(s) => update({ eventStatus: s, pageNo: null })}
        counts={data?.counts}
      />
      <SearchBox
        value={searchFor}
        onSearch={(v) => update({ searchFor: v, pageNo: null })}
        placeholder="Search inventories"
      />
      <InventoriesTable
        list={list}
        emptyTitle={emptyTitle(searchFor, eventStatus)}
        onArchive={isInventoryManager(user) ? archive.setTarget : null}
      />
      {data && <Pager page={data} onChange={(p) => update({ pageNo: String(p) })} />}
      <ArchiveConfirmModal
        target={archive.target}
        loading={archive.pending}
        onConfirm={archive.confirm}
        onClose={() => archive.setTarget(null)}
      />
    </Stack>
  );
}
