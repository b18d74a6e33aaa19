import { Button, Center, Paper, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { TaskRow } from './TaskRow';
import type { Task, TaskListPage } from '../types';

type Props = {
  query: UseInfiniteQueryResult<InfiniteData<TaskListPage>>;
  activeId: number | null;
  emptyTitle: string;
  emptyHint?: string;
  canChangeStatus: (t: Task) => boolean;
  canDelete: (t: Task) => boolean;
  onOpen: (t: Task) => void;
  onStar: (t: Task) => void;
  onToggleClosed: (t: Task) => void;
  onDuplicate: (t: Task) => void;
  onDelete: (t: Task) => void;
};

/** The task list: shimmer while the first page loads, the error with Retry, the empty state, the rows and 'Load More' (later pages append). */
export function TaskList({
  query,
  activeId,
  emptyTitle,
  emptyHint,
  canChangeStatus,
  canDelete,
  onOpen,
  onStar,
  onToggleClosed,
  onDuplicate,
  onDelete,
}: Props) {
  const tasks = query.data?.pages.flatMap((p) => p.tasks) ?? [];
  const total = query.data?.pages[0]?.totalNoOfEntries ?? 0;
  if (loadFailed(query)) return <LoadError what="tasks" query={query} />;
  return (
    <Paper
      withBorder
      radius="md"
      style={{ overflow: 'hidden', opacity: query.isFetching && query.isPlaceholderData ? 0.6 : 1 }}
      data-testid="task-list"
    >
      {query.isPending ? (
        <Paper p="md">
          <SkeletonBlock lines={6} height={44} />
        </Paper>
      ) : !tasks.length ? (
        <EmptyState title={emptyTitle} description={emptyHint} />
      ) : (
        <>
          {tasks.map((t) => (
            <TaskRow
              key={t.id}
              task={t}
              active={t.id === activeId}
              canChangeStatus={canChangeStatus(t)}
              canDelete={canDelete(t)}
              onOpen={() => onOpen(t)}
              onStar={() => onStar(t)}
              onToggleClosed={() => onToggleClosed(t)}
              onDuplicate={() => onDuplicate(t)}
              onDelete={() => onDelete(t)}
            />
          ))}
          <Center py="sm">
            {query.hasNextPage ? (
              <Button
                variant="subtle"
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
                data-testid="task-load-more"
              >
                Load More
              </Button>
            ) : (
              <Text size="xs" c="dimmed" data-testid="task-total">
                {total} {total === 1 ? 'task' : 'tasks'}
              </Text>
            )}
          </Center>
          {query.error && <LoadError what="more tasks" query={query} />}
        </>
      )}
    </Paper>
  );
}
