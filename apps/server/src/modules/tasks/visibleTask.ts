import { sql } from 'drizzle-orm';
import { TASK_MESSAGES, type Task } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { notFound } from '../../lib/errors.js';
import { taskColumns, taskFrom, toTask, visibleSql, type TaskRow } from './queries.js';

/** The task `taskId` as `actor` sees it, locking it with `lock`; 404 'Task not found' when it does not exist, was deleted or is not visible. */
export async function visibleTask(
  db: Tx,
  actor: Actor,
  taskId: number,
  lock = false,
): Promise<Task> {
  if (lock) await db.execute(sql`select 1 from tasks where id = ${taskId} for update`);
  const { rows } = await db.execute<TaskRow>(
    sql`select ${taskColumns(actor)} from ${taskFrom} where t.id = ${taskId} and ${visibleSql(actor)}`,
  );
  if (!rows[0]) throw notFound(TASK_MESSAGES.notFound, 'TASK_NOT_FOUND');
  return toTask(rows[0], actor);
}
