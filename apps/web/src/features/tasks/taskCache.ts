import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  taskConversationRoutes,
  taskPeopleRoutes,
  taskRoutes,
  type RouteData,
  type TaskListRequest,
} from '@crm/contracts';
import { apiKey, routeKey } from '../../lib/useApi';
import { threadInput } from './queries';
import type { SubAssignment, Task, TaskComment, TaskCommentsPage, TaskListPage } from './types';

/**
 * What the caches held before an optimistic change, to put back on failure: each cached task list (by
 * its request, the last element of its key) and the task's detail.
 */
type CacheSnapshot = {
  taskId: number;
  lists: [TaskListRequest, unknown][];
  detail: Task | undefined;
};

/** Snapshots every task list and the task's detail. */
export function snapshotTask(qc: QueryClient, taskId: number): CacheSnapshot {
  return {
    taskId,
    lists: qc
      .getQueriesData({ queryKey: routeKey(taskRoutes.list) })
      .map(([key, data]) => [key.at(-1) as TaskListRequest, data]),
    detail: qc.getQueryData<Task>(apiKey(taskRoutes.detail, { taskId })),
  };
}

/** Puts a snapshot back (an optimistic change failed: spec 001 §4 'failure reverts the flag'). */
export function restore(qc: QueryClient, snapshot: CacheSnapshot): void {
  for (const [req, data] of snapshot.lists) qc.setQueryData(routeKey(taskRoutes.list, req), data);
  qc.setQueryData(apiKey(taskRoutes.detail, { taskId: snapshot.taskId }), snapshot.detail);
}

/** Applies `fn` to the task in every cached list page and in its detail. */
export function patchTask(qc: QueryClient, taskId: number, fn: (t: Task) => Task): void {
  qc.setQueriesData<InfiniteData<TaskListPage>>(
    { queryKey: routeKey(taskRoutes.list) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({
          ...p,
          tasks: p.tasks.map((t) => (t.id === taskId ? fn(t) : t)),
        })),
      },
  );
  qc.setQueryData<Task>(apiKey(taskRoutes.detail, { taskId }), (t) => t && fn(t));
}

/** Removes the task from every cached list and decrements the totals (spec 001 §4 'Deleting a task'). */
export function dropTask(qc: QueryClient, taskId: number): void {
  qc.setQueriesData<InfiniteData<TaskListPage>>({ queryKey: routeKey(taskRoutes.list) }, (data) => {
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
  qc.setQueryData<RouteData<typeof taskPeopleRoutes.subAssignments>>(
    apiKey(taskPeopleRoutes.subAssignments, { taskId }),
    (d) =>
      d && {
        ...d,
        subAssignments: d.subAssignments.map((s) => (s.taskSubAssignmentId === subId ? fn(s) : s)),
      },
  );
}

/** Adds a comment to its thread's cached first page (newest first), unless it is there already (same id or localId). Answers whether it was added. */
export function addCommentToCache(qc: QueryClient, c: TaskComment): boolean {
  let added = false;
  qc.setQueryData<InfiniteData<TaskCommentsPage>>(
    routeKey(taskConversationRoutes.comments, threadInput(c.taskId, c.taskSubAssignmentId)),
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

/** Reads again what a change to a task can alter: its detail, sub-assignments and activity, the lists and the counts. */
export function invalidateTask(qc: QueryClient, taskId: number): void {
  void qc.invalidateQueries({ queryKey: routeKey(taskRoutes.detail, { taskId }) });
  void qc.invalidateQueries({ queryKey: routeKey(taskPeopleRoutes.subAssignments, { taskId }) });
  void qc.invalidateQueries({ queryKey: routeKey(taskPeopleRoutes.activity, { taskId }) });
  void qc.invalidateQueries({ queryKey: routeKey(taskRoutes.list) });
  void qc.invalidateQueries({ queryKey: routeKey(taskRoutes.counts) });
}
