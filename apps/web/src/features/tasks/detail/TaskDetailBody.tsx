import { Alert, Stack } from '@mantine/core';
import { LoadError } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { MentionText } from '../mentions/MentionText';
import { TaskReminderSection } from '../reminders/TaskReminderSection';
import type { Task } from '../types';
import { TaskDetailHeader } from './TaskDetailHeader';
import { TaskDetailMeta } from './TaskDetailMeta';
import { TaskDetailTabs } from './TaskDetailTabs';
import { TaskLinks } from './TaskLinks';
import type { TaskDetailState } from './useTaskDetailDrawer';

type Props = {
  d: TaskDetailState;
  onDelete: (t: Task) => void;
  onDuplicate: (t: Task) => void;
};

/**
 * What the task detail drawer shows: 'Task not found' (404), the load error, a skeleton while loading,
 * or the task: header, status line, description with linked mentions, links, reminder and the tabs.
 */
export function TaskDetailBody({ d, onDelete, onDuplicate }: Props) {
  const { task } = d;
  if (d.notFound)
    return (
      <Alert color="gray" title="Task not found">
        It was deleted, or you are not on it.
      </Alert>
    );
  if (d.detail.error && !task) return <LoadError what="the task" query={d.detail} />;
  if (!task) return <SkeletonBlock lines={8} height={24} />;
  return (
    <Stack gap="md" key={task.id}>
      <TaskDetailHeader
        task={task}
        canClose={d.canClose}
        canManage={d.canManage}
        onDelete={onDelete}
        onDuplicate={onDuplicate}
      />
      <TaskDetailMeta task={task} />
      <MentionText description={task.description} />
      <TaskLinks task={task} />
      <TaskReminderSection taskId={task.id} />
      <TaskDetailTabs task={task} d={d} />
    </Stack>
  );
}
