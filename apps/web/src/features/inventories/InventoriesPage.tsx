import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZES, type InventoryItem } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { toastError, toastSuccess } from '../../lib/api';
import { ConfirmModal } from '../../components/ConfirmModal';
import { inventoryEventsPath } from '../../lib/links';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { LoadErrorRow, loadFailed } from '../../components/LoadError';
import { SkeletonRows } from '../../components/SkeletonRows';
import { useToastOnError } from '../../lib/useToastOnError';
import { currentUser, hasAnyRole, isInventoryManager } from '../../lib/user';
import { useArchiveInventory, useInventoryList } from './queries';
import { readListParams, StatusTabs } from './StatusTabs';
import { patchParams } from '../../lib/urlParams';

/** /inventories 'All Inventories & Events' (spec 000 §2.1, 001 §4 inventory list): upcoming and archived inventories; an SME also finds /sme here. */
export default function InventoriesPage() {
  const [params, setParams] = useSearchParams();
  const update = patchParams(setParams);
  const { eventStatus, searchFor, pageNo } = readListParams(params);
  const list = useInventoryList({ eventStatus, searchFor, pageNo, count: PAGE_SIZES.eventList });
  const { data, isLoading, isFetching } = list;
  useToastOnError(list.error);
  const user = currentUser();
  const canManage = isInventoryManager(user);
  const archive = useArchiveInventory();
  const [target, setTarget] = useState<InventoryItem | null>(null);

  const confirm = () => {
    if (!target) return;
    archive.mutate(
      { id: target.id, isArchived: !target.isArchived },
      {
        onSuccess: (r) => {
          toastSuccess(r.message);
          setTarget(null);
        },
        onError: (e) => toastError(e),
      },
    );
  };

  const items = data?.inventories;
  const cols = canManage ? 3 : 2;
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
      <Paper withBorder radius="md" style={{ opacity: isFetching && !isLoading ? 0.7 : 1 }}>
        {!isLoading && items && items.length === 0 ? (
          <EmptyState
            title={
              searchFor
                ? 'No inventories match your search'
                : eventStatus === 'UPCOMING'
                  ? 'No upcoming inventories'
                  : 'No archived inventories'
            }
          />
        ) : (
          <Table highlightOnHover verticalSpacing="sm" data-testid="inventories-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Inventory</Table.Th>
                <Table.Th w={120}>Events</Table.Th>
                {canManage && <Table.Th w={90}>Actions</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loadFailed(list) ? (
                <LoadErrorRow cols={cols} what="the inventories" query={list} />
              ) : isLoading || !items ? (
                <SkeletonRows rows={8} cols={cols} />
              ) : (
                items.map((inv) => (
                  <Table.Tr key={inv.id} data-testid={`inventory-row-${inv.id}`}>
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
                          <Anchor
                            component={Link}
                            to={inventoryEventsPath(inv.id, inv.name)}
                            fw={600}
                            size="sm"
                          >
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
                    {canManage && (
                      <Table.Td>
                        <Tooltip label={inv.isArchived ? 'Unarchive' : 'Archive'}>
                          <ActionIcon
                            variant="subtle"
                            color={inv.isArchived ? 'blue' : 'gray'}
                            aria-label={`${inv.isArchived ? 'Unarchive' : 'Archive'} ${inv.name}`}
                            onClick={() => setTarget(inv)}
                            data-testid={`archive-${inv.id}`}
                          >
                            {inv.isArchived ? (
                              <IconArchiveOff size={18} />
                            ) : (
                              <IconArchive size={18} />
                            )}
                          </ActionIcon>
                        </Tooltip>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      {data && <Pager page={data} onChange={(p) => update({ pageNo: String(p) })} />}
      <ConfirmModal
        opened={!!target}
        title={target?.isArchived ? 'Unarchive inventory' : 'Archive inventory'}
        confirmLabel={target?.isArchived ? 'Unarchive' : 'Archive'}
        color={target?.isArchived ? 'blue' : 'red'}
        loading={archive.isPending}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
      >
        {target
          ? target.isArchived
            ? `Move "${target.name}" back to the upcoming inventories?`
            : `Archive "${target.name}"? It moves to the previous inventories.`
          : ''}
      </ConfirmModal>
    </Stack>
  );
}
