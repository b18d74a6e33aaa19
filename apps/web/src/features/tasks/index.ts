/**
 * The tasks feature's surface: Add Task, mentions shown as text, the colleague pickers and their
 * fetchers. Other features and the app shell import it only from here; its other files may change
 * without notice (ARCHITECTURE.md §10, "Web walls").
 */
export { AddTaskButton } from './create/AddTaskButton';
export { MentionText } from './mentions/MentionText';
export { plainDescription } from './mentions/mentions';
export { ColleagueMultiSelect } from './pickers/ColleagueMultiSelect';
export { TASK_PICKER_DEBOUNCE_MS, fetchTaskUsers, useTaskUserOptions } from './queries';
export type { UserSummary } from './types';
