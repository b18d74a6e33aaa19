import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { pageInfo } from '../../lib/paging.js';
import { visibleTask } from './visibleTask.js';
import { activityPage, type ActivityDetail as Detail } from './activityQueries.js';

const names = (d: Detail) => (d?.userNames?.length ? d.userNames.join(', ') : 'someone');

/** The log line of each action (what happened, in words; the who and when are their own fields). */
const texts: Record<string, (d: Detail) => string> = {
  CREATED: (d) =>
    `created the task${d?.assignees ? ` for ${d.assignees} ${d.assignees === 1 ? 'person' : 'people'}` : ''}`,
  RENAMED: (d) => `renamed the task from “${d?.from}” to “${d?.to}”`,
  DESCRIPTION_EDITED: () => 'edited the description',
  CLOSED: (d) =>
    d?.reason === 'ALL_SUB_ASSIGNMENTS_CLOSED'
      ? 'closed the last open part, which closed the task'
      : 'closed the task',
  REOPENED: () => 'reopened the task',
  SUB_ASSIGNMENT_CLOSED: (d) => `closed the part of ${names(d)}`,
  SUB_ASSIGNMENT_REOPENED: (d) => `reopened the part of ${names(d)}`,
  PEOPLE_ADDED: (d) => `added ${names(d)}`,
  PEOPLE_REMOVED: (d) => `removed ${names(d)}`,
  MEMBERS_ADDED: (d) => `added ${names(d)} to a part`,
  REMINDER_SET: () => 'set a reminder',
  REMINDER_CANCELLED: () => 'cleared the reminder',
  DELETED: () => 'deleted the task',
};

/** The log line of one activity row; an unknown action in words. */
const activityText = (action: string, d: Detail): string =>
  Object.hasOwn(texts, action) ? texts[action](d) : action.toLowerCase().replace(/_/g, ' ');

/** POST /api/task/activity {taskId, pageNo, count}: the activity log of a visible task, newest first, with the people it names. */
export async function listActivity({
  db,
  actor,
  q,
}: {
  db: Db;
  actor: Actor;
  q: { taskId: number; pageNo: number; count: number };
}) {
  await visibleTask(db, actor, q.taskId);
  const { rows, total } = await activityPage(db, q);
  return {
    activities: rows.map(({ detail, ...r }) => ({
      id: r.id,
      action: r.action,
      text: activityText(r.action, detail),
      user: r.user,
      createdAt: r.createdAt,
    })),
    ...pageInfo(q.pageNo, q.count, total),
  };
}
