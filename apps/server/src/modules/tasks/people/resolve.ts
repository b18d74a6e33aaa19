import {
  AUTO_ASSIGN_LABELS,
  TASK_MESSAGES,
  type AssigneeType,
  type TaskCreateRequest,
} from '@crm/contracts';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { badRequest, fieldError } from '../../../lib/errors.js';
import {
  activeBrandOwners,
  activeEventSmes,
  activeInventorySmes,
  activeUserIds,
  activeUsersWithRoles,
  undefinedInventoryHandlerIds,
} from './queries.js';

/** An assignee to be: who, as what, and whether a toggle added them (then they can only go with it). */
export type NewAssignee = { userId: number; type: AssigneeType; auto: boolean };

/**
 * The assignees of a new task (spec 000 §5): the brands' BOs, the inventory's SMEs (the Unlisted
 * Inventory's handlers for it) and — with a real
 * inventory — the event's SMEs when their toggles are on (auto), everyone of each tagged role (ROLE), and
 * the colleagues picked by hand. Only ACTIVE users; never the creator (400 when picked by hand); at least
 * one (400 'Add at least one assignee'). An automatic reason wins over a hand pick for the same person, and
 * the first automatic reason (BO, then I-SME, then E-SME) over a later one.
 */
export async function resolveAssignees(
  tx: Tx,
  creatorId: number,
  req: z.infer<typeof TaskCreateRequest>,
): Promise<NewAssignee[]> {
  if (req.relatedUsers.some((u) => u.id === creatorId))
    throw badRequest(TASK_MESSAGES.selfAssign, 'SELF_ASSIGN');
  const byUser = new Map<number, NewAssignee>();
  const put = (userIds: number[], type: AssigneeType, auto: boolean) => {
    for (const userId of userIds) {
      const had = byUser.get(userId);
      if (userId !== creatorId && (!had || (auto && !had.auto)))
        byUser.set(userId, { userId, type, auto });
    }
  };
  const picked = [...new Set(req.relatedUsers.map((u) => u.id))];
  if (picked.length) {
    const ok = new Set(await activeUserIds(tx, picked));
    const inactive = picked.find((id) => !ok.has(id));
    if (inactive !== undefined)
      throw fieldError('relatedUsers', `lists user ${inactive}, who is not an active colleague`);
  }
  for (const u of req.relatedUsers) put([u.id], u.type, false);
  if (req.roles.length) put(await activeUsersWithRoles(tx, req.roles), 'ROLE', false);
  const inventoryId = req.inventoryIds[0];
  if (req.selectBOsAutomatically && req.brandIds.length)
    put(await activeBrandOwners(tx, req.brandIds), 'BO', true);
  if (req.selectInventorySMEsAutomatically && req.hasUndefinedInventory)
    put(await undefinedInventoryHandlerIds(tx), 'I-SME', true);
  if (req.selectInventorySMEsAutomatically && inventoryId)
    put(await activeInventorySmes(tx, inventoryId), 'I-SME', true);
  if (
    req.selectEventInventorySMEsAutomatically &&
    inventoryId &&
    !req.hasUndefinedInventory &&
    req.eventIds[0]
  )
    put(await activeEventSmes(tx, req.eventIds[0]), 'E-SME', true);
  if (!byUser.size) throw badRequest(TASK_MESSAGES.assigneeRequired, 'ASSIGNEE_REQUIRED');
  return [...byUser.values()];
}

/** The toggle that added an auto-assigned person (for the spec's 'This user is auto-assigned…' refusal). */
export const autoToggleLabel = (type: AssigneeType) =>
  type === 'BO'
    ? AUTO_ASSIGN_LABELS.selectBOsAutomatically
    : type === 'I-SME'
      ? AUTO_ASSIGN_LABELS.selectInventorySMEsAutomatically
      : AUTO_ASSIGN_LABELS.selectEventInventorySMEsAutomatically;
