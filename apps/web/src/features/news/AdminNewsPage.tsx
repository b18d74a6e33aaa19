import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { NEWS_BADGES, NEWS_MESSAGES, PAGE_GATES, type NewsItem } from '@crm/contracts';
import { toastSuccess } from '../../lib/api';
import { EmptyState } from '../../components/EmptyState';
import { RoleGate } from '../../components/RoleGate';
import { hasAnyRole } from '../../lib/user';
import { PresetPagedTable } from '../../components/PagedTable';
import { formatDateTime, timeAgo } from '../../lib/format';
import { showUndoToast } from '../../components/undoToast';
import { NewsFormModal } from './NewsFormModal';
import { useAdminNews, useSetNewsStatus } from './queries';

type StatusFilter = 'ALL' | 'ACTIVE' | 'HIDDEN';

/** The newsfeed table's cells (preset newsfeedTable, spec 001 §9). */
const cells = {
  title: (n: NewsItem) => (
    <Text size="sm" fw={500} lineClamp={2} maw={360}>
      {n.title}
    </Text>
  ),
  badge: (n: NewsItem) => (
    <Badge
      color={NEWS_BADGES[n.badge].color}
      variant="light"
      size="sm"
      w="max-content"
      style={{ overflow: 'visible' }}
    >
      {NEWS_BADGES[n.badge].label}
    </Badge>
  ),
  about: (n: NewsItem) => (
    <Text size="sm" lineClamp={1}>
      {[n.brand?.brandName, n.event?.eventName].filter(Boolean).join(' · ') || '—'}
    </Text>
  ),
  appreciations: (n: NewsItem) => n.appreciations,
  status: (n: NewsItem) => (
    <Badge color={n.status === 'ACTIVE' ? 'green' : 'gray'} variant="dot" size="sm" w="max-content">
      {n.status === 'ACTIVE' ? 'Shown' : 'Hidden'}
    </Badge>
  ),
  createdAt: (n: NewsItem) => (
    <Text size="sm" title={formatDateTime(n.createdAt)} style={{ whiteSpace: 'nowrap' }}>
      {timeAgo(n.createdAt)}
    </Text>
  ),
};

/**
 * /admin/news (admins; spec 001 §7 /admin/news badges and status): every news item with its
 * status, Add news, Edit, Hide (with Undo) and Show. Others get the gate's words and no admin call.
 */
export default function AdminNewsPage() {
  return (
    <RoleGate
      allowed={(u) => hasAnyRole(u, 'ADMIN')}
      gate={PAGE_GATES.adminNews}
      testId="admin-news-not-allowed"
    >
      <ManageNews />
    </RoleGate>
  );
}

/** The admins' news table and its actions. */
function ManageNews() {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<StatusFilter>('ALL');
  const q = useAdminNews(page, filter === 'ALL' ? undefined : filter);
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
            onUndo: () =>
              status.mutate(
                { newsIds: [item.newsId], status: 'ACTIVE' },
                { onSuccess: () => toastSuccess(NEWS_MESSAGES.shown) },
              ),
          }),
      },
    );
  const menu = (n: NewsItem) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Manage “${n.title}”`}
          data-testid="admin-news-menu"
        >
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
          <Menu.Item
            onClick={() =>
              status.mutate(
                { newsIds: [n.newsId], status: 'ACTIVE' },
                { onSuccess: () => toastSuccess(NEWS_MESSAGES.shown) },
              )
            }
          >
            Show in the feed
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Manage news</Title>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing({ item: null })}
          data-testid="news-add"
        >
          Add news
        </Button>
      </Group>
      <Paper withBorder radius="md" p="sm">
        <PresetPagedTable
          preset="newsfeedTable"
          toolbar={
            <SegmentedControl
              size="xs"
              value={filter}
              onChange={(v) => {
                setFilter(v as StatusFilter);
                setPage(1);
              }}
              data={[
                { value: 'ALL', label: 'All' },
                { value: 'ACTIVE', label: 'Shown' },
                { value: 'HIDDEN', label: 'Hidden' },
              ]}
            />
          }
          query={q}
          items={(d) => d.news}
          cells={cells}
          trailing={[{ id: 'actions', label: '', cell: menu }]}
          rowKey={(n) => n.newsId}
          rowTestId="admin-news-row"
          empty={
            <EmptyState
              title="No news here"
              description="Add news, or wait for the next won deal."
            />
          }
          what="the news"
          testId="admin-news-table"
          page={page}
          onPage={setPage}
        />
      </Paper>
      <NewsFormModal
        opened={!!editing}
        item={editing?.item ?? null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
