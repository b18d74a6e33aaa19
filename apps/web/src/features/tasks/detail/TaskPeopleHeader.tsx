import { Button, Group, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { UserAvatar } from '../../../components/Avatars';
import type { Task } from '../types';

/** The People tab's top line: who assigned the task, how many of its parts are closed, and 'Add people' for its lead. */
export function TaskPeopleHeader({
  task,
  canManage,
  onAdd,
}: {
  task: Task;
  canManage: boolean;
  onAdd: () => void;
}) {
  const creator = task.people.find((p) => p.relation === 'ASSIGNER');
  return (
    <Group
      justify="space-between"
      px="sm"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group gap="xs">
        {creator && (
          <UserAvatar
            userId={creator.userId}
            name={creator.userName}
            imageUrl={creator.profileImage}
            lastActiveOn={creator.lastActiveOn}
            size={24}
          />
        )}
        <Text size="sm">
          Assigned by <b>{task.creator.userName}</b> · {task.subAssignmentStats.closed}/
          {task.subAssignmentStats.all} parts closed
        </Text>
      </Group>
      {canManage && (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconUserPlus size={14} />}
          onClick={onAdd}
          data-testid="task-add-people"
        >
          Add people
        </Button>
      )}
    </Group>
  );
}
