import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TASK_MESSAGES, type RoleCode } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { UserAvatar } from '../../../components/Avatars';
import { celebrate } from '../list/celebration';
import {
  addTaskPeople,
  addThreadMembers,
  fetchTaskUsers,
  fetchUsersForAddition,
  nudgeSubAssignment,
  postSubStatus,
  removeTaskPeople,
  taskKeys,
  useSubAssignments,
} from '../queries';
import { SubAssignmentsTable } from './SubAssignmentsTable';
import { TaskPeopleTable } from './TaskPeopleTable';
import { patchSub, patchTask, withCompletion } from '../taskCache';
import type { SubAssignment, Task } from '../types';
import { UserPickerModal } from '../pickers/UserPickerModal';

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
  const qc = useQueryClient();
  const subs = useSubAssignments(task.id);
  const [adding, setAdding] = useState(false);
  const [membersFor, setMembersFor] = useState<SubAssignment | null>(null);
  const [saving, setSaving] = useState(false);
  const refresh = () => {
    for (const key of [
      taskKeys.detail(task.id),
      taskKeys.subs(task.id),
      taskKeys.activity(task.id),
      taskKeys.lists,
      taskKeys.counts,
    ])
      void qc.invalidateQueries({ queryKey: key });
  };

  const toggle = async (sub: SubAssignment) => {
    const closing = sub.status === 'OPEN';
    const before = { sub, task: qc.getQueryData<Task>(taskKeys.detail(task.id)) };
    patchSub(qc, task.id, sub.taskSubAssignmentId, (s) => ({
      ...s,
      status: closing ? 'CLOSED' : 'OPEN',
      closedAt: closing ? new Date().toISOString() : null,
    }));
    patchTask(qc, task.id, (t) => ({
      ...t,
      subAssignmentStats: {
        ...t.subAssignmentStats,
        closed: Math.max(0, t.subAssignmentStats.closed + (closing ? 1 : -1)),
      },
    }));
    try {
      const res = await postSubStatus(
        task.id,
        sub.taskSubAssignmentId,
        closing ? 'COMPLETE' : 'INCOMPLETE',
      );
      patchTask(qc, task.id, (t) => {
        const stats = { ...t, subAssignmentStats: res.subAssignmentStats };
        if (res.taskStatus === 'COMPLETE') return withCompletion(stats, true);
        return !closing && t.isCompleted ? withCompletion(stats, false) : stats;
      });
      if (res.taskStatus === 'COMPLETE') {
        celebrate();
        toastSuccess(TASK_MESSAGES.closed);
      }
      refresh();
    } catch (e) {
      patchSub(qc, task.id, sub.taskSubAssignmentId, () => before.sub);
      if (before.task) qc.setQueryData(taskKeys.detail(task.id), before.task);
      toastError(e);
    }
  };

  const run = async (work: () => Promise<unknown>, success?: (r: never) => string | undefined) => {
    setSaving(true);
    try {
      const r = await work();
      const text = success?.(r as never);
      if (text) toastSuccess(text);
      refresh();
      return true;
    } catch (e) {
      toastError(e);
      return false;
    } finally {
      setSaving(false);
    }
  };

  const creator = task.people.find((p) => p.relation === 'ASSIGNER');
  return (
    <Paper withBorder radius="md" data-testid="task-people">
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
            onClick={() => setAdding(true)}
            data-testid="task-add-people"
          >
            Add people
          </Button>
        )}
      </Group>
      <Stack gap="md" p="sm">
        <TaskPeopleTable task={task} />
        <SubAssignmentsTable
          subs={subs}
          task={task}
          selfId={selfId}
          canManage={canManage}
          onToggle={(sub) => void toggle(sub)}
          onOpenThread={(sub) => onOpenThread(sub.taskSubAssignmentId)}
          onNudge={(sub) =>
            void run(
              () => nudgeSubAssignment(task.id, sub.taskSubAssignmentId),
              (r: { message: string }) => r.message,
            )
          }
          onAddMembers={setMembersFor}
          onRemove={(sub) =>
            void run(
              () => removeTaskPeople(task.id, [sub.assignee.userId]),
              () => `${sub.assignee.userName} removed from the task`,
            )
          }
        />
      </Stack>
      <UserPickerModal
        opened={adding}
        title="Add people to the task"
        pickerKey="addPeople"
        fetchPage={(q) => fetchTaskUsers(q)}
        withRoles
        excludeIds={task.people.map((p) => p.userId)}
        saving={saving}
        onClose={() => setAdding(false)}
        onSave={(userIds: number[], roles: RoleCode[]) =>
          void run(() => addTaskPeople(task.id, userIds, roles)).then(
            (ok) => ok && setAdding(false),
          )
        }
      />
      {membersFor && (
        <UserPickerModal
          opened
          title={`Add people to ${membersFor.assignee.userName}'s part`}
          pickerKey={`members-${membersFor.taskSubAssignmentId}`}
          fetchPage={(q) =>
            fetchUsersForAddition({
              ...q,
              taskId: task.id,
              taskSubAssignmentId: membersFor.taskSubAssignmentId,
            })
          }
          saving={saving}
          onClose={() => setMembersFor(null)}
          onSave={(userIds: number[]) =>
            void run(
              () => addThreadMembers(task.id, membersFor.taskSubAssignmentId, userIds),
              (r: { message: string }) => r.message,
            ).then((ok) => ok && setMembersFor(null))
          }
        />
      )}
    </Paper>
  );
}
