import { Indicator, Tabs } from '@mantine/core';
import type { Task } from '../types';
import { TaskActivityLog } from './TaskActivityLog';
import { TaskConversation } from './TaskConversation';
import { TaskPeopleSection } from './TaskPeopleSection';
import type { TaskDetailState } from './useTaskDetailDrawer';

/**
 * The task detail's tabs: the conversation (a red dot while the task or a sub-assignment has unread
 * messages), the people with the number of parts, and the activity log; only the open tab is mounted.
 */
export function TaskDetailTabs({ task, d }: { task: Task; d: TaskDetailState }) {
  return (
    <Tabs value={d.tab} onChange={(v) => v && d.setTab(v)} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="conversation" data-testid="task-tab-conversation">
          <Indicator
            disabled={!task.hasUnReadMessages && !d.subUnread}
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
          subs={d.subs}
          thread={d.thread}
          onThreadChange={d.setThread}
          selfId={d.self.id}
          selfName={d.self.name}
        />
      </Tabs.Panel>
      <Tabs.Panel value="people" pt="sm">
        <TaskPeopleSection
          task={task}
          selfId={d.self.id}
          canManage={d.canManage}
          onOpenThread={d.openThread}
        />
      </Tabs.Panel>
      <Tabs.Panel value="activity" pt="sm">
        <TaskActivityLog taskId={task.id} />
      </Tabs.Panel>
    </Tabs>
  );
}
