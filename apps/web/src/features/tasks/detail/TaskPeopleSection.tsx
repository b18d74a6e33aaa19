import { Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import type { RoleCode } from '@crm/contracts';
import { useSubAssignments } from '../queries';
import { UserPickerModal } from '../pickers/UserPickerModal';
import type { SubAssignment, Task } from '../types';
import { SubAssignmentsTable } from './SubAssignmentsTable';
import { TaskPeopleHeader } from './TaskPeopleHeader';
import { TaskPeopleTable } from './TaskPeopleTable';
import { ThreadMembersModal } from './ThreadMembersModal';
import { useTaskPeopleActions } from './useTaskPeopleActions';

type Props = {
  task: Task;
  selfId: number;
  canManage: boolean;
  onOpenThread: (subId: number) => void;
};

/**
 * The people of a task (spec 001 §3, §4): the assigner, and every assignee with their sub-assignment.
 * Closing or reopening a sub-assignment is optimistic and moves the closed counter; when the server
 * answers taskStatus COMPLETE the task shows closed (with the celebration). The task's lead adds people
 * (by hand or role) and removes them (the server refuses an auto-assigned one with the spec's message).
 * Both lists follow the user's taskPeople and taskSubAssignments column presets (spec 001 §9).
 */
export function TaskPeopleSection({ task, selfId, canManage, onOpenThread }: Props) {
  const subs = useSubAssignments(task.id);
  const people = useTaskPeopleActions(task.id);
  const [adding, setAdding] = useState(false);
  const [membersFor, setMembersFor] = useState<SubAssignment | null>(null);

  return (
    <Paper withBorder radius="md" data-testid="task-people">
      <TaskPeopleHeader task={task} canManage={canManage} onAdd={() => setAdding(true)} />
      <Stack gap="md" p="sm">
        <TaskPeopleTable task={task} />
        <SubAssignmentsTable
          subs={subs}
          task={task}
          selfId={selfId}
          canManage={canManage}
          onToggle={people.toggle}
          onOpenThread={(sub) => onOpenThread(sub.taskSubAssignmentId)}
          onNudge={people.nudge}
          onAddMembers={setMembersFor}
          onRemove={people.remove}
        />
      </Stack>
      <UserPickerModal
        opened={adding}
        title="Add people to the task"
        withRoles
        excludeIds={task.people.map((p) => p.userId)}
        saving={people.saving}
        onClose={() => setAdding(false)}
        onSave={(userIds: number[], roles: RoleCode[]) =>
          void people.addPeople(userIds, roles).then((ok) => ok && setAdding(false))
        }
      />
      {membersFor && (
        <ThreadMembersModal
          taskId={task.id}
          sub={membersFor}
          saving={people.saving}
          onClose={() => setMembersFor(null)}
          onSave={(userIds) =>
            void people.addMembers(membersFor, userIds).then((ok) => ok && setMembersFor(null))
          }
        />
      )}
    </Paper>
  );
}
