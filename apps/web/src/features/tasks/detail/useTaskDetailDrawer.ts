import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { currentUser, hasAnyRole } from '../../../lib/user';
import { useSubAssignments, useTaskDetail } from '../queries';

/**
 * The task detail's state (spec 001 §3, §4): the task (404: not found) and its sub-assignments, who the
 * user is on it (the creator renames and manages people, a team owner too; an assignee may also close it),
 * and the open tab and conversation thread, which stay while the drawer moves to another task.
 */
export function useTaskDetailDrawer(taskId: number) {
  const user = currentUser();
  const selfId = user?.userId ?? 0;
  const isTeamOwner = hasAnyRole(user, 'TO', 'ADMIN');
  const detail = useTaskDetail(taskId);
  const subs = useSubAssignments(taskId);
  const [tab, setTab] = useState<string>('conversation');
  const [thread, setThread] = useState<number | null>(null);
  const task = detail.data;
  const isAssignee = !!task?.people.some((p) => p.relation === 'ASSIGNEE' && p.userId === selfId);
  const canManage = !!task && (task.canRename || isTeamOwner);

  return {
    detail,
    task,
    notFound: detail.error instanceof ApiError && detail.error.status === 404,
    self: { id: selfId, name: user?.userName ?? 'You' },
    canManage,
    canClose: canManage || isAssignee,
    subs: subs.data ?? [],
    subUnread: subs.data?.some((s) => s.hasUnReadMessages) ?? false,
    tab,
    setTab,
    thread,
    setThread,
    /** Opens a sub-assignment's thread on the Conversation tab (from the People tab). */
    openThread: (subId: number) => {
      setThread(subId);
      setTab('conversation');
    },
  };
}

/** The task detail's state (useTaskDetailDrawer). */
export type TaskDetailState = ReturnType<typeof useTaskDetailDrawer>;
