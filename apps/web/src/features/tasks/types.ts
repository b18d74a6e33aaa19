import type {
  TaskBrandOption,
  TaskCommentsResult,
  TaskCountResult,
  TaskEventOption,
  TaskInventoryOption,
  TaskListResult,
} from '@crm/contracts';

/** The parsed output of a contract schema (the web app reads the contracts' schemas as types only). */
type Out<S extends { parse: (v: unknown) => unknown }> = ReturnType<S['parse']>;

export type {
  Task,
  TaskComment,
  SubAssignment,
  TaskUpdateEvent,
  UserSummary,
} from '@crm/contracts';
/** POST /api/task answer. */
export type TaskListPage = Out<typeof TaskListResult>;
/** POST /api/task/count answer: per tab, tasks and tasks with unread messages. */
export type TaskCounts = Out<typeof TaskCountResult>;
export type TaskCommentsPage = Out<typeof TaskCommentsResult>;
/** A brand option of the task pickers, with its owners (auto-assign). */
export type BrandOption = Out<typeof TaskBrandOption>;
/** An inventory option with its SMEs; id -1 is the Unlisted Inventory. */
export type InventoryOption = Out<typeof TaskInventoryOption>;
/** An event option with its SMEs. */
export type EventOption = Out<typeof TaskEventOption>;
/** Task status actions of POST /api/task/status and the sub-assignment status call. */
export type StatusAction = 'COMPLETE' | 'INCOMPLETE';
