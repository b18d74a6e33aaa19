import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { taskKeys } from './queries';
import type { SubAssignment, Task, TaskComment, TaskCommentsPage, TaskListPage } from './types';

/** What the caches held before an optimistic change, to put back on failure. */
export type CacheSnapshot = [QueryKey, unknown][];

/** Snapshots every task list and the task's detail. */
export function snapshotTask(qc: QueryClient, taskId: number): CacheSnapshot {
  return [
    ...qc.getQueriesData({ queryKey: taskKeys.lists }),
    [taskKeys.detail(taskId), qc.getQueryData(taskKeys.detail(taskId))],
  ];
}

/** Puts a snapshot back (an optimistic change failed: spec 001 §4 'failure reverts the flag'). */
export function restore(qc: QueryClient, snapshot: CacheSnapshot): void {
  for (const [key, data] of snapshot) qc.setQueryData(key, data);
}

/** Applies `fn` to the task in every cached list page and in its detail. */
export function patchTask(qc: QueryClient, taskId: number, fn: (t: Task) => Task): void {
  qc.setQueriesData<InfiniteData<TaskListPage>>(
    { queryKey: taskKeys.lists },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({
          ...p,
          tasks: p.tasks.map((t) => (t.id === taskId ? fn(t) : t)),
        })),
      },
  );
  qc.setQueryData<Task>(taskKeys.detail(taskId), (t) => t && fn(t));
}

/** Removes the task from every cached list and decrements the totals (spec 001 §4 'Deleting a task'). */
export function dropTask(qc: QueryClient, taskId: number): void {
  qc.setQueriesData<InfiniteData<TaskListPage>>({ queryKey: taskKeys.lists }, (data) => {
    if (!data || !data.pages.some((p) => p.tasks.some((t) => t.id === taskId))) return data;
    return {
      ...data,
      pages: data.pages.map((p) => ({
        ...p,
        tasks: p.tasks.filter((t) => t.id !== taskId),
        totalNoOfEntries: Math.max(0, p.totalNoOfEntries - 1),
      })),
    };
  });
}

/** The task as closed or reopened (spec 001 §4: COMPLETE sets isCompleted and closedAt now; INCOMPLETE clears closedAt). */
export const withCompletion = (t: Task, closed: boolean): Task => ({
  ...t,
  isCompleted: closed,
  status: closed ? 'CLOSED' : 'OPEN',
  closedAt: closed ? new Date().toISOString() : null,
});

/** Applies `fn` to one sub-assignment in the task's cached list. */
export function patchSub(
  qc: QueryClient,
  taskId: number,
  subId: number,
  fn: (s: SubAssignment) => SubAssignment,
): void {
  qc.setQueryData<SubAssignment[]>(taskKeys.subs(taskId), (subs) =>
    subs?.map((s) => (s.taskSubAssignmentId === subId ? fn(s) : s)),
  );
}

/** Adds a comment to its thread's cached first page (newest first), unless it is there already (same id or localId). Answers whether it was added. */
export function addCommentToCache(qc: QueryClient, c: TaskComment): boolean {
  let added = false;
  qc.setQueryData<InfiniteData<TaskCommentsPage>>(
    taskKeys.comments(c.taskId, c.taskSubAssignmentId),
    (data) => {
      if (!data?.pages.length) return data;
      if (
        data.pages.some((p) =>
          p.comments.some((x) => x.id === c.id || (!!c.localId && x.localId === c.localId)),
        )
      )
        return data;
      added = true;
      const [first, ...rest] = data.pages;
      return {
        ...data,
        pages: [
          {
            ...first!,
            comments: [c, ...first!.comments],
            totalNoOfEntries: first!.totalNoOfEntries + 1,
          },
          ...rest,
        ],
      };
    },
  );
  return added;
}

/** Marks a thread unread: the task's dot, and the sub-assignment's for a sub-assignment thread. */
export function markThreadUnread(qc: QueryClient, taskId: number, subId: number | null): void {
  patchTask(qc, taskId, (t) => ({ ...t, hasUnReadMessages: true }));
  if (subId) patchSub(qc, taskId, subId, (s) => ({ ...s, hasUnReadMessages: true }));
}
