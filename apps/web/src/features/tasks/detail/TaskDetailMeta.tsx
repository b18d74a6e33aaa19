import { Badge, Group, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';
import { CATEGORY_LABELS } from '../taskUrl';
import type { Task } from '../types';

/** The task detail's status (OPEN / CLOSED), category, creator and when it was created and closed. */
export function TaskDetailMeta({ task }: { task: Task }) {
  return (
    <Group gap="xs">
      <Badge
        color={task.isCompleted ? 'green' : 'blue'}
        variant="light"
        data-testid="task-detail-status"
      >
        {task.isCompleted ? 'CLOSED' : 'OPEN'}
      </Badge>
      <Badge variant="outline" color="gray">
        {CATEGORY_LABELS[task.category]}
      </Badge>
      <Text size="xs" c="dimmed">
        Created by {task.creator.userName} · {formatDateTime(task.createdAt)}
        {task.closedAt ? ` · closed ${formatDateTime(task.closedAt)}` : ''}
      </Text>
    </Group>
  );
}
