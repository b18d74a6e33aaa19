import { Badge, Box, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';
import { TaskLinks } from '../detail/TaskLinks';
import { plainDescription } from '../mentions/mentions';
import { CATEGORY_LABELS } from '../taskUrl';
import type { Task } from '../types';

/**
 * The middle of a task row: the name (a button opening the detail; struck through when closed), its
 * unread dot and category, a line of the description (labels only), the links, the creator and date.
 */
export function TaskRowSummary({
  task,
  active,
  onOpen,
}: {
  task: Task;
  active: boolean;
  onOpen: () => void;
}) {
  return (
    <Stack gap={4} style={{ flex: '1 1 160px', minWidth: 0 }}>
      <Group gap="xs">
        <UnstyledButton
          onClick={(e) => {
            e.stopPropagation();
            onOpen();
          }}
          style={{ minWidth: 0, maxWidth: '100%' }}
          aria-current={active ? 'true' : undefined}
        >
          <Text
            fw={600}
            size="sm"
            truncate
            td={task.isCompleted ? 'line-through' : undefined}
            c={task.isCompleted ? 'dimmed' : undefined}
            data-testid="task-name"
          >
            {task.name}
          </Text>
        </UnstyledButton>
        {task.hasUnReadMessages && (
          <Tooltip label="Unread messages">
            <Box
              w={8}
              h={8}
              bg="red.6"
              style={{ borderRadius: '50%', flexShrink: 0 }}
              aria-label="Unread messages"
              role="img"
              data-testid="task-unread"
            />
          </Tooltip>
        )}
        <Badge size="xs" variant="outline" color="gray.7" style={{ flexShrink: 0 }}>
          {CATEGORY_LABELS[task.category]}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {plainDescription(task.description)}
      </Text>
      <Group gap="xs">
        <TaskLinks task={task} size="xs" />
        <Text size="xs" c="dimmed" data-testid="task-created">
          {task.creator.userName} · {formatDateTime(task.createdAt)}
        </Text>
      </Group>
    </Stack>
  );
}
