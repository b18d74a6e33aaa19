import { Button, Drawer, Group, Stack, Tabs, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CHAT_PAGE_SIZE, chatRoutes, FILE_TABS, type FileTab } from '@crm/contracts';
import { callRoute, routeKey } from '../../lib/useApi';
import { EmptyState } from '../../components/EmptyState';
import { LoadError, loadFailed } from '../../components/LoadError';
import { LoadMore } from '../../components/LoadMore';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { formatListStamp } from '../../lib/format';
import { FileCard } from './MessageFiles';

const TAB_LABELS: Record<FileTab, string> = { all: 'All', media: 'Media', docs: 'Docs' };

/** The chat's files (001 §9 tabs All, media, docs): newest first, 100 a page, each downloadable and shown in its message. */
export function ChatFilesDrawer({
  chatId,
  opened,
  onClose,
  onShow,
}: {
  chatId: number;
  opened: boolean;
  onClose: () => void;
  onShow: (mid: number) => void;
}) {
  const [tab, setTab] = useState<FileTab>('all');
  const q = useInfiniteQuery({
    queryKey: routeKey(chatRoutes.files, { chatId, type: tab, count: CHAT_PAGE_SIZE }),
    queryFn: ({ pageParam }) =>
      callRoute(chatRoutes.files, {
        chatId,
        type: tab,
        pageNo: pageParam,
        count: CHAT_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    enabled: opened,
    staleTime: 0,
  });
  const files = q.data?.pages.flatMap((p) => p.files) ?? [];
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title="Files"
      data-testid="files-drawer"
    >
      <Tabs value={tab} onChange={(v) => v && setTab(v as FileTab)} mb="sm">
        <Tabs.List grow>
          {FILE_TABS.map((t) => (
            <Tabs.Tab key={t} value={t} data-testid={`files-tab-${t}`}>
              {TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {loadFailed(q) ? (
        <LoadError what="the chat's files" query={q} />
      ) : q.isLoading ? (
        <SkeletonBlock lines={4} height={44} />
      ) : !files.length ? (
        <EmptyState
          title="No files"
          description={
            tab === 'all'
              ? 'Files sent in this chat appear here.'
              : `No ${TAB_LABELS[tab].toLowerCase()} in this chat yet.`
          }
        />
      ) : (
        <Stack gap="xs">
          {files.map((f) => (
            <Stack key={`${f.messageId}-${f.fileId}`} gap={2} data-testid="files-item">
              <FileCard f={f} />
              <Group gap={6}>
                <Text size="10px" c="dimmed">
                  {f.from.userName} · {formatListStamp(f.sentOn)}
                </Text>
                <Button variant="subtle" size="compact-xs" onClick={() => onShow(f.mid)}>
                  Show in chat
                </Button>
              </Group>
            </Stack>
          ))}
          <LoadMore query={q} />
        </Stack>
      )}
    </Drawer>
  );
}
