import { ActionIcon, Badge, Button, Group, Menu, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { NEWS_BADGES, NEWS_MESSAGES, type NewsItem } from '@crm/contracts';
import { toastSuccess } from '../../lib/api';
import { EmptyState } from '../../components/EmptyState';
import { LoadErrorRow } from '../common/LoadError';
import { Pager } from '../common/Pager';
import { SkeletonRows } from '../common/SkeletonRows';
import { listTime } from '../chat/chatText';
import { showUndoToast } from '../common/undoToast';
import { NewsFormModal } from './NewsFormModal';
import { useNews, useSetNewsStatus } from './queries';

type StatusFilter = 'ALL' | 'ACTIVE' | 'HIDDEN';

/**
 * /admin/news (admins; issue 10 §4; spec 001 §7 /admin/news badges and status): every news item with its
 * status, Add news, Edit, Hide (with Undo) and Show.
 */
export default function AdminNewsPage() {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<StatusFilter>('ALL');
  const q = useNews(page, true, filter === 'ALL' ? undefined : filter);
  const status = useSetNewsStatus();
  const [editing, setEditing] = useState<{ item: NewsItem | null } | null>(null);
  const hide = (item: NewsItem) =>
    status.mutate(
      { newsIds: [item.newsId], status: 'HIDDEN' },
      {
        onSuccess: () =>
          showUndoToast({
            message: NEWS_MESSAGES.hidden,
            testId: 'undo-hide-news',
            onUndo: () => status.mutate({ newsIds: [item.newsId], status: 'ACTIVE' }, { onSuccess: () => toastSuccess(NEWS_MESSAGES.shown) }),
          }),
      },
    );
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Manage news</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ item: null })} data-testid="news-add">
          Add news
        </Button>
      </Group>
      <SegmentedControl size="xs" w="fit-content" value={filter} onChange={(v) => { setFilter(v as StatusFilter); setPage(1); }} data={[{ value: 'ALL', label: 'All' }, { value: 'ACTIVE', label: 'Shown' }, { value: 'HIDDEN', label: 'Hidden' }]} />
      <Paper withBorder radius="md" p="sm">
        <Table verticalSpacing="xs" highlightOnHover data-testid="admin-news-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Title</Table.Th>
              <Table.Th>Badge</Table.Th>
              <Table.Th>About</Table.Th>
              <Table.Th>Appreciations</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>When</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {q.error && !q.data ? (
              <LoadErrorRow cols={7} what="the news" query={q} />
            ) : q.isLoading ? (
              <SkeletonRows rows={8} cols={7} />
            ) : !q.data?.news.length ? (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  <EmptyState title="No news here" description="Add news, or wait for the next won deal." />
                </Table.Td>
              </Table.Tr>
            ) : (
              q.data.news.map((n) => (
                <Table.Tr key={n.newsId} data-testid="admin-news-row">
                  <Table.Td maw={360}>
                    <Text size="sm" fw={500} lineClamp={2}>
                      {n.title}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={NEWS_BADGES[n.badge].color} variant="light" size="sm">
                      {NEWS_BADGES[n.badge].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={1}>
                      {[n.brand?.brandName, n.event?.eventName].filter(Boolean).join(' · ') || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>{n.appreciations}</Table.Td>
                  <Table.Td>
                    <Badge color={n.status === 'ACTIVE' ? 'green' : 'gray'} variant="dot" size="sm">
                      {n.status === 'ACTIVE' ? 'Shown' : 'Hidden'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{listTime(n.createdAt)}</Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon variant="subtle" color="gray" aria-label={`Manage “${n.title}”`} data-testid="admin-news-menu">
                          <IconDots size={18} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item disabled={n.source !== 'ADMIN'} onClick={() => setEditing({ item: n })}>
                          Edit…
                        </Menu.Item>
                        {n.status === 'ACTIVE' ? (
                          <Menu.Item color="red" onClick={() => hide(n)}>
                            Hide from the feed
                          </Menu.Item>
                        ) : (
                          <Menu.Item onClick={() => status.mutate({ newsIds: [n.newsId], status: 'ACTIVE' }, { onSuccess: () => toastSuccess(NEWS_MESSAGES.shown) })}>Show in the feed</Menu.Item>
                        )}
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
        {q.data && <Pager pageNo={page} totalPages={q.data.totalPages} total={q.data.totalNoOfEntries} onChange={setPage} />}
      </Paper>
      <NewsFormModal opened={!!editing} item={editing?.item ?? null} onClose={() => setEditing(null)} />
    </Stack>
  );
}
