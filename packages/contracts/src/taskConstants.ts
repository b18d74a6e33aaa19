/** The task module's tabs, kinds, limits and texts (spec 000 §9, 001 §3 task, §5, §8). */

/** Task tabs (spec 000 §9, 001 §5): All, For you, Created by you, Mentions, Team tasks, Starred. */
export const TASK_TABS = [
  'ALL',
  'FOR_YOU',
  'CREATED_BY_YOU',
  'MENTIONS',
  'TEAM_TASK',
  'STARRED',
] as const;
export type TaskTab = (typeof TASK_TABS)[number];
/** Task categories (spec 001 §5): what a task is about. */
export const TASK_CATEGORIES = ['ALL', 'GENERAL', 'BRAND', 'EVENT', 'INVENTORY'] as const;
/** Task status (spec 001 §4). */
export const TASK_STATUSES = ['OPEN', 'CLOSED'] as const;
/**
 * Assignee types (spec 000 §3): a brand's BO, an inventory SME (I-SME), an event SME (E-SME), everyone of a
 * tagged ROLE; USER for a colleague picked by hand.
 */
export const ASSIGNEE_TYPES = ['BO', 'I-SME', 'E-SME', 'ROLE', 'USER'] as const;
export type AssigneeType = (typeof ASSIGNEE_TYPES)[number];
/** Reminder recurrences (spec 000 §3, sent uppercase). */
export const RECURRENCE_TYPES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
/** The 'Unlisted Inventory' placeholder of the task modal (spec 000 §3): id -1, dropped from requests. */
export const UNDEFINED_INVENTORY = {
  id: -1,
  name: 'Unlisted Inventory',
  subtitle: 'From client/brand',
} as const;
/** Task title limit (spec 000 §5). */
export const TASK_TITLE_MAX = 255;

/** The spec's task texts (spec 000 §5, §8; 001 §4, §8). */
export const TASK_MESSAGES = {
  created: 'Task Created Successfully',
  deleted: 'Task Deleted Successfully',
  closed: 'Task marked as closed successfully',
  reopened: 'Task reopened successfully',
  reminderCreated: 'Task reminder created successfully',
  reminderDeleted: 'Task reminder deleted successfully',
  reminderDeleteFailed: 'Reminder could not be deleted',
  titleMax: 'Maximum 255 characters allowed',
  pastReminder: 'Please select a future date, past dates are not allowed.',
  populateFailed: 'Something went wrong while populating data',
  subAssignmentIdsRequired: 'Task ID and Task Sub Assignment ID are required',
  selectInventoryFirst: 'Please select inventory to select event',
  notFound: 'Task not found',
  renameCreatorOnly: 'Only the creator of a task can rename it',
  assigneeRequired: 'Add at least one assignee',
  selfAssign: 'You cannot assign a task to yourself',
  autoAssigned: (optionLabel: string) =>
    `This user is auto-assigned. De-select the "${optionLabel}" option to remove them.`,
  undefinedExclusive: (name: string) =>
    `${name} cannot be selected when other inventories are already selected.`,
  inventoriesExclusive: (name: string, undefinedName: string) =>
    `${name} cannot be selected when ${undefinedName} is already selected.`,
} as const;

/** Labels of the three auto-assign toggles (spec 000 §5). */
export const AUTO_ASSIGN_LABELS = {
  selectBOsAutomatically: "Select Brand's Brand Owners automatically",
  selectInventorySMEsAutomatically: 'Select Inventory SMEs automatically',
  selectEventInventorySMEsAutomatically: 'Select Inventory Event SMEs automatically',
} as const;

/**
 * How a reminder's recurrence is refused (validation predicates after the field's label, spec 000 §3
 * 'Does not repeat, Daily, Weekly, Monthly, Yearly'): a recurring reminder needs its type; a type on a
 * reminder whose isRecurring is false or left out (it defaults to false) would be dropped unseen, so it is
 * refused rather than stored as a one-time reminder.
 */
export const REMINDER_RECURRENCE_MESSAGES = {
  typeRequired: 'is required for a recurring reminder',
  notRecurring:
    'must be true for a reminder with a reccuranceType (leave the type out for one that does not repeat)',
} as const;
