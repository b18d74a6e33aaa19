import { Text, Timeline } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { LoadMore } from '../../../components/LoadMore';
import { useTaskActivity } from '../queries';

/** A task's activity log (POST /task/activity): who did what and when, newest first, 'Load More' for older entries. */
export function TaskActivityLog({ taskId }: { taskId: number }) {
  const q = useTaskActivity(taskId);
  if (loadFailed(q)) return <LoadError what="the activity" query={q} />;
  if (q.isLoading) return <SkeletonBlock lines={4} />;
  const items = q.data?.pages.flatMap((p) => p.activities) ?? [];
  if (!items.length)
    return (
      <Text size="sm" c="dimmed">
        Nothing has happened yet.
      </Text>
    );
  return (
    <>
      <Timeline bulletSize={12} lineWidth={2} data-testid="task-activity">
        {items.map((a) => (
          <Timeline.Item key={a.id}>
            <Text size="sm">
              <b>{a.user.userName}</b> {a.text}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(a.createdAt)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <LoadMore query={q} />
    </>
  );
}
