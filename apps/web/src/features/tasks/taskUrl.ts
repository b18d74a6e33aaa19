import { TASK_CATEGORIES, TASK_STATUSES, TASK_TABS, type TaskTab } from '@crm/contracts';
import { decodeTaskFilter, type TaskFilters } from './list/taskFilter';

export type TaskCategory = (typeof TASK_CATEGORIES)[number];
type TaskStatus = (typeof TASK_STATUSES)[number];

/** The tab labels of spec 000 §9 / 001 §5. */
export const TAB_LABELS: Record<TaskTab, string> = {
  ALL: 'All',
  FOR_YOU: 'For you',
  CREATED_BY_YOU: 'Created by you',
  MENTIONS: 'Mentions',
  TEAM_TASK: 'Team tasks',
  STARRED: 'Starred',
};
/** Each tab's key in POST /api/task/count. */
export const TAB_COUNT_KEYS = {
  ALL: 'allTasks',
  FOR_YOU: 'forYou',
  CREATED_BY_YOU: 'createdByYou',
  MENTIONS: 'mentions',
  TEAM_TASK: 'teamTasks',
  STARRED: 'starred',
} as const satisfies Record<TaskTab, string>;
/** Category labels (spec 001 §5). */
export const CATEGORY_LABELS: Record<TaskCategory, string> = {
  ALL: 'All',
  GENERAL: 'General',
  BRAND: 'Brand',
  EVENT: 'Event',
  INVENTORY: 'Inventory',
};

/** The task page's state as its URL holds it: /taskManagement?tab&taskStatus&taskType&taskId (spec 000 §2.1), plus searchFor and filter. */
export type TaskPageState = {
  tab: TaskTab;
  taskStatus: TaskStatus;
  taskType: TaskCategory;
  taskId: number | null;
  searchFor: string;
  filter: TaskFilters;
};

const oneOf = <T extends string>(values: readonly T[], v: string | null, fallback: T): T =>
  (values as readonly string[]).includes(v ?? '') ? (v as T) : fallback;

/** Reads the page state from the query string; unknown values fall back to All / OPEN / All; Team tasks only for a team owner. */
export function readTaskPageState(params: URLSearchParams, isTeamOwner: boolean): TaskPageState {
  const tab = oneOf(TASK_TABS, params.get('tab'), 'ALL');
  const id = Number(params.get('taskId'));
  return {
    tab: tab === 'TEAM_TASK' && !isTeamOwner ? 'ALL' : tab,
    taskStatus: oneOf(TASK_STATUSES, params.get('taskStatus'), 'OPEN'),
    taskType: oneOf(TASK_CATEGORIES, params.get('taskType'), 'ALL'),
    taskId: Number.isInteger(id) && id > 0 ? id : null,
    searchFor: params.get('searchFor') ?? '',
    filter: decodeTaskFilter(params.get('filter')),
  };
}

/** The tabs a user sees (Team tasks only for a team owner, spec 000 §6). */
export const visibleTabs = (isTeamOwner: boolean): TaskTab[] =>
  TASK_TABS.filter((t) => t !== 'TEAM_TASK' || isTeamOwner);
