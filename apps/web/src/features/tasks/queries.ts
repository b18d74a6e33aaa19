import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  taskConversationRoutes,
  taskPeopleRoutes,
  taskPickerRoutes,
  taskRoutes,
  type RoleCode,
  type RouteInput,
  type TaskCreateRequest,
  type TaskListRequest,
} from '@crm/contracts';
import { usePagedOptions } from '../../components/dropdown';
import { nextPageNo } from '../../lib/dropdownPaging';
import { PICKER_PAGE_SIZE } from '../../lib/pickerFetchers';
import { callRoute, useApi } from '../../lib/useApi';
import type { BrandOption, EventOption, InventoryOption, StatusAction, UserSummary } from './types';

/** Tasks per page of the list (the list request's default). */
const TASK_PAGE_SIZE = 20;
/** Mention suggestions per page (spec 000 §9). */
export const MENTION_PAGE_SIZE = 50;
/** Comments per page of a thread. */
const COMMENT_PAGE_SIZE = 30;

/** Query keys of the tasks feature; everything lives under ['tasks'] so one invalidation refreshes it all. */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: ['tasks', 'list'] as const,
  list: (req: TaskListRequest) => ['tasks', 'list', req] as const,
  counts: ['tasks', 'count'] as const,
  detail: (taskId: number) => ['tasks', 'detail', taskId] as const,
  subs: (taskId: number) => ['tasks', 'subs', taskId] as const,
  activity: (taskId: number) => ['tasks', 'activity', taskId] as const,
  reminders: (taskId: number) => ['tasks', 'reminders', taskId] as const,
  comments: (taskId: number, subId: number | null) =>
    ['tasks', 'comments', taskId, subId ?? 0] as const,
};

/**
 * POST /api/task: the list for tab, category, status, search and filter; page 1 replaces, later pages
 * append (spec 001 §4). Reads nothing while `enabled` is false (a saved view still to apply).
 */
export function useTaskList(req: Omit<TaskListRequest, 'pageNo' | 'count'>, enabled = true) {
  const full: TaskListRequest = { ...req, count: TASK_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: taskKeys.list(full),
    queryFn: ({ pageParam }) => callRoute(taskRoutes.list, { ...full, pageNo: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST /api/task/count {status}: tasks and unread tasks per tab (spec 001 §3 Task counts); reads nothing while `enabled` is false. */
export function useTaskCounts(status: 'OPEN' | 'CLOSED', enabled = true) {
  return useApi(taskRoutes.counts, { status }, { enabled });
}

/** GET /api/task/detail?taskId (404 'Task not found' for a task the caller may not see). */
export function useTaskDetail(taskId: number | null) {
  return useApi(taskRoutes.detail, taskId ? { taskId } : undefined);
}

/** POST /api/task/sub-assignments {taskId}: each assignee's sub-assignment with status, thread members and unread state. */
export function useSubAssignments(taskId: number) {
  return useQuery({
    queryKey: taskKeys.subs(taskId),
    queryFn: async () =>
      (await callRoute(taskPeopleRoutes.subAssignments, { taskId })).subAssignments,
  });
}

/** POST /api/task/activity {taskId, pageNo, count}: the activity log, newest first, paged by 'Load More'. */
export function useTaskActivity(taskId: number) {
  return useInfiniteQuery({
    queryKey: taskKeys.activity(taskId),
    queryFn: ({ pageParam }) =>
      callRoute(taskPeopleRoutes.activity, { taskId, pageNo: pageParam, count: 20 }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });
}

/** POST /api/task/reminder {taskId}: the task's reminder (only the latest is kept, spec 001 §4). */
export function useTaskReminders(taskId: number) {
  return useQuery({
    queryKey: taskKeys.reminders(taskId),
    queryFn: async () => (await callRoute(taskRoutes.reminders, { taskId })).reminders,
  });
}

/** GET /api/task/comments: one thread (the main one when `subId` is null), newest first; reading marks it read. */
export function useTaskComments(taskId: number, subId: number | null) {
  return useInfiniteQuery({
    queryKey: taskKeys.comments(taskId, subId),
    queryFn: ({ pageParam }) =>
      callRoute(taskConversationRoutes.comments, {
        taskId,
        taskSubAssignmentId: subId ?? undefined,
        pageNo: pageParam,
        count: COMMENT_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    staleTime: 0,
  });
}

/** PUT /api/task: creates a task; answers its id. */
export function useCreateTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: TaskCreateRequest) => callRoute(taskRoutes.create, req),
    onSuccess: () => qc.invalidateQueries({ queryKey: taskKeys.all }),
  });
}

/** PATCH /api/task {taskId, name?, description?}: rename (creator only) or a new description; answers the task. */
export function useUpdateTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: { taskId: number; name?: string; description?: string }) =>
      callRoute(taskPeopleRoutes.update, req),
    onSuccess: (task) => {
      qc.setQueryData(taskKeys.detail(task.id), task);
      void qc.invalidateQueries({ queryKey: taskKeys.lists });
      void qc.invalidateQueries({ queryKey: taskKeys.activity(task.id) });
    },
  });
}

/** POST /api/task/status {taskId, status}. */
export const postTaskStatus = (taskId: number, status: StatusAction) =>
  callRoute(taskRoutes.status, { taskId, status });
/** POST /api/task/star {taskId, action}. */
export const postTaskStar = (taskId: number, star: boolean) =>
  callRoute(taskRoutes.star, { taskId, action: star ? 'STAR' : 'UNSTAR' });
/** DELETE /api/task?taskId. */
export const deleteTask = (taskId: number) => callRoute(taskRoutes.remove, { taskId });
/** POST /api/task/sub-assignments/status: answers taskStatus COMPLETE (the task closed) or UNCHANGED. */
export const postSubStatus = (taskId: number, taskSubAssignmentId: number, status: StatusAction) =>
  callRoute(taskRoutes.subAssignmentStatus, {
    taskId,
    taskSubAssignmentId,
    status,
  });

/** PUT /api/task/reminder: sets the task's reminder; answers the server's message. */
export const putTaskReminder = (req: RouteInput<typeof taskRoutes.setReminder>) =>
  callRoute(taskRoutes.setReminder, req);
/** POST /api/task/reminder/cancellation {taskId, reminderId}. */
export const cancelTaskReminder = (taskId: number, reminderId: number) =>
  callRoute(taskRoutes.cancelReminder, { taskId, reminderId });
/** POST /api/task/reminder/manual {taskId}: reminds everyone now; answers the message to show. */
export const nudgeTask = (taskId: number) => callRoute(taskRoutes.nudge, { taskId });
/** POST /api/task/sub-assignments/reminder/manual: reminds one assignee now. */
export const nudgeSubAssignment = (taskId: number, taskSubAssignmentId: number) =>
  callRoute(taskPeopleRoutes.nudgeSubAssignment, {
    taskId,
    taskSubAssignmentId,
  });
/** PUT /api/task/people: adds assignees by hand or by role; answers the task. */
export const addTaskPeople = (taskId: number, userIds: number[], roles: RoleCode[]) =>
  callRoute(taskPeopleRoutes.addPeople, {
    taskId,
    relatedUsers: userIds.map((id) => ({ id, type: 'USER' as const })),
    roles,
  });
/** POST /api/task/people/removal: removes hand-picked assignees; answers the task. */
export const removeTaskPeople = (taskId: number, userIds: number[]) =>
  callRoute(taskPeopleRoutes.removePeople, { taskId, userIds });
/** PUT /api/task/sub-assignments/group: adds colleagues to a sub-assignment's thread. */
export const addThreadMembers = (taskId: number, taskSubAssignmentId: number, userIds: number[]) =>
  callRoute(taskPeopleRoutes.addThreadMembers, {
    taskId,
    taskSubAssignmentId,
    userIds,
  });
/** PUT /api/task/comments: posts a message (the same localId twice stores one). */
export const postTaskComment = (req: {
  taskId: number;
  taskSubAssignmentId?: number;
  text: string;
  localId: string;
}) => callRoute(taskConversationRoutes.postComment, req);

/** GET /api/task/users: ACTIVE colleagues (excludeSelf), by name; `role` narrows, `userIds` reads given users. */
export const fetchTaskUsers = (q: {
  searchFor?: string;
  pageNo?: number;
  count?: number;
  role?: RoleCode;
  excludeSelf?: boolean;
  userIds?: number[];
}) =>
  callRoute(taskPickerRoutes.users, {
    excludeSelf: q.excludeSelf ?? true,
    searchFor: q.searchFor,
    pageNo: q.pageNo ?? 1,
    count: q.count ?? PICKER_PAGE_SIZE,
    role: q.role,
    userIds: q.userIds,
  });
/** GET /api/task/inventories: unarchived inventories with their SMEs; `inventoryIds` reads given ones. */
export const fetchTaskInventories = (q: {
  searchFor?: string;
  pageNo?: number;
  count?: number;
  inventoryIds?: number[];
}) =>
  callRoute(taskPickerRoutes.inventories, {
    searchFor: q.searchFor,
    pageNo: q.pageNo ?? 1,
    count: q.count ?? PICKER_PAGE_SIZE,
    getSME: true,
    inventoryIds: q.inventoryIds,
  });
/** POST /api/task/sub-assignments/users/for-addition: colleagues not yet on the sub-assignment. */
export const fetchUsersForAddition = (q: {
  taskId: number;
  taskSubAssignmentId: number;
  searchFor: string;
  pageNo: number;
}) =>
  callRoute(taskPeopleRoutes.usersForAddition, {
    ...q,
    count: PICKER_PAGE_SIZE,
  });

/** GET /api/task/undefined-inventory/handlers: who handles the Unlisted Inventory (its 'SMEs'). */
export function useUndefinedInventoryHandlers(enabled = true) {
  return useQuery({
    queryKey: ['taskPickers', 'undefinedHandlers'],
    queryFn: async () => (await callRoute(taskPickerRoutes.undefinedInventoryHandlers, {})).users,
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** Task picker search debounce (spec 000 §9: 1000 ms). */
export const TASK_PICKER_DEBOUNCE_MS = 1_000;

/** The items of one task picker page (GET /task/users, /task/brands, /task/inventories, /task/events), and their keys. */
export const usersOf = (p: { users: UserSummary[] }) => p.users;
export const brandsOf = (p: { brands: BrandOption[] }) => p.brands;
export const inventoriesOf = (p: { inventories: InventoryOption[] }) => p.inventories;
export const eventsOf = (p: { events: EventOption[] }) => p.events;
export const userIdOf = (u: { userId: number }) => u.userId;
export const idOf = (o: { id: number }) => o.id;
export const eventIdOf = (e: { eventId: number }) => e.eventId;

/**
 * GET /task/users as a task picker's paged options (spec 000 §7, §8, §9): ACTIVE colleagues without
 * the caller, 10 a page, a failed page read as none; `name` keeps each picker's list apart.
 */
export function useTaskUserOptions(name: string, searchFor: string, enabled = true) {
  return usePagedOptions({
    key: ['taskPickers', name],
    searchFor,
    fetchPage: (pageNo) => fetchTaskUsers({ searchFor, pageNo }),
    toItems: usersOf,
    keyOf: userIdOf,
    enabled,
    emptyOnFailure: true,
  });
}
