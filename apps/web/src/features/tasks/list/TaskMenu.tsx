import { ActionIcon, Menu } from '@mantine/core';
import { IconCopy, IconDots, IconTrash } from '@tabler/icons-react';
import type { Task } from '../types';

/** A task's more-actions menu: Duplicate (the modal prefilled with it) and Delete (asks first). */
export function TaskMenu({
  task,
  onDuplicate,
  onDelete,
  canDelete,
}: {
  task: Task;
  onDuplicate: () => void;
  onDelete: () => void;
  canDelete: boolean;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`More actions for ${task.name}`}
          onClick={(e) => e.stopPropagation()}
          data-testid={`task-menu-${task.id}`}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
        <Menu.Item
          leftSection={<IconCopy size={16} />}
          onClick={onDuplicate}
          data-testid="task-duplicate"
        >
          Duplicate
        </Menu.Item>
        {canDelete && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={onDelete}
            data-testid="task-delete"
          >
            Delete
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
