import type { Task } from '@crm/contracts';
import type { Actor } from '../../../auth/actor.js';

/** Whether the actor leads the task: its creator, or a TO of a team its creator belongs to. */
export const leads = (actor: Actor, task: Task) =>
  task.creator.userId === actor.userId ||
  (actor.ownedTeamIds.length > 0 && actor.teamMemberIds.includes(task.creator.userId));

/** Everyone on a task (creator and people), once each. */
export const everyoneOn = (task: Task) => [
  ...new Set([task.creator.userId, ...task.people.map((p) => p.userId)]),
];
