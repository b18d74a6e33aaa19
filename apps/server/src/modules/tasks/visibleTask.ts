import { TASK_MESSAGES, type Task } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { notFound } from '../../lib/errors.js';
import { lockTaskRow, selectVisibleTask } from './queries.js';

/** The task `taskId` as `actor` sees it, locking it with `lock`; 404 'Task not found' when it does not exist, was deleted or is not visible. */
export async function visibleTask(
  db: Tx,
  actor: Actor,
  taskId: number,
  lock = false,
): Promise<Task> {
  if (lock) await lockTaskRow(db, taskId);
  const task = await selectVisibleTask(db, actor, taskId);
  if (!task) throw notFound(TASK_MESSAGES.notFound, 'TASK_NOT_FOUND');
  return task;
}
