import { Drawer, ScrollArea, Text } from '@mantine/core';
import type { Task } from '../types';
import { TaskDetailBody } from './TaskDetailBody';
import { useTaskDetailDrawer } from './useTaskDetailDrawer';

type Props = {
  taskId: number;
  width: string;
  onClose: () => void;
  onDelete: (t: Task) => void;
  onDuplicate: (t: Task) => void;
};

/**
 * The task detail beside the list (`taskId` in the URL): title (renamed in place by the
 * creator), status, star, close/reopen, description with linked mentions, links, reminder, then tabs for
 * the conversation, the people with their sub-assignments, and the activity log. 404 shows 'Task not found'.
 */
export default function TaskDetailDrawer({ taskId, width, onClose, onDelete, onDuplicate }: Props) {
  const d = useTaskDetailDrawer(taskId);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={width}
      withOverlay={false}
      trapFocus={false}
      lockScroll={false}
      closeOnClickOutside={false}
      shadow="xl"
      title={<Text fw={700}>Task</Text>}
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': 'Close task detail' }}
      data-testid="task-detail"
    >
      <TaskDetailBody d={d} onDelete={onDelete} onDuplicate={onDuplicate} />
    </Drawer>
  );
}
