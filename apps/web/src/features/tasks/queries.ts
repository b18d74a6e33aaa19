import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  cacheFamilies,
  taskConversationRoutes,
  taskPeopleRoutes,
  taskPickerRoutes,
  taskRoutes,
  type RoleCode,
  type RouteData,
  type RouteInput,
  type TaskCreateRequest,
  type TaskListRequest,
} from '@crm/contracts';
import { usePagedOptions } from '../../components/dropdown';
import { nextPageNo } from '../../lib/dropdownPaging';
import { PICKER_PAGE_SIZE } from '../../lib/pickerFetchers';
import { apiKey, callRoute, routeKey, useApi } from '../../lib/useApi';
import { taskUsersSource } from './pickers/pickerSources';
import type { BrandOption, EventOption, InventoryOption, StatusAction, UserSummary } from './types';

/** Tasks per page of the list (the list request's default). */
const TASK_PAGE_SIZE = 20;
/** Mention suggestions per page (spec 000 §9). */
export const MENTION_PAGE_SIZE = 50;
/** Comments per page of a thread. */
const COMMENT_PAGE_SIZE = 30;
/** Activity entries per page of the log. */
const ACTIVITY_PAGE_SIZE = 20;

/** The thread `subId` of a task (the main one when null) as its comments' input besides the page. */
export const threadInput = (taskId: number, subId: number | null) => ({
  taskId,
  taskSubAssignmentId: subId ?? undefined,
  count: COMMENT_PAGE_SIZE,
});

const subAssignmentsOf = (d: RouteData<typeof taskPeopleRoutes.subAssignments>) => d.subAssignments;
const remindersOf = (d: RouteData<typeof taskRoutes.reminders>) => d.reminders;
const handlersOf = (d: RouteData<typeof taskPickerRoutes.undefinedInventoryHandlers>) => d.users;

/**
 * POST /api/task: the list for tab, category, status, search and filter; page 1 replaces, later pages
 * append (spec 001 §4). Reads nothing while `enabled` is false (a saved view still to apply).
 */
export function useTaskList(req: Omit<TaskListRequest, 'pageNo' | 'count'>, enabled = true) {
  const full: TaskListRequest = { ...req, count: TASK_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: routeKey(taskRoutes.list, full),
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
    queryKey: apiKey(taskPeopleRoutes.subAssignments, { taskId }),
    queryFn: () => callRoute(taskPeopleRoutes.subAssignments, { taskId }),
    select: subAssignmentsOf,
  });
}

/** POST /api/task/activity {taskId, pageNo, count}: the activity log, newest first, paged by 'Load More'. */
export function useTaskActivity(taskId: number) {
  const input = { taskId, count: ACTIVITY_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: routeKey(taskPeopleRoutes.activity, input),
    queryFn: ({ pageParam }) =>
      callRoute(taskPeopleRoutes.activity, { ...input, pageNo: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });
}

/** POST /api/task/reminder {taskId}: the task's reminder (only the latest is kept, spec 001 §4). */
export function useTaskReminders(taskId: number) {
  return useQuery({
    queryKey: apiKey(taskRoutes.reminders, { taskId }),
    queryFn: () => callRoute(taskRoutes.reminders, { taskId }),
    select: remindersOf,
  });
}

/** GET /api/task/comments: one thread (the main one when `subId` is null), newest first; reading marks it read. */
export function useTaskComments(taskId: number, subId: number | null) {
  const input = threadInput(taskId, subId);
  return useInfiniteQuery({
    queryKey: routeKey(taskConversationRoutes.comments, input),
    queryFn: ({ pageParam }) =>
      callRoute(taskConversationRoutes.comments, { ...input, pageNo: pageParam }),
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
    onSuccess: () => qc.invalidateQueries({ queryKey: cacheFamilies.tasks }),
  });
}

/** PATCH /api/task {taskId, name?, description?}: rename (creator only) or a new description; answers the task. */
export function useUpdateTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: { taskId: number; name?: string; description?: string }) =>
      callRoute(taskPeopleRoutes.update, req),
    onSuccess: (task) => {
      qc.setQueryData(apiKey(taskRoutes.detail, { taskId: task.id }), task);
      void qc.invalidateQueries({ queryKey: routeKey(taskRoutes.list) });
      void qc.invalidateQueries({
        queryKey: routeKey(taskPeopleRoutes.activity, { taskId: task.id }),
      });
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
/** GET /api/task/undefined-inventory/handlers: who handles the Unlisted Inventory (its 'SMEs'). */
export function useUndefinedInventoryHandlers(enabled = true) {
  return useQuery({
    queryKey: apiKey(taskPickerRoutes.undefinedInventoryHandlers, {}),
    queryFn: () => callRoute(taskPickerRoutes.undefinedInventoryHandlers, {}),
    select: handlersOf,
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
 * the caller, 10 a page, a failed page read as none; pickers searching alike share their pages.
 */
export function useTaskUserOptions(searchFor: string, enabled = true) {
  const users = taskUsersSource();
  return usePagedOptions({
    key: users.key,
    searchFor,
    fetchPage: (pageNo) => users.fetchPage({ searchFor, pageNo }),
    toItems: usersOf,
    keyOf: userIdOf,
    enabled,
    emptyOnFailure: true,
  });
}
