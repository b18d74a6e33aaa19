import { Button, Group, Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PAGE_GATES, type NewsItem } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { RoleGate } from '../../components/RoleGate';
import { hasAnyRole } from '../../lib/user';
import { PresetPagedTable } from '../../components/PagedTable';
import { AdminNewsMenu } from './AdminNewsMenu';
import { newsCells } from './newsCells';
import { NewsFormModal } from './NewsFormModal';
import { useAdminNews } from './queries';
import { useNewsVisibility } from './useNewsVisibility';

type StatusFilter = 'ALL' | 'ACTIVE' | 'HIDDEN';

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
  const [editing, setEditing] = useState<{ item: NewsItem | null } | null>(null);
  const { hide, show } = useNewsVisibility();
  const menu = (n: NewsItem) => (
    <AdminNewsMenu
      n={n}
      onEdit={() => setEditing({ item: n })}
      onHide={() => hide(n)}
      onShow={() => show(n)}
    />
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
          cells={newsCells}
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
