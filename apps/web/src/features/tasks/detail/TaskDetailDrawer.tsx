import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Indicator,
  ScrollArea,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { IconCircleCheck, IconRotateClockwise } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { LoadError } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { currentUser, hasAnyRole } from '../../../lib/user';
import { MentionText } from '../mentions/MentionText';
import { useSubAssignments, useTaskDetail } from '../queries';
import { StarToggle } from '../list/StarToggle';
import { TaskActivityLog } from './TaskActivityLog';
import { TaskConversation } from './TaskConversation';
import { TaskLinks } from './TaskLinks';
import { TaskMenu } from '../list/TaskMenu';
import { TaskPeopleSection } from './TaskPeopleSection';
import { TaskReminderSection } from '../reminders/TaskReminderSection';
import { TaskTitle } from './TaskTitle';
import { CATEGORY_LABELS } from '../taskUrl';
import type { Task } from '../types';
import { useTaskActions } from '../useTaskActions';

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
  const user = currentUser();
  const selfId = user?.userId ?? 0;
  const isTeamOwner = hasAnyRole(user, 'TO', 'ADMIN');
  const detail = useTaskDetail(taskId);
  const subs = useSubAssignments(taskId);
  const actions = useTaskActions();
  const [tab, setTab] = useState<string>('conversation');
  const [thread, setThread] = useState<number | null>(null);
  const task = detail.data;
  const notFound = detail.error instanceof ApiError && detail.error.status === 404;
  const isAssignee = !!task?.people.some((p) => p.relation === 'ASSIGNEE' && p.userId === selfId);
  const canManage = !!task && (task.canRename || isTeamOwner);
  const subUnread = subs.data?.some((s) => s.hasUnReadMessages) ?? false;

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
      {notFound ? (
        <Alert color="gray" title="Task not found">
          It was deleted, or you are not on it.
        </Alert>
      ) : detail.error && !task ? (
        <LoadError what="the task" query={detail} />
      ) : !task ? (
        <SkeletonBlock lines={8} height={24} />
      ) : (
        <Stack gap="md" key={task.id}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <TaskTitle task={task} key={task.name} />
            <Group gap={4} wrap="nowrap">
              {(task.canRename || isAssignee || isTeamOwner) && (
                <Button
                  size="compact-sm"
                  variant={task.isCompleted ? 'default' : 'filled'}
                  color={task.isCompleted ? 'gray' : 'green'}
                  leftSection={
                    task.isCompleted ? (
                      <IconRotateClockwise size={14} />
                    ) : (
                      <IconCircleCheck size={14} />
                    )
                  }
                  onClick={() => void actions.setClosed(task, !task.isCompleted)}
                  data-testid="task-detail-toggle"
                >
                  {task.isCompleted ? 'Reopen task' : 'Close task'}
                </Button>
              )}
              <StarToggle
                starred={task.isStarred}
                onToggle={() => void actions.star(task)}
                testId="task-detail-star"
              />
              <TaskMenu
                task={task}
                onDuplicate={() => onDuplicate(task)}
                onDelete={() => onDelete(task)}
                canDelete={canManage}
              />
            </Group>
          </Group>
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
          <MentionText description={task.description} />
          <TaskLinks task={task} />
          <TaskReminderSection taskId={task.id} />
          <Tabs value={tab} onChange={(v) => v && setTab(v)} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="conversation" data-testid="task-tab-conversation">
                <Indicator
                  disabled={!task.hasUnReadMessages && !subUnread}
                  color="red"
                  size={7}
                  offset={-4}
                >
                  Conversation
                </Indicator>
              </Tabs.Tab>
              <Tabs.Tab value="people" data-testid="task-tab-people">
                People ({task.subAssignmentStats.all})
              </Tabs.Tab>
              <Tabs.Tab value="activity" data-testid="task-tab-activity">
                Activity
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="conversation" pt="sm">
              <TaskConversation
                taskId={task.id}
                subs={subs.data ?? []}
                thread={thread}
                onThreadChange={setThread}
                selfId={selfId}
                selfName={user?.userName ?? 'You'}
              />
            </Tabs.Panel>
            <Tabs.Panel value="people" pt="sm">
              <TaskPeopleSection
                task={task}
                selfId={selfId}
                canManage={canManage}
                onOpenThread={(subId) => {
                  setThread(subId);
                  setTab('conversation');
                }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="activity" pt="sm">
              <TaskActivityLog taskId={task.id} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Drawer>
  );
}
