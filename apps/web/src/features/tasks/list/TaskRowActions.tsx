import { Avatar, Badge, Group } from '@mantine/core';
import { UserAvatar } from '../../../components/Avatars';
import type { Task } from '../types';
import { StarToggle } from './StarToggle';
import { TaskMenu } from './TaskMenu';

/** The end of a task row: up to four assignees (+N more), the parts closed of all, the star and the more-actions menu. */
export function TaskRowActions({
  task,
  canDelete,
  onStar,
  onDuplicate,
  onDelete,
}: {
  task: Task;
  canDelete: boolean;
  onStar: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const assignees = task.people.filter((p) => p.relation === 'ASSIGNEE');
  const { all, closed } = task.subAssignmentStats;
  return (
    <Group gap="xs" wrap="nowrap" ml="auto" style={{ flexShrink: 0 }}>
      <Avatar.Group spacing="xs">
        {assignees.slice(0, 4).map((p) => (
          <UserAvatar
            key={p.userId}
            userId={p.userId}
            name={p.userName}
            imageUrl={p.profileImage}
            lastActiveOn={p.lastActiveOn}
            size={24}
          />
        ))}
        {assignees.length > 4 && (
          <Avatar size={24} radius="xl">
            +{assignees.length - 4}
          </Avatar>
        )}
      </Avatar.Group>
      {all > 0 && (
        <Badge
          size="sm"
          variant="light"
          color={closed === all ? 'green' : 'gray'}
          aria-label={`${closed} of ${all} parts closed`}
        >
          {closed}/{all}
        </Badge>
      )}
      <StarToggle starred={task.isStarred} onToggle={onStar} testId={`task-star-${task.id}`} />
      <TaskMenu task={task} onDuplicate={onDuplicate} onDelete={onDelete} canDelete={canDelete} />
    </Group>
  );
}
