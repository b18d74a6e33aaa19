/**
 * The tasks feature's surface: Add Task (the form, its store, prefill and request), the task
 * counts, mentions shown as text, the colleague pickers and their fetchers. Other features and the
 * app shell import it only from here; its other files may change without notice (ARCHITECTURE.md
 * §10, "Web walls").
 */
export { AddTaskButton } from './create/AddTaskButton';
export { AddTaskForm } from './create/AddTaskForm';
export { clearAddTaskRequest, useAddTaskRequest } from './create/addTaskStore';
export { resolvePrefill } from './create/prefill';
export { emptyTaskForm, isDirty, toCreateRequest } from './create/taskForm';
export type { TaskFormState } from './create/taskForm';
export { useAddTaskForm } from './create/useAddTaskForm';
export { MentionText } from './mentions/MentionText';
export { plainDescription } from './mentions/mentions';
export { ColleagueMultiSelect } from './pickers/ColleagueMultiSelect';
export {
  TASK_PICKER_DEBOUNCE_MS,
  useCreateTask,
  useTaskCounts,
  useTaskUserOptions,
} from './queries';
export type { UserSummary } from './types';
