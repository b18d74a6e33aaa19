import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { pageInfo } from '../../lib/paging.js';
import { visibleTask } from './visibleTask.js';
import { activityPage, type ActivityDetail as Detail } from './activityQueries.js';

const names = (d: Detail) => (d?.userNames?.length ? d.userNames.join(', ') : 'someone');

/** The log line of one activity row (what happened, in words; the who and when are their own fields). */
function activityText(action: string, d: Detail): string {
  switch (action) {
    case 'CREATED':
      return `created the task${d?.assignees ? ` for ${d.assignees} ${d.assignees === 1 ? 'person' : 'people'}` : ''}`;
    case 'RENAMED':
      return `renamed the task from “${d?.from}” to “${d?.to}”`;
    case 'DESCRIPTION_EDITED':
      return 'edited the description';
    case 'CLOSED':
      return d?.reason === 'ALL_SUB_ASSIGNMENTS_CLOSED'
        ? 'closed the last open part, which closed the task'
        : 'closed the task';
    case 'REOPENED':
      return 'reopened the task';
    case 'SUB_ASSIGNMENT_CLOSED':
      return `closed the part of ${names(d)}`;
    case 'SUB_ASSIGNMENT_REOPENED':
      return `reopened the part of ${names(d)}`;
    case 'PEOPLE_ADDED':
      return `added ${names(d)}`;
    case 'PEOPLE_REMOVED':
      return `removed ${names(d)}`;
    case 'MEMBERS_ADDED':
      return `added ${names(d)} to a part`;
    case 'REMINDER_SET':
      return 'set a reminder';
    case 'REMINDER_CANCELLED':
      return 'cleared the reminder';
    case 'DELETED':
      return 'deleted the task';
    default:
      return action.toLowerCase().replace(/_/g, ' ');
  }
}

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
